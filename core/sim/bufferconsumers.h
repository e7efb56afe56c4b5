#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <vector>

namespace regal {

/// \brief The operations that read \a buffer on its device: for an output, its consumers there
/// and those of the aliases that share it; for a received copy, the consumers on the receiving
/// device. Parameters and scratch are read by their own op. Sorted, without repeats.
std::vector<NodeId> bufferConsumers(const Problem &problem, const Solution &solution, const BufferSpan &buffer);

} // namespace regal
