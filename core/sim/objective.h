#pragma once

#include "core/graph/cluster.h"
#include "core/sim/metrics.h"

#include <compare>
#include <optional>
#include <string_view>

namespace regal {

/// \brief What the search minimises.
enum class Task {
    Runtime, ///< makespan under memory limits; infeasible after feasible, by overflow then makespan
    Memory,  ///< the largest device peak; ties by makespan
};

std::string_view taskName(Task task);
std::optional<Task> parseTask(std::string_view name);

/// \brief A lexicographic cost: lower is better. \c value is what the task minimises (seconds
/// or bytes), \c penalty ranks infeasible solutions last, \c tiebreak settles equal values.
struct Score
{
    double penalty = 0.0;
    double value = 0.0;
    double tiebreak = 0.0;

    friend auto operator<=>(const Score &, const Score &) = default;
};

Score score(Task task, const Metrics &metrics);

/// Whether memory can change score() on \a cluster: always in the memory task; in the run-time
/// task only through the overflow, so only where some device has a memory limit.
bool scoreCountsMemory(Task task, const Cluster &cluster);

} // namespace regal
