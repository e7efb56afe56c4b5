#include "core/io/import/importoptions.h"

#include <charconv>

namespace regal {

Result<std::pair<std::string, std::int64_t>> parseDimensionSetting(const std::string &text)
{
    const std::size_t equals = text.rfind('=');
    if (equals == std::string::npos || equals == 0)
        return Error{"--dim '" + text + "': expected NAME=VALUE, e.g. batch=8"};
    std::int64_t value = 0;
    const char *first = text.data() + equals + 1;
    const char *last = text.data() + text.size();
    const auto [end, code] = std::from_chars(first, last, value);
    if (code != std::errc() || end != last || value < 1 || value > MaxDimensionValue)
        return Error{"--dim '" + text + "': the value must be a whole number from 1 to " + std::to_string(MaxDimensionValue)};
    return std::pair{text.substr(0, equals), value};
}

} // namespace regal
