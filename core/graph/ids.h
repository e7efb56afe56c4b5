#pragma once

#include <cstdint>
#include <limits>

namespace regal {

using NodeId = std::uint32_t;
using DeviceId = std::uint32_t;
using Bytes = std::int64_t;

inline constexpr NodeId InvalidNode = std::numeric_limits<NodeId>::max();
inline constexpr DeviceId InvalidDevice = std::numeric_limits<DeviceId>::max();

/// The most devices a cluster may have: device sets are 64-bit masks in the hot paths.
inline constexpr int MaxDevices = 64;

} // namespace regal
