#pragma once

#include <string>
#include <string_view>

namespace regal {

/// \brief SHA-256 (FIPS 180-4) of \a data as 64 lowercase hex digits.
std::string sha256Hex(std::string_view data);

} // namespace regal
