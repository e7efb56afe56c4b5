#pragma once

#include "core/graph/cluster.h"
#include "core/sim/arenaplan.h"
#include "core/sim/bounds.h"
#include "core/sim/metrics.h"
#include "core/sim/problem.h"

#include <nlohmann/json.hpp>
#include <string>

namespace regal::cli {

std::string formatSeconds(double seconds);
std::string formatBytes(Bytes bytes);

/// makespan, peak_memory by device, feasible, overflow, lower_bounds and shortfall (null unless the
/// bounds prove that no solution fits), as `evaluate --json` prints.
nlohmann::ordered_json metricsJson(const Problem &problem, const Metrics &metrics, const LowerBounds &bounds);
/// The same for a person: one line per measure, why no solution fits when none can, and one row
/// per device.
std::string metricsText(const Problem &problem, const Metrics &metrics, const LowerBounds &bounds);
/// {"node", "need", "capacity"} of the bounds' shortfall, or null when nothing proves that no
/// solution fits.
nlohmann::ordered_json shortfallJson(const Problem &problem, const LowerBounds &bounds);
/// "no solution fits: ...": what the bounds prove about \a shortfall, naming its operation.
std::string shortfallText(const Problem &problem, const MemoryShortfall &shortfall);

/// Per device the arena a plan needs, the ideal peak and their ratio, as `evaluate --arena` prints.
std::string arenaText(const Cluster &cluster, const ArenaPlan &plan);
nlohmann::ordered_json arenaSummaryJson(const Cluster &cluster, const ArenaPlan &plan);

void printJson(const nlohmann::ordered_json &document);

} // namespace regal::cli
