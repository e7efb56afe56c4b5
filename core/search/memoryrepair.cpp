#include "core/search/memoryrepair.h"

#include "core/sim/liveatpeak.h"

#include <algorithm>

namespace regal {
namespace {

/// Buffers tried per round, the largest live at the peak: for their owners, and for their groups.
constexpr std::size_t MaxHeld = 16;
/// Where no move lowers the overflow, the best this many moves are each followed by a second: a
/// swap of two operations between devices, or a group and then what it crowds out, are two moves
/// of which the first alone overflows more (docs/search.md).
constexpr int Lookahead = 3;

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

/// The operations on \a device that together keep \a span there: an output's producer and its
/// readers there, a copy's readers. A buffer only one operation keeps gives no group.
std::vector<NodeId> holders(const Graph &graph, const Solution &solution, const BufferSpan &span, DeviceId device)
{
    std::vector<NodeId> nodes;
    if (span.kind == BufferKind::Output)
        nodes.push_back(span.node);
    if (span.kind == BufferKind::Output || span.kind == BufferKind::Copy)
        for (const Consumer &consumer : graph.consumers(span.output))
            if (solution.device[consumer.node] == device
                && std::find(nodes.begin(), nodes.end(), consumer.node) == nodes.end())
                nodes.push_back(consumer.node);
    if (nodes.size() < 2)
        nodes.clear();
    return nodes;
}

} // namespace

ScoredSolution repairMemory(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted)
{
    const Problem &problem = evaluator.problem();
    const auto propose = [&](const Solution &solution, const Timeline &timeline, std::vector<Solution> &moves) {
        const DeviceId worst = mostOverflowing(problem.cluster(), timeline.metrics);
        if (worst == InvalidDevice)
            return;
        const std::vector<std::uint32_t> live = liveAtPeak(timeline.buffers, worst).live;
        std::vector<NodeId> owners;
        for (std::uint32_t buffer : live) {
            const BufferSpan &span = timeline.buffers[buffer];
            if (span.kind != BufferKind::Copy && solution.device[span.node] == worst
                && std::find(owners.begin(), owners.end(), span.node) == owners.end())
                owners.push_back(span.node);
            if (owners.size() == MaxHeld)
                break;
        }
        for (NodeId node : owners)
            addDeviceMoves(problem, solution, node, moves);
        std::size_t groups = 0;
        for (std::uint32_t buffer : live) {
            const std::vector<NodeId> group = holders(problem.graph(), solution, timeline.buffers[buffer], worst);
            if (group.empty())
                continue;
            addGroupMoves(problem, solution, group, moves);
            if (++groups == MaxHeld)
                break;
        }
    };
    return descend(
        evaluator, std::move(start), propose, [](const Score &score) { return score.penalty == 0.0; }, interrupted,
        Lookahead);
}

} // namespace regal
