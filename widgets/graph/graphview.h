#pragma once

#include "widgets/graph/edgelayer.h"
#include "widgets/graph/graphlayout.h"
#include "widgets/graph/nodecoloring.h"
#include "widgets/graph/visiblegraph.h"

#include <QGraphicsView>
#include <memory>

namespace regal {

class LayoutService;
class NodeItem;
class OverviewLayer;
class Session;

/// \brief The computation graph, laid out by Graphviz dot, coloured by device.
///
/// Takes the session and a layout service by reference and follows their signals: a new graph
/// or a changed set of collapsed groups asks for a layout off the GUI thread; a new solution
/// recolours the boxes and reclassifies the edges (edges between devices are drawn thick and
/// orange). Selection is the session's, shared with every other view. Above
/// collapseThreshold() nodes the graph opens with groups collapsed to at most dotLimit() boxes.
class GraphView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GraphView)
public:
    enum class Coloring { ByDevice, ByOpType };

    GraphView(Session &session, LayoutService &layouts, QWidget *parent = nullptr);
    ~GraphView() override;

    static int collapseThreshold() { return 3000; }

    bool isLaidOut() const { return m_edges != nullptr; }
    const VisibleGraph &visibleGraph() const { return m_visible; }
    /// The box that shows \a node (the node's own or its collapsed group's), or nullptr.
    NodeItem *itemFor(NodeId node) const;
    std::size_t itemCount() const { return m_items.size(); }
    const EdgeLayer *edgeLayer() const { return m_edges; }
    const GraphLayout *layout() const { return m_layout.get(); }
    /// True while a big graph is zoomed out so far that the overview layer draws it.
    bool isOverviewShown() const { return m_overviewShown; }

    void setColoring(Coloring coloring);
    Coloring coloring() const { return m_coloringMode; }
    void setCriticalPathShown(bool shown);
    bool isCriticalPathShown() const { return m_showCritical; }
    void setLayoutEngine(LayoutEngine engine);

    /// Selects the nodes whose name or op contains \a text and centres on the first; returns
    /// how many matched.
    int search(const QString &text);
    void collapseGroup(const QString &path);
    void expandGroup(const QString &path);
    void collapseAll();
    void expandAll();
    const QSet<QString> &collapsedGroups() const { return m_collapsed; }

    /// Actions offered by the context menu of a node (device moves, pin, ...).
    void setNodeActions(const QList<QAction *> &actions) { m_nodeActions = actions; }

    /// Writes the whole graph as PNG or SVG (by suffix); returns false when it cannot.
    bool exportImage(const QString &path);

public slots:
    void zoomIn();
    void zoomOut();
    void fitAll();

signals:
    /// A layout was put on screen.
    void laidOut();
    void statusMessage(const QString &message);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void onProblemChanged();
    void rebuild();
    void onLayoutReady(const QString &key, std::shared_ptr<const GraphLayout> layout);
    void populate();
    void refreshColors();
    void refreshEdges();
    void refreshCritical();
    void refreshPins();
    void onSceneSelectionChanged();
    void onSessionSelectionChanged();
    void scaleBy(double factor);
    /// Shows the overview layer instead of the box items when a big graph is zoomed far out.
    void updateOverview();
    void refreshOverview();
    QString layoutKey() const;

    Session &m_session;
    LayoutService &m_layouts;
    QGraphicsScene m_scene;
    VisibleGraph m_visible;
    QSet<QString> m_collapsed;
    std::vector<QSizeF> m_sizes; ///< per vertex, as sent to the layout
    std::string m_graphHash;
    QString m_pendingKey;
    std::shared_ptr<const GraphLayout> m_layout;
    std::vector<NodeItem *> m_items;
    EdgeLayer *m_edges = nullptr;
    OverviewLayer *m_overview = nullptr;
    bool m_overviewShown = false;
    std::unique_ptr<NodeColoring> m_coloring;
    Coloring m_coloringMode = Coloring::ByDevice;
    LayoutEngine m_engine = LayoutEngine::Auto;
    bool m_showCritical = false;
    std::vector<char> m_onCriticalPath;
    bool m_syncing = false;
    bool m_fitPending = true;
    QList<QAction *> m_nodeActions;
};

} // namespace regal
