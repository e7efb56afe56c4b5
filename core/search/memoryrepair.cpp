#include "core/search/memoryrepair.h"

#include "core/sim/liveatpeak.h"

#include <algorithm>

namespace regal {
namespace {

/// Operations tried per round: the owners of the largest buffers live at the peak.
constexpr std::size_t MaxHeld = 16;

/// The device whose peak exceeds its memory by the most; InvalidDevice when none does.
DeviceId mostOverflowing(const Cluster &cluster, const Metrics &metrics)
{
    DeviceId worst = InvalidDevice;
    Bytes most = 0;
    for (std::size_t device = 0; device < cluster.devices.size(); ++device)
        if (const Bytes over = cluster.devices[device].overflow(metrics.peakMemory[device]); over > most) {
            most = over;
            worst = DeviceId(device);
        }
    return worst;
}

} // namespace

ScoredSolution repairMemory(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted)
{
    const Problem &problem = evaluator.problem();
    const auto propose = [&](const Solution &solution, const Timeline &timeline, std::vector<Solution> &moves) {
        const DeviceId worst = mostOverflowing(problem.cluster(), timeline.metrics);
        if (worst == InvalidDevice)
            return;
        std::vector<NodeId> held;
        for (std::uint32_t buffer : liveAtPeak(timeline.buffers, worst).live) {
            const BufferSpan &span = timeline.buffers[buffer];
            if (span.kind != BufferKind::Copy && solution.device[span.node] == worst &&
                std::find(held.begin(), held.end(), span.node) == held.end())
                held.push_back(span.node);
            if (held.size() == MaxHeld)
                break;
        }
        for (NodeId node : held)
            addDeviceMoves(problem, solution, node, moves);
    };
    return descend(evaluator, std::move(start), propose, [](const Score &score) { return score.penalty == 0.0; }, interrupted);
}

} // namespace regal
