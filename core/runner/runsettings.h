#pragma once

#include "core/base/result.h"
#include "core/graph/ids.h"
#include "core/sim/objective.h"
#include "core/sim/solution.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief What one background run is asked to do.
struct RunSettings
{
    Task task = Task::Runtime;
    /// A method name known to the MethodRegistry, e.g. "brkga" or "random".
    std::string method = "brkga";
    /// Evaluations (decode plus simulate) the run may spend; range [1, 1e9], default 2000.
    std::int64_t budget = 2000;
    std::uint64_t seed = 1;
    /// Worker threads for decoding; 0 means one per hardware thread. Range [0, 256].
    int threads = 0;
    /// Individuals per BRKGA generation; range [4, 100000], default 100.
    int populationSize = 100;
    /// A solution to put into the first generation (a hand-edited one, say), or none.
    std::optional<Solution> start;
    /// Per node the device it must stay on, or InvalidDevice; empty means no pins.
    std::vector<DeviceId> pins;

    /// Checks the ranges above; the message names the field.
    Status validate() const;
};

} // namespace regal
