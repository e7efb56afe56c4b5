#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <string>
#include <vector>

namespace regal {

/// The names of the sample graphs built into the programs, e.g. "inception".
std::vector<std::string> sampleNames();

/// The sample shown when no file is given.
inline constexpr const char *DefaultSample = "inception";

/// Reads \a argument as a graph: "sample:NAME" is a built-in sample, anything else a file path.
Result<Graph> loadGraphArgument(const std::string &argument);

} // namespace regal
