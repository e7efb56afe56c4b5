#pragma once

#include "widgets/graph/graphlayout.h"

namespace regal {

/// Graphviz dot through cgraph, under graphvizMutex(); splines included.
GraphLayout dotLayout(const LayoutRequest &request);
/// Longest-path ranks, barycentre ordering, straight edges.
GraphLayout layeredLayout(const LayoutRequest &request);

} // namespace regal
