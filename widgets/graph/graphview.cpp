#include "widgets/graph/graphview.h"

#include "core/sim/criticalpath.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/graph/legendbar.h"
#include "widgets/graph/minimap.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/graph/overviewlayer.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace regal {
namespace {

constexpr double NodeHeight = 32.0;
constexpr double NodeWidth = 100.0, ExtraWidthForCost = 60.0;
constexpr double GroupWidth = 160.0, GroupHeight = 46.0;
/// Below this zoom a big graph is drawn by the overview layer.
constexpr double OverviewScale = 0.2;
constexpr std::size_t OverviewMinimumBoxes = 2000;
/// Above this many edges the plain ones fade when zoomed out.
constexpr std::size_t DenseEdges = 1500;
/// Scene area a box takes in a layout, with its share of the gaps, for the first guess of how
/// many boxes fit a window.
constexpr double AreaPerBox = 150.0 * 80.0;

/// How many boxes a window of \a viewport shows at \a scale, roughly.
int boxBudget(QSizeF viewport, double scale)
{
    return std::max(8, int(viewport.width() * viewport.height() / (scale * scale * AreaPerBox)));
}

} // namespace

GraphView::GraphView(Session &session, LayoutService &layouts, QWidget *parent)
    : QGraphicsView(parent), m_session(session), m_layouts(layouts)
{
    setScene(&m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontAdjustForAntialiasing);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xf8));
    setMinimumSize(200, 150);
    m_legend = new LegendBar(this);
    setViewportMargins(0, m_legend->sizeHint().height(), 0, 0);
    m_miniMap = new MiniMap(this);
    m_miniMap->hide();
    connect(m_miniMap, &MiniMap::centerRequested, this, [this](const QPointF &point) { centerOn(point); });

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
    // Layouts are folded for the window's shape, in steps of a tenth.
    const QSizeF viewport = targetViewport();
    return QString::fromStdString(m_graphHash) + QLatin1Char('|') + QString::number(int(m_engine)) + QLatin1Char('|')
           + QString::number(qRound(10.0 * viewport.width() / viewport.height())) + QLatin1Char('|') + groups.join(QLatin1Char(','));
}

QSizeF GraphView::targetViewport() const
{
    const QSize size = viewport()->size();
    if (!isVisible() || size.width() < 200 || size.height() < 150)
        return QSizeF(1000, 560);
    return QSizeF(size);
}

void GraphView::onProblemChanged()
{
    const std::string hash = m_session.graph().contentHash() + m_session.graph().name();
    if (hash != m_graphHash || m_items.empty()) {
        m_graphHash = hash;
        m_collapsed.clear();
        // A first guess; collapseFurther() corrects it once the layout shows the real size.
        const int budget = boxBudget(targetViewport(), readableScale());
        const int nodes = int(m_session.graph().nodeCount());
        if (nodes > 4 * budget || nodes > dotLimit())
            m_collapsed = collapseToBudget(m_session.graph(), std::min(budget, dotLimit()));
        m_arrival = Arrival::Readable;
        m_opening = true;
        m_openingRounds = 0;
        m_focusGroup.clear();
        m_matches.clear();
        m_match = -1;
        emit matchChanged(-1, 0);
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
        request.sizes.emplace_back(NodeWidth + ExtraWidthForCost * share, NodeHeight);
    }
    for (const VisibleGraph::Edge &edge : m_visible.edges)
        request.edges.emplace_back(edge.from, edge.to);
    request.viewport = targetViewport();
    m_requestedViewport = request.viewport;

    m_sizes = request.sizes;
    m_pendingKey = layoutKey();
    m_scene.clear();
    m_items.clear();
    m_edges = nullptr;
    m_overview = nullptr;
    m_overviewShown = false;
    m_layout.reset();
    m_miniMap->hide();
    m_scene.addText(tr("Laying out %n boxes…", nullptr, int(request.sizes.size())));
    m_layouts.request(m_pendingKey, std::move(request), m_engine);
}

void GraphView::onLayoutReady(const QString &key, std::shared_ptr<const GraphLayout> layout)
{
    if (key != m_pendingKey || !m_session.hasProblem())
        return;
    if (collapseFurther(*layout))
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
            // The box shows the end of the name, the tooltip all of it.
            title = boxTitle(QString::fromStdString(node.name), QString::fromStdString(node.op));
            detail = QString::fromStdString(node.op) + QStringLiteral(" · ") + formatSeconds(vertex.cost);
        }
        auto *item = new NodeItem(index, m_sizes[index], title, detail, vertex.isGroup());
        item->setToolTip((vertex.isGroup() ? vertex.group : QString::fromStdString(graph.node(vertex.node).name))
                         + QLatin1Char('\n') + detail);
        item->setPos(layout.centers[index]);
        m_scene.addItem(item);
        m_items.push_back(item);
    }
    m_edges = new EdgeLayer(layout.routes, layout.splines, layout.routes.size() > DenseEdges);
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
    const Arrival arrival = std::exchange(m_arrival, Arrival::Keep);
    if (arrival == Arrival::Readable)
        showReadably();
    else if (arrival == Arrival::Whole)
        fitAll();
    else if (!m_focusGroup.isEmpty())
        focusOn(areaOf(groupMembers(m_session.graph(), m_focusGroup)));
    m_focusGroup.clear();
    refreshMiniMap();
    onSessionSelectionChanged();
}

void GraphView::setColoring(Coloring coloring)
{
    if (coloring == m_coloringMode)
        return;
    m_coloringMode = coloring;
    refreshColors();
    emit coloringChanged(coloring);
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
    } else if (m_coloringMode == Coloring::ByOpType) {
        m_coloring = std::make_unique<OpTypeColoring>(m_session.graph());
    } else {
        m_coloring = std::make_unique<PolicyAdviceColoring>(m_session.policyProposals(), m_session.policyGateClosed());
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
    m_legend->setEntries(m_coloring->legend());
    refreshOverview();
    refreshMiniMap();
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

void GraphView::collapseGroup(const QString &path)
{
    if (path.isEmpty() || m_collapsed.contains(path))
        return;
    m_collapsed.insert(path);
    m_focusGroup = path;
    rebuild();
}

void GraphView::expandGroup(const QString &path)
{
    if (!m_collapsed.remove(path))
        return;
    // Collapse the next level inside a big group, so expanding stays readable and fast.
    if (int(groupMembers(m_session.graph(), path).size()) > collapseThreshold() / 4)
        for (const QString &group : groupPaths(m_session.graph()))
            if (group.startsWith(path + QLatin1Char('/')) && group.count(QLatin1Char('/')) == path.count(QLatin1Char('/')) + 1)
                m_collapsed.insert(group);
    m_focusGroup = path;
    rebuild();
}

void GraphView::collapseAll()
{
    m_collapsed.clear();
    for (const QString &group : topLevelGroups(m_session.graph()))
        m_collapsed.insert(group);
    m_arrival = Arrival::Readable;
    rebuild();
}

void GraphView::expandAll()
{
    if (m_collapsed.isEmpty())
        return;
    m_collapsed.clear();
    m_arrival = Arrival::Readable;
    rebuild();
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

} // namespace regal
