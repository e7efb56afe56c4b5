#include "core/sim/paretofront.h"

#include <algorithm>
#include <numeric>

namespace regal {

std::vector<std::size_t> paretoFront(std::span<const CostPair> points)
{
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return points[a].makespan < points[b].makespan
            || (points[a].makespan == points[b].makespan && points[a].peak < points[b].peak);
    });
    // Sweeping by makespan, a point is on the front when its peak is below every peak before it.
    std::vector<std::size_t> front;
    for (const std::size_t index : order)
        if (front.empty() || points[index].peak < points[front.back()].peak)
            front.push_back(index);
    return front;
}

} // namespace regal
