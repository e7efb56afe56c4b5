#include "tests/fuzz/fuzzreaders.h"

#include "core/io/clusterjson.h"
#include "core/io/graphfile.h"
#include "core/io/graphjson.h"
#include "core/io/placementjson.h"
#include "core/policy/policyfile.h"
#include "core/search/searchparams.h"
#include "core/sim/bounds.h"
#include "core/sim/costsimulator.h"

#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fmt/format.h>

namespace regal::fuzz {
namespace {

[[noreturn]] void broken(const std::string &what)
{
    std::fprintf(stderr, "invariant broken: %s\n", what.c_str());
    std::abort();
}

/// What the program does with an accepted graph: bounds and two simulations, the default
/// solution and one that spreads the nodes over every allowed device (so transfers happen).
Status simulate(std::shared_ptr<const Graph> graph, Cluster cluster)
{
    Result<Problem> problem = Problem::create(std::move(graph), std::move(cluster));
    if (!problem)
        return Error{problem.error()};
    const LowerBounds bounds = lowerBounds(*problem);
    if (!std::isfinite(bounds.makespan) || bounds.makespan < 0.0 || bounds.peakMemory < 0)
        broken(fmt::format("bounds: makespan {}, peak {}", bounds.makespan, bounds.peakMemory));
    CostSimulator simulator(*problem);
    Solution solution = problem->defaultSolution();
    checkMetrics(simulator.run(solution), *problem, "default");
    for (NodeId node = 0; node < problem->nodeCount(); ++node) {
        const std::uint64_t allowed = problem->allowedDevices(node);
        const int choices = std::popcount(allowed);
        int skip = int(node % std::uint32_t(choices));
        for (DeviceId device = 0; device < DeviceId(problem->deviceCount()); ++device)
            if ((allowed >> device & 1U) && skip-- == 0)
                solution.device[node] = device;
        solution.priority[node] = double((node * 7919U) % 101U) / 100.0;
    }
    if (Status valid = problem->check(solution); !valid)
        broken("spread solution: " + valid.error());
    checkMetrics(simulator.record(solution).metrics, *problem, "spread");
    return {};
}

Status simulate(Result<Graph> graph)
{
    if (!graph)
        return Error{graph.error()};
    return simulate(std::make_shared<const Graph>(std::move(graph).value()), Cluster::uniform(2));
}

template <GraphFormat Format>
Status readGraph(const std::string &bytes)
{
    static const char *const names[] = {"graph.json", "graph.dot", "model.onnx", "graph.pbtxt", "model.json",
                                        "net.cfg", "model.tflite"};
    return simulate(parseGraph(bytes, Format, std::string(Folder) + names[int(Format)]));
}

/// The graph of SPEC section 6, which the cluster and placement readers are tried on.
std::shared_ptr<const Graph> tinyGraph()
{
    static const std::shared_ptr<const Graph> graph = [] {
        Result<Graph> read = readGraphJson(R"({"format": "regal-graph", "version": 1, "name": "tiny", "nodes": [
  {"name": "a", "op": "MatMul", "cost": 2.0, "param_bytes": 4096, "outputs": [{"bytes": 100}]},
  {"name": "b", "op": "Relu", "flops": 2e9, "bytes_accessed": 4e6, "inputs": ["a:0"],
   "outputs": [{"bytes": 100, "alias_of": 0}]},
  {"name": "c", "op": "Add", "cost": 1.0, "inputs": ["a:0", "b:0"], "control_inputs": ["b"],
   "outputs": [{"bytes": 50, "is_graph_output": true}]}]})",
                                           "tiny");
        if (!read)
            broken(read.error());
        return std::make_shared<const Graph>(std::move(read).value());
    }();
    return graph;
}

Status readCluster(const std::string &bytes)
{
    Result<Cluster> cluster = readClusterJson(bytes, std::string(Folder) + "cluster.json");
    if (!cluster)
        return Error{cluster.error()};
    return simulate(tinyGraph(), std::move(cluster).value());
}

Status readPlacement(const std::string &bytes)
{
    const std::string source = std::string(Folder) + "placement.json";
    Result<PlacementFile> placement = readPlacementJson(bytes, source);
    if (!placement)
        return Error{placement.error()};
    Result<Problem> problem = Problem::create(tinyGraph(), placement->cluster.value_or(Cluster::uniform(2)));
    if (!problem)
        return Error{problem.error()};
    Result<Solution> solution = bindPlacement(*placement, *problem, source);
    if (!solution)
        return Error{solution.error()};
    CostSimulator simulator(*problem);
    checkMetrics(simulator.run(*solution), *problem, "placed");
    return {};
}

Status readPolicy(const std::string &bytes)
{
    Result<PolicyModel> model = readPolicyJson(bytes, std::string(Folder) + "policy.json");
    if (!model)
        return Error{model.error()};
    return {};
}

Status readParams(const std::string &bytes)
{
    Result<SearchParams> params = readSearchParams(bytes, std::string(Folder) + "params.json");
    if (!params)
        return Error{params.error()};
    return {};
}

constexpr FuzzedReader Readers[] = {
    {"graph", readGraph<GraphFormat::Regal>},
    {"cluster", readCluster},
    {"placement", readPlacement},
    {"dot", readGraph<GraphFormat::Dot>},
    {"onnx", readGraph<GraphFormat::Onnx>},
    {"costgraph", readGraph<GraphFormat::CostGraph>},
    {"tfjs", readGraph<GraphFormat::TfjsModel>},
    {"darknet", readGraph<GraphFormat::Darknet>},
    {"tflite", readGraph<GraphFormat::Tflite>},
    {"policy", readPolicy},
    {"params", readParams},
};

} // namespace

void checkMetrics(const Metrics &metrics, const Problem &problem, const char *solution)
{
    if (!std::isfinite(metrics.makespan) || metrics.makespan < 0.0)
        broken(fmt::format("{} solution: makespan {}", solution, metrics.makespan));
    if (metrics.peakMemory.size() != std::size_t(problem.deviceCount()))
        broken(fmt::format("{} solution: {} peaks for {} devices", solution, metrics.peakMemory.size(),
                           problem.deviceCount()));
    for (Bytes peak : metrics.peakMemory)
        if (peak < 0)
            broken(fmt::format("{} solution: negative peak {}", solution, peak));
    if (metrics.overflow < 0)
        broken(fmt::format("{} solution: negative overflow {}", solution, metrics.overflow));
}

std::span<const FuzzedReader> engineReaders()
{
    return Readers;
}

const FuzzedReader *findReader(std::span<const FuzzedReader> readers, std::string_view name)
{
    for (const FuzzedReader &reader : readers)
        if (reader.name == name)
            return &reader;
    return nullptr;
}

} // namespace regal::fuzz
