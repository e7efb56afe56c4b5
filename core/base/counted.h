#pragma once

#include <cstdint>
#include <string>

namespace regal {

/// "1 device", "4 devices", "0 outputs": \a count and the \a noun, with an s but for one. For
/// messages in English (the command line's, the importers' notes); the Studio translates its own.
std::string counted(std::int64_t count, const std::string &noun);

} // namespace regal
