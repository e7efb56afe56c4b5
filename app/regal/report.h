#pragma once

#include "core/graph/cluster.h"
#include "core/sim/arenaplan.h"
#include "core/sim/bounds.h"
#include "core/sim/metrics.h"

#include <nlohmann/json.hpp>
#include <string>

namespace regal::cli {

std::string formatSeconds(double seconds);
std::string formatBytes(Bytes bytes);

/// makespan, peak_memory by device, feasible, overflow and lower_bounds, as `evaluate --json` prints.
nlohmann::ordered_json metricsJson(const Cluster &cluster, const Metrics &metrics, const LowerBounds &bounds);
/// The same for a person: one line per measure and one row per device.
std::string metricsText(const Cluster &cluster, const Metrics &metrics, const LowerBounds &bounds);

/// Per device the arena a plan needs, the ideal peak and their ratio, as `evaluate --arena` prints.
std::string arenaText(const Cluster &cluster, const ArenaPlan &plan);
nlohmann::ordered_json arenaSummaryJson(const Cluster &cluster, const ArenaPlan &plan);

void printJson(const nlohmann::ordered_json &document);

} // namespace regal::cli
