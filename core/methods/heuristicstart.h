#pragma once

#include "core/methods/heuristics.h"
#include "core/policy/anchor.h"
#include "core/sim/objective.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief Where the regal method starts: every classical heuristic's solution, each of which
/// joins the first population, and the best of them, the anchor of the policy's proposals.
struct HeuristicStart
{
    std::vector<NamedSolution> solutions; ///< heuristicSolutions() for the task
    /// The best of them. Its evaluations count every heuristic's and one simulation of each.
    Anchor anchor;
};

/// Runs the classical heuristics (heuristicSolutions()) for \a task and simulates each once to
/// choose the anchor.
HeuristicStart heuristicStart(const Problem &problem, Task task);

} // namespace regal
