#pragma once

#include "core/runner/generationstatus.h"
#include "core/sim/objective.h"

#include <QWidget>

class QCPGraph;
class QCPItemStraightLine;
class QCustomPlot;

namespace regal {

/// \brief Best and population mean per generation against evaluations, with the lower bound.
/// While the best solution so far overflows a device's memory, its curve is drawn apart, orange and
/// dashed: the search then ranks by the overflow, so that curve may rise.
///
/// Points arrive in batches from the runner; the plot replots through rpQueuedReplot, so many
/// batches in one event-loop turn cost one repaint.
class ConvergencePlot final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConvergencePlot)
public:
    explicit ConvergencePlot(QWidget *parent = nullptr);

    /// Clears the curves and sets what the values mean: seconds (runtime) or bytes (memory).
    void reset(Task task, double lowerBound);
    void addPoints(const std::vector<ConvergencePoint> &points);
    int pointCount() const;
    QCustomPlot *plot() const { return m_plot; }

    /// PNG or PDF by suffix.
    bool exportImage(const QString &path);

private:
    void rescale();

    QCustomPlot *m_plot;
    QCPGraph *m_best;
    QCPGraph *m_leastOverMemory;
    QCPGraph *m_mean;
    QCPItemStraightLine *m_bound;
    Task m_task = Task::Runtime;
    double m_lowerBound = 0.0;
    std::vector<ConvergencePoint> m_points;
};

} // namespace regal
