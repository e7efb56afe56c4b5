#pragma once

#include "core/base/result.h"

#include <string>

namespace regal {

/// Reads a whole file; the error names the path and the reason.
Result<std::string> readTextFile(const std::string &path);

/// \brief Writes \a content so that \a path holds either the old or the new content, never a
/// mix: a temporary file beside it is written, flushed to disk and renamed over it.
Status writeFileAtomically(const std::string &path, const std::string &content);

} // namespace regal
