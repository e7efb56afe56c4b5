#pragma once

#include "widgets/graph/graphlayout.h"

namespace regal {

/// The view fits no closer than this, so reshaping a layout that fits at it gains nothing.
constexpr double MaximumFitScale = 1.2;

/// How much larger a reshaped layout (wrapped, folded) must show the boxes than the layout it
/// replaces, to pay for the edges it bends or straightens.
constexpr double ReshapeGain = 1.1;

/// The scale at which \a bounds fit into \a viewport with a margin of \a margin on every side.
double fitScale(QSizeF bounds, QSizeF viewport, double margin = 40.0);
/// The scale at which the view shows a layout of \a bounds fitted into \a viewport: fitScale(),
/// but never closer than MaximumFitScale.
double shownScale(QSizeF bounds, QSizeF viewport);

/// \brief The boxes of one rank: a row of a top-to-bottom layout.
struct LayoutRow
{
    double center = 0.0;
    double top = 0.0;
    double bottom = 0.0;
    std::vector<std::uint32_t> boxes; ///< left to right
};

/// The boxes of \a layout grouped into rows by their centre's height, top to bottom.
std::vector<LayoutRow> rowsOf(const GraphLayout &layout, const std::vector<QSizeF> &sizes);

/// A polyline as a Bezier chain of straight pieces, for a layout drawn with splines.
std::vector<QPointF> asBezierChain(const std::vector<QPointF> &polyline);

} // namespace regal
