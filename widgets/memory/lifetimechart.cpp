#include "widgets/memory/lifetimechart.h"

#include "widgets/graph/nodecoloring.h"
#include "widgets/plots/plotunits.h"
#include "widgets/session/nodeselection.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <array>

namespace regal {
namespace {

constexpr double LeftMargin = 64.0;
constexpr double BottomMargin = 40.0;
constexpr double Margin = 8.0;
constexpr int MostTicks = 8; ///< steps on an axis at the most

} // namespace

LifetimeChart::LifetimeChart(const NodeSelection &selection, QWidget *parent)
    : QWidget(parent), m_selection(selection)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    connect(&m_selection, &NodeSelection::changed, this, qOverload<>(&QWidget::update));
}

void LifetimeChart::setData(const Timeline *timeline, const ArenaPlan *plan, DeviceId device, double peakTime)
{
    m_timeline = timeline;
    m_plan = plan;
    m_device = device;
    m_peakTime = peakTime;
    m_shown.clear();
    if (m_timeline && m_plan)
        for (std::uint32_t index = 0; index < m_timeline->buffers.size(); ++index) {
            const BufferSpan &buffer = m_timeline->buffers[index];
            if (buffer.device == device && (m_weightsShown || buffer.kind != BufferKind::Parameters))
                m_shown.push_back(index);
        }
    update();
}

void LifetimeChart::setWeightsShown(bool shown)
{
    m_weightsShown = shown;
    setData(m_timeline, m_plan, m_device, m_peakTime);
}

Bytes LifetimeChart::base() const
{
    return m_weightsShown || !m_plan ? 0 : m_plan->devices[m_device].parameters;
}

QRectF LifetimeChart::plotArea() const
{
    return QRectF(LeftMargin, Margin, std::max(1.0, width() - LeftMargin - Margin),
                  std::max(1.0, height() - Margin - BottomMargin));
}

QRectF LifetimeChart::bufferRect(std::uint32_t index) const
{
    const QRectF area = plotArea();
    const BufferSpan &buffer = m_timeline->buffers[index];
    const double makespan = std::max(1e-15, m_timeline->metrics.makespan);
    const double height = double(std::max<Bytes>(1, m_plan->devices[m_device].size - base()));
    const double offset = double(m_plan->offset[index] - base());
    const double left = area.left() + buffer.alloc / makespan * area.width();
    const double right = area.left() + buffer.free / makespan * area.width();
    const double top = area.bottom() - (offset + double(buffer.bytes)) / height * area.height();
    const double bottom = area.bottom() - offset / height * area.height();
    // At least a pixel each way, so that short or small buffers stay visible and clickable.
    return QRectF(QPointF(left, top), QPointF(std::max(right, left + 1.0), std::max(bottom, top + 1.0)));
}

double LifetimeChart::peakX() const
{
    const QRectF area = plotArea();
    if (!m_timeline)
        return area.left();
    return area.left() + m_peakTime / std::max(1e-15, m_timeline->metrics.makespan) * area.width();
}

std::optional<std::uint32_t> LifetimeChart::bufferAt(QPointF point) const
{
    if (!m_timeline || !m_plan)
        return std::nullopt;
    std::optional<std::uint32_t> found;
    for (const std::uint32_t index : m_shown)
        if (bufferRect(index).contains(point)
            && (!found || m_timeline->buffers[index].bytes < m_timeline->buffers[*found].bytes))
            found = index;
    return found;
}

void LifetimeChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    if (!m_timeline || !m_plan) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No solution"));
        return;
    }
    // One batch per kind: parameters grey, outputs in the device's colour, scratch lighter,
    // received copies darker.
    const QColor device = DevicePalette::color(m_device);
    const std::array<QColor, 4> fills{QColor(0xb0, 0xb0, 0xb0), device, device.lighter(150), device.darker(140)};
    std::array<QList<QRectF>, 4> batches;
    QList<QRectF> selected;
    for (const std::uint32_t index : m_shown) {
        const QRectF box = bufferRect(index);
        batches[std::size_t(m_timeline->buffers[index].kind)].append(box);
        if (m_selection.contains(m_timeline->buffers[index].node))
            selected.append(box);
    }
    painter.setClipRect(area.adjusted(-1, -1, 1, 1));
    for (std::size_t kind = 0; kind < batches.size(); ++kind) {
        painter.setPen(batches[kind].size() > 2000 ? Qt::NoPen : QPen(fills[kind].darker(160), 0));
        painter.setBrush(fills[kind]);
        painter.drawRects(batches[kind]);
    }
    // The selection outlined in black, as in the Gantt chart.
    painter.setPen(QPen(Qt::black, 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRects(selected);
    const QColor peakColor(0xb0, 0x00, 0x20);
    painter.setPen(QPen(peakColor, 2, Qt::DashLine));
    painter.drawLine(QPointF(peakX(), area.top()), QPointF(peakX(), area.bottom()));
    painter.setClipping(false);
    painter.setPen(peakColor);
    const QString peakLabel = tr("peak");
    const double labelWidth = QFontMetricsF(font()).horizontalAdvance(peakLabel);
    painter.drawText(QPointF(std::min(peakX() + 4, area.right() - labelWidth), area.top() + QFontMetricsF(font()).ascent()),
                     peakLabel);
    paintAxes(painter, area);
}

void LifetimeChart::paintAxes(QPainter &painter, const QRectF &area) const
{
    painter.setPen(palette().color(QPalette::Text));
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    painter.drawLine(area.bottomLeft(), area.topLeft());
    const double makespan = m_timeline->metrics.makespan;
    const double low = double(base());
    const double arena = double(m_plan->devices[m_device].size);
    const PlotUnit time = timeUnit(makespan);
    const PlotUnit bytes = byteUnit(arena);
    const QFontMetricsF metrics(font());
    // Round ticks in the axis' unit.
    const double end = makespan / time.divisor;
    for (double tick : roundTicks(0.0, end, MostTicks)) {
        const double x = area.left() + tick / end * area.width();
        const QString timeText = QLocale().toString(tick, 'g', 6);
        painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3));
        const double textWidth = metrics.horizontalAdvance(timeText);
        painter.drawText(QPointF(std::clamp(x - textWidth / 2, 0.0, width() - textWidth), area.bottom() + 4 + metrics.ascent()),
                         timeText);
    }
    const double bottom = low / bytes.divisor;
    const double top = arena / bytes.divisor;
    for (double tick : roundTicks(bottom, top, MostTicks)) {
        const double y = area.bottom() - (tick - bottom) / (top - bottom) * area.height();
        painter.drawLine(QPointF(area.left() - 3, y), QPointF(area.left(), y));
        painter.drawText(QRectF(0, y - metrics.height() / 2, area.left() - 5, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(tick, 'g', 6));
    }
    painter.save();
    painter.translate(metrics.height() * 0.8, area.center().y());
    painter.rotate(-90);
    const QString offsetLabel = tr("offset (%1)").arg(bytes.label);
    painter.drawText(QPointF(-metrics.horizontalAdvance(offsetLabel) / 2, 0), offsetLabel);
    painter.restore();
    const QString timeLabel = tr("time (%1)").arg(time.label);
    painter.drawText(QPointF(area.center().x() - metrics.horizontalAdvance(timeLabel) / 2,
                             area.bottom() + 6 + metrics.height() + metrics.ascent()),
                     timeLabel);
}

void LifetimeChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    if (const std::optional<std::uint32_t> index = bufferAt(event->position()))
        emit bufferClicked(*index);
}

} // namespace regal
