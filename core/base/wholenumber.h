#pragma once

#include <cstdint>
#include <limits>
#include <optional>

namespace regal {

/// \a value as an integer when it is a whole number in [\a low, \a high], else nullopt. Every
/// reader converts a file's double to an integer through this: NaN, infinity, fractions and
/// values past the 64-bit range never reach the conversion, whose result would be undefined.
std::optional<std::int64_t> wholeNumber(double value, std::int64_t low = std::numeric_limits<std::int64_t>::min(),
                                        std::int64_t high = std::numeric_limits<std::int64_t>::max());

/// \a value truncated toward zero and saturated to the 64-bit range, for a tensor's values in
/// shape arithmetic; nullopt for NaN.
std::optional<std::int64_t> saturatedInteger(double value);

} // namespace regal
