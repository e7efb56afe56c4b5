#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/graphinput.h"
#include "app/regal/report.h"

#include "core/io/chrometrace.h"
#include "core/io/placementjson.h"
#include "core/io/textfile.h"
#include "core/sim/costsimulator.h"

#include <cstdio>

namespace regal::cli {
namespace {

struct EvaluateOptions
{
    GraphInput graph;
    std::string placement;
    std::string out;
    std::string trace;
    ClusterChoice cluster;
    bool json = false;
};

int runEvaluate(const EvaluateOptions &options)
{
    Result<Graph> loaded = options.graph.load();
    if (!loaded)
        return fail(loaded.error());
    printImportWarnings(*loaded);
    std::optional<PlacementFile> placement;
    if (!options.placement.empty()) {
        Result<std::string> text = readTextFile(options.placement);
        if (!text)
            return fail(text.error());
        Result<PlacementFile> read = readPlacementJson(*text, options.placement);
        if (!read)
            return fail(read.error());
        placement = std::move(read).value();
    }
    Result<Cluster> cluster = options.cluster.resolve(placement ? placement->cluster : std::nullopt);
    if (!cluster)
        return fail(cluster.error());
    Result<Problem> problem = Problem::create(std::make_shared<const Graph>(std::move(loaded).value()), *cluster);
    if (!problem)
        return fail(problem.error());

    Solution solution = problem->defaultSolution();
    Provenance provenance{.method = "default"};
    if (placement) {
        Result<Solution> bound = bindPlacement(*placement, *problem, options.placement);
        if (!bound)
            return fail(bound.error());
        solution = std::move(bound).value();
        provenance = placement->provenance;
    }
    CostSimulator simulator(*problem);
    const Timeline timeline = simulator.record(solution);
    const LowerBounds bounds = lowerBounds(*problem);

    if (!options.out.empty()) {
        if (Status saved = writeFileAtomically(options.out,
                                               writePlacementJson(*problem, solution, timeline, bounds, provenance));
            !saved)
            return fail(saved.error());
    }
    if (!options.trace.empty()) {
        if (Status saved = writeFileAtomically(options.trace, writeChromeTrace(*problem, solution, timeline)); !saved)
            return fail(saved.error());
    }
    if (options.json) {
        nlohmann::ordered_json json = metricsJson(*cluster, timeline.metrics, bounds);
        json["graph"] = problem->graph().name();
        json["nodes"] = problem->nodeCount();
        json["devices"] = cluster->deviceCount();
        printJson(json);
    } else {
        std::fputs(metricsText(*cluster, timeline.metrics, bounds).c_str(), stdout);
    }
    if (!options.out.empty())
        std::fprintf(stderr, "placement written to %s\n", options.out.c_str());
    if (!options.trace.empty())
        std::fprintf(stderr, "trace written to %s (open it in Perfetto or chrome://tracing)\n", options.trace.c_str());
    return 0;
}

} // namespace

void addEvaluateCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<EvaluateOptions>();
    CLI::App *command = app.add_subcommand("evaluate", "Simulate one solution: makespan, peak memory, feasibility");
    options->graph.addOptions(*command);
    options->cluster.addOptions(*command);
    command->add_option("--placement", options->placement,
                        "regal-placement file; without it every node runs on the first device in input order");
    command->add_option("--out", options->out, "write the simulated solution as a complete regal-placement");
    command->add_option("--trace", options->trace,
                        "write the schedule in the Chrome trace event format, for Perfetto or chrome://tracing");
    command->add_flag("--json", options->json, "machine-readable output");
    command->callback([options, &exitCode] { exitCode = runEvaluate(*options); });
}

} // namespace regal::cli
