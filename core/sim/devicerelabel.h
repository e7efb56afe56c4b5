#pragma once

#include "core/graph/cluster.h"
#include "core/sim/solution.h"

#include <vector>

namespace regal {

/// \brief Per device, the lowest-numbered device of its class of interchangeable devices: two
/// devices are interchangeable when they have the same rates and memory and swapping them leaves
/// every link as it was. A solution with interchangeable devices renamed runs exactly as before.
std::vector<DeviceId> interchangeableClasses(const Cluster &cluster);

/// \a solution with its devices renamed, within each class of interchangeable devices, so that as
/// many nodes as it can manage run on the device they run on in \a reference. The names are
/// matched greedily, most shared nodes first; the result keeps \a solution's own names unless the
/// renaming keeps strictly more nodes in place.
Solution relabelledLike(const Cluster &cluster, const Solution &reference, Solution solution);

} // namespace regal
