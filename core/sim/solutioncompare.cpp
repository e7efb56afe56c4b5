#include "core/sim/solutioncompare.h"

namespace regal {

SolutionComparison compareSolutions(const Problem &problem, const Solution &a, const Timeline &timelineA,
                                    const Solution &b, const Timeline &timelineB)
{
    SolutionComparison comparison;
    comparison.makespanA = timelineA.metrics.makespan;
    comparison.makespanB = timelineB.metrics.makespan;
    comparison.devices.resize(std::size_t(problem.deviceCount()));
    for (std::size_t device = 0; device < comparison.devices.size(); ++device) {
        comparison.devices[device].peakA = timelineA.metrics.peakMemory[device];
        comparison.devices[device].peakB = timelineB.metrics.peakMemory[device];
    }
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        SolutionComparison::DeviceRow &rowA = comparison.devices[a.device[node]];
        SolutionComparison::DeviceRow &rowB = comparison.devices[b.device[node]];
        ++rowA.nodesA;
        ++rowB.nodesB;
        rowA.busyA += timelineA.ops[node].finish - timelineA.ops[node].start;
        rowB.busyB += timelineB.ops[node].finish - timelineB.ops[node].start;
        if (a.device[node] != b.device[node])
            comparison.moved.push_back({node, a.device[node], b.device[node]});
        else if (a.priority[node] != b.priority[node])
            ++comparison.reordered;
    }
    return comparison;
}

} // namespace regal
