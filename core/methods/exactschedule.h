#pragma once

#include "core/base/result.h"
#include "core/sim/problem.h"

#include <cstddef>
#include <vector>

namespace regal {

/// \brief Limits of the exact one-device memory scheduler.
struct ExactLimits
{
    /// Largest graph it accepts, in nodes (at most 64: sets of nodes are 64-bit masks).
    std::size_t maxNodes = 64;
    /// Largest number of partial schedules (sets of scheduled nodes) it may keep.
    std::size_t maxStates = std::size_t(1) << 20;
};

/// \brief An order of the nodes with the least possible peak memory on one device.
struct ExactSchedule
{
    std::vector<NodeId> order;
    Bytes peakMemory = 0;
    std::size_t states = 0; ///< partial schedules explored
};

/// Dynamic programming over the sets of scheduled nodes (closed under predecessors): the peak
/// of reaching a set is the least, over its last node, of the larger of the peak before and the
/// memory while that node runs (params, buffers still live, its outputs and temp). Sets whose
/// peak already exceeds \a upperBound are dropped. Refuses a cluster with several devices, a
/// graph above limits.maxNodes, and a search that would keep more than limits.maxStates sets,
/// with a message that says which.
Result<ExactSchedule> exactMemorySchedule(const Problem &problem, Bytes upperBound,
                                          const ExactLimits &limits = {});

} // namespace regal
