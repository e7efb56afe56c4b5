#pragma once

#include "core/base/result.h"
#include "core/sim/objective.h"
#include "core/sim/problem.h"

#include <span>
#include <string>
#include <vector>

namespace regal {

/// \brief The deterministic heuristics of SPEC section 5 as plain functions from a problem to
/// a solution. Placement heuristics order nodes by HEFT's upward rank unless they say otherwise.

/// Every node on the fastest device (ties: the lowest index); pinned nodes stay on their pin.
Solution singleDeviceSolution(const Problem &problem);
/// The k-th node of the topological order on device k mod d (or its pin).
Solution roundRobinSolution(const Problem &problem);
/// HEFT's devices and order (Topcuoglu et al. 2002).
Solution heftSolution(const Problem &problem);
/// CPOP's devices and order (Topcuoglu et al. 2002).
Solution criticalPathSolution(const Problem &problem);
/// METIS parts as devices, then list scheduling by upward rank.
Result<Solution> metisSolution(const Problem &problem);

/// \brief A named heuristic solution, e.g. to seed BRKGA.
struct NamedSolution
{
    std::string method;
    Solution solution;
    std::int64_t evaluations = 0; ///< simulations the heuristic ran to choose it
};

/// The solution of every deterministic heuristic, placement and scheduling alike, that can
/// handle \a problem: single, roundrobin, heft, criticalpath, metis, m-topo, m-etf, m-sct,
/// inputorder, dfs, list, spectral, lpmf, bfs. The memory placers (m-*) retry with smaller
/// capacities while they overflow (memoryPlacerSolution()). The six memory orders become
/// solutions by memoryOrderSolution(): for the memory task the best of several placements by
/// simulation, for run time in byte-weighted blocks.
std::vector<NamedSolution> heuristicSolutions(const Problem &problem, Task task);

/// The simulations that the heuristics behind \a solutions ran: what seeding BRKGA with them
/// costs of its budget.
std::int64_t evaluationsOf(std::span<const NamedSolution> solutions);

} // namespace regal
