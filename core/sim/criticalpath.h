#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <vector>

namespace regal {

/// \brief The chain of operations that determines the makespan of a simulated schedule.
///
/// Starting from the operation that finishes last, each step goes to what made the operation
/// start when it did: the input (or control predecessor) that became available last, or else
/// the previous operation on the same device. Returned in execution order.
std::vector<NodeId> criticalPath(const Problem &problem, const Timeline &timeline);

} // namespace regal
