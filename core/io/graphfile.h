#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <string>

namespace regal {

/// \brief The file formats a graph can be read from.
enum class GraphFormat { Regal, Dot };

/// The format of \a path by its extension, or an error that lists the known ones.
Result<GraphFormat> graphFormatOf(const std::string &path);

/// Reads a graph from \a path in any importable format, chosen by extension.
Result<Graph> loadGraph(const std::string &path);

/// Reads a graph from \a text in \a format; \a source names it in messages.
Result<Graph> parseGraph(const std::string &text, GraphFormat format, const std::string &source);

} // namespace regal
