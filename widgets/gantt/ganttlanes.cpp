#include "widgets/gantt/ganttlanes.h"

#include <algorithm>
#include <map>

namespace regal {

std::vector<GanttLane> buildGanttLanes(const Problem &problem, const Timeline &timeline)
{
    const Cluster &cluster = problem.cluster();
    std::vector<GanttLane> lanes(std::size_t(cluster.deviceCount()));
    for (DeviceId device = 0; device < DeviceId(cluster.deviceCount()); ++device) {
        lanes[device].label = QString::fromStdString(cluster.devices[device].name);
        lanes[device].device = device;
    }
    for (NodeId node = 0; node < timeline.ops.size(); ++node) {
        const OpSpan &op = timeline.ops[node];
        if (op.device < lanes.size())
            lanes[op.device].bars.push_back({op.start, op.finish, node, -1});
    }
    std::map<std::pair<DeviceId, DeviceId>, GanttLane> links;
    for (std::size_t index = 0; index < timeline.transfers.size(); ++index) {
        const TransferSpan &transfer = timeline.transfers[index];
        GanttLane &lane = links[{transfer.from, transfer.to}];
        if (lane.bars.empty()) {
            lane.label = QString::fromStdString(cluster.devices[transfer.from].name) + QStringLiteral(" → ")
                         + QString::fromStdString(cluster.devices[transfer.to].name);
            lane.from = transfer.from;
            lane.to = transfer.to;
        }
        lane.bars.push_back({transfer.start, transfer.finish, problem.producerOf(transfer.output), std::int32_t(index)});
    }
    for (auto &[key, lane] : links)
        lanes.push_back(std::move(lane));
    for (GanttLane &lane : lanes)
        std::stable_sort(lane.bars.begin(), lane.bars.end(), [](const GanttBar &a, const GanttBar &b) { return a.start < b.start; });
    return lanes;
}

double priorityForDrop(const GanttLane &lane, const Solution &solution, NodeId node, double time)
{
    const GanttBar *before = nullptr;
    const GanttBar *after = nullptr;
    for (const GanttBar &bar : lane.bars) {
        if (bar.node == node || bar.transfer >= 0)
            continue;
        if (bar.start <= time)
            before = &bar;
        else if (!after)
            after = &bar;
    }
    if (!before && !after)
        return solution.priority[node];
    if (!after)
        return solution.priority[before->node] / 2.0;
    const double below = solution.priority[after->node];
    const double above = before && solution.priority[before->node] > below ? solution.priority[before->node] : 1.0;
    return below + (above - below) / 2.0;
}

} // namespace regal
