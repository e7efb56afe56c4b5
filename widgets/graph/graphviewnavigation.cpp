// How the graph view moves: fitting, zooming, following search matches and expanded groups,
// the minimap, the legend and the image export.
#include "widgets/graph/graphview.h"

#include "widgets/graph/layoutfit.h"
#include "widgets/graph/legendbar.h"
#include "widgets/graph/minimap.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/graph/overviewlayer.h"
#include "widgets/session/session.h"

#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace regal {
namespace {

/// How often opening a graph may lay it out again to find a readable collapse level.
constexpr int OpeningRounds = 4;
constexpr int MiniMapMargin = 8;
/// The largest PNG export, in pixels; below it the export uses two pixels per point.
constexpr double MaximumExportPixels = 12000.0 * 12000.0;

} // namespace

bool GraphView::collapseFurther(const GraphLayout &layout)
{
    if (!m_opening)
        return false;
    const QSizeF window = targetViewport();
    // Shown in a window of another shape than the layout was made for: lay out again.
    if (m_openingRounds < OpeningRounds && laidOutForAnotherShape()) {
        ++m_openingRounds;
        rebuild();
        return true;
    }
    const double scale = shownScale(layout.bounds.size(), window);
    const int boxes = int(m_visible.vertices.size());
    if (scale >= readableScale() || m_openingRounds >= OpeningRounds) {
        m_opening = false;
        return false;
    }
    // Aim for the number of boxes that would read, a little below it.
    const double shrink = scale / readableScale();
    const int budget = std::max(1, int(boxes * shrink * shrink * 0.9));
    QSet<QString> coarser = collapseToBudget(m_session.graph(), budget);
    const CollapsedSize size = collapsedSize(m_session.graph(), coarser);
    // One box that hides most of a graph says less than a part of the graph at a readable zoom;
    // only graphs too big to lay out whole must take it.
    const int nodes = int(m_session.graph().nodeCount());
    const bool hidesMost = size.largestGroup > nodes / 2 && nodes <= dotLimit();
    if (size.boxes >= boxes || hidesMost) {
        m_opening = false;
        return false;
    }
    ++m_openingRounds;
    m_collapsed = std::move(coarser);
    rebuild();
    return true;
}

bool GraphView::laidOutForAnotherShape() const
{
    const QSizeF window = targetViewport();
    return std::abs(std::log((window.width() / window.height()) / (m_requestedViewport.width() / m_requestedViewport.height())))
           > 0.25;
}

void GraphView::showReadably()
{
    fitAll();
    if (transform().m11() >= readableScale())
        return;
    // Too big to read when fitted: a readable zoom on the graph's start; the minimap shows the rest.
    setTransform(QTransform::fromScale(readableScale(), readableScale()));
    const QRectF bounds = m_scene.sceneRect();
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    centerOn(bounds.left() + visible.width() / 2, bounds.top() + visible.height() / 2);
}

QRectF GraphView::areaOf(const std::vector<NodeId> &nodes) const
{
    QRectF area;
    for (NodeId node : nodes)
        if (NodeItem *item = itemFor(node))
            area |= item->sceneBoundingRect();
    return area;
}

void GraphView::focusOn(const QRectF &area)
{
    if (area.isEmpty())
        return;
    double scale = transform().m11();
    if (scale < readableScale())
        scale = std::clamp(fitScale(area.size(), QSizeF(viewport()->size()), 20.0), readableScale(), 1.0);
    setTransform(QTransform::fromScale(scale, scale));
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    // Larger than the window: its start, top left, where the group's inputs enter.
    const double x = area.width() <= visible.width() ? area.center().x() : area.left() + visible.width() / 2 - 10;
    const double y = area.height() <= visible.height() ? area.center().y() : area.top() + visible.height() / 2 - 10;
    centerOn(x, y);
}

int GraphView::search(const QString &text)
{
    const QString needle = text.trimmed();
    m_matches.clear();
    m_match = -1;
    if (!needle.isEmpty() && m_session.hasProblem()) {
        const Graph &graph = m_session.graph();
        for (NodeId node = 0; node < graph.nodeCount(); ++node) {
            const Node &candidate = graph.node(node);
            if (QString::fromStdString(candidate.name).contains(needle, Qt::CaseInsensitive)
                || QString::fromStdString(candidate.op).contains(needle, Qt::CaseInsensitive))
                m_matches.push_back(node);
        }
    }
    for (NodeItem *item : m_items)
        item->setMatched(false);
    for (NodeId node : m_matches)
        if (NodeItem *item = itemFor(node))
            item->setMatched(true);
    if (m_matches.empty())
        emit matchChanged(-1, 0);
    else
        showMatch(1);
    return int(m_matches.size());
}

int GraphView::showMatch(int step)
{
    const int count = int(m_matches.size());
    if (count == 0)
        return -1;
    m_match = m_match < 0 ? (step < 0 ? count - 1 : 0) : ((m_match + step) % count + count) % count;
    // Every match stays selected; the shown one is current (the last).
    std::vector<NodeId> selection = m_matches;
    std::swap(selection[std::size_t(m_match)], selection.back());
    m_session.selection().set(std::move(selection));
    zoomToNode(m_matches[std::size_t(m_match)]);
    emit matchChanged(m_match, count);
    return m_match;
}

void GraphView::zoomToNode(NodeId node)
{
    NodeItem *item = itemFor(node);
    if (!item)
        return;
    // From the fitted view a match is a speck: zoom in until its label reads.
    if (transform().m11() < 0.9)
        setTransform(QTransform::fromScale(1.0, 1.0));
    centerOn(item);
}

void GraphView::zoomIn()
{
    scaleBy(1.25);
}

void GraphView::zoomOut()
{
    scaleBy(0.8);
}

void GraphView::scaleBy(double factor)
{
    const double current = transform().m11();
    const double target = std::clamp(current * factor, 0.005, 8.0);
    scale(target / current, target / current);
}

void GraphView::fitAll()
{
    if (m_scene.items().isEmpty())
        return;
    // The window changed its shape since the layout was made (wrapped and folded for the old
    // one): lay out for this one, then fit.
    if (m_layout && laidOutForAnotherShape()) {
        m_arrival = Arrival::Whole;
        rebuild();
        return;
    }
    fitInView(m_scene.sceneRect(), Qt::KeepAspectRatio);
    if (transform().m11() > MaximumFitScale)
        setTransform(QTransform::fromScale(MaximumFitScale, MaximumFitScale));
}

void GraphView::refreshMiniMap()
{
    if (!m_layout || m_items.empty()) {
        m_miniMap->hide();
        return;
    }
    std::vector<QRectF> boxes;
    std::vector<QRgb> fills;
    boxes.reserve(m_items.size());
    fills.reserve(m_items.size());
    for (std::size_t index = 0; index < m_items.size(); ++index) {
        boxes.emplace_back(m_layout->centers[index] - QPointF(m_sizes[index].width() / 2, m_sizes[index].height() / 2),
                           m_sizes[index]);
        fills.push_back(m_items[index]->fill().rgb());
    }
    m_miniMap->setBoxes(m_scene.sceneRect(), boxes, fills);
    placeMiniMap();
}

void GraphView::placeMiniMap()
{
    const QRect area = viewport()->geometry();
    m_miniMap->move(area.right() - m_miniMap->width() - MiniMapMargin, area.bottom() - m_miniMap->height() - MiniMapMargin);
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    m_miniMap->setVisibleRect(visible);
    // Only while part of the graph is out of sight, and only where it leaves room to work.
    const bool useful = m_layout && !visible.contains(m_scene.sceneRect().adjusted(30, 30, -30, -30));
    const bool room = area.width() > 2 * m_miniMap->width() && area.height() > 2 * m_miniMap->height();
    m_miniMap->setVisible(useful && room);
    if (useful && room)
        m_miniMap->raise();
}

void GraphView::paintEvent(QPaintEvent *event)
{
    updateOverview();
    placeMiniMap();
    QGraphicsView::paintEvent(event);
}

void GraphView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeMiniMap();
    const QRect area = viewport()->geometry();
    const int height = m_legend->sizeHint().height();
    m_legend->setGeometry(area.left(), area.top() - height, area.width(), height);
}

void GraphView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & (Qt::ShiftModifier | Qt::AltModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    scaleBy(std::pow(1.0015, event->angleDelta().y()));
    event->accept();
}

bool GraphView::exportImage(const QString &path)
{
    const QRectF source = m_scene.sceneRect();
    if (source.isEmpty() || m_items.empty())
        return false;
    // Every box with its label, whatever the view's zoom shows now.
    if (m_overview)
        m_overview->setVisible(false);
    for (NodeItem *item : m_items)
        item->setVisible(true);
    auto render = [&](QPainter &painter, const QRectF &target) {
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.fillRect(target, backgroundBrush());
        m_scene.render(&painter, target, source);
    };
    bool written = false;
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(source.size().toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
        generator.setTitle(QString::fromStdString(m_session.graph().name()));
        QPainter painter;
        if (painter.begin(&generator)) {
            render(painter, QRectF(QPointF(0, 0), source.size()));
            written = painter.end();
        }
    } else {
        // Two pixels per point, less for a huge graph, but never so little that labels vanish.
        const double scale = std::min({2.0, std::sqrt(MaximumExportPixels / (source.width() * source.height())),
                                       30000.0 / std::max(source.width(), source.height())});
        QImage image((source.size() * scale).toSize(), QImage::Format_RGB32);
        QPainter painter(&image);
        render(painter, QRectF(image.rect()));
        painter.end();
        written = image.save(path);
    }
    m_overviewShown = false;
    updateOverview();
    return written;
}

} // namespace regal
