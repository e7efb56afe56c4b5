#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/graphinput.h"
#include "app/regal/progress.h"
#include "app/regal/report.h"
#include "app/regal/searchsetup.h"

#include "core/base/counted.h"
#include "core/base/stopwatch.h"
#include "core/base/textfile.h"
#include "core/io/placementjson.h"
#include "core/policy/policyadvice.h"
#include "core/sim/costsimulator.h"
#include "resources/embeddedsamples.h"

#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {
namespace {

struct OptimizeOptions
{
    GraphInput graph;
    std::string task = "runtime";
    std::string method = defaults::Method;
    std::string out;
    ClusterChoice cluster;
    SearchOptions search;
    bool json = false;
};

std::string describeSeconds(double value)
{
    return formatSeconds(value);
}

std::string describeBytes(double value)
{
    return formatBytes(Bytes(value));
}

/// What the policy of a regal run advised for the devices, node by node, as counts ("71
/// keep-firmly, 38 to-faster, 5 none") around its anchor, or why it advised nothing; empty for
/// the other methods.
std::string policyAdviceText(const MethodResult &result)
{
    const nlohmann::json params = nlohmann::json::parse(result.paramsJson, nullptr, false);
    if (!params.is_object() || !params.contains("steered"))
        return {};
    if (!params.value("steered", true))
        return "\npolicy advice     none: its gate left this graph to seeded BRKGA\n";
    const std::array<std::int64_t, DeviceAdviceCount> counts = countDeviceAdvice(deviceAdviceOf(result.policyProposals));
    std::string text;
    for (const DeviceAdvice advice : DeviceAdviceListed)
        if (const std::int64_t count = counts[std::size_t(advice)]; count > 0)
            text += fmt::format("{}{} {}", text.empty() ? "" : ", ", count, deviceAdviceName(advice));
    return fmt::format("\npolicy advice     {} (the nodes' devices, around {}'s placement)\n", text,
                       params.value("anchor", "the anchor"));
}

nlohmann::ordered_json policyAdviceJson(const MethodResult &result)
{
    nlohmann::ordered_json counts = nlohmann::ordered_json::object();
    const std::array<std::int64_t, DeviceAdviceCount> counted = countDeviceAdvice(deviceAdviceOf(result.policyProposals));
    for (int advice = 0; advice < DeviceAdviceCount; ++advice)
        counts[std::string(deviceAdviceName(DeviceAdvice(advice)))] = counted[std::size_t(advice)];
    return counts;
}

int runOptimize(const OptimizeOptions &options)
{
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return fail(fmt::format("--task must be runtime or memory, not '{}'", options.task));
    const Method *method = findMethod(options.method);
    if (!method)
        return fail(fmt::format("there is no method '{}'; the methods are: {}", options.method, methodNames()));
    Result<SearchParams> params = options.search.resolve();
    if (!params)
        return fail(params.error());
    if (Status writable = checkWritable(options.out); !writable) // before the search, not after it
        return fail(writable.error());
    Result<Graph> loaded = options.graph.load();
    if (!loaded)
        return fail(loaded.error());
    const auto graph = std::make_shared<const Graph>(std::move(loaded).value());
    Result<Cluster> cluster = options.cluster.resolve();
    if (cluster)
        cluster = options.cluster.forGraph(*cluster, graph);
    if (!cluster)
        return fail(cluster.error());
    Result<Problem> problem = Problem::create(graph, *cluster);
    if (!problem)
        return fail(problem.error());

    Result<MethodAssets> assets = options.search.assets(*task);
    if (!assets)
        return fail(assets.error());
    const RunRequest request{.method = options.method, .task = *task, .params = *params};
    MethodContext context = request.context(*problem, *assets);
    ProgressBar progress(context.control.budget, *task == Task::Runtime ? describeSeconds : describeBytes);
    context.progress = [&progress](const SearchStatus &status) { progress.update(status); };
    const Stopwatch stopwatch;
    Result<MethodResult> result = Error{};
    bool interrupted = false;
    {
        const InterruptFlag interrupt;
        context.cancel = interrupt.flag();
        result = method->run(context);
        interrupted = interrupt.raised();
    }
    progress.finish();
    const double wallSeconds = stopwatch.seconds();
    if (!result)
        return fail(result.error());
    if (interrupted)
        std::fputs("regal: interrupted; saving the best solution found so far\n", stderr);

    CostSimulator simulator(*problem);
    const Timeline timeline = simulator.record(result->solution);
    const LowerBounds bounds = lowerBounds(*problem);
    Provenance provenance;
    provenance.task = *task;
    provenance.method = std::string(method->name);
    provenance.seed = context.control.seed;
    provenance.paramsJson = result->paramsJson;
    provenance.evaluations = result->evaluations;
    provenance.wallSeconds = wallSeconds;
    if (Status saved = writeFileAtomically(options.out, writePlacementJson(*problem, result->solution, timeline, bounds,
                                                                           provenance));
        !saved)
        return fail(saved.error());

    const double value = *task == Task::Runtime ? timeline.metrics.makespan : double(timeline.metrics.maxPeakMemory());
    const double bound = *task == Task::Runtime ? bounds.makespan : double(bounds.peakMemory);
    if (options.json) {
        nlohmann::ordered_json json = metricsJson(*problem, timeline.metrics, bounds);
        json["graph"] = problem->graph().name();
        json["nodes"] = problem->nodeCount();
        json["devices"] = cluster->deviceCount();
        json["task"] = taskName(*task);
        json["method"] = method->name;
        json["seed"] = context.control.seed;
        json["budget"] = context.control.budget;
        json["evaluations"] = result->evaluations;
        json["wall_seconds"] = wallSeconds;
        json["objective"] = value;
        json["gap_to_bound"] = bound > 0.0 ? value / bound - 1.0 : 0.0;
        json["interrupted"] = interrupted;
        json["params"] = nlohmann::ordered_json::parse(result->paramsJson);
        if (!result->policyProposals.empty())
            json["policy_advice"] = policyAdviceJson(*result);
        json["out"] = options.out;
        printJson(json);
    } else {
        std::fputs(fmt::format("{} on '{}' ({}, {}), task {}: {} in {}\n", method->name, problem->graph().name(),
                               counted(std::int64_t(problem->nodeCount()), "node"),
                               counted(cluster->deviceCount(), "device"), taskName(*task),
                               counted(result->evaluations, "evaluation"), formatSeconds(wallSeconds))
                       .c_str(),
                   stdout);
        std::fputs(metricsText(*problem, timeline.metrics, bounds).c_str(), stdout);
        std::fputs(policyAdviceText(*result).c_str(), stdout);
        if (bounds.shortfall) {
            if (const std::string advice = options.cluster.shortfallAdvice(bounds, *cluster, graph); !advice.empty())
                std::fprintf(stderr, "%s\n", advice.c_str());
        } else if (!timeline.metrics.feasible && method->kind == "search" && !interrupted) {
            std::fprintf(stderr, "no solution found fits the devices' memory; a larger budget may find one (--budget %lld)\n",
                         static_cast<long long>(10 * context.control.budget));
        }
        std::fprintf(stderr, "placement written to %s\n", options.out.c_str());
    }
    return 0;
}

} // namespace

void addOptimizeCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<OptimizeOptions>();
    CLI::App *command = app.add_subcommand("optimize", "Search for a good placement and schedule with one method");
    options->graph.addOptions(*command);
    command->add_option("--task", options->task, "runtime (makespan under memory limits) or memory (peak memory)")
        ->check(CLI::IsMember({"runtime", "memory"}));
    command->add_option("--method", options->method, fmt::format("a method of the table below (default {})", defaults::Method));
    command->footer(methodTableText());
    options->search.addOptions(*command);
    options->cluster.addOptions(*command);
    options->cluster.addMemoryFactorOption(*command);
    command->add_option("--out", options->out, "where to write the regal-placement")->required();
    command->add_flag("--json", options->json, "machine-readable summary on stdout");
    command->callback([options, &exitCode] { exitCode = runOptimize(*options); });
}

} // namespace regal::cli
