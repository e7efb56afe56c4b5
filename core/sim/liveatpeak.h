#pragma once

#include "core/sim/timeline.h"

#include <span>
#include <vector>

namespace regal {

/// \brief The moment a device's memory peaks and the buffers live then.
struct PeakMoment
{
    double time = 0.0;
    std::uint32_t step = 0;
    Bytes bytes = 0;                  ///< the peak: the bytes of \c live
    std::vector<std::uint32_t> live;  ///< indices of the buffers, largest first
};

/// The first moment \a device holds the most bytes (ties: the earliest), from the buffer
/// lifetimes of a timeline; an empty moment when the device holds nothing.
PeakMoment liveAtPeak(std::span<const BufferSpan> buffers, DeviceId device);

} // namespace regal
