#pragma once

#include "core/sim/timeline.h"

#include <span>
#include <vector>

namespace regal {

/// \brief One device's arena: its size beside the ideal peak (the most bytes live at once).
struct ArenaDevice
{
    Bytes size = 0;
    Bytes peak = 0;
    Bytes parameters = 0; ///< weights, live for the whole run: part of both size and peak

    /// size / peak: 1 is a perfect plan; 1 also when the device holds nothing.
    double fragmentation() const { return peak > 0 ? double(size) / double(peak) : 1.0; }
    /// The same without the weights, which never fragment: what the activations' plan wastes.
    double activationFragmentation() const
    {
        return peak > parameters ? double(size - parameters) / double(peak - parameters) : 1.0;
    }
};

/// \brief Where every buffer of a timeline lives inside its device's arena.
struct ArenaPlan
{
    std::vector<Bytes> offset;         ///< by index of Timeline::buffers
    std::vector<ArenaDevice> devices;  ///< by device id
};

/// \brief The most bytes live at once on each device, from the buffer lifetimes alone: the
/// simulator's peak memory, recomputed.
std::vector<Bytes> idealPeaks(std::span<const BufferSpan> buffers, std::size_t deviceCount);

/// \brief An offset for every buffer such that buffers of one device that are live together
/// never share a byte.
///
/// Greedy by size, as TensorFlow Lite's and ONNX Runtime's memory planners do (Pisarchyk and
/// Lee, "Efficient Memory Management for Deep Neural Net Inference", 2020): the weights first
/// (they live for the whole run and fill [0, parameters)), then the largest buffer first, each
/// placed in a gap among the already placed buffers whose lifetimes overlap it.
/// The plan is made twice, once taking the first gap that fits and once the smallest, and each
/// device keeps the smaller arena. Quadratic in the buffers of a device in the worst case.
ArenaPlan planArena(std::span<const BufferSpan> buffers, std::size_t deviceCount);

/// \brief A plan in a few numbers: the largest fragmentation of its devices, and the largest
/// arena beside the largest peak.
struct ArenaSummary
{
    double worst = 1.0;
    double worstActivations = 1.0; ///< the largest activationFragmentation()
    Bytes largestArena = 0;
    Bytes largestPeak = 0;
};
ArenaSummary summarize(const ArenaPlan &plan);

} // namespace regal
