#pragma once

// Random graphs for the search and baseline tests: small DAGs with costs, sizes, temp and
// param bytes, aliases, graph outputs and (optionally) pinned nodes.

#include "core/base/random.h"
#include "tests/core/simcase.h"

#include <fmt/format.h>

namespace regal::test {

struct RandomGraphOptions
{
    int nodes = 20;
    std::uint64_t seed = 1;
    double edgeChance = 0.2;
    /// Pin every k-th node to GPU:(node % pinDevices); 0 pins nothing.
    int pinEvery = 0;
    int pinDevices = 1;
};

inline std::shared_ptr<const Graph> randomGraph(const RandomGraphOptions &options)
{
    Random random(options.seed);
    std::string nodes = "[";
    for (int node = 0; node < options.nodes; ++node) {
        std::string inputs;
        int inputCount = 0;
        for (int from = std::max(0, node - 8); from < node; ++from)
            if (random.uniform() < options.edgeChance || (from == node - 1 && inputCount == 0 && random.uniform() < 0.5)) {
                inputs += fmt::format("{}\"n{}:0\"", inputs.empty() ? "" : ",", from);
                ++inputCount;
            }
        const bool alias = inputCount > 0 && random.uniform() < 0.1;
        const std::string pin = options.pinEvery > 0 && node % options.pinEvery == 0
                                    ? fmt::format(R"(,"device":"GPU:{}")", node % options.pinDevices)
                                    : std::string();
        nodes += fmt::format(R"({}{{"name":"n{}","op":"Op","cost":{},"temp_bytes":{},"param_bytes":{},"inputs":[{}],)"
                             R"("outputs":[{{"bytes":{}{}{}}}]{}}})",
                             node == 0 ? "" : ",", node, 1 + int(random.below(10)), random.below(4) * 16,
                             random.below(3) * 32, inputs, 16 + random.below(200), alias ? R"(,"alias_of":0)" : "",
                             random.uniform() < 0.05 ? R"(,"is_graph_output":true)" : "", pin);
    }
    return graphFromNodes(nodes + "]");
}

/// Two branches from s, a big one (a1 100 B -> a2 10 B) and a small one (b1 50 B -> b2 10 B),
/// joined by j: the big branch first has the least peak (111 B), the small one first 120 B.
inline std::shared_ptr<const Graph> twoBranchesGraph()
{
    return graphFromNodes(R"([
        {"name":"s","cost":1,"outputs":[{"bytes":1}]},
        {"name":"a1","cost":1,"inputs":["s:0"],"outputs":[{"bytes":100}]},
        {"name":"a2","cost":1,"inputs":["a1:0"],"outputs":[{"bytes":10}]},
        {"name":"b1","cost":1,"inputs":["s:0"],"outputs":[{"bytes":50}]},
        {"name":"b2","cost":1,"inputs":["b1:0"],"outputs":[{"bytes":10}]},
        {"name":"j","cost":1,"inputs":["a2:0","b2:0"],"outputs":[{"bytes":1}]}])");
}

/// True when \a order holds every node once and each after all its predecessors.
inline bool isTopological(const Graph &graph, const std::vector<NodeId> &order)
{
    if (order.size() != graph.nodeCount())
        return false;
    std::vector<std::size_t> position(graph.nodeCount(), graph.nodeCount());
    for (std::size_t rank = 0; rank < order.size(); ++rank)
        position[order[rank]] = rank;
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        if (position[node] == graph.nodeCount())
            return false;
        for (NodeId predecessor : graph.predecessors(node))
            if (position[predecessor] >= position[node])
                return false;
    }
    return true;
}

/// \a count devices with slightly different speeds and a link that makes transfers matter.
inline Cluster testCluster(int count)
{
    std::vector<double> speeds;
    for (int device = 0; device < count; ++device)
        speeds.push_back(1.0 + 0.25 * device);
    return clusterOf(speeds, 100.0, 0.5);
}

} // namespace regal::test
