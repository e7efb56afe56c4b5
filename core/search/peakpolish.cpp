#include "core/search/peakpolish.h"

#include "core/sim/liveatpeak.h"

#include <algorithm>

namespace regal {
namespace {

/// Operations tried per round: the owners and readers of the largest buffers live at the peak.
constexpr std::size_t MaxNodes = 16;
/// Priorities a chromosome's keys in [0, 1) may take: the first to run among ready operations
/// (but for keys even closer to 1) and the last (but for ties with lower node ids).
constexpr double RunFirst = 0.9999999;
constexpr double RunLast = 0.0;

} // namespace

ScoredSolution polishPeak(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted)
{
    const Problem &problem = evaluator.problem();
    const SimOutput *const outputs = problem.simOutputData();
    const InputEdge *const consumers = problem.consumerInputData();
    const auto propose = [&](const Solution &solution, const Timeline &timeline, std::vector<Solution> &moves) {
        const std::vector<Bytes> &peaks = timeline.metrics.peakMemory;
        const DeviceId highest = DeviceId(std::max_element(peaks.begin(), peaks.end()) - peaks.begin());
        const PeakMoment peak = liveAtPeak(timeline.buffers, highest);
        std::vector<NodeId> tried;
        const auto fresh = [&](NodeId node) {
            if (std::find(tried.begin(), tried.end(), node) != tried.end())
                return false;
            tried.push_back(node);
            return true;
        };
        const auto reprioritise = [&](NodeId node, double priority) {
            if (solution.priority[node] != priority) {
                moves.push_back(solution);
                moves.back().priority[node] = priority;
            }
        };
        // The owner and the readers of its output, together, to each other device the owner may
        // use: no copy of the output is left to hold.
        const auto moveWithReaders = [&](NodeId owner, const SimOutput &output) {
            const std::size_t first = moves.size();
            addDeviceMoves(problem, solution, owner, moves);
            for (std::size_t move = first; move < moves.size(); ++move) {
                std::vector<DeviceId> &device = moves[move].device;
                for (std::uint32_t edge = output.firstConsumer; edge != output.lastConsumer; ++edge)
                    if (problem.allowedDevices(consumers[edge].node) >> device[owner] & 1)
                        device[consumers[edge].node] = device[owner];
            }
        };
        for (std::uint32_t index : peak.live) {
            if (tried.size() >= MaxNodes)
                break;
            const BufferSpan &span = timeline.buffers[index];
            if (span.kind != BufferKind::Copy && fresh(span.node)) {
                if (span.kind != BufferKind::Parameters)
                    reprioritise(span.node, RunLast);
                addDeviceMoves(problem, solution, span.node, moves);
                if (span.kind == BufferKind::Output)
                    moveWithReaders(span.node, outputs[span.output]);
            }
            if (span.kind == BufferKind::Output || span.kind == BufferKind::Copy)
                for (std::uint32_t edge = outputs[span.output].firstConsumer; edge != outputs[span.output].lastConsumer; ++edge) {
                    const NodeId reader = consumers[edge].node;
                    const OpSpan &op = timeline.ops[reader];
                    if (op.device == highest && op.start >= peak.time && fresh(reader))
                        reprioritise(reader, RunFirst);
                }
        }
    };
    return descend(evaluator, std::move(start), propose, [](const Score &) { return false; }, interrupted);
}

} // namespace regal
