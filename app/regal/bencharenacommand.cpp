#include "app/regal/commands.h"
#include "app/regal/report.h"
#include "app/regal/suite.h"

#include "core/methods/method.h"
#include "core/sim/arenaplan.h"
#include "core/sim/costsimulator.h"

#include <algorithm>
#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {
namespace {

struct ArenaOptions
{
    std::vector<std::string> graphs;
    std::vector<int> devices = {1, 4};
    bool json = false;
};

/// One graph on one cluster: the plan of the solution a heuristic made.
struct ArenaFigure
{
    std::string graph;
    std::size_t nodes = 0;
    int devices = 0;
    std::string method;
    std::size_t buffers = 0;
    ArenaSummary summary;
};

/// bestorder (the memory task's best heuristic order) on one device, HEFT on several.
const char *methodFor(int devices) { return devices == 1 ? "bestorder" : "heft"; }

Result<ArenaFigure> measure(const SuiteGraph &entry, int devices)
{
    Result<Problem> problem = Problem::create(entry.graph, Cluster::uniform(devices));
    if (!problem)
        return Error{entry.name + ": " + problem.error()};
    const Method *method = findMethod(methodFor(devices));
    MethodContext context{.problem = *problem, .task = devices == 1 ? Task::Memory : Task::Runtime};
    Result<MethodResult> result = method->run(context);
    if (!result)
        return Error{entry.name + ": " + result.error()};
    const Timeline timeline = CostSimulator(*problem).record(result->solution);
    const ArenaPlan plan = planArena(timeline.buffers, std::size_t(devices));
    return ArenaFigure{entry.name, problem->nodeCount(), devices, methodFor(devices), timeline.buffers.size(),
                       summarize(plan)};
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2.0;
}

int runArena(const ArenaOptions &options)
{
    Result<std::vector<SuiteGraph>> suite = loadSuite(options.graphs);
    if (!suite)
        return fail(suite.error());
    std::vector<ArenaFigure> figures;
    for (const int devices : options.devices)
        for (const SuiteGraph &entry : *suite) {
            Result<ArenaFigure> figure = measure(entry, devices);
            if (!figure)
                return fail(figure.error());
            figures.push_back(std::move(figure).value());
        }

    nlohmann::ordered_json json{{"benchmark", "arena"}, {"results", nlohmann::ordered_json::array()},
                                {"summary", nlohmann::ordered_json::array()}};
    std::string text = fmt::format("{:<50} {:>7} {:>3} {:<10} {:>12} {:>12} {:>7} {:>7}\n", "graph", "nodes", "dev", "method",
                                   "arena", "peak", "ratio", "act.");
    for (const ArenaFigure &figure : figures) {
        json["results"].push_back({{"graph", figure.graph},
                                   {"nodes", figure.nodes},
                                   {"devices", figure.devices},
                                   {"method", figure.method},
                                   {"buffers", figure.buffers},
                                   {"largest_arena", figure.summary.largestArena},
                                   {"largest_peak", figure.summary.largestPeak},
                                   {"worst_ratio", figure.summary.worst},
                                   {"worst_activation_ratio", figure.summary.worstActivations}});
        text += fmt::format("{:<50} {:>7} {:>3} {:<10} {:>12} {:>12} {:>7.3f} {:>7.3f}\n", figure.graph, figure.nodes,
                            figure.devices, figure.method, formatBytes(figure.summary.largestArena),
                            formatBytes(figure.summary.largestPeak), figure.summary.worst,
                            figure.summary.worstActivations);
    }
    text += fmt::format("\n{:>7} {:<10} {:>6} {:>8} {:>8} {:>10} {:>10}   {}\n", "devices", "method", "graphs",
                        "median", "worst", "act. med.", "act. worst", "worst graph");
    for (const int devices : options.devices) {
        std::vector<double> ratios;
        std::vector<double> activations;
        const ArenaFigure *worst = nullptr;
        for (const ArenaFigure &figure : figures)
            if (figure.devices == devices) {
                if (!worst || figure.summary.worst > worst->summary.worst)
                    worst = &figure;
                ratios.push_back(figure.summary.worst);
                activations.push_back(figure.summary.worstActivations);
            }
        if (!worst)
            continue;
        const double worstActivations = *std::max_element(activations.begin(), activations.end());
        json["summary"].push_back({{"devices", devices},
                                   {"method", methodFor(devices)},
                                   {"graphs", ratios.size()},
                                   {"median_ratio", median(ratios)},
                                   {"worst_ratio", worst->summary.worst},
                                   {"worst_graph", worst->graph},
                                   {"median_activation_ratio", median(activations)},
                                   {"worst_activation_ratio", worstActivations}});
        text += fmt::format("{:>7} {:<10} {:>6} {:>8.3f} {:>8.3f} {:>10.3f} {:>10.3f}   {}\n", devices,
                            methodFor(devices), ratios.size(), median(ratios), worst->summary.worst,
                            median(activations), worstActivations, worst->graph);
    }
    if (options.json)
        printJson(json);
    else
        std::fputs(text.c_str(), stdout);
    return 0;
}

} // namespace

void addBenchArenaCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<ArenaOptions>();
    CLI::App *command = benchCommand(app).add_subcommand(
        "arena", "Arena plans against the ideal peak: greedy-by-size fragmentation over a suite of graphs");
    command->add_option("graphs", options->graphs, "graph files, directories of them, or generated:SIZES[@SEED]")
        ->required();
    command->add_option("--devices", options->devices,
                        "identical devices: bestorder schedules one device, HEFT places on several")
        ->check(CLI::Range(1, int(MaxDevices)))
        ->capture_default_str();
    command->add_flag("--json", options->json, "machine-readable output");
    command->footer("The ratio of a graph is arena / peak on its worst device, 1.000 meaning no fragmentation; "
                    "act. leaves out the weights, which live for the whole run and never fragment.");
    command->callback([options, &exitCode] { exitCode = runArena(*options); });
}

} // namespace regal::cli
