#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace regal {

/// \brief A solution seen as its two costs, both to be minimised.
struct CostPair
{
    double makespan = 0.0;
    double peak = 0.0;
};

/// Indices of the points no other point dominates (as small or smaller in both costs and
/// smaller in one), by increasing makespan; of equal points the first. O(n log n).
std::vector<std::size_t> paretoFront(std::span<const CostPair> points);

} // namespace regal
