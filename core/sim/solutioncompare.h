#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <vector>

namespace regal {

/// \brief How two solutions of one problem differ, per device and per node.
struct SolutionComparison
{
    struct DeviceRow
    {
        std::size_t nodesA = 0, nodesB = 0;
        double busyA = 0.0, busyB = 0.0; ///< seconds of compute
        Bytes peakA = 0, peakB = 0;
    };
    struct Move
    {
        NodeId node = InvalidNode;
        DeviceId from = InvalidDevice;
        DeviceId to = InvalidDevice;
    };

    double makespanA = 0.0, makespanB = 0.0;
    std::vector<DeviceRow> devices;
    /// Nodes on another device in B than in A, in node order.
    std::vector<Move> moved;
    /// Nodes on the same device whose priority differs.
    std::size_t reordered = 0;
};

SolutionComparison compareSolutions(const Problem &problem, const Solution &a, const Timeline &timelineA,
                                    const Solution &b, const Timeline &timelineB);

} // namespace regal
