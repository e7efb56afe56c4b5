#pragma once

#include "core/graph/graphbuilder.h"
#include "core/sim/problem.h"

#include <functional>
#include <memory>
#include <string>

namespace regal::test {

/// Six nodes in two groups:  a -> b -> d -> f,  a -> c -> e -> f,  with b, c in "left" and
/// d, e in "right"; costs 1 to 3 seconds, outputs of 100 bytes.
inline std::shared_ptr<const Graph> diamondGraph()
{
    GraphBuilder builder("diamond");
    auto add = [&](const char *name, double cost, const char *group, std::vector<NodeId> inputs) {
        Node node;
        node.name = name;
        node.op = inputs.size() > 1 ? "Add" : "Conv";
        node.cost = cost;
        node.group = group;
        node.outputs.push_back(Tensor{100, -1, false, {}});
        for (NodeId input : inputs)
            node.inputs.push_back({input, 0});
        return builder.addNode(std::move(node));
    };
    const NodeId a = add("a", 1.0, "", {});
    const NodeId b = add("b", 2.0, "left", {a});
    const NodeId c = add("c", 3.0, "left", {a});
    const NodeId d = add("d", 1.0, "right", {b});
    const NodeId e = add("e", 2.0, "right", {c});
    add("f", 1.0, "", {d, e});
    return std::make_shared<const Graph>(std::move(builder).build().value());
}

/// \a count nodes n0, n1, ... (op "Op", cost 1 s, one 8-byte output), node i fed by node
/// i - \a stride; \a groupOf names a node's group (none by default).
inline Graph stridedChain(const char *name, int count, int stride, const std::function<std::string(int)> &groupOf = {})
{
    GraphBuilder builder(name);
    for (int index = 0; index < count; ++index) {
        Node node;
        node.name = "n" + std::to_string(index);
        node.op = "Op";
        node.cost = 1.0;
        if (groupOf)
            node.group = groupOf(index);
        node.outputs.push_back(Tensor{8, -1, false, {}});
        if (index >= stride)
            node.inputs.push_back({NodeId(index - stride), 0});
        builder.addNode(std::move(node));
    }
    return std::move(builder).build().value();
}

/// Two devices of speed 1 with slow links (1 MB/s), so transfers show in the schedule.
inline Cluster twoDevices()
{
    Cluster cluster = Cluster::uniform(2);
    cluster.defaultLink = Link{1e6, 1e-3};
    return cluster;
}

} // namespace regal::test
