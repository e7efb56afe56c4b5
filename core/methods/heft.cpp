#include "core/methods/heft.h"

#include <cmath>
#include <limits>

namespace regal {

ListSchedule heftSchedule(const Problem &problem)
{
    const std::vector<double> rank = upwardRanks(problem);
    return listSchedule(problem, rank);
}

ListSchedule criticalPathSchedule(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const std::vector<double> up = upwardRanks(problem);
    const std::vector<double> down = downwardRanks(problem);
    std::vector<double> priority(n);
    for (NodeId node = 0; node < n; ++node)
        priority[node] = up[node] + down[node];

    // Walk the critical path from its source: always to a successor of the same priority.
    const auto onPath = [&](NodeId node, double length) {
        return std::abs(priority[node] - length) <= 1e-9 * std::max(1.0, std::abs(length));
    };
    double length = 0.0;
    NodeId current = InvalidNode;
    for (NodeId node = 0; node < n; ++node)
        if (graph.predecessors(node).empty() && (current == InvalidNode || priority[node] > length)) {
            current = node;
            length = priority[node];
        }
    std::vector<NodeId> path;
    while (current != InvalidNode) {
        path.push_back(current);
        NodeId following = InvalidNode;
        for (NodeId successor : graph.successors(current))
            if (onPath(successor, length)) {
                following = successor;
                break;
            }
        current = following;
    }

    // The device that runs the whole path fastest, among those every path node may use.
    std::uint64_t common = ~std::uint64_t(0);
    for (NodeId node : path)
        common &= problem.allowedDevices(node);
    DeviceId pathDevice = InvalidDevice;
    double fastest = std::numeric_limits<double>::infinity();
    for (DeviceId device = 0; device < DeviceId(problem.deviceCount()); ++device) {
        if (!(common >> device & 1))
            continue;
        double total = 0.0;
        for (NodeId node : path)
            total += problem.opTime(node, device);
        if (total < fastest) {
            fastest = total;
            pathDevice = device;
        }
    }
    std::vector<DeviceId> fixed(n, InvalidDevice);
    if (pathDevice != InvalidDevice)
        for (NodeId node : path)
            fixed[node] = pathDevice;
    return listSchedule(problem, priority, fixed);
}

} // namespace regal
