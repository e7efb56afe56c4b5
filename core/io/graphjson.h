#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <string>

namespace regal {

/// Reads a "regal-graph" document (SPEC section 6). \a source names it in messages.
Result<Graph> readGraphJson(const std::string &text, const std::string &source);

/// Writes \a graph as a "regal-graph" document, one node per line, unknown fields kept.
std::string writeGraphJson(const Graph &graph);

} // namespace regal
