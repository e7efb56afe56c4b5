#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <QString>
#include <vector>

namespace regal {

/// \brief One bar of the Gantt chart: an operation, or a transfer of one of its outputs.
struct GanttBar
{
    double start = 0.0;
    double finish = 0.0;
    NodeId node = InvalidNode;       ///< the operation, or the producer of the transferred tensor
    std::int32_t transfer = -1;      ///< index into Timeline::transfers, or -1 for an operation
};

/// \brief One row of the Gantt chart: a device, or a directed link that carried something.
struct GanttLane
{
    QString label;
    DeviceId device = InvalidDevice; ///< set for a device lane
    DeviceId from = InvalidDevice;   ///< set for a link lane
    DeviceId to = InvalidDevice;
    std::vector<GanttBar> bars;      ///< by start time

    bool isDevice() const { return device != InvalidDevice; }
};

/// One lane per device, then one per link that carries at least one transfer.
std::vector<GanttLane> buildGanttLanes(const Problem &problem, const Timeline &timeline);

/// The priority that moves \a node to run near \a time among the other bars of \a lane, judged by
/// their priorities in \a solution: between the bar that starts before and the one after.
double priorityForDrop(const GanttLane &lane, const Solution &solution, NodeId node, double time);

} // namespace regal
