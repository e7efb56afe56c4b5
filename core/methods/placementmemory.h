#pragma once

#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief The memory of every device while a placer assigns nodes one at a time, in the order
/// they would run, counted as the simulator counts it (SPEC section 2, item 5): params for the
/// whole run, outputs from their producer's start, received copies from their first reader's
/// placement, temp while the node runs.
///
/// A placer knows no finish times of nodes it has not placed yet, so frees are conservative: a
/// buffer stays live until every consumer slot of it (and of its aliases) is placed, wherever
/// that consumer goes, and a received copy until every consumer of its tensor is placed.
class PlacementMemory
{
public:
    /// \a capacity: bytes per device, 0 for unlimited (as Device::memoryBytes).
    PlacementMemory(const Problem &problem, std::vector<Bytes> capacity);

    /// Bytes \a device would hold at its busiest with \a node on it: the params of the nodes it
    /// has and of \a node (which live from the start), plus the larger of its busiest moment so
    /// far and the moment \a node runs (what it holds now, the copies of \a node's inputs it
    /// would receive, \a node's outputs and temp).
    Bytes need(NodeId node, DeviceId device) const;
    /// Bytes above capacity if \a node ran on \a device now (0 when it fits or is unlimited).
    Bytes overflow(NodeId node, DeviceId device) const;
    bool fits(NodeId node, DeviceId device) const { return overflow(node, device) == 0; }

    /// Puts \a node on \a device: allocates its params, copies and outputs, then frees what its
    /// placement releases.
    void place(NodeId node, DeviceId device);

    DeviceId deviceOf(NodeId node) const { return m_device[node]; }
    Bytes held(DeviceId device) const { return m_live[device] + m_params[device]; }
    Bytes capacity(DeviceId device) const { return m_capacity[device]; }

private:
    bool hasCopy(std::uint32_t output, DeviceId device) const;
    /// Bytes other than params while \a node runs on \a device now.
    Bytes active(NodeId node, DeviceId device) const;

    const Problem &m_problem;
    std::vector<Bytes> m_capacity;
    std::vector<DeviceId> m_device;
    std::vector<Bytes> m_live;   ///< per device: outputs and copies held
    std::vector<Bytes> m_params; ///< per device
    std::vector<Bytes> m_busiest; ///< per device: the most bytes other than params so far
    std::vector<std::uint32_t> m_rootHolds;       ///< per buffer root: consumer slots not placed
    std::vector<std::uint32_t> m_consumersLeft;   ///< per output: consumer slots not placed
    std::vector<std::uint64_t> m_copies;          ///< per output: devices holding a received copy
    std::vector<unsigned char> m_kept;            ///< per buffer root: a graph output
};

} // namespace regal
