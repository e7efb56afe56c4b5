#pragma once

#include "core/sim/eventheap.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace regal {

/// \brief One device's ready operations, taken highest priority first (ties: the lower node id),
/// for priorities in [0, 1].
///
/// Sixty-four buckets of equal width in priority, a bit for each bucket that holds any, and each
/// bucket a list threaded through the nodes' entries of an array that all devices share (a node
/// is ready on one device at a time). Where few operations are ready and their priorities are
/// spread, as a search's random keys spread them, a bucket mostly holds one: a push then takes no
/// branch that depends on the priorities, nor does a pop that finds one operation in the highest
/// bucket. Where priorities crowd together (the ranks of a heuristic's order, a file's equal
/// priorities), pops find several in their bucket and walk its list; once more than half of a
/// run's pops have walked (after the first eight walks), or one walk is longer than LongList,
/// every ready operation moves to a heap, which takes them all for the rest of the run.
class ReadyBuckets
{
public:
    static constexpr std::uint32_t None = 0xffffffffu;

    bool empty() const { return m_occupied == 0 && m_crowd.empty(); }
    void clear()
    {
        m_occupied = 0;
        m_crowded = false;
        m_pops = m_walks = 0;
        m_crowd.clear();
    }
    void reserve(std::size_t size) { m_crowd.reserve(size); }

    /// \a next holds a node's successor in its bucket's list.
    void push(std::uint32_t node, double priority, std::uint32_t *next)
    {
        if (m_crowded) [[unlikely]] {
            m_crowd.push(key(node, priority));
            return;
        }
        const std::uint32_t bucket = std::uint32_t(std::min(priority * 64.0, 63.0)); // 1.0 joins the top bucket
        const std::uint64_t mask = std::uint64_t(1) << bucket;
        next[node] = (m_occupied & mask) != 0 ? m_head[bucket] : None;
        m_head[bucket] = node;
        m_occupied |= mask;
    }

    /// Not empty. \a priority holds every node's priority.
    std::uint32_t pop(const double *priority, std::uint32_t *next)
    {
        if (m_crowded) [[unlikely]]
            return ~std::uint32_t(m_crowd.pop());
        ++m_pops;
        const int bucket = 63 - std::countl_zero(m_occupied);
        const std::uint32_t head = m_head[bucket];
        if (next[head] == None) [[likely]] {
            m_occupied ^= std::uint64_t(1) << bucket;
            return head;
        }
        // Several: the best of the list, unless the list is a crowd.
        std::uint32_t *best = &m_head[bucket];
        int length = 1;
        for (std::uint32_t *link = &next[head]; *link != None; link = &next[*link], ++length)
            if (key(*link, priority) > key(*best, priority))
                best = link;
        if (length > LongList || (++m_walks > 8 && 2 * m_walks > m_pops))
            return moveToCrowd(priority, next);
        const std::uint32_t node = *best;
        *best = next[node];
        return node;
    }

private:
    static constexpr int LongList = 32;

    /// The bits of a priority above the complement of the node id: one unsigned comparison puts
    /// the higher priority first and, on ties, the lower id (doubles that are not negative order
    /// as their bits do).
    __extension__ typedef unsigned __int128 Key;
    struct Higher
    {
        bool operator()(Key a, Key b) const { return a > b; }
    };
    static Key key(std::uint32_t node, double priority)
    {
        return Key(std::bit_cast<std::uint64_t>(priority + 0.0)) << 32 | ~node; // -0.0 as 0.0
    }
    static Key key(std::uint32_t node, const double *priority) { return key(node, priority[node]); }

    /// Moves every ready operation to the heap for the rest of the run and pops the best.
    std::uint32_t moveToCrowd(const double *priority, const std::uint32_t *next)
    {
        for (; m_occupied != 0; m_occupied &= m_occupied - 1)
            for (std::uint32_t node = m_head[std::countr_zero(m_occupied)]; node != None; node = next[node])
                m_crowd.push(key(node, priority));
        m_crowded = true;
        return ~std::uint32_t(m_crowd.pop());
    }

    std::uint64_t m_occupied = 0;
    bool m_crowded = false; ///< the heap holds every ready operation, for the rest of the run
    std::uint32_t m_pops = 0;
    std::uint32_t m_walks = 0;     ///< pops that found more than one in their bucket
    std::uint32_t m_head[64] = {}; ///< read by a push before it knows whether its bucket holds any
    EventHeap<Key, Higher, Key(0)> m_crowd;
};

} // namespace regal
