#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace regal {

/// The offset of the first byte of \a text that is not part of well-formed UTF-8 (RFC 3629: no
/// overlong forms, no surrogates, nothing above U+10FFFF), or nullopt when all of it is.
std::optional<std::size_t> invalidUtf8At(std::string_view text);

/// \a text with every byte that is not well-formed UTF-8 replaced by U+FFFD.
std::string toValidUtf8(std::string_view text);

} // namespace regal
