#pragma once

#include "core/sim/problem.h"

namespace regal {

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
};

LowerBounds lowerBounds(const Problem &problem);

} // namespace regal
