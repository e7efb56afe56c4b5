#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <map>
#include <string>

namespace regal {

/// \brief Choices a person makes when importing a model from another framework.
struct ImportOptions
{
    /// Values for dynamic dimensions, by symbolic name ("batch", "p2o.DynamicDimension.0") or,
    /// for a dimension without a name, by "TENSOR[AXIS]" ("input[0]"). Values must be >= 1.
    std::map<std::string, std::int64_t> dimensions;
};

/// The largest value a dynamic dimension may be given.
inline constexpr std::int64_t MaxDimensionValue = std::int64_t(1) << 31;

/// Parses "NAME=VALUE" as given to `--dim`; the error says what was expected.
Result<std::pair<std::string, std::int64_t>> parseDimensionSetting(const std::string &text);

} // namespace regal
