#pragma once

#include "core/sim/timeline.h"
#include "core/sim/solution.h"

#include <string>

namespace regal {

/// \brief The solution a policy's proposals are drawn around: the best of the classical
/// heuristics on the problem at hand, with its simulation.
///
/// Proposals relative to an anchor let one policy serve any graph and any number of devices:
/// devices are interchangeable, so "this node's device" means nothing across graphs, but "keep
/// this node where the heuristic put it" does.
struct Anchor
{
    std::string method;
    Solution solution;
    Timeline timeline;
    std::int64_t evaluations = 0; ///< simulations spent choosing it
};

} // namespace regal
