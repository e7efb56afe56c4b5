#pragma once

#include "widgets/graph/graphlayout.h"

namespace regal {

/// \brief Wraps the long rows of a wide, shallow layout into lines, like a paragraph, so that a
/// graph of a few ranks with dozens of boxes each (a random graph, a wide ensemble) fills the
/// window instead of becoming a thin band when fitted.
///
/// Every row (the boxes of one rank) wider than a width W is cut, left to right, into lines no
/// wider than W, stacked close under each other; the ranks keep their order and the gaps between
/// them, and every line is centred. W is the width whose wrapped picture, fitted into a window of
/// the shape of \a viewport, shows the boxes largest. An edge whose two boxes moved together keeps
/// its route; the others run straight from the source's bottom to the target's top. \a sizes are
/// the box sizes of the request; a layout that gains nothing from wrapping is returned as it is.
GraphLayout wrapLayout(GraphLayout layout, const std::vector<QSizeF> &sizes,
                       const std::vector<std::pair<std::uint32_t, std::uint32_t>> &edges, QSizeF viewport);

} // namespace regal
