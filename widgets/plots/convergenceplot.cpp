#include "widgets/plots/convergenceplot.h"

#include "widgets/plots/plotunits.h"

#include <QFileInfo>
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
    m_bound = new QCPItemStraightLine(m_plot);
    m_bound->setPen(QPen(QColor(0xc0, 0x30, 0x30), 1.2, Qt::DashLine));

    // The bound appears in the legend through an empty graph with its pen.
    QCPGraph *boundLegend = m_plot->addGraph();
    boundLegend->setName(tr("lower bound"));
    boundLegend->setPen(m_bound->pen());

    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->xAxis->setLabel(tr("evaluations"));
    reset(Task::Runtime, 0.0);
}

void ConvergencePlot::reset(Task task, double lowerBound)
{
    m_task = task;
    m_lowerBound = lowerBound;
    m_best->data()->clear();
    m_mean->data()->clear();
    rescale();
}

int ConvergencePlot::pointCount() const
{
    return m_best->dataCount();
}

void ConvergencePlot::addPoints(const std::vector<ConvergencePoint> &points)
{
    for (const ConvergencePoint &point : points) {
        m_best->addData(double(point.evaluations), point.best);
        m_mean->addData(double(point.evaluations), point.mean);
    }
    rescale();
}

void ConvergencePlot::rescale()
{
    // Data are stored in seconds or bytes; the axis shows them in a readable unit via its ticker.
    bool found = false;
    const QCPRange valueRange = m_mean->data()->isEmpty() ? QCPRange(0, 1) : m_mean->getValueRange(found);
    const QCPRange bestRange = m_best->data()->isEmpty() ? QCPRange(0, 1) : m_best->getValueRange(found);
    double lower = std::min(bestRange.lower, m_lowerBound > 0.0 ? m_lowerBound : bestRange.lower);
    double upper = std::max(valueRange.upper, bestRange.upper);
    const PlotUnit unit = m_task == Task::Runtime ? timeUnit(upper) : byteUnit(upper);
    m_scale = unit.divisor;
    m_plot->yAxis->setLabel(m_task == Task::Runtime ? tr("makespan (%1)").arg(unit.label)
                                                    : tr("peak memory (%1)").arg(unit.label));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const double span = upper - lower;
    lower -= span * 0.05 + 1e-12;
    upper += span * 0.05 + 1e-12;
    const double step = (upper - lower) / 5.0;
    for (int tick = 0; tick <= 5; ++tick) {
        const double value = lower + step * tick;
        ticker->addTick(value, QLocale().toString(value / m_scale, 'g', 4));
    }
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(lower, upper);
    bool any = false;
    const QCPRange keys = m_best->getKeyRange(any);
    m_plot->xAxis->setRange(0, any ? std::max(1.0, keys.upper * 1.02) : 1.0);
    m_bound->point1->setCoords(0, m_lowerBound);
    m_bound->point2->setCoords(1, m_lowerBound);
    m_bound->setVisible(m_lowerBound > 0.0);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool ConvergencePlot::exportImage(const QString &path)
{
    if (QFileInfo(path).suffix().compare(QStringLiteral("pdf"), Qt::CaseInsensitive) == 0)
        return m_plot->savePdf(path, 800, 500);
    return m_plot->savePng(path, 800, 500, 2.0);
}

} // namespace regal
