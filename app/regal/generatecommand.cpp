#include "app/regal/commands.h"

#include "core/base/textfile.h"
#include "core/generate/generator.h"
#include "core/generate/trainingstep.h"
#include "core/io/graphjson.h"

#include <cstdio>

namespace regal::cli {
namespace {

struct GenerateOptions
{
    std::string family;
    std::size_t nodes = 0;
    std::uint64_t seed = 1;
    std::string out;
    bool training = false;
};

int runGenerate(const GenerateOptions &options)
{
    const std::optional<Family> family = parseFamily(options.family);
    if (!family)
        return fail("unknown family '" + options.family + "'; the families are er, sbm, layered, residual, "
                    "inception, transformer, rnn");
    Result<Graph> graph = generateGraph(*family, options.nodes, options.seed);
    if (graph && options.training)
        graph = trainingStep(*graph);
    if (!graph)
        return fail(graph.error());
    if (Status saved = writeFileAtomically(options.out, writeGraphJson(*graph)); !saved)
        return fail(saved.error());
    std::fprintf(stderr, "%s: %zu nodes, %zu edges written to %s\n", graph->name().c_str(), graph->nodeCount(),
                 graph->edgeCount(), options.out.c_str());
    return 0;
}

} // namespace

void addGenerateCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<GenerateOptions>();
    CLI::App *command = app.add_subcommand("generate", "Generate a synthetic graph, the same for the same seed");
    command->add_option("--family", options->family, "er, sbm, layered, residual, inception, transformer or rnn")
        ->required();
    command->add_option("--nodes", options->nodes, "number of nodes")
        ->required()
        ->check(CLI::Range(std::size_t(1), MaxGeneratedNodes));
    command->add_option("--seed", options->seed, "random seed")->capture_default_str();
    command->add_option("--out", options->out, "regal-graph file to write")->required();
    command->add_flag("--training", options->training,
                      "a training step of the graph: forward, loss, backward (activations kept) and Adam updates");
    command->callback([options, &exitCode] { exitCode = runGenerate(*options); });
}

} // namespace regal::cli
