#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <vector>

namespace regal {

/// \brief Per node, its share of the bytes live on its device at that device's peak in
/// \a timeline (a recorded simulation, liveAtPeak): its params, its scratch and its own outputs
/// whose buffers are live then. Copies received from other devices count for nobody, so the
/// shares of one device may sum to less than 1.
std::vector<double> liveShareAtPeak(const Problem &problem, const Timeline &timeline);

} // namespace regal
