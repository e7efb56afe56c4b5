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

/// \brief What a buffer holds.
enum class BufferKind : std::uint8_t {
    Parameters, ///< an op's weights, on its device for the whole run
    Output,     ///< an output on its producer's device (aliases share it)
    Scratch,    ///< temp_bytes, from the start to the finish of its op
    Copy,       ///< an output received from another device
};

/// "parameters", "output", "scratch" or "copy", as files and reports name the kinds.
const char *bufferKindName(BufferKind kind);

/// \brief One buffer's life on one device: when it was allocated and freed.
///
/// Times are in seconds; steps count the simulator's memory events (frees before allocations
/// at equal times, and an operation's outputs and scratch in one step), so two buffers of one
/// device are live together exactly when allocStep < other.freeStep and other.allocStep <
/// freeStep, even when an instant holds several events. Parameters and graph outputs are freed
/// at the end of the run.
struct BufferSpan
{
    BufferKind kind = BufferKind::Output;
    NodeId node = InvalidNode;             ///< the producer, or the op owning params/scratch
    std::uint32_t output = 0xffffffffu;    ///< global output index for outputs and copies
    DeviceId device = InvalidDevice;
    Bytes bytes = 0;
    double alloc = 0.0;
    double free = 0.0;
    std::uint32_t allocStep = 0;
    std::uint32_t freeStep = 0;

    bool overlaps(const BufferSpan &other) const
    {
        return allocStep < other.freeStep && other.allocStep < freeStep;
    }
};

/// \brief The full record of one simulation, for the Gantt and memory views.
struct Timeline
{
    Metrics metrics;
    std::vector<OpSpan> ops;                      ///< by node id
    std::vector<TransferSpan> transfers;          ///< in start order
    std::vector<std::vector<MemoryPoint>> memory; ///< per device, every change in time order
    std::vector<BufferSpan> buffers;              ///< every buffer of more than 0 bytes, by allocation

    /// Node ids of each device in the order they started.
    std::vector<std::vector<NodeId>> deviceOrder() const;
};

} // namespace regal
