#pragma once

#include "core/base/cachelines.h"

#include <cstddef>

namespace regal {

/// \brief A binary heap for the simulator's event loop, built for keys whose comparisons are coin
/// flips (random priorities, interleaved finish times).
///
/// \a Before(a, b) says a comes out first and should compile without a branch; \a Last is an
/// entry that every other comes out before. A push climbs from the bottom as usual. A pop walks
/// the hole down to a leaf along the better child, picked without a branch (a lone left child
/// faces Last, kept just past the end), and lets the last entry climb back from there (Floyd's
/// bottom-up heap): the descent ends by the heap's size, not by a comparison, and the climb is
/// short because the last entry comes from the bottom.
template <typename Entry, typename Before, Entry Last>
class EventHeap
{
public:
    bool empty() const { return m_size == 0; }
    const Entry &top() const { return m_entries[0]; }
    void clear() { m_size = 0; }
    void reserve(std::size_t size) { m_entries.resize(size + 1); }

    void push(const Entry &entry)
    {
        if (m_size + 1 >= m_entries.size())
            m_entries.resize(2 * m_entries.size() + 16);
        climb(m_size++, entry);
    }

    Entry pop()
    {
        Entry *const data = m_entries.data();
        const Entry top = data[0];
        const Entry last = data[--m_size];
        data[m_size] = Last;
        std::size_t hole = 0;
        for (std::size_t right = 2; right <= m_size; right = 2 * hole + 2) {
            const std::size_t child = right - std::size_t(Before{}(data[right - 1], data[right]));
            data[hole] = data[child];
            hole = child;
        }
        if (m_size > 0)
            climb(hole, last);
        return top;
    }

private:
    /// Puts \a entry at \a hole or above it, moving down the parents it comes out before.
    void climb(std::size_t hole, const Entry &entry)
    {
        Entry *const data = m_entries.data();
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (!Before{}(entry, data[parent]))
                break;
            data[hole] = data[parent];
            hole = parent;
        }
        data[hole] = entry;
    }

    LineVector<Entry> m_entries; ///< the heap, then Last at m_size
    std::size_t m_size = 0;
};

} // namespace regal
