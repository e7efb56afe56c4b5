#pragma once

#include <cstddef>
#include <vector>

namespace regal {

/// \brief The binary heaps of the simulator's event loop, built for keys whose comparisons are
/// coin flips (random priorities, interleaved finish times).
///
/// \a before(a, b) says a comes out first and should compile without a branch. A push climbs
/// from the bottom as usual. A pop walks the hole down to a leaf along the better child, picked
/// without a branch, and lets the last entry climb back from there (Floyd's bottom-up heap): the
/// descent ends by the heap's size, not by a comparison, and the climb is short because the last
/// entry comes from the bottom.
template <typename Entry, typename Before>
void heapPush(std::vector<Entry> &heap, const Entry &entry, Before before)
{
    std::size_t hole = heap.size();
    heap.push_back(entry);
    Entry *const data = heap.data();
    while (hole > 0) {
        const std::size_t parent = (hole - 1) / 2;
        if (!before(entry, data[parent]))
            break;
        data[hole] = data[parent];
        hole = parent;
    }
    data[hole] = entry;
}

template <typename Entry, typename Before>
Entry heapPop(std::vector<Entry> &heap, Before before)
{
    Entry *const data = heap.data();
    const Entry top = data[0];
    const Entry last = heap.back();
    heap.pop_back();
    const std::size_t size = heap.size();
    if (size == 0)
        return top;
    std::size_t hole = 0;
    std::size_t right = 2;
    for (; right < size; right = 2 * hole + 2) {
        const std::size_t child = right - std::size_t(before(data[right - 1], data[right]));
        data[hole] = data[child];
        hole = child;
    }
    if (right == size) { // a lone left child
        data[hole] = data[size - 1];
        hole = size - 1;
    }
    while (hole > 0) {
        const std::size_t parent = (hole - 1) / 2;
        if (!before(last, data[parent]))
            break;
        data[hole] = data[parent];
        hole = parent;
    }
    data[hole] = last;
    return top;
}

} // namespace regal
