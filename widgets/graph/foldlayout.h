#pragma once

#include "widgets/graph/graphlayout.h"

namespace regal {

/// \brief Folds a top-to-bottom layout into side-by-side columns, like a newspaper, so that a
/// long chain (a ResNet, a 100-layer training step) fills a wide window instead of becoming a
/// thin strip when fitted.
///
/// The ranks (rows of boxes) are cut into contiguous bands; band k becomes column k, left to
/// right. The number of columns is the one whose folded picture, fitted into a window of the
/// shape of \a viewport, shows the boxes largest. Edges inside a band keep their routes; an
/// edge between bands leaves its source downwards, runs through the gutter right of the
/// source's column and enters its target from above. \a sizes are the box sizes of the
/// request; a layout that gains nothing from folding is returned as it is.
GraphLayout foldLayout(GraphLayout layout, const std::vector<QSizeF> &sizes,
                       const std::vector<std::pair<std::uint32_t, std::uint32_t>> &edges, QSizeF viewport);

} // namespace regal
