#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/graphinput.h"
#include "app/regal/report.h"

#include "core/base/textfile.h"
#include "core/io/chrometrace.h"
#include "core/io/placementjson.h"
#include "core/session/sessionjson.h"
#include "core/sim/costsimulator.h"

#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {
namespace {

struct EvaluateOptions
{
    GraphInput graph;
    std::string placement;
    std::string out;
    std::string trace;
    ClusterChoice cluster;
    bool arena = false;
    bool json = false;
};

/// The session in \a path, or nothing when the file is not a session (or not readable: the
/// graph importers then say why).
std::optional<Result<SessionDocument>> readSession(const std::string &path)
{
    if (!path.ends_with(".json"))
        return std::nullopt;
    Result<std::string> text = readTextFile(path);
    if (!text || !declaresSession(*text))
        return std::nullopt;
    return readSessionJson(*text, path);
}

int runEvaluate(const EvaluateOptions &options)
{
    // A Studio session brings its graph, cluster, pins and current solution.
    std::optional<Result<SessionDocument>> session = readSession(options.graph.argument);
    if (session && !*session)
        return fail(session->error());
    Result<Graph> loaded = session ? Result<Graph>(*(*session)->graph) : options.graph.load();
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
    Result<Cluster> cluster = options.cluster.resolve(placement ? placement->cluster
                                                      : session       ? std::optional((*session)->cluster)
                                                                      : std::nullopt);
    if (!cluster)
        return fail(cluster.error());
    Result<Problem> problem = Problem::create(std::make_shared<const Graph>(std::move(loaded).value()), *cluster);
    if (problem && session)
        problem = problem->withPins((*session)->pins);
    if (!problem)
        return fail(problem.error());

    Solution solution = problem->defaultSolution();
    Provenance provenance{.method = "default"};
    if (session && !placement) {
        const SessionSolution &current = (*session)->entries.at(std::size_t((*session)->current));
        if (Status valid = problem->check(current.solution); !valid)
            return fail(fmt::format("{}: solution '{}': {}", options.graph.argument, current.name, valid.error()));
        solution = current.solution;
        provenance = {.task = (*session)->task, .method = current.method, .seed = current.seed,
                      .evaluations = current.evaluations};
    }
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
    std::optional<ArenaPlan> arena;
    if (options.arena)
        arena = planArena(timeline.buffers, std::size_t(cluster->deviceCount()));

    if (!options.out.empty()) {
        if (Status saved = writeFileAtomically(options.out,
                                               writePlacementJson(*problem, solution, timeline, bounds, provenance,
                                                                  arena ? &*arena : nullptr));
            !saved)
            return fail(saved.error());
    }
    if (!options.trace.empty()) {
        if (Status saved = writeFileAtomically(options.trace, writeChromeTrace(*problem, solution, timeline)); !saved)
            return fail(saved.error());
    }
    if (options.json) {
        nlohmann::ordered_json json = metricsJson(*problem, timeline.metrics, bounds);
        json["graph"] = problem->graph().name();
        json["nodes"] = problem->nodeCount();
        json["devices"] = cluster->deviceCount();
        if (arena)
            json["arena"] = arenaSummaryJson(*cluster, *arena);
        printJson(json);
    } else {
        std::fputs(metricsText(*problem, timeline.metrics, bounds).c_str(), stdout);
        if (arena)
            std::fputs(("\n" + arenaText(*cluster, *arena)).c_str(), stdout);
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
    command->footer("GRAPH may also be a session the Studio saved (.json): its current solution is evaluated on its "
                    "cluster, with its pins; --placement evaluates another solution of its graph.");
    options->cluster.addOptions(*command);
    command->add_option("--placement", options->placement,
                        "regal-placement file; without it every node runs on the first device in input order");
    command->add_option("--out", options->out, "write the simulated solution as a complete regal-placement");
    command->add_option("--trace", options->trace,
                        "write the schedule in the Chrome trace event format, for Perfetto or chrome://tracing");
    command->add_flag("--arena", options->arena,
                      "plan an arena per device (greedy by size) and print its size beside the peak; with --out the "
                      "placement carries every buffer's offset");
    command->add_flag("--json", options->json, "machine-readable output");
    command->callback([options, &exitCode] { exitCode = runEvaluate(*options); });
}

} // namespace regal::cli
