#include "core/base/counted.h"

#include <fmt/format.h>

namespace regal {

std::string counted(std::int64_t count, const std::string &noun)
{
    return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
}

} // namespace regal
