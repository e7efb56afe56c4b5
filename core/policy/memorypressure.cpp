#include "core/policy/memorypressure.h"

#include <algorithm>

namespace regal {
namespace {

/// The time each device's memory is highest (the first time, when it is reached again).
std::vector<double> peakTimes(const Timeline &timeline)
{
    std::vector<double> times;
    for (const std::vector<MemoryPoint> &points : timeline.memory) {
        const auto peak = std::max_element(points.begin(), points.end(),
                                           [](const MemoryPoint &a, const MemoryPoint &b) { return a.bytes < b.bytes; });
        times.push_back(peak == points.end() ? 0.0 : peak->time);
    }
    return times;
}

} // namespace

std::vector<double> liveShareAtPeak(const Problem &problem, const Solution &solution, const Timeline &timeline)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const std::vector<double> peakTime = peakTimes(timeline);
    // The last use of each output on its producer's device.
    std::vector<double> lastUse(graph.outputCount(), 0.0);
    for (NodeId node = 0; node < n; ++node)
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output) {
            double &until = lastUse[output];
            until = problem.isGraphOutput(output) ? timeline.metrics.makespan : timeline.ops[node].finish;
            for (const Consumer &consumer : graph.consumers(output))
                if (solution.device[consumer.node] == solution.device[node])
                    until = std::max(until, timeline.ops[consumer.node].finish);
        }
    for (const TransferSpan &transfer : timeline.transfers)
        lastUse[transfer.output] = std::max(lastUse[transfer.output], transfer.finish);

    std::vector<double> share(n, 0.0);
    for (NodeId node = 0; node < n; ++node) {
        const DeviceId device = solution.device[node];
        const Bytes peak = timeline.metrics.peakMemory[device];
        if (peak == 0)
            continue;
        const double at = peakTime[device];
        const OpSpan &op = timeline.ops[node];
        Bytes live = problem.paramBytes(node);
        if (op.start <= at && at < op.finish)
            live += problem.tempBytes(node);
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
            if (op.start <= at && at <= lastUse[output])
                live += problem.localBytes(output);
        share[node] = std::min(1.0, double(live) / double(peak));
    }
    return share;
}

} // namespace regal
