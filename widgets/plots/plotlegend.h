#pragma once

#include <QPointF>
#include <vector>

class QCustomPlot;

namespace regal {

/// Puts the legend of \a plot, which sits in its axis rect's inset layout, in the corner of the
/// axis rect where it covers the fewest of \a points (pixel positions, with a marker's radius of
/// room), the top right on ties, so that it hides no data it need not hide.
void placeLegendAwayFrom(QCustomPlot &plot, const std::vector<QPointF> &points);

} // namespace regal
