#pragma once

#include "core/graph/ids.h"

#include <algorithm>
#include <vector>

namespace regal {

/// \brief What one simulation yields (SPEC section 2, item 6).
struct Metrics
{
    double makespan = 0.0;
    std::vector<Bytes> peakMemory; ///< per device, params included
    bool feasible = true;          ///< every peak within its device's memory
    Bytes overflow = 0;            ///< sum over devices of the bytes above capacity

    Bytes maxPeakMemory() const
    {
        return peakMemory.empty() ? 0 : *std::max_element(peakMemory.begin(), peakMemory.end());
    }
};

} // namespace regal
