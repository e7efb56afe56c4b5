#pragma once

#include "core/policy/anchor.h"
#include "core/sim/objective.h"
#include "core/sim/problem.h"

namespace regal {

/// The best solution of the classical heuristics (heuristicSolutions()) for \a task, simulated
/// once each: the anchor of the regal method's proposals.
Anchor heuristicAnchor(const Problem &problem, Task task);

} // namespace regal
