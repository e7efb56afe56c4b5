#include "widgets/graph/graphview.h"

#include "core/sim/criticalpath.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/graph/overviewlayer.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QContextMenuEvent>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>

namespace regal {
namespace {

constexpr double NodeHeight = 32.0;
constexpr double GroupWidth = 160.0, GroupHeight = 46.0;
constexpr double MinimumOpeningScale = 0.7;
/// Below this zoom a big graph is drawn by the overview layer.
constexpr double OverviewScale = 0.2;
constexpr std::size_t OverviewMinimumBoxes = 2000;

} // namespace

GraphView::GraphView(Session &session, LayoutService &layouts, QWidget *parent)
    : QGraphicsView(parent), m_session(session), m_layouts(layouts)
{
    setScene(&m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xf8));
    setMinimumSize(200, 150);

    connect(&m_session, &Session::problemChanged, this, &GraphView::onProblemChanged);
    connect(&m_session, &Session::solutionChanged, this, [this] {
        refreshColors();
        refreshEdges();
        refreshCritical();
    });
    connect(&m_session, &Session::pinsChanged, this, &GraphView::refreshPins);
    connect(&m_session.selection(), &NodeSelection::changed, this, &GraphView::onSessionSelectionChanged);
    connect(&m_scene, &QGraphicsScene::selectionChanged, this, &GraphView::onSceneSelectionChanged);
    connect(&m_layouts, &LayoutService::ready, this, &GraphView::onLayoutReady);
    if (m_session.hasProblem())
        onProblemChanged();
}

GraphView::~GraphView()
{
    m_scene.disconnect(this);
    m_scene.clear();
}

NodeItem *GraphView::itemFor(NodeId node) const
{
    if (m_items.empty() || node >= m_visible.vertexOf.size())
        return nullptr;
    return m_items[m_visible.vertexOf[node]];
}

QString GraphView::layoutKey() const
{
    QStringList groups(m_collapsed.begin(), m_collapsed.end());
    groups.sort();
    return QString::fromStdString(m_graphHash) + QLatin1Char('|') + QString::number(int(m_engine)) + QLatin1Char('|')
           + groups.join(QLatin1Char(','));
}

void GraphView::onProblemChanged()
{
    const std::string hash = m_session.graph().contentHash() + m_session.graph().name();
    if (hash != m_graphHash || m_items.empty()) {
        m_graphHash = hash;
        m_collapsed.clear();
        if (int(m_session.graph().nodeCount()) > collapseThreshold())
            m_collapsed = collapseToFit(m_session.graph(), dotLimit());
        m_fitPending = true;
        rebuild();
    } else {
        refreshColors();
        refreshEdges();
        refreshCritical();
        refreshPins();
    }
}

void GraphView::rebuild()
{
    const Problem &problem = m_session.problem();
    std::vector<double> costs(problem.nodeCount());
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        double best = problem.opTime(node, 0) * problem.cluster().devices[0].speed;
        for (DeviceId device = 1; device < DeviceId(problem.deviceCount()); ++device)
            best = std::min(best, problem.opTime(node, device) * problem.cluster().devices[device].speed);
        costs[node] = best;
    }
    m_visible = buildVisibleGraph(problem.graph(), costs, m_collapsed);

    double lowest = 0.0, highest = 0.0;
    bool first = true;
    for (const VisibleGraph::Vertex &vertex : m_visible.vertices) {
        if (vertex.isGroup() || vertex.cost <= 0.0)
            continue;
        const double value = std::log(vertex.cost);
        lowest = first ? value : std::min(lowest, value);
        highest = first ? value : std::max(highest, value);
        first = false;
    }
    LayoutRequest request;
    for (const VisibleGraph::Vertex &vertex : m_visible.vertices) {
        if (vertex.isGroup()) {
            request.sizes.emplace_back(GroupWidth, GroupHeight);
            continue;
        }
        const double share = vertex.cost > 0.0 && highest > lowest ? (std::log(vertex.cost) - lowest) / (highest - lowest) : 0.5;
        request.sizes.emplace_back(70.0 + 80.0 * share, NodeHeight);
    }
    for (const VisibleGraph::Edge &edge : m_visible.edges)
        request.edges.emplace_back(edge.from, edge.to);

    m_sizes = request.sizes;
    m_pendingKey = layoutKey();
    m_scene.clear();
    m_items.clear();
    m_edges = nullptr;
    m_overview = nullptr;
    m_overviewShown = false;
    m_layout.reset();
    m_scene.addText(tr("Laying out %n boxes…", nullptr, int(request.sizes.size())));
    m_layouts.request(m_pendingKey, std::move(request), m_engine);
}

void GraphView::onLayoutReady(const QString &key, std::shared_ptr<const GraphLayout> layout)
{
    if (key != m_pendingKey || !m_session.hasProblem())
        return;
    m_layout = std::move(layout);
    populate();
    emit laidOut();
    emit statusMessage(tr("Laid out %n boxes with %1 in %2", nullptr, int(m_items.size()))
                           .arg(m_layout->engine, formatSeconds(m_layout->seconds)));
}

void GraphView::populate()
{
    const QSignalBlocker blocker(&m_scene);
    m_scene.clear();
    m_items.clear();
    m_edges = nullptr;
    m_overview = nullptr;
    m_overviewShown = false;
    const Graph &graph = m_session.graph();
    const GraphLayout &layout = *m_layout;
    m_items.reserve(m_visible.vertices.size());
    for (std::uint32_t index = 0; index < m_visible.vertices.size(); ++index) {
        const VisibleGraph::Vertex &vertex = m_visible.vertices[index];
        QString title, detail;
        if (vertex.isGroup()) {
            title = vertex.group;
            detail = tr("%n nodes, %1", nullptr, int(vertex.members.size())).arg(formatSeconds(vertex.cost));
        } else {
            const Node &node = graph.node(vertex.node);
            title = QString::fromStdString(node.name);
            // Inside a group the box shows the name relative to it; the tooltip has it all.
            const QString group = QString::fromStdString(node.group) + QLatin1Char('/');
            if (group.size() > 1 && title.startsWith(group) && title.size() > group.size())
                title = title.mid(group.size());
            detail = QString::fromStdString(node.op) + QStringLiteral(" · ") + formatSeconds(vertex.cost);
        }
        auto *item = new NodeItem(index, m_sizes[index], title, detail, vertex.isGroup());
        item->setToolTip((vertex.isGroup() ? vertex.group : QString::fromStdString(graph.node(vertex.node).name))
                         + QLatin1Char('\n') + detail);
        item->setPos(layout.centers[index]);
        m_scene.addItem(item);
        m_items.push_back(item);
    }
    m_edges = new EdgeLayer(layout.routes, layout.splines);
    m_scene.addItem(m_edges);
    if (m_items.size() >= OverviewMinimumBoxes) {
        std::vector<QRectF> boxes;
        boxes.reserve(m_items.size());
        for (std::size_t index = 0; index < m_items.size(); ++index)
            boxes.emplace_back(layout.centers[index] - QPointF(m_sizes[index].width() / 2, m_sizes[index].height() / 2),
                               m_sizes[index]);
        m_overview = new OverviewLayer(std::move(boxes));
        m_overview->setVisible(false);
        m_scene.addItem(m_overview);
    }
    m_scene.setSceneRect(layout.bounds.adjusted(-40, -40, 40, 40));
    refreshColors();
    refreshEdges();
    refreshCritical();
    refreshPins();
    if (m_fitPending) {
        m_fitPending = false;
        fitAll();
        // A graph too big to read when fitted opens at a readable zoom on its inputs instead.
        if (transform().m11() < MinimumOpeningScale) {
            setTransform(QTransform::fromScale(MinimumOpeningScale, MinimumOpeningScale));
            const QRectF bounds = m_scene.sceneRect();
            const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
            centerOn(bounds.left() + visible.width() / 2, bounds.center().y());
        }
    }
    onSessionSelectionChanged();
}

void GraphView::setColoring(Coloring coloring)
{
    m_coloringMode = coloring;
    refreshColors();
}

void GraphView::refreshColors()
{
    if (!m_session.hasProblem())
        return;
    if (m_coloringMode == Coloring::ByDevice) {
        std::vector<QString> names;
        for (const Device &device : m_session.cluster().devices)
            names.push_back(QString::fromStdString(device.name));
        m_coloring = std::make_unique<DeviceColoring>(m_session.solution(), std::move(names));
    } else {
        m_coloring = std::make_unique<OpTypeColoring>(m_session.graph());
    }
    for (NodeItem *item : m_items) {
        const VisibleGraph::Vertex &vertex = m_visible.vertices[item->vertex()];
        if (!vertex.isGroup()) {
            item->setFill(m_coloring->color(vertex.node));
            continue;
        }
        std::map<QRgb, int> votes;
        for (NodeId member : vertex.members)
            ++votes[m_coloring->color(member).rgb()];
        const auto majority = std::max_element(votes.begin(), votes.end(),
                                               [](const auto &a, const auto &b) { return a.second < b.second; });
        item->setFill(QColor::fromRgb(majority->first));
    }
    refreshOverview();
    viewport()->update();
}

void GraphView::refreshOverview()
{
    if (!m_overview)
        return;
    std::vector<QRgb> fills(m_items.size());
    std::vector<char> highlighted(m_items.size());
    for (std::size_t index = 0; index < m_items.size(); ++index) {
        fills[index] = m_items[index]->fill().rgb();
        highlighted[index] = m_items[index]->isSelected() || m_items[index]->isCritical();
    }
    m_overview->setColors(std::move(fills), std::move(highlighted));
}

void GraphView::updateOverview()
{
    const bool shown = m_overview && transform().m11() < OverviewScale;
    if (shown == m_overviewShown)
        return;
    m_overviewShown = shown;
    m_overview->setVisible(shown);
    for (NodeItem *item : m_items)
        item->setVisible(!shown);
}

void GraphView::paintEvent(QPaintEvent *event)
{
    updateOverview();
    QGraphicsView::paintEvent(event);
}

void GraphView::refreshEdges()
{
    if (!m_edges)
        return;
    const Solution &solution = m_session.solution();
    std::vector<EdgeLayer::Category> categories(m_visible.edges.size());
    for (std::size_t index = 0; index < m_visible.edges.size(); ++index) {
        const VisibleGraph::Edge &edge = m_visible.edges[index];
        const bool critical = m_showCritical && !m_onCriticalPath.empty() && m_onCriticalPath[edge.fromNode]
                              && m_onCriticalPath[edge.toNode];
        const bool touchesSelection = m_session.selection().contains(edge.fromNode) || m_session.selection().contains(edge.toNode);
        if (critical)
            categories[index] = EdgeLayer::Critical;
        else if (touchesSelection && m_session.selection().nodes().size() <= 50)
            categories[index] = EdgeLayer::Highlighted;
        else if (edge.control)
            categories[index] = EdgeLayer::Control;
        else if (solution.device[edge.fromNode] != solution.device[edge.toNode])
            categories[index] = EdgeLayer::CrossDevice;
        else
            categories[index] = EdgeLayer::Local;
    }
    m_edges->setCategories(categories);
}

void GraphView::setCriticalPathShown(bool shown)
{
    m_showCritical = shown;
    refreshCritical();
}

void GraphView::refreshCritical()
{
    m_onCriticalPath.clear();
    if (m_showCritical && m_session.hasProblem()) {
        m_onCriticalPath.assign(m_session.graph().nodeCount(), 0);
        for (NodeId node : criticalPath(m_session.problem(), m_session.timeline()))
            m_onCriticalPath[node] = 1;
    }
    for (NodeItem *item : m_items) {
        bool critical = false;
        if (!m_onCriticalPath.empty())
            for (NodeId member : m_visible.vertices[item->vertex()].members)
                critical = critical || m_onCriticalPath[member];
        item->setCritical(critical);
    }
    refreshOverview();
    refreshEdges();
}

void GraphView::refreshPins()
{
    const std::vector<DeviceId> &pins = m_session.pins();
    for (NodeItem *item : m_items) {
        const VisibleGraph::Vertex &vertex = m_visible.vertices[item->vertex()];
        item->setPinned(!vertex.isGroup() && vertex.node < pins.size()
                        && (pins[vertex.node] != InvalidDevice || !m_session.graph().node(vertex.node).device.empty()));
    }
}

void GraphView::setLayoutEngine(LayoutEngine engine)
{
    if (engine == m_engine)
        return;
    m_engine = engine;
    if (m_session.hasProblem())
        rebuild();
}

void GraphView::onSceneSelectionChanged()
{
    if (m_syncing)
        return;
    std::vector<NodeId> nodes;
    for (QGraphicsItem *item : m_scene.selectedItems())
        if (item->type() == NodeItem::Type) {
            const auto &members = m_visible.vertices[static_cast<NodeItem *>(item)->vertex()].members;
            nodes.insert(nodes.end(), members.begin(), members.end());
        }
    m_syncing = true;
    m_session.selection().set(std::move(nodes));
    m_syncing = false;
    refreshEdges();
}

void GraphView::onSessionSelectionChanged()
{
    refreshEdges();
    if (m_syncing || m_items.empty())
        return;
    m_syncing = true;
    const NodeSelection &selection = m_session.selection();
    std::vector<char> selectedVertex(m_items.size(), 0);
    for (NodeId node : selection.nodes())
        if (node < m_visible.vertexOf.size())
            selectedVertex[m_visible.vertexOf[node]] = 1;
    {
        const QSignalBlocker blocker(&m_scene);
        for (NodeItem *item : m_items)
            item->setSelected(selectedVertex[item->vertex()] != 0);
    }
    refreshOverview();
    if (NodeItem *current = itemFor(selection.current())) {
        const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
        if (!visible.contains(current->sceneBoundingRect()))
            centerOn(current);
    }
    m_syncing = false;
    viewport()->update();
}

int GraphView::search(const QString &text)
{
    const QString needle = text.trimmed();
    std::vector<NodeId> matches;
    if (!needle.isEmpty() && m_session.hasProblem()) {
        const Graph &graph = m_session.graph();
        for (NodeId node = 0; node < graph.nodeCount(); ++node) {
            const Node &candidate = graph.node(node);
            if (QString::fromStdString(candidate.name).contains(needle, Qt::CaseInsensitive)
                || QString::fromStdString(candidate.op).contains(needle, Qt::CaseInsensitive))
                matches.push_back(node);
        }
    }
    for (NodeItem *item : m_items)
        item->setMatched(false);
    for (NodeId node : matches)
        if (NodeItem *item = itemFor(node))
            item->setMatched(true);
    if (!matches.empty()) {
        std::reverse(matches.begin(), matches.end()); // the first match becomes current
        m_session.selection().set(matches);
        if (NodeItem *item = itemFor(matches.back()))
            centerOn(item);
    }
    return int(matches.size());
}

void GraphView::collapseGroup(const QString &path)
{
    if (path.isEmpty() || m_collapsed.contains(path))
        return;
    m_collapsed.insert(path);
    rebuild();
}

void GraphView::expandGroup(const QString &path)
{
    if (!m_collapsed.remove(path))
        return;
    // Collapse the next level inside a big group, so expanding stays readable and fast.
    int members = 0;
    for (const Node &node : m_session.graph().nodes())
        if (QString::fromStdString(node.group).startsWith(path))
            ++members;
    if (members > collapseThreshold() / 4)
        for (const QString &group : groupPaths(m_session.graph()))
            if (group.startsWith(path + QLatin1Char('/')) && group.count(QLatin1Char('/')) == path.count(QLatin1Char('/')) + 1)
                m_collapsed.insert(group);
    rebuild();
}

void GraphView::collapseAll()
{
    m_collapsed.clear();
    for (const QString &group : topLevelGroups(m_session.graph()))
        m_collapsed.insert(group);
    m_fitPending = true;
    rebuild();
}

void GraphView::expandAll()
{
    if (m_collapsed.isEmpty())
        return;
    m_collapsed.clear();
    m_fitPending = true;
    rebuild();
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
    fitInView(m_scene.sceneRect(), Qt::KeepAspectRatio);
    if (transform().m11() > 1.2)
        setTransform(QTransform::fromScale(1.2, 1.2));
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

void GraphView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (auto *item = qgraphicsitem_cast<NodeItem *>(itemAt(event->position().toPoint()))) {
        const VisibleGraph::Vertex &vertex = m_visible.vertices[item->vertex()];
        if (vertex.isGroup()) {
            expandGroup(vertex.group);
            return;
        }
        const std::string &group = m_session.graph().node(vertex.node).group;
        if (!group.empty()) {
            collapseGroup(QString::fromStdString(group));
            return;
        }
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void GraphView::contextMenuEvent(QContextMenuEvent *event)
{
    auto *item = qgraphicsitem_cast<NodeItem *>(itemAt(event->pos()));
    QMenu menu(this);
    if (item) {
        if (!item->isSelected()) {
            m_scene.clearSelection();
            item->setSelected(true);
        }
        const VisibleGraph::Vertex &vertex = m_visible.vertices[item->vertex()];
        menu.addActions(m_nodeActions);
        menu.addSeparator();
        if (vertex.isGroup()) {
            menu.addAction(tr("Expand group %1").arg(vertex.group), this, [this, group = vertex.group] { expandGroup(group); });
        } else if (const std::string &group = m_session.graph().node(vertex.node).group; !group.empty()) {
            const QString path = QString::fromStdString(group);
            menu.addAction(tr("Collapse group %1").arg(path), this, [this, path] { collapseGroup(path); });
        }
    } else {
        menu.addAction(tr("Fit to window"), this, &GraphView::fitAll);
        menu.addAction(tr("Collapse all groups"), this, &GraphView::collapseAll);
        menu.addAction(tr("Expand all groups"), this, &GraphView::expandAll);
    }
    menu.exec(event->globalPos());
}

void GraphView::drawForeground(QPainter *painter, const QRectF &)
{
    if (!m_coloring)
        return;
    // The legend, in viewport coordinates at the top left.
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPointSizeF(8.5);
    painter->setFont(font);
    const QFontMetrics metrics(font);
    const auto entries = m_coloring->legend();
    int width = 0;
    for (const auto &entry : entries)
        width = std::max(width, metrics.horizontalAdvance(entry.first));
    const int line = metrics.height() + 3;
    const QRect frame(8, 8, width + 32, line * int(entries.size()) + 8);
    painter->setPen(QColor(0xc0, 0xc0, 0xc0));
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->drawRoundedRect(frame, 4, 4);
    int y = frame.top() + 4;
    for (const auto &[label, color] : entries) {
        painter->setPen(color.darker(150));
        painter->setBrush(color);
        painter->drawRect(QRect(frame.left() + 6, y + 2, 14, line - 6));
        painter->setPen(Qt::black);
        painter->drawText(QRect(frame.left() + 26, y, width + 4, line), Qt::AlignVCenter | Qt::AlignLeft, label);
        y += line;
    }
    painter->restore();
}

bool GraphView::exportImage(const QString &path)
{
    const QRectF source = m_scene.sceneRect();
    if (source.isEmpty())
        return false;
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(source.size().toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
        generator.setTitle(QString::fromStdString(m_session.graph().name()));
        QPainter painter;
        if (!painter.begin(&generator))
            return false;
        m_scene.render(&painter, QRectF(QPointF(0, 0), source.size()), source);
        return painter.end();
    }
    const double scale = std::min(2.0, 8000.0 / std::max(source.width(), source.height()));
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    m_scene.render(&painter, QRectF(image.rect()), source);
    painter.end();
    return image.save(path);
}

} // namespace regal
