#pragma once

#include <QString>

class QCustomPlot;

namespace regal {

/// Saves \a plot as a PDF when \a path ends in .pdf, else as a PNG at twice the screen
/// resolution; false when the file cannot be written.
bool exportPlot(QCustomPlot &plot, const QString &path);

} // namespace regal
