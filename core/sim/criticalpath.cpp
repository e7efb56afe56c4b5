#include "core/sim/criticalpath.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace regal {

std::vector<NodeId> criticalPath(const Problem &problem, const Timeline &timeline)
{
    const Graph &graph = problem.graph();
    if (graph.nodeCount() == 0 || timeline.ops.size() != graph.nodeCount())
        return {};
    std::map<std::pair<std::uint32_t, DeviceId>, double> arrival;
    for (const TransferSpan &transfer : timeline.transfers)
        arrival[{transfer.output, transfer.to}] = transfer.finish;
    std::vector<NodeId> previousOnDevice(graph.nodeCount(), InvalidNode);
    for (const std::vector<NodeId> &order : timeline.deviceOrder())
        for (std::size_t index = 1; index < order.size(); ++index)
            previousOnDevice[order[index]] = order[index - 1];

    const double tolerance = 1e-12 * std::max(1.0, timeline.metrics.makespan);
    NodeId node = 0;
    for (NodeId candidate = 1; candidate < graph.nodeCount(); ++candidate)
        if (timeline.ops[candidate].finish > timeline.ops[node].finish)
            node = candidate;

    std::vector<NodeId> path;
    while (node != InvalidNode) {
        path.push_back(node);
        const OpSpan &op = timeline.ops[node];
        NodeId next = InvalidNode;
        double latest = -1.0;
        auto consider = [&](NodeId candidate, double available) {
            if (available > latest + tolerance) {
                latest = available;
                next = candidate;
            }
        };
        for (TensorRef input : graph.node(node).inputs) {
            const OpSpan &producer = timeline.ops[input.node];
            if (producer.device == op.device) {
                consider(input.node, producer.finish);
            } else {
                auto found = arrival.find({graph.outputIndex(input), op.device});
                consider(input.node, found != arrival.end() ? found->second : producer.finish);
            }
        }
        for (NodeId control : graph.node(node).controlInputs)
            consider(control, timeline.ops[control].finish);
        if (previousOnDevice[node] != InvalidNode)
            consider(previousOnDevice[node], timeline.ops[previousOnDevice[node]].finish);
        if (next == InvalidNode || std::abs(latest - op.start) > tolerance + 1e-9 * std::abs(op.start))
            break;
        node = next;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace regal
