#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <string>

namespace regal {

/// \brief A simulated schedule in the Chrome trace event format, for Perfetto and
/// chrome://tracing.
///
/// One process per device, named after it. Its first thread holds the device's operations;
/// one more thread per outgoing link holds the transfers to that device. Operations and
/// transfers are complete events (`"ph": "X"`) whose args carry the node, its op, the bytes and
/// the priority; the memory in use on each device is a counter (`"ph": "C"`). Times are in
/// microseconds, as the format wants.
std::string writeChromeTrace(const Problem &problem, const Solution &solution, const Timeline &timeline);

} // namespace regal
