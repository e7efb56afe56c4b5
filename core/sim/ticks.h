#pragma once

#include <cmath>
#include <cstdint>

namespace regal {

/// \brief Simulated time in whole picoseconds (docs/cost-model.md, "Time").
///
/// Every duration is rounded once to the nearest picosecond; sums of durations are then exact,
/// so events that are simultaneous on paper are simultaneous in the simulator.
using Ticks = std::int64_t;

inline constexpr double TicksPerSecond = 1e12;
/// The longest schedule a Problem accepts: 2^62 ps, about 53 days, far from overflow.
inline constexpr Ticks MaxScheduleTicks = Ticks(1) << 62;

/// Seconds to ticks, rounded to the nearest picosecond (halves away from zero). \a seconds must
/// be finite, non-negative and at most MaxScheduleTicks / TicksPerSecond.
inline Ticks toTicks(double seconds)
{
    return Ticks(std::llround(seconds * TicksPerSecond));
}

/// Ticks to seconds, correctly rounded.
inline double toSeconds(Ticks ticks)
{
    return double(ticks) / TicksPerSecond;
}

} // namespace regal
