#include "core/search/memoryrepair.h"

#include "core/sim/costsimulator.h"
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

ScoredSolution repairMemory(Evaluator &evaluator, Solution start, Score score)
{
    const Problem &problem = evaluator.problem();
    CostSimulator simulator(problem);
    ScoredSolution current{std::move(start), score};
    std::vector<Solution> moves;
    std::vector<Score> scores;
    while (current.score.penalty > 0.0 && evaluator.spend()) {
        const Timeline timeline = simulator.record(current.solution);
        const DeviceId worst = mostOverflowing(problem.cluster(), timeline.metrics);
        if (worst == InvalidDevice)
            break;
        std::vector<NodeId> held;
        for (std::uint32_t buffer : liveAtPeak(timeline.buffers, worst).live) {
            const BufferSpan &span = timeline.buffers[buffer];
            if (span.kind != BufferKind::Copy && current.solution.device[span.node] == worst &&
                std::find(held.begin(), held.end(), span.node) == held.end())
                held.push_back(span.node);
            if (held.size() == MaxHeld)
                break;
        }
        moves.clear();
        for (NodeId node : held)
            for (DeviceId device = 0; device < DeviceId(problem.deviceCount()); ++device)
                if (device != worst && (problem.allowedDevices(node) >> device & 1)) {
                    moves.push_back(current.solution);
                    moves.back().device[node] = device;
                }
        scores.resize(moves.size());
        const std::size_t made = evaluator.run(scores, [&](std::size_t index, int worker) {
            return evaluator.decoder().evaluate(moves[index], worker);
        });
        const auto best = std::min_element(scores.begin(), scores.begin() + std::ptrdiff_t(made));
        if (best == scores.begin() + std::ptrdiff_t(made) || !(*best < current.score))
            break;
        current = {moves[std::size_t(best - scores.begin())], *best};
    }
    return current;
}

} // namespace regal
