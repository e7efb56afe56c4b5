#pragma once

#include "core/sim/problem.h"

namespace regal {

/// \brief \a problem with extra pins: node v may only run on pins[v] unless that is InvalidDevice.
///
/// Node ids stay the same, so a solution of the result is a solution of \a problem. Fails when a
/// pin contradicts the graph's own pin or names a device the cluster lacks.
Result<Problem> withPins(const Problem &problem, const std::vector<DeviceId> &pins);

/// \brief \a solution with every node on a device \a problem allows: a node placed where it may
/// not run (pinned after the solution was made) moves to its first allowed device. Priorities
/// and the other nodes stay. \a solution has one entry per node.
Solution withinPins(const Problem &problem, Solution solution);

} // namespace regal
