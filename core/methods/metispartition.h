#pragma once

#include "core/base/result.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief A k-way partition of the graph into one part per device with METIS (Karypis and
/// Kumar, "A fast and high quality multilevel scheme for partitioning irregular graphs", SIAM J.
/// Sci. Comput. 20(1), 1998): nodes weighted by their mean op time, edges by the bytes they
/// carry, part sizes in proportion to device speeds. Pinned nodes keep their device.
Result<std::vector<DeviceId>> metisPartition(const Problem &problem);

} // namespace regal
