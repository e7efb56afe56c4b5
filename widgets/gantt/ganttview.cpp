#include "widgets/gantt/ganttview.h"

#include "widgets/graph/nodecoloring.h"
#include "widgets/plots/plotunits.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QContextMenuEvent>
#include <QFileInfo>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace regal {
namespace {

constexpr int LabelWidth = 120;
constexpr int AxisHeight = 24;
constexpr int LaneHeight = 26;
constexpr int LinkLaneHeight = 16;
constexpr int ScrollSteps = 1000;
const QColor TransferColor(0x8a, 0x9b, 0xb0);

} // namespace

GanttView::GanttView(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_scroll(new QScrollBar(Qt::Horizontal, this)),
      m_vertical(new QScrollBar(Qt::Vertical, this))
{
    m_vertical->setRange(0, 0);
    connect(m_vertical, &QScrollBar::valueChanged, this, [this](int value) {
        m_scrollY = value;
        update();
    });
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_scroll->setRange(0, 0);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this](int value) {
        const double visible = chartWidth() / m_pixelsPerSecond;
        m_timeAtLeft = std::max(0.0, m_makespan - visible) * value / ScrollSteps;
        update();
    });
    connect(&m_session, &Session::solutionChanged, this, &GanttView::onSolutionChanged);
    connect(&m_session, &Session::problemChanged, this, [this] { m_fitted = false; });
    connect(&m_session.selection(), &NodeSelection::changed, this, &GanttView::onSelectionChanged);
    if (m_session.hasProblem())
        onSolutionChanged();
}

QSize GanttView::sizeHint() const
{
    return {800, AxisHeight + std::max(2 * LaneHeight, contentHeight()) + m_scroll->sizeHint().height() + 4};
}

int GanttView::laneHeight(std::size_t lane) const
{
    return m_lanes[lane].isDevice() ? LaneHeight : LinkLaneHeight;
}

int GanttView::contentHeight() const
{
    return m_laneTops.empty() ? 0 : m_laneTops.back();
}

int GanttView::visibleLaneHeight() const
{
    return std::max(0, height() - AxisHeight - m_scroll->sizeHint().height());
}

QSize GanttView::minimumSizeHint() const
{
    return {300, AxisHeight + LaneHeight * 2 + m_scroll->sizeHint().height()};
}

std::size_t GanttView::barCount() const
{
    std::size_t count = 0;
    for (const GanttLane &lane : m_lanes)
        count += lane.bars.size();
    return count;
}

QColor GanttView::barColor(NodeId node) const
{
    return DevicePalette::color(m_session.solution().device[node]);
}

int GanttView::chartWidth() const
{
    return std::max(10, width() - LabelWidth - 8 - (m_vertical->isVisible() ? m_vertical->width() : 0));
}

void GanttView::layoutLanes()
{
    m_laneTops.assign(1, 0);
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane)
        m_laneTops.push_back(m_laneTops.back() + laneHeight(lane));
    const int hidden = std::max(0, contentHeight() - visibleLaneHeight());
    m_vertical->setVisible(hidden > 0);
    m_vertical->setRange(0, hidden);
    m_vertical->setPageStep(visibleLaneHeight());
    m_vertical->setSingleStep(LinkLaneHeight);
    m_scrollY = m_vertical->value();
}

void GanttView::onSolutionChanged()
{
    if (!m_session.hasProblem())
        return;
    m_lanes = buildGanttLanes(m_session.problem(), m_session.timeline());
    layoutLanes();
    m_makespan = m_session.timeline().metrics.makespan;
    // Follow the schedule's length unless the user zoomed in to look at a part of it.
    if (!m_fitted || !m_userZoomed) {
        m_fitted = true;
        fitTime();
    }
    updateGeometry();
    updateScrollBar();
    update();
}

void GanttView::onSelectionChanged()
{
    const NodeId current = m_session.selection().current();
    if (current != InvalidNode && current < m_session.timeline().ops.size()) {
        const OpSpan &op = m_session.timeline().ops[current];
        const double visible = chartWidth() / m_pixelsPerSecond;
        if (op.finish < m_timeAtLeft || op.start > m_timeAtLeft + visible) {
            m_timeAtLeft = std::clamp(op.start - visible / 4.0, 0.0, std::max(0.0, m_makespan - visible));
            updateScrollBar();
        }
    }
    update();
}

void GanttView::fitTime()
{
    m_userZoomed = false;
    m_pixelsPerSecond = m_makespan > 0.0 ? chartWidth() / m_makespan : 1.0;
    m_timeAtLeft = 0.0;
    updateScrollBar();
    update();
}

void GanttView::zoomIn()
{
    zoomAround(1.5, LabelWidth + chartWidth() / 2);
}

void GanttView::zoomOut()
{
    zoomAround(1.0 / 1.5, LabelWidth + chartWidth() / 2);
}

void GanttView::zoomAround(double factor, int x)
{
    if (m_makespan <= 0.0)
        return;
    const double anchor = timeAt(x);
    const double fitted = chartWidth() / m_makespan;
    m_pixelsPerSecond = std::clamp(m_pixelsPerSecond * factor, fitted, fitted * 1e6);
    m_userZoomed = m_pixelsPerSecond > fitted * 1.0001;
    const double visible = chartWidth() / m_pixelsPerSecond;
    m_timeAtLeft = std::clamp(anchor - (x - LabelWidth) / m_pixelsPerSecond, 0.0, std::max(0.0, m_makespan - visible));
    updateScrollBar();
    update();
}

void GanttView::updateScrollBar()
{
    const double visible = chartWidth() / m_pixelsPerSecond;
    const double hidden = std::max(0.0, m_makespan - visible);
    const QSignalBlocker blocker(m_scroll);
    m_scroll->setRange(0, hidden > 0.0 ? ScrollSteps : 0);
    m_scroll->setPageStep(hidden > 0.0 ? int(ScrollSteps * visible / m_makespan) : ScrollSteps);
    m_scroll->setValue(hidden > 0.0 ? int(std::lround(ScrollSteps * m_timeAtLeft / hidden)) : 0);
}

double GanttView::timeAt(int x) const
{
    return m_timeAtLeft + (x - LabelWidth) / m_pixelsPerSecond;
}

int GanttView::xAt(double time) const
{
    return LabelWidth + int(std::lround((time - m_timeAtLeft) * m_pixelsPerSecond));
}

int GanttView::laneAt(int y) const
{
    if (y < AxisHeight || m_laneTops.size() < 2)
        return -1;
    const int content = y - AxisHeight + m_scrollY;
    const auto it = std::upper_bound(m_laneTops.begin(), m_laneTops.end(), content);
    const int lane = int(it - m_laneTops.begin()) - 1;
    return lane >= 0 && lane < int(m_lanes.size()) ? lane : -1;
}

int GanttView::laneTop(int lane) const
{
    return AxisHeight + m_laneTops[std::size_t(lane)] - m_scrollY;
}

GanttView::Hit GanttView::hitTest(QPoint point) const
{
    const int lane = laneAt(point.y());
    if (lane < 0 || point.x() < LabelWidth)
        return {lane, nullptr};
    const double time = timeAt(point.x());
    const double slack = 2.0 / m_pixelsPerSecond; // two pixels, so thin bars can be hit
    const auto &bars = m_lanes[std::size_t(lane)].bars;
    auto it = std::upper_bound(bars.begin(), bars.end(), time + slack, [](double t, const GanttBar &bar) { return t < bar.start; });
    // Bars of one lane never overlap: the candidate is the last one that starts before the point.
    if (it != bars.begin() && std::prev(it)->finish + slack >= time)
        return {lane, &*std::prev(it)};
    return {lane, nullptr};
}

QRect GanttView::barRect(NodeId node) const
{
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
        if (!m_lanes[lane].isDevice())
            continue;
        for (const GanttBar &bar : m_lanes[lane].bars)
            if (bar.node == node) {
                const int left = xAt(bar.start), right = std::max(left + 1, xAt(bar.finish));
                QRect rect(left, laneTop(int(lane)) + 3, right - left, LaneHeight - 6);
                return rect.intersected(QRect(LabelWidth, AxisHeight, chartWidth(), visibleLaneHeight()));
            }
    }
    return {};
}

QString GanttView::tooltipFor(const Hit &hit) const
{
    if (!hit.bar)
        return {};
    const Graph &graph = m_session.graph();
    const Node &node = graph.node(hit.bar->node);
    if (hit.bar->transfer >= 0) {
        const TransferSpan &transfer = m_session.timeline().transfers[std::size_t(hit.bar->transfer)];
        const NodeId producer = m_session.problem().producerOf(transfer.output);
        const TensorRef tensor{producer, transfer.output - graph.outputOffset(producer)};
        return tr("<b>%1</b><br>transfer %2 → %3<br>start %4, finish %5<br>%6")
            .arg(QString::fromStdString(graph.tensorName(tensor)).toHtmlEscaped(), m_lanes[std::size_t(hit.lane)].label.section(QStringLiteral(" → "), 0, 0).toHtmlEscaped(),
                 m_lanes[std::size_t(hit.lane)].label.section(QStringLiteral(" → "), 1, 1).toHtmlEscaped(),
                 formatSeconds(transfer.start), formatSeconds(transfer.finish), formatBytes(transfer.bytes));
    }
    Bytes bytes = 0;
    for (const Tensor &output : node.outputs)
        bytes += output.isAlias() ? 0 : output.bytes;
    return tr("<b>%1</b><br>op %2<br>start %3, finish %4<br>outputs %5, priority %6")
        .arg(QString::fromStdString(node.name).toHtmlEscaped(), QString::fromStdString(node.op).toHtmlEscaped(),
             formatSeconds(hit.bar->start), formatSeconds(hit.bar->finish), formatBytes(bytes),
             QLocale().toString(m_session.solution().priority[hit.bar->node], 'f', 3));
}

bool GanttView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = tooltipFor(hitTest(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void GanttView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    render(painter, size() - QSize(0, m_scroll->height()), m_timeAtLeft, m_pixelsPerSecond, m_scrollY);
    if (m_drag && m_drag->moving) {
        const int lane = laneAt(m_drag->position.y());
        const QRect origin = barRect(m_drag->node);
        const int width = std::max(6, origin.width());
        if (lane >= 0) {
            QRect ghost(m_drag->position.x() - width / 2, laneTop(lane) + 2, width, laneHeight(std::size_t(lane)) - 4);
            painter.setPen(QPen(Qt::black, 1.5, Qt::DashLine));
            painter.setBrush(QColor(0, 0, 0, 40));
            painter.drawRect(ghost);
        }
    }
}

void GanttView::render(QPainter &painter, QSize size, double timeAtLeft, double pixelsPerSecond, int scrollY) const
{
    painter.fillRect(QRect(QPoint(0, 0), size), palette().base());
    if (!m_session.hasProblem())
        return;
    const QColor text = palette().color(QPalette::Text);
    QFont font = painter.font();
    font.setPointSizeF(8.5);
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const int right = size.width() - 8;
    auto x = [&](double time) { return LabelWidth + (time - timeAtLeft) * pixelsPerSecond; };

    // Lanes with their labels, scrolled below the fixed time axis.
    painter.save();
    painter.setClipRect(QRect(0, AxisHeight, size.width(), size.height() - AxisHeight));
    QFont small = font;
    small.setPointSizeF(7.5);
    for (std::size_t index = 0; index < m_lanes.size(); ++index) {
        const GanttLane &lane = m_lanes[index];
        const int top = AxisHeight + m_laneTops[index] - scrollY, height = laneHeight(index);
        if (index % 2 == 1)
            painter.fillRect(QRect(0, top, size.width(), height), palette().alternateBase());
        QRect label(6, top, LabelWidth - 10, height);
        if (lane.isDevice()) {
            painter.fillRect(QRect(6, top + 7, 10, height - 14), DevicePalette::color(lane.device));
            label.setLeft(20);
        }
        painter.setFont(lane.isDevice() ? font : small);
        painter.setPen(text);
        painter.drawText(label, Qt::AlignVCenter | Qt::AlignLeft,
                         QFontMetrics(painter.font()).elidedText(lane.label, Qt::ElideRight, label.width()));
    }
    painter.setFont(font);
    painter.restore();
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(LabelWidth - 2, 0, LabelWidth - 2, size.height());

    // Time axis with round steps.
    const double visible = (right - LabelWidth) / pixelsPerSecond;
    if (visible > 0.0) {
        const double step = niceStep(visible / std::max(2.0, (right - LabelWidth) / 110.0));
        painter.setPen(text);
        for (double tick = std::ceil(timeAtLeft / step) * step; tick <= timeAtLeft + visible; tick += step) {
            const int px = int(x(tick));
            painter.setPen(palette().color(QPalette::Midlight));
            painter.drawLine(px, AxisHeight, px, size.height());
            painter.setPen(text);
            painter.drawLine(px, AxisHeight - 5, px, AxisHeight);
            painter.drawText(QRect(px - 50, 2, 100, AxisHeight - 6), Qt::AlignCenter, formatSeconds(tick));
        }
    }

    // Bars, clipped to the chart area.
    painter.save();
    painter.setClipRect(QRect(LabelWidth, AxisHeight, right - LabelWidth, size.height() - AxisHeight));
    const NodeSelection &selection = m_session.selection();
    const Solution &solution = m_session.solution();
    for (std::size_t index = 0; index < m_lanes.size(); ++index) {
        const GanttLane &lane = m_lanes[index];
        const int top = AxisHeight + m_laneTops[index] - scrollY + 3, height = laneHeight(index) - 6;
        if (top + height < AxisHeight || top > size.height())
            continue;
        for (const GanttBar &bar : lane.bars) {
            const double left = x(bar.start), end = x(bar.finish);
            if (end < LabelWidth || left > right)
                continue;
            const QRectF rect(left, top, std::max(1.0, end - left), height);
            const QColor fill = bar.transfer >= 0 ? TransferColor : DevicePalette::color(solution.device[bar.node]);
            const bool selected = selection.contains(bar.node);
            painter.setPen(selected ? QPen(Qt::black, 2.0) : rect.width() > 3 ? QPen(fill.darker(140), 1.0) : Qt::NoPen);
            painter.setBrush(fill);
            painter.drawRect(rect);
            if (rect.width() > 36 && bar.transfer < 0) {
                painter.setPen(DevicePalette::textOn(fill));
                const QString name = QString::fromStdString(m_session.graph().node(bar.node).name);
                painter.drawText(rect.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                                 metrics.elidedText(name, Qt::ElideRight, int(rect.width()) - 5));
            }
        }
    }
    painter.restore();
}

void GanttView::resizeEvent(QResizeEvent *)
{
    const int height = m_scroll->sizeHint().height();
    const int barWidth = m_vertical->sizeHint().width();
    m_scroll->setGeometry(LabelWidth, this->height() - height, width() - LabelWidth - barWidth, height);
    m_vertical->setGeometry(width() - barWidth, AxisHeight, barWidth, this->height() - AxisHeight - height);
    layoutLanes();
    if (m_makespan > 0.0 && (!m_userZoomed || m_makespan * m_pixelsPerSecond < chartWidth()))
        fitTime();
    updateScrollBar();
}

void GanttView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ShiftModifier) {
        m_scroll->setValue(m_scroll->value() - event->angleDelta().y() / 2 - event->angleDelta().x() / 2);
    } else if (event->modifiers() & Qt::AltModifier || event->position().x() < LabelWidth) {
        m_vertical->setValue(m_vertical->value() - event->angleDelta().y() / 4);
    } else {
        zoomAround(std::pow(1.002, event->angleDelta().y()), int(event->position().x()));
    }
    event->accept();
}

void GanttView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const Hit hit = hitTest(event->pos());
    if (!hit.bar) {
        if (!(event->modifiers() & Qt::ControlModifier))
            m_session.selection().clear();
        return;
    }
    std::vector<NodeId> nodes = m_session.selection().nodes();
    if (event->modifiers() & Qt::ControlModifier) {
        auto found = std::find(nodes.begin(), nodes.end(), hit.bar->node);
        if (found != nodes.end())
            nodes.erase(found);
        else
            nodes.push_back(hit.bar->node);
    } else {
        nodes = {hit.bar->node};
    }
    m_session.selection().set(std::move(nodes));
    if (hit.bar->transfer < 0)
        m_drag = Drag{hit.bar->node, event->pos(), event->pos(), false};
}

void GanttView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_drag)
        return;
    m_drag->position = event->pos();
    if (!m_drag->moving && (event->pos() - m_drag->origin).manhattanLength() > 6) {
        m_drag->moving = true;
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_drag->moving)
        update();
}

void GanttView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_drag)
        return;
    const Drag drag = *m_drag;
    m_drag.reset();
    unsetCursor();
    update();
    if (!drag.moving)
        return;
    const int lane = laneAt(event->pos().y());
    if (lane < 0 || !m_lanes[std::size_t(lane)].isDevice())
        return;
    const GanttLane &target = m_lanes[std::size_t(lane)];
    const double priority = priorityForDrop(target, m_session.solution(), drag.node, timeAt(event->pos().x()));
    if (QUndoCommand *command = moveInScheduleCommand(m_session, drag.node, priority, target.device))
        m_session.undoStack().push(command);
    else if (!m_session.isEditable())
        emit statusMessage(tr("The run is using the solution: stop it (Shift+F5) to move bars by hand"));
}

void GanttView::contextMenuEvent(QContextMenuEvent *event)
{
    const Hit hit = hitTest(event->pos());
    if (hit.bar && !m_session.selection().contains(hit.bar->node))
        m_session.selection().set({hit.bar->node});
    QMenu menu(this);
    if (hit.bar)
        menu.addActions(m_nodeActions);
    menu.addSeparator();
    menu.addAction(tr("Fit time axis"), this, &GanttView::fitTime);
    menu.exec(event->globalPos());
}

bool GanttView::exportImage(const QString &path)
{
    const int width = 1600;
    const QSize size(width, AxisHeight + contentHeight() + 6);
    const double pixelsPerSecond = m_makespan > 0.0 ? (width - LabelWidth - 8) / m_makespan : 1.0;
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        QPainter painter;
        if (!painter.begin(&generator))
            return false;
        render(painter, size, 0.0, pixelsPerSecond, 0);
        return painter.end();
    }
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    render(painter, size, 0.0, pixelsPerSecond, 0);
    painter.end();
    return image.save(path);
}

} // namespace regal
