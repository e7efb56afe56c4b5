#pragma once

#include "widgets/graph/graphlayout.h"

namespace regal {

/// Graphviz dot through cgraph, ranks from top to bottom, under graphvizMutex(); splines included.
GraphLayout dotLayout(const LayoutRequest &request);
/// Longest-path ranks from top to bottom, barycentre ordering, straight edges.
GraphLayout layeredLayout(const LayoutRequest &request);

} // namespace regal
