#pragma once

#include "core/base/result.h"

#include <functional>
#include <string>

namespace regal {

/// Reads a whole file; the error names the path and the reason.
Result<std::string> readTextFile(const std::string &path);

/// \brief Writes \a content so that \a path holds either the old or the new content, never a
/// mix: a temporary file beside it is written, flushed to disk and renamed over it.
Status writeFileAtomically(const std::string &path, const std::string &content);

/// Whether writeFileAtomically could write \a path now: its folder exists and takes a new file,
/// and \a path is not a folder. Commands check it before long work whose result goes there.
Status checkWritable(const std::string &path);

/// \brief The same guarantee for writers that insist on a file name of their own (image and PDF
/// exporters): \a write writes to the temporary name it is given, which keeps the extension of
/// \a path, and returns false on failure; the result is then flushed to disk and renamed over
/// \a path. On failure \a path is untouched and the temporary file removed.
Status writeFileThrough(const std::string &path, const std::function<bool(const std::string &temporary)> &write);

} // namespace regal
