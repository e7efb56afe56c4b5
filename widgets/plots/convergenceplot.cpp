#include "widgets/plots/convergenceplot.h"

#include "widgets/plots/plotexport.h"
#include "widgets/plots/plotlegend.h"
#include "widgets/plots/plotunits.h"

#include <algorithm>
#include <limits>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace regal {

ConvergencePlot::ConvergencePlot(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(240, 160);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);

    m_mean = m_plot->addGraph();
    m_mean->setName(tr("population mean"));
    m_mean->setPen(QPen(QColor(0x9a, 0xb6, 0xd8), 1.2));
    m_best = m_plot->addGraph();
    m_best->setName(tr("best so far"));
    m_best->setPen(QPen(QColor(0x1f, 0x4e, 0x99), 2.2));
    m_best->setLineStyle(QCPGraph::lsStepLeft);
    m_leastOverMemory = m_plot->addGraph();
    m_leastOverMemory->setName(tr("least over memory so far"));
    m_leastOverMemory->setPen(QPen(QColor(0xd9, 0x6c, 0x00), 2.2, Qt::DashLine));
    m_leastOverMemory->setLineStyle(QCPGraph::lsStepLeft);
    m_bound = new QCPItemStraightLine(m_plot);
    m_bound->setPen(QPen(QColor(0xc0, 0x30, 0x30), 1.2, Qt::DashLine));

    // The bound appears in the legend through an empty graph with its pen.
    QCPGraph *boundLegend = m_plot->addGraph();
    boundLegend->setName(tr("lower bound"));
    boundLegend->setPen(m_bound->pen());

    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    keepLegendAwayFromTraces(*m_plot);
    m_plot->xAxis->setLabel(tr("evaluations"));
    reset(Task::Runtime, 0.0);
}

void ConvergencePlot::reset(Task task, double lowerBound)
{
    m_task = task;
    m_lowerBound = lowerBound;
    m_points.clear();
    rescale();
}

int ConvergencePlot::pointCount() const
{
    return int(m_points.size());
}

void ConvergencePlot::addPoints(const std::vector<ConvergencePoint> &points)
{
    m_points.insert(m_points.end(), points.begin(), points.end());
    rescale();
}

void ConvergencePlot::rescale()
{
    // The curves are kept in seconds or bytes and shown in the unit that suits their size.
    double upper = m_lowerBound;
    for (const ConvergencePoint &point : m_points)
        upper = std::max({upper, point.best, point.mean});
    const PlotUnit unit = m_task == Task::Runtime ? timeUnit(upper) : byteUnit(upper);
    m_plot->yAxis->setLabel(m_task == Task::Runtime ? tr("makespan (%1)").arg(unit.label)
                                                    : tr("peak memory (%1)").arg(unit.label));
    // Each best curve is broken (NaN) where the other is drawn; the over-memory one runs on to
    // the first point that fits, so that the steps join.
    const double gap = std::numeric_limits<double>::quiet_NaN();
    QVector<double> keys, best, fitting, overMemory, mean;
    bool anyOverMemory = false;
    for (std::size_t index = 0; index < m_points.size(); ++index) {
        const ConvergencePoint &point = m_points[index];
        keys.append(double(point.evaluations));
        best.append(point.best / unit.divisor);
        fitting.append(point.overMemory ? gap : best.back());
        const bool joinsOverMemory = index > 0 && m_points[index - 1].overMemory;
        overMemory.append(point.overMemory || joinsOverMemory ? best.back() : gap);
        mean.append(point.mean / unit.divisor);
        anyOverMemory = anyOverMemory || point.overMemory;
    }
    m_best->setData(keys, fitting, true);
    m_leastOverMemory->setData(keys, overMemory, true);
    if (anyOverMemory != m_leastOverMemory->visible()) {
        m_leastOverMemory->setVisible(anyOverMemory);
        if (anyOverMemory)
            m_leastOverMemory->addToLegend();
        else
            m_leastOverMemory->removeFromLegend();
    }
    m_mean->setData(keys, mean, true);
    const double bound = m_lowerBound / unit.divisor;
    m_bound->point1->setCoords(0, bound);
    m_bound->point2->setCoords(1, bound);
    m_bound->setVisible(m_lowerBound > 0.0);
    if (m_points.empty()) {
        m_plot->xAxis->setRange(0, 1);
        m_plot->yAxis->setRange(0, std::max(1.0, bound * 1.2));
    } else {
        m_plot->xAxis->setRange(0, std::max(1.0, keys.back() * 1.02));
        double lower = bound > 0.0 ? bound : *std::min_element(best.begin(), best.end());
        double top = std::max(*std::max_element(mean.begin(), mean.end()), *std::max_element(best.begin(), best.end()));
        const double margin = std::max(1e-12, (top - lower) * 0.08);
        m_plot->yAxis->setRange(lower - margin, top + margin);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool ConvergencePlot::exportImage(const QString &path)
{
    return exportPlot(*m_plot, path);
}

} // namespace regal
