#pragma once

#include <QPointF>
#include <functional>
#include <vector>

class QCustomPlot;

namespace regal {

/// Puts the legend of \a plot, which sits in its axis rect's inset layout, in the corner of the
/// axis rect where it covers the fewest of \a points (pixel positions, with a marker's radius of
/// room), so that it hides no data it need not hide. It stays where it is while no other corner
/// hides fewer, and moves to the first of top right, top left, bottom right and bottom left that
/// hides fewest. True when it moved.
bool placeLegendAwayFrom(QCustomPlot &plot, const std::vector<QPointF> &points);

/// Where the graphs and the straight lines of \a plot run, in pixels: each sampled every few
/// pixels across the axis rect (a graph at the value of its last point at or before each pixel).
std::vector<QPointF> tracePixels(const QCustomPlot &plot);

/// Keeps the legend of \a plot away from its data for good: after every replot, when the axes
/// and the data are where they are drawn, \a points gives the data's pixel positions, the legend
/// takes its corner by placeLegendAwayFrom(), and the plot is drawn again if it moved.
void keepLegendAwayFrom(QCustomPlot &plot, std::function<std::vector<QPointF>()> points);
/// The same for the plot's traces (tracePixels()).
void keepLegendAwayFromTraces(QCustomPlot &plot);

} // namespace regal
