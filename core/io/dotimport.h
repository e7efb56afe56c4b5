#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <string>

namespace regal {

/// \brief Reads a Graphviz DOT digraph through cgraph.
///
/// Node attributes: \c op (else the label), \c group, \c cost, \c flops, \c bytes_accessed,
/// \c bytes (the size of output 0), \c param_bytes, \c temp_bytes, \c device. Edge attributes:
/// \c bytes gives the edge a tensor of its own (a new output port of the tail node), and
/// \c control = true makes it an ordering edge without data. Numbers may be written as 1e6.
Result<Graph> readDot(const std::string &text, const std::string &source);

} // namespace regal
