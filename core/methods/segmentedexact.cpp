#include "core/methods/segmentedexact.h"

#include "core/base/stopwatch.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <queue>
#include <tuple>

namespace regal {
namespace {

constexpr std::uint32_t NoSegment = ~std::uint32_t(0);
/// Above this many nodes (after gluing sources), no cut nodes are looked for: the ancestor
/// sets take n^2 bits.
constexpr std::size_t MaxCutSearchNodes = 20000;
/// Memory the states of one piece may take.
constexpr std::size_t StateMemoryBudget = std::size_t(256) << 20;

/// The graph as the search sees it: buffers with their readers, sources glued to readers,
/// cut nodes and the pieces between them.
struct Instance
{
    struct Buffer
    {
        Bytes bytes = 0;
        bool kept = false;
        std::vector<NodeId> holders; ///< distinct nodes that read it or an alias of it
    };

    std::size_t n = 0;
    Bytes params = 0;
    std::vector<Buffer> buffers;
    std::vector<std::vector<std::uint32_t>> inputBuffers;  ///< per node, distinct
    std::vector<std::vector<std::uint32_t>> outputBuffers; ///< per node, those it allocates
    std::vector<Bytes> allocated, temp;
    std::vector<unsigned char> glued;
    std::vector<std::vector<NodeId>> gluedPredecessors; ///< per node: glued sources it reads
    std::vector<std::vector<NodeId>> gluedReaders;      ///< per glued source: its successors
    std::vector<std::vector<NodeId>> predecessors;      ///< per node: those not glued
    std::vector<std::uint32_t> segmentOf;  ///< per node not glued
    std::vector<std::uint32_t> localIndex; ///< per node not glued: its index in its piece
    std::vector<std::vector<NodeId>> segments;

    Instance(const Problem &problem, const SegmentedExactOptions &options);
    void findSegments(const Graph &graph);
};

Instance::Instance(const Problem &problem, const SegmentedExactOptions &options)
{
    const Graph &graph = problem.graph();
    n = graph.nodeCount();
    std::vector<std::int32_t> bufferOf(graph.outputCount(), -1);
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output)
        if (problem.aliasSlot(output) < 0) {
            bufferOf[output] = std::int32_t(buffers.size());
            buffers.push_back({problem.outputBytes(output), false, {}});
        }
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output) {
        Buffer &buffer = buffers[std::size_t(bufferOf[problem.bufferRoot(output)])];
        buffer.kept = buffer.kept || problem.isGraphOutput(output);
        if (options.smallestAliasBytes)
            buffer.bytes = std::min(buffer.bytes, problem.outputBytes(output));
    }
    inputBuffers.resize(n);
    outputBuffers.resize(n);
    allocated.assign(n, 0);
    temp.assign(n, 0);
    glued.assign(n, 0);
    gluedPredecessors.resize(n);
    gluedReaders.resize(n);
    predecessors.resize(n);
    for (NodeId node = 0; node < n; ++node) {
        params += problem.paramBytes(node);
        temp[node] = problem.tempBytes(node);
        for (std::uint32_t input : problem.inputOutputs(node)) {
            const std::uint32_t buffer = std::uint32_t(bufferOf[problem.bufferRoot(input)]);
            if (std::find(inputBuffers[node].begin(), inputBuffers[node].end(), buffer) == inputBuffers[node].end()) {
                inputBuffers[node].push_back(buffer);
                buffers[buffer].holders.push_back(node);
            }
        }
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
            if (bufferOf[output] >= 0) {
                outputBuffers[node].push_back(std::uint32_t(bufferOf[output]));
                allocated[node] += buffers[std::size_t(bufferOf[output])].bytes;
            }
    }
    // Glue: sources without temp, every output read or kept, every successor a reader.
    for (NodeId node = 0; node < n; ++node) {
        if (!graph.predecessors(node).empty() || graph.successors(node).empty() || temp[node] != 0
            || !graph.controlSuccessors(node).empty())
            continue;
        bool allRead = true;
        for (std::uint32_t buffer : outputBuffers[node])
            allRead = allRead && (buffers[buffer].kept || !buffers[buffer].holders.empty());
        if (!allRead)
            continue;
        glued[node] = 1;
        for (NodeId successor : graph.successors(node)) {
            gluedPredecessors[successor].push_back(node);
            gluedReaders[node].push_back(successor);
        }
    }
    for (NodeId node = 0; node < n; ++node)
        for (NodeId predecessor : graph.predecessors(node))
            if (!glued[predecessor])
                predecessors[node].push_back(predecessor);
    findSegments(graph);
}

void Instance::findSegments(const Graph &graph)
{
    std::vector<NodeId> order;
    for (NodeId node : graph.topologicalOrder())
        if (!glued[node])
            order.push_back(node);
    const std::size_t count = order.size();
    segmentOf.assign(n, NoSegment);
    localIndex.assign(n, 0);
    std::vector<unsigned char> cut(count, 0);
    if (count <= MaxCutSearchNodes && count > 0) {
        std::vector<std::uint32_t> position(n, 0);
        for (std::size_t rank = 0; rank < count; ++rank)
            position[order[rank]] = std::uint32_t(rank);
        const std::size_t words = (count + 63) / 64;
        std::vector<std::uint64_t> ancestors(count * words, 0);
        std::vector<std::uint32_t> descendants(count, 0);
        for (std::size_t rank = 0; rank < count; ++rank) {
            std::uint64_t *mine = &ancestors[rank * words];
            for (NodeId predecessor : graph.predecessors(order[rank])) {
                if (glued[predecessor])
                    continue;
                const std::size_t from = position[predecessor];
                const std::uint64_t *theirs = &ancestors[from * words];
                for (std::size_t word = 0; word < words; ++word)
                    mine[word] |= theirs[word];
                mine[from / 64] |= std::uint64_t(1) << (from % 64);
            }
            std::size_t ancestorCount = 0;
            for (std::size_t word = 0; word < words; ++word) {
                ancestorCount += std::size_t(std::popcount(mine[word]));
                for (std::uint64_t bits = mine[word]; bits != 0; bits &= bits - 1)
                    ++descendants[word * 64 + std::size_t(std::countr_zero(bits))];
            }
            cut[rank] = ancestorCount == rank ? 1 : 0;
        }
        for (std::size_t rank = 0; rank < count; ++rank)
            cut[rank] = cut[rank] && descendants[rank] == count - 1 - rank;
    }
    segments.emplace_back();
    for (std::size_t rank = 0; rank < count; ++rank) {
        const NodeId node = order[rank];
        segmentOf[node] = std::uint32_t(segments.size() - 1);
        localIndex[node] = std::uint32_t(segments.back().size());
        segments.back().push_back(node);
        if (cut[rank] && rank + 1 < count)
            segments.emplace_back();
    }
}

/// Runs nodes one after another and keeps the memory: the live bytes, params excluded.
/// \a done says whether a node has finished (glued sources never hold buffers).
template <typename Done>
Bytes runNode(const Instance &instance, NodeId node, Bytes &live, Done done)
{
    const Bytes peak = live + instance.params + instance.allocated[node] + instance.temp[node];
    live += instance.allocated[node];
    for (std::uint32_t buffer : instance.inputBuffers[node]) {
        const Instance::Buffer &held = instance.buffers[buffer];
        if (held.kept)
            continue;
        bool free = true;
        for (NodeId holder : held.holders)
            if (holder != node && !done(holder)) {
                free = false;
                break;
            }
        if (free)
            live -= held.bytes;
    }
    for (std::uint32_t buffer : instance.outputBuffers[node])
        if (!instance.buffers[buffer].kept && instance.buffers[buffer].holders.empty())
            live -= instance.buffers[buffer].bytes;
    return peak;
}

/// The search of one piece: a shortest-path search on the largest peak over the sets of its
/// finished nodes.
class SegmentSearch
{
public:
    enum class Outcome { Optimal, OutOfTime, OutOfStates };

    SegmentSearch(const Instance &instance, std::uint32_t segment, Bytes startLive, std::size_t maxStates)
        : m_instance(instance)
        , m_segment(segment)
        , m_nodes(instance.segments[segment])
        , m_words((m_nodes.size() + 63) / 64)
        , m_startLive(startLive)
        , m_maxStates(std::min(maxStates, StateMemoryBudget / (m_words * 8 + sizeof(State) + 16)))
        , m_localPredecessors(m_nodes.size())
        , m_scratch(m_words)
    {
        for (std::size_t local = 0; local < m_nodes.size(); ++local)
            for (NodeId predecessor : instance.predecessors[m_nodes[local]])
                if (instance.segmentOf[predecessor] == segment)
                    m_localPredecessors[local].push_back(instance.localIndex[predecessor]);
    }

    /// Searches for the least peak up to \a upperBound. On Optimal, order() holds the piece's
    /// nodes (glued sources included) and lowerBound() its peak; otherwise lowerBound() is the
    /// smallest peak left open.
    template <typename Expired>
    Outcome run(Bytes upperBound, Expired expired);

    Bytes lowerBound() const { return m_lowerBound; }
    const std::vector<NodeId> &order() const { return m_order; }
    std::size_t states() const { return m_states.size(); }

private:
    struct State
    {
        Bytes peak;
        Bytes live;
        std::uint32_t parent;
        std::uint32_t last;
        std::uint32_t count;
    };

    bool isDone(const std::uint64_t *bits, NodeId node) const
    {
        const std::uint32_t segment = m_instance.segmentOf[node];
        if (segment != m_segment)
            return segment < m_segment;
        const std::uint32_t local = m_instance.localIndex[node];
        return (bits[local / 64] >> (local % 64) & 1) != 0;
    }
    bool gluedDone(const std::uint64_t *bits, NodeId source) const
    {
        for (NodeId reader : m_instance.gluedReaders[source])
            if (isDone(bits, reader))
                return true;
        return false;
    }
    /// From the set in \a bits, runs local node \a local's glued sources that have not run, then
    /// the node itself, which joins \a bits; \a emit sees each node run. Returns the largest
    /// memory while they ran.
    template <typename Emit>
    Bytes step(std::uint64_t *bits, std::size_t local, Bytes &live, Emit emit) const
    {
        const NodeId node = m_nodes[local];
        Bytes peak = 0;
        const auto done = [&](NodeId other) { return isDone(bits, other); };
        for (NodeId source : m_instance.gluedPredecessors[node])
            if (!gluedDone(bits, source)) {
                peak = std::max(peak, runNode(m_instance, source, live, done));
                emit(source);
            }
        bits[local / 64] |= std::uint64_t(1) << (local % 64);
        peak = std::max(peak, runNode(m_instance, node, live, done));
        emit(node);
        return peak;
    }
    std::uint64_t hashOf(const std::uint64_t *bits) const
    {
        std::uint64_t hash = 0x9e3779b97f4a7c15ULL;
        for (std::size_t word = 0; word < m_words; ++word) {
            hash = (hash ^ bits[word]) * 0xbf58476d1ce4e5b9ULL;
            hash ^= hash >> 29;
        }
        return hash;
    }
    const std::uint64_t *bitsOf(std::uint32_t index) const { return &m_bits[std::size_t(index) * m_words]; }
    /// The slot of \a bits in the table: where it is, or the empty slot where it would go.
    std::size_t slotOf(const std::uint64_t *bits) const
    {
        const std::size_t mask = m_table.size() - 1;
        for (std::size_t slot = hashOf(bits) & mask;; slot = (slot + 1) & mask) {
            const std::uint32_t entry = m_table[slot];
            if (entry == 0 || std::equal(bits, bits + m_words, bitsOf(entry - 1)))
                return slot;
        }
    }
    void grow()
    {
        m_table.assign(std::max<std::size_t>(1024, m_table.size() * 2), 0);
        for (std::uint32_t index = 0; index < m_states.size(); ++index)
            m_table[slotOf(bitsOf(index))] = index + 1;
    }

    const Instance &m_instance;
    const std::uint32_t m_segment;
    const std::vector<NodeId> &m_nodes;
    const std::size_t m_words;
    const Bytes m_startLive;
    const std::size_t m_maxStates;
    std::vector<std::vector<std::uint32_t>> m_localPredecessors;
    std::vector<State> m_states;
    std::vector<std::uint64_t> m_bits;
    std::vector<std::uint32_t> m_table;
    std::vector<std::uint64_t> m_scratch;
    Bytes m_lowerBound = 0;
    std::vector<NodeId> m_order;
};

template <typename Expired>
SegmentSearch::Outcome SegmentSearch::run(Bytes upperBound, Expired expired)
{
    const std::size_t m = m_nodes.size();
    using Entry = std::tuple<Bytes, std::int64_t, std::uint32_t>; // peak, -count, state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    grow();
    m_states.push_back({m_startLive + m_instance.params, m_startLive, ~std::uint32_t(0), 0, 0});
    m_bits.assign(m_words, 0);
    m_table[slotOf(bitsOf(0))] = 1;
    open.emplace(m_states[0].peak, 0, 0);
    m_lowerBound = m_states[0].peak;

    std::vector<std::uint32_t> ready;
    std::vector<std::uint64_t> child(m_words);
    const auto nothing = [](NodeId) {};
    std::size_t pops = 0;
    while (!open.empty()) {
        const auto [peak, negativeCount, index] = open.top();
        open.pop();
        if (peak > m_states[index].peak)
            continue;
        m_lowerBound = std::max(m_lowerBound, peak);
        if (++pops % 256 == 0 && expired())
            return Outcome::OutOfTime;
        const State state = m_states[index];
        if (state.count == m) {
            // Walk back to the start, then replay the path forwards to emit glued sources too.
            std::vector<std::uint32_t> path;
            for (std::uint32_t at = index; at != 0; at = m_states[at].parent)
                path.push_back(m_states[at].last);
            std::fill(m_scratch.begin(), m_scratch.end(), 0);
            Bytes live = m_startLive;
            m_order.clear();
            for (auto it = path.rbegin(); it != path.rend(); ++it)
                step(m_scratch.data(), *it, live, [&](NodeId node) { m_order.push_back(node); });
            return Outcome::Optimal;
        }
        const std::uint64_t *bits = bitsOf(index);
        ready.clear();
        for (std::uint32_t local = 0; local < m; ++local) {
            if (bits[local / 64] >> (local % 64) & 1)
                continue;
            bool free = true;
            for (std::uint32_t predecessor : m_localPredecessors[local])
                free = free && (bits[predecessor / 64] >> (predecessor % 64) & 1);
            if (free)
                ready.push_back(local);
        }
        // A node that frees at least what it allocates and stays within the peak goes first.
        for (std::size_t at = 0; at < ready.size(); ++at) {
            std::copy(bits, bits + m_words, child.begin());
            Bytes live = state.live;
            const Bytes stepPeak = step(child.data(), ready[at], live, nothing);
            if (stepPeak <= state.peak && live <= state.live) {
                ready[0] = ready[at];
                ready.resize(1);
                break;
            }
        }
        for (std::uint32_t local : ready) {
            bits = bitsOf(index); // the states may have moved
            std::copy(bits, bits + m_words, child.begin());
            Bytes live = state.live;
            const Bytes childPeak = std::max(state.peak, step(child.data(), local, live, nothing));
            if (childPeak > upperBound)
                continue;
            std::size_t slot = slotOf(child.data());
            if (m_table[slot] != 0) {
                State &known = m_states[m_table[slot] - 1];
                if (childPeak < known.peak) {
                    known.peak = childPeak;
                    known.parent = index;
                    known.last = local;
                    open.emplace(childPeak, -std::int64_t(known.count), m_table[slot] - 1);
                }
                continue;
            }
            if (m_states.size() >= m_maxStates)
                return Outcome::OutOfStates;
            const std::uint32_t created = std::uint32_t(m_states.size());
            m_states.push_back({childPeak, live, index, local, state.count + 1});
            m_bits.insert(m_bits.end(), child.begin(), child.end());
            m_table[slot] = created + 1;
            if (m_states.size() * 2 > m_table.size())
                grow();
            open.emplace(childPeak, -std::int64_t(state.count + 1), created);
        }
    }
    // Nothing within the upper bound: the bound itself is the optimum (the caller's order).
    m_lowerBound = std::max(m_lowerBound, upperBound);
    return Outcome::OutOfStates;
}

} // namespace

SegmentedExact segmentedExactSchedule(const Problem &problem, std::span<const std::vector<NodeId>> upperOrders,
                                      const SegmentedExactOptions &options)
{
    assert(!upperOrders.empty());
    const Stopwatch stopwatch;
    const auto expired = [&] {
        return (options.cancel && options.cancel->load())
               || stopwatch.seconds() > options.timeLimit;
    };
    const Instance instance(problem, options);
    const std::size_t segmentCount = instance.segments.size();

    // Each upper order made to respect the pieces and the gluing (never a higher peak); each
    // piece keeps the best of them. The live bytes at the start of a piece are the same in every
    // order.
    std::vector<std::vector<NodeId>> pieceOrder(segmentCount);
    std::vector<Bytes> startLive(segmentCount, 0), piecePeak(segmentCount, 0);
    for (std::size_t candidate = 0; candidate < upperOrders.size(); ++candidate) {
        std::vector<unsigned char> done(instance.n, 0), emitted(instance.n, 0);
        const auto isDone = [&](NodeId node) { return done[node] != 0; };
        Bytes live = 0;
        std::vector<NodeId> order;
        for (std::uint32_t segment = 0; segment < segmentCount; ++segment) {
            startLive[segment] = live;
            Bytes peak = live + instance.params;
            order.clear();
            for (NodeId node : upperOrders[candidate]) {
                if (instance.glued[node] || instance.segmentOf[node] != segment)
                    continue;
                for (NodeId source : instance.gluedPredecessors[node])
                    if (!emitted[source]) {
                        emitted[source] = done[source] = 1;
                        peak = std::max(peak, runNode(instance, source, live, isDone));
                        order.push_back(source);
                    }
                done[node] = 1;
                peak = std::max(peak, runNode(instance, node, live, isDone));
                order.push_back(node);
            }
            if (candidate == 0 || peak < piecePeak[segment]) {
                piecePeak[segment] = peak;
                pieceOrder[segment] = order;
            }
        }
    }

    SegmentedExact result;
    result.segments = segmentCount;
    std::vector<Bytes> pieceBound(segmentCount);
    for (std::uint32_t segment = 0; segment < segmentCount; ++segment) {
        result.largestSegment = std::max(result.largestSegment, instance.segments[segment].size());
        pieceBound[segment] = startLive[segment] + instance.params;
        result.lowerBound = std::max(result.lowerBound, pieceBound[segment]);
    }
    std::vector<std::uint32_t> byPeak(segmentCount);
    for (std::uint32_t segment = 0; segment < segmentCount; ++segment)
        byPeak[segment] = segment;
    std::stable_sort(byPeak.begin(), byPeak.end(), [&](std::uint32_t a, std::uint32_t b) { return piecePeak[a] > piecePeak[b]; });
    for (std::uint32_t segment : byPeak) {
        if (piecePeak[segment] <= result.lowerBound)
            continue; // within what another piece needs anyway
        if (expired())
            continue;
        ++result.searchedSegments;
        SegmentSearch search(instance, segment, startLive[segment], options.maxStates);
        const SegmentSearch::Outcome outcome = search.run(piecePeak[segment], expired);
        result.states += search.states();
        if (outcome == SegmentSearch::Outcome::Optimal) {
            pieceOrder[segment] = search.order();
            piecePeak[segment] = search.lowerBound();
        }
        result.lowerBound = std::max(result.lowerBound, std::min(search.lowerBound(), piecePeak[segment]));
    }
    for (std::uint32_t segment = 0; segment < segmentCount; ++segment) {
        result.order.insert(result.order.end(), pieceOrder[segment].begin(), pieceOrder[segment].end());
        result.peakMemory = std::max(result.peakMemory, piecePeak[segment]);
    }
    assert(result.order.size() == instance.n);
    result.proven = result.peakMemory == result.lowerBound;
    return result;
}

} // namespace regal
