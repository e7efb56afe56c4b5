#pragma once

#include "core/sim/metrics.h"

#include <vector>

namespace regal {

/// \brief When one operation ran.
struct OpSpan
{
    DeviceId device = InvalidDevice;
    double start = 0.0;
    double finish = 0.0;
};

/// \brief One copy of an output from one device to another.
struct TransferSpan
{
    std::uint32_t output = 0; ///< global output index (Graph::outputIndex)
    DeviceId from = InvalidDevice;
    DeviceId to = InvalidDevice;
    Bytes bytes = 0;
    double start = 0.0;
    double finish = 0.0;
};

/// \brief The memory in use on a device from \c time on.
struct MemoryPoint
{
    double time = 0.0;
    Bytes bytes = 0;
};

/// \brief The full record of one simulation, for the Gantt and memory views.
struct Timeline
{
    Metrics metrics;
    std::vector<OpSpan> ops;                      ///< by node id
    std::vector<TransferSpan> transfers;          ///< in start order
    std::vector<std::vector<MemoryPoint>> memory; ///< per device, every change in time order

    /// Node ids of each device in the order they started.
    std::vector<std::vector<NodeId>> deviceOrder() const;
};

} // namespace regal
