#pragma once

#include "core/sim/arenaplan.h"
#include "core/sim/problem.h"

#include <nlohmann/json.hpp>

namespace regal {

/// \brief The "arena" field of a regal-placement: per device the arena size and the ideal peak,
/// and per buffer its device, kind, producer, bytes, lifetime and offset (docs/formats.md).
nlohmann::ordered_json arenaJson(const Problem &problem, const Timeline &timeline, const ArenaPlan &plan);

} // namespace regal
