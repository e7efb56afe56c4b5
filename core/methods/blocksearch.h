#pragma once

#include "core/sim/objective.h"
#include "core/sim/problem.h"
#include "core/sim/solution.h"

#include <cstdint>
#include <span>

namespace regal {

/// \brief A heuristic's solution and the simulations it ran to choose it.
struct SearchedSolution
{
    Solution solution;
    std::int64_t evaluations = 0;
};

/// memorySolution() with its block boundaries moved to where simulation gives the lowest
/// largest device peak (ties: makespan). Each boundary in turn is scanned between its
/// neighbours, coarse to fine: a grid of positions, then a finer grid around the best, down to
/// single ranks. The search starts from byteWeightedBoundaries() and keeps only improvements,
/// so it is never worse than memorySolution(); on one device there is nothing to move and it
/// simulates nothing. It stops after 250 simulations (about 15 to 45 per cut), so on many
/// devices the last cuts may keep their byte-weighted places.
SearchedSolution blockSearchedMemorySolution(const Problem &problem, std::span<const NodeId> order);

/// How a memory order becomes a solution for \a task. For the memory task, whose objective
/// the simulations serve, the best of blockSearchedMemorySolution() and streamedPlacement()
/// by each affinity and balance: the devices one after another, or all of them side by side.
/// For run time, memorySolution(), with no simulation.
SearchedSolution memoryOrderSolution(const Problem &problem, std::span<const NodeId> order, Task task);

} // namespace regal
