#include "core/sim/memorybound.h"

#include <algorithm>
#include <bit>
#include <functional>

namespace regal {
namespace {

/// Nodes per block of the ancestor and descendant bit sets.
constexpr std::size_t BlockNodes = 1024;
constexpr std::size_t BlockWords = BlockNodes / 64;

struct BufferInfo
{
    NodeId producer = InvalidNode;
    Bytes bytes = 0; ///< the smallest of the buffer and its aliases
    bool kept = false;
    std::vector<NodeId> holders; ///< distinct readers of it or of an alias of it
};

/// Every buffer by its root output; with \a smallest, at the least size of the tensors in it.
std::vector<BufferInfo> buffersOf(const Problem &problem, bool smallest)
{
    const Graph &graph = problem.graph();
    std::vector<BufferInfo> buffers(graph.outputCount());
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output)
        if (problem.bufferRoot(output) == output)
            buffers[output] = {problem.producerOf(output), problem.outputBytes(output), false, {}};
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output) {
        BufferInfo &buffer = buffers[problem.bufferRoot(output)];
        if (smallest)
            buffer.bytes = std::min(buffer.bytes, problem.outputBytes(output));
        buffer.kept = buffer.kept || problem.isGraphOutput(output);
    }
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        for (std::uint32_t input : problem.inputOutputs(node)) {
            std::vector<NodeId> &holders = buffers[problem.bufferRoot(input)].holders;
            if (holders.empty() || holders.back() != node)
                holders.push_back(node);
        }
    return buffers;
}

} // namespace

Bytes liveAcrossBound(const Problem &problem, Bytes total)
{
    const Bytes d = problem.deviceCount();
    return (total + d - 1) / d;
}

Bytes liveAcrossTotal(const Problem &problem, std::size_t maxNodes)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    if (n == 0 || n > maxNodes)
        return 0;
    const std::vector<BufferInfo> buffers = buffersOf(problem, problem.deviceCount() > 1);
    Bytes params = 0;
    for (NodeId node = 0; node < n; ++node)
        params += problem.paramBytes(node);
    const std::vector<NodeId> &order = graph.topologicalOrder();

    std::vector<std::uint64_t> below(n * BlockWords), above(n * BlockWords), reach(BlockWords);
    std::vector<Bytes> across(BlockNodes);
    std::vector<std::uint32_t> roots;
    Bytes best = 0;
    for (std::size_t first = 0; first < n; first += BlockNodes) {
        const std::size_t last = std::min(n, first + BlockNodes);
        const auto inBlock = [&](NodeId node) { return node >= first && node < last; };
        const auto bitOf = [&](NodeId node) { return std::size_t(node - first); };
        // below[u]: the block's nodes that are strict descendants of u; above[u]: strict ancestors.
        std::fill(below.begin(), below.end(), 0);
        std::fill(above.begin(), above.end(), 0);
        for (auto it = order.rbegin(); it != order.rend(); ++it) {
            std::uint64_t *mine = &below[std::size_t(*it) * BlockWords];
            for (NodeId successor : graph.successors(*it)) {
                const std::uint64_t *theirs = &below[std::size_t(successor) * BlockWords];
                for (std::size_t word = 0; word < BlockWords; ++word)
                    mine[word] |= theirs[word];
                if (inBlock(successor))
                    mine[bitOf(successor) / 64] |= std::uint64_t(1) << (bitOf(successor) % 64);
            }
        }
        for (NodeId node : order) {
            std::uint64_t *mine = &above[std::size_t(node) * BlockWords];
            for (NodeId predecessor : graph.predecessors(node)) {
                const std::uint64_t *theirs = &above[std::size_t(predecessor) * BlockWords];
                for (std::size_t word = 0; word < BlockWords; ++word)
                    mine[word] |= theirs[word];
                if (inBlock(predecessor))
                    mine[bitOf(predecessor) / 64] |= std::uint64_t(1) << (bitOf(predecessor) % 64);
            }
        }
        // A buffer is live across v when its producer is above v and it is kept or a holder is
        // below v: v in below[producer] and in above[some holder].
        std::fill(across.begin(), across.end(), 0);
        for (const BufferInfo &buffer : buffers) {
            if (buffer.producer == InvalidNode || buffer.bytes == 0)
                continue;
            const std::uint64_t *descendants = &below[std::size_t(buffer.producer) * BlockWords];
            if (buffer.kept) {
                std::copy(descendants, descendants + BlockWords, reach.begin());
            } else {
                std::fill(reach.begin(), reach.end(), 0);
                for (NodeId holder : buffer.holders) {
                    const std::uint64_t *ancestors = &above[std::size_t(holder) * BlockWords];
                    for (std::size_t word = 0; word < BlockWords; ++word)
                        reach[word] |= ancestors[word];
                }
                for (std::size_t word = 0; word < BlockWords; ++word)
                    reach[word] &= descendants[word];
            }
            for (std::size_t word = 0; word < BlockWords; ++word)
                for (std::uint64_t bits = reach[word]; bits != 0; bits &= bits - 1)
                    across[word * 64 + std::size_t(std::countr_zero(bits))] += buffer.bytes;
        }
        for (NodeId node = NodeId(first); node < last; ++node) {
            Bytes total = params + problem.tempBytes(node) + across[bitOf(node)];
            for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
                if (problem.aliasSlot(output) < 0)
                    total += buffers[output].bytes;
            // Inputs, each buffer once, unless already counted as live across the node.
            roots.clear();
            for (std::uint32_t input : problem.inputOutputs(node))
                roots.push_back(problem.bufferRoot(input));
            std::sort(roots.begin(), roots.end());
            roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
            for (std::uint32_t root : roots) {
                const BufferInfo &buffer = buffers[root];
                bool counted = buffer.kept;
                for (NodeId holder : buffer.holders)
                    counted = counted
                              || (holder != node
                                  && (above[std::size_t(holder) * BlockWords + bitOf(node) / 64] >> (bitOf(node) % 64) & 1));
                if (!counted)
                    total += buffer.bytes;
            }
            best = std::max(best, total);
        }
    }
    return best;
}

Bytes indivisibleParamsBound(const Problem &problem)
{
    const int d = problem.deviceCount();
    std::vector<Bytes> params;
    std::vector<Bytes> pinned(std::size_t(d), 0);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        if (problem.paramBytes(node) == 0)
            continue;
        if (problem.pinnedDevice(node) != InvalidDevice)
            pinned[problem.pinnedDevice(node)] += problem.paramBytes(node);
        else
            params.push_back(problem.paramBytes(node));
    }
    Bytes bound = pinned.empty() ? 0 : *std::max_element(pinned.begin(), pinned.end());
    std::sort(params.begin(), params.end(), std::greater<>());
    for (std::size_t k = 1; k * std::size_t(d) < params.size(); ++k) {
        Bytes sum = 0;
        for (std::size_t index = k * std::size_t(d) - k; index <= k * std::size_t(d); ++index)
            sum += params[index];
        bound = std::max(bound, sum);
    }
    if (!params.empty())
        bound = std::max(bound, params.front());
    return bound;
}

} // namespace regal
