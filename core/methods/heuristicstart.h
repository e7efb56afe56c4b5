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
    /// Each solution's score by the task's objective, from the one simulation of it that chose
    /// the anchor.
    std::vector<Score> scores;
    /// The best of them. Its evaluations count every heuristic's and one simulation of each.
    Anchor anchor;
};

/// \brief Which heuristic solution is the best, to draw the policy's proposals around.
enum class AnchorRule {
    /// By the task's objective: solutions that fit first. The shipped networks were trained
    /// around this anchor.
    FittingFirst,
    /// By the objective's value with the overflow priced in: an overflowing start's makespan
    /// counts (1 + its overflow / a device's memory) times. Under tight memory that is often a
    /// fast start that overflows a little, and the policy, which sees where it overflows,
    /// steers far better around it than around a slow start that fits (docs/policy.md). The
    /// regal method's rule; without memory limits, and for the memory task, both rules agree.
    OverflowPriced,
};

/// Runs the classical heuristics (heuristicSolutions()) for \a task and simulates each once to
/// choose the anchor by \a rule.
HeuristicStart heuristicStart(const Problem &problem, Task task, AnchorRule rule);

} // namespace regal
