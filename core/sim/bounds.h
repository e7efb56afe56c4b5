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
    /// params); on one device every param counts, on several at least an even share of them.
    Bytes peakMemory = 0;
};

LowerBounds lowerBounds(const Problem &problem);

} // namespace regal
