#include "app/regal/commands.h"
#include "app/regal/graphinput.h"

#include "core/base/textfile.h"
#include "core/io/graphjson.h"

#include <cstdio>
#include <filesystem>

namespace regal::cli {
namespace {

struct ConvertOptions
{
    GraphInput input;
    std::string output;
};

int runConvert(const ConvertOptions &options)
{
    if (std::filesystem::path(options.output).extension() != ".json")
        return fail(options.output + ": the output is a regal-graph and must end in .json");
    Result<Graph> graph = options.input.load();
    if (!graph)
        return fail(graph.error());
    printImportWarnings(*graph);
    if (Status saved = writeFileAtomically(options.output, writeGraphJson(*graph)); !saved)
        return fail(saved.error());
    std::fprintf(stderr, "%s: %zu nodes, %zu edges written to %s\n", options.input.argument.c_str(), graph->nodeCount(),
                 graph->edgeCount(), options.output.c_str());
    return 0;
}

} // namespace

void addConvertCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<ConvertOptions>();
    CLI::App *command = app.add_subcommand("convert", "Convert any importable graph to a regal-graph JSON file");
    options->input.addOptions(*command, "input");
    command->add_option("output", options->output, "regal-graph file to write (.json)")->required();
    command->callback([options, &exitCode] { exitCode = runConvert(*options); });
}

} // namespace regal::cli
