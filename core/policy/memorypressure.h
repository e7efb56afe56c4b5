#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <vector>

namespace regal {

/// \brief Per node, its share of the bytes live on its device at that device's peak in
/// \a timeline (a simulation of \a solution): its params, its temp while it runs, and its own
/// outputs from its start to their last use on the device (the last local consumer's finish,
/// the last copy's finish, or the end for graph outputs). Copies received from other devices
/// count for nobody, so the shares of one device may sum to less than 1.
std::vector<double> liveShareAtPeak(const Problem &problem, const Solution &solution, const Timeline &timeline);

} // namespace regal
