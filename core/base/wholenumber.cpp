#include "core/base/wholenumber.h"

#include <cmath>

namespace regal {
namespace {

/// 2^63: -2^63 and 2^63 are exact doubles, and every double in (-2^63 - 1, 2^63) converts.
constexpr double limit = 9223372036854775808.0;

} // namespace

std::optional<std::int64_t> wholeNumber(double value, std::int64_t low, std::int64_t high)
{
    if (!std::isfinite(value) || std::floor(value) != value || value < -limit || value >= limit)
        return std::nullopt;
    const auto whole = static_cast<std::int64_t>(value);
    if (whole < low || whole > high)
        return std::nullopt;
    return whole;
}

std::optional<std::int64_t> saturatedInteger(double value)
{
    if (std::isnan(value))
        return std::nullopt;
    if (value >= limit)
        return std::numeric_limits<std::int64_t>::max();
    if (value <= -limit)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(value);
}

} // namespace regal
