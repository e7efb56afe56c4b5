#include "app/regal/commands.h"
#include "app/regal/helpformatter.h"

#include <CLI/CLI.hpp>
#include <QCoreApplication>
#include <cstdio>
#include <memory>

int main(int argc, char **argv)
{
    QCoreApplication::setApplicationName(QStringLiteral("regal"));
    QCoreApplication::setApplicationVersion(QStringLiteral(REGAL_VERSION));

    CLI::App app{"regal: place and schedule the operations of a computation graph.\n"
                 "GRAPH is a file (.json regal-graph or TF.js model.json, .onnx, .pbtxt CostGraphDef, .cfg Darknet,\n"
                 ".tflite, .dot) or a built-in sample such as sample:inception; --dim NAME=VALUE fixes dynamic dimensions."};
    app.formatter(std::make_shared<regal::cli::HelpFormatter>()); // before the commands, which take it over
    app.set_version_flag("--version", REGAL_VERSION);
    app.require_subcommand(1);
    app.fallthrough();

    int exitCode = 0;
    regal::cli::addInfoCommand(app, exitCode);
    regal::cli::addEvaluateCommand(app, exitCode);
    regal::cli::addConvertCommand(app, exitCode);
    regal::cli::addGenerateCommand(app, exitCode);
    regal::cli::addOptimizeCommand(app, exitCode);
    regal::cli::addBenchQualityCommand(app, exitCode);
    regal::cli::addBenchSearchCommand(app, exitCode);
    regal::cli::addBenchSimCommand(app, exitCode);
    regal::cli::addBenchArenaCommand(app, exitCode);
    regal::cli::addTuneCommand(app, exitCode);
    regal::cli::addTrainCommand(app, exitCode);
    regal::cli::addCommitteeCommand(app, exitCode);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &error) {
        return app.exit(error) == 0 ? 0 : 1;
    } catch (const std::exception &error) {
        // Readers return errors rather than throw; this is the last line for what slipped past
        // (a broken contract, memory exhausted): a message and exit code 1, never an abort.
        std::fprintf(stderr, "regal: %s\n", error.what());
        return 1;
    }
    return exitCode;
}
