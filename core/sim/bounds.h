#pragma once

#include "core/sim/problem.h"

#include <optional>

namespace regal {

/// \brief Why no solution can fit the devices' memory, when the bounds prove it.
struct MemoryShortfall
{
    /// An operation whose working set (params included) exceeds the memory of every device it
    /// may run on; InvalidNode when only the bound on the largest peak proves it.
    NodeId node = InvalidNode;
    Bytes need = 0;     ///< that working set, or the bound on the largest peak
    Bytes capacity = 0; ///< the most memory among the devices it may run on (among all devices)
};

/// \brief Lower bounds shown beside every result (SPEC section 2).
struct LowerBounds
{
    /// The longest chain of operations, each on its fastest allowed device, transfers free.
    double criticalPath = 0.0;
    /// All work spread perfectly over all devices: sum of min_a t(v,a) * speed(a) / total speed.
    double work = 0.0;
    /// max(criticalPath, work).
    double makespan = 0.0;
    /// The largest working set of one operation (distinct inputs, outputs that allocate, temp,
    /// params), and on d devices (all params + the largest working set without params) / d:
    /// while that operation runs, its device holds its params too and the others theirs; and
    /// liveAcrossBound() and indivisibleParamsBound() (core/sim/memorybound.h).
    Bytes peakMemory = 0;
    /// Set when these bounds prove that every solution overflows some device's memory.
    std::optional<MemoryShortfall> shortfall;
};

/// The bounds of \a problem. \a liveAcross is its liveAcrossTotal() (core/sim/memorybound.h) when
/// the caller has it from a problem of the same graph and as many devices, one or several; the
/// costliest bound is then not computed again.
LowerBounds lowerBounds(const Problem &problem, std::optional<Bytes> liveAcross = std::nullopt);

} // namespace regal
