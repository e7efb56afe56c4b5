#pragma once

#include "core/graph/ids.h"

#include <vector>

namespace regal {

/// \brief A complete decision for every node: the device it runs on and its priority in [0, 1]
/// (higher runs first). It can be simulated, edited, saved and compared on its own.
struct Solution
{
    std::vector<DeviceId> device;
    std::vector<double> priority;

    std::size_t size() const { return device.size(); }
    friend bool operator==(const Solution &, const Solution &) = default;
};

} // namespace regal
