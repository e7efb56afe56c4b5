#include "core/methods/exactschedule.h"

#include "core/methods/memorymodel.h"

#include <bit>
#include <fmt/format.h>
#include <unordered_map>

namespace regal {
namespace {

struct State
{
    Bytes peak;
    NodeId last;
};

} // namespace

Result<ExactSchedule> exactMemorySchedule(const Problem &problem, Bytes upperBound, const ExactLimits &limits)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    if (problem.deviceCount() != 1)
        return Error{fmt::format("exact solves the memory task on one device; this cluster has {} devices",
                                 problem.deviceCount())};
    const std::size_t maxNodes = std::min<std::size_t>(limits.maxNodes, 64);
    if (n > maxNodes)
        return Error{fmt::format("exact handles graphs of at most {} nodes; '{}' has {}", maxNodes, graph.name(), n)};

    const MemoryModel model(problem);
    std::vector<std::uint64_t> predecessors(n, 0);
    std::vector<Bytes> running(n, 0); ///< bytes a node adds while it runs
    Bytes params = 0;
    for (NodeId node = 0; node < n; ++node) {
        for (NodeId predecessor : graph.predecessors(node))
            predecessors[node] |= std::uint64_t(1) << predecessor;
        running[node] = model.bytesAllocated(node) + problem.tempBytes(node);
        params += problem.paramBytes(node);
    }
    // Every buffer: its producer, its bytes, whether it is kept, and the nodes that hold it.
    struct Buffer
    {
        NodeId producer;
        Bytes bytes;
        bool kept;
        std::uint64_t holders;
    };
    std::vector<Buffer> buffers;
    std::vector<std::int32_t> bufferOf(graph.outputCount(), -1);
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output)
        if (problem.aliasSlot(output) < 0) {
            bufferOf[output] = std::int32_t(buffers.size());
            buffers.push_back({problem.producerOf(output), problem.outputBytes(output), model.isKept(output), 0});
        }
    for (NodeId node = 0; node < n; ++node)
        for (std::uint32_t input : problem.inputOutputs(node))
            buffers[std::size_t(bufferOf[problem.bufferRoot(input)])].holders |= std::uint64_t(1) << node;
    const auto live = [&](std::uint64_t done) {
        Bytes bytes = 0;
        for (const Buffer &buffer : buffers)
            if ((done >> buffer.producer & 1) && (buffer.kept || (buffer.holders & ~done) != 0))
                bytes += buffer.bytes;
        return bytes;
    };

    const std::uint64_t all = n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1;
    std::vector<std::unordered_map<std::uint64_t, State>> layers(n + 1);
    layers[0][0] = {params, InvalidNode};
    std::size_t states = 1;
    for (std::size_t size = 0; size < n; ++size) {
        for (const auto &[done, state] : layers[size]) {
            const Bytes before = params + live(done);
            for (std::uint64_t candidates = all & ~done; candidates != 0; candidates &= candidates - 1) {
                const NodeId node = NodeId(std::countr_zero(candidates));
                if ((predecessors[node] & ~done) != 0)
                    continue;
                const Bytes peak = std::max(state.peak, before + running[node]);
                if (peak > upperBound)
                    continue;
                const std::uint64_t after = done | std::uint64_t(1) << node;
                auto [it, inserted] = layers[size + 1].try_emplace(after, State{peak, node});
                if (inserted) {
                    if (++states > limits.maxStates)
                        return Error{fmt::format("exact gave up on '{}': more than {} partial schedules; it suits "
                                                 "graphs of a few dozen nodes",
                                                 graph.name(), limits.maxStates)};
                } else if (peak < it->second.peak) {
                    it->second = {peak, node};
                }
            }
        }
    }
    const auto found = layers[n].find(all);
    if (found == layers[n].end())
        return Error{fmt::format("exact found no schedule of '{}' with a peak of at most {} bytes", graph.name(),
                                 upperBound)};

    ExactSchedule schedule;
    schedule.peakMemory = found->second.peak;
    schedule.states = states;
    schedule.order.resize(n);
    std::uint64_t done = all;
    for (std::size_t size = n; size > 0; --size) {
        const NodeId node = layers[size].at(done).last;
        schedule.order[size - 1] = node;
        done &= ~(std::uint64_t(1) << node);
    }
    return schedule;
}

} // namespace regal
