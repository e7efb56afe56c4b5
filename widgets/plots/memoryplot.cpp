#include "widgets/plots/memoryplot.h"

#include "widgets/graph/nodecoloring.h"
#include "widgets/plots/plotexport.h"
#include "widgets/plots/plotlegend.h"
#include "widgets/plots/plotunits.h"
#include "widgets/session/session.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

namespace regal {

MemoryPlot::MemoryPlot(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(240, 160);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    keepLegendAwayFromTraces(*m_plot);
    connect(&m_session, &Session::solutionChanged, this, &MemoryPlot::refresh);
    connect(&m_session, &Session::problemChanged, this, &MemoryPlot::refresh);
    if (m_session.hasProblem())
        refresh();
}

void MemoryPlot::refresh()
{
    m_plot->clearGraphs();
    m_plot->clearItems();
    if (!m_session.hasProblem())
        return;
    const Timeline &timeline = m_session.timeline();
    const Cluster &cluster = m_session.cluster();
    double largest = 1.0;
    for (const Device &device : cluster.devices)
        largest = std::max(largest, double(device.memoryBytes));
    Bytes peak = 0;
    for (Bytes devicePeak : timeline.metrics.peakMemory)
        peak = std::max(peak, devicePeak);
    const bool capacityShown = largest <= 4.0 * double(std::max<Bytes>(peak, 1));
    const double top = std::max(double(peak), capacityShown ? largest : 0.0);
    const PlotUnit bytes = byteUnit(top);
    const PlotUnit time = timeUnit(timeline.metrics.makespan);
    for (std::size_t device = 0; device < timeline.memory.size(); ++device) {
        const QColor color = DevicePalette::color(DeviceId(device));
        QCPGraph *graph = m_plot->addGraph();
        graph->setName(QString::fromStdString(cluster.devices[device].name));
        graph->setPen(QPen(color, 1.8));
        graph->setLineStyle(QCPGraph::lsStepLeft);
        QVector<double> keys, values;
        for (const MemoryPoint &point : timeline.memory[device]) {
            keys.append(point.time / time.divisor);
            values.append(double(point.bytes) / bytes.divisor);
        }
        if (!keys.isEmpty()) {
            keys.append(timeline.metrics.makespan / time.divisor);
            values.append(values.back());
        }
        graph->setData(keys, values, true);
        const Bytes capacity = cluster.devices[device].memoryBytes;
        if (capacity > 0 && capacityShown) {
            auto *line = new QCPItemStraightLine(m_plot);
            line->setPen(QPen(color, 1.2, Qt::DashLine));
            line->point1->setCoords(0, double(capacity) / bytes.divisor);
            line->point2->setCoords(1, double(capacity) / bytes.divisor);
        }
    }
    m_plot->xAxis->setLabel(tr("time (%1)").arg(time.label));
    m_plot->yAxis->setLabel(tr("memory in use (%1)").arg(bytes.label));
    m_plot->xAxis->setRange(0, std::max(1e-12, timeline.metrics.makespan / time.divisor));
    m_plot->yAxis->setRange(0, top / bytes.divisor * 1.08 + 1e-9);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool MemoryPlot::exportImage(const QString &path)
{
    return exportPlot(*m_plot, path);
}

} // namespace regal
