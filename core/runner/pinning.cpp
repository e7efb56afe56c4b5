#include "core/runner/pinning.h"

#include "core/graph/graphbuilder.h"

#include <algorithm>
#include <bit>

namespace regal {

Result<Problem> withPins(const Problem &problem, const std::vector<DeviceId> &pins)
{
    if (std::none_of(pins.begin(), pins.end(), [](DeviceId pin) { return pin != InvalidDevice; }))
        return problem;
    if (pins.size() != problem.nodeCount())
        return Error{"pins: expected one entry per node"};
    const Graph &graph = problem.graph();
    const Cluster &cluster = problem.cluster();
    GraphBuilder builder(graph.name());
    builder.setExtra(graph.extra());
    for (NodeId id = 0; id < graph.nodeCount(); ++id) {
        Node node = graph.node(id);
        if (pins[id] != InvalidDevice) {
            if (pins[id] >= DeviceId(cluster.deviceCount()))
                return Error{"node '" + node.name + "' is pinned to a device the cluster does not have"};
            const std::string &name = cluster.devices[pins[id]].name;
            if (!node.device.empty() && node.device != name)
                return Error{"node '" + node.name + "' is already pinned to " + node.device + " by the graph"};
            node.device = name;
        }
        builder.addNode(std::move(node));
    }
    Result<Graph> pinned = std::move(builder).build();
    if (!pinned)
        return Error{pinned.error()};
    return Problem::create(std::make_shared<const Graph>(std::move(pinned).value()), cluster);
}

Solution withinPins(const Problem &problem, Solution solution)
{
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        if ((problem.allowedDevices(node) >> solution.device[node] & 1) == 0)
            solution.device[node] = DeviceId(std::countr_zero(problem.allowedDevices(node)));
    return solution;
}

} // namespace regal
