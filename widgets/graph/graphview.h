#pragma once

#include "widgets/graph/edgelayer.h"
#include "widgets/graph/graphlayout.h"
#include "widgets/graph/nodecoloring.h"
#include "widgets/graph/visiblegraph.h"

#include <QGraphicsView>
#include <memory>

namespace regal {

class LayoutService;
class LegendBar;
class MiniMap;
class NodeItem;
class OverviewLayer;
class Session;

/// \brief The computation graph, laid out top to bottom by Graphviz dot, coloured by device.
///
/// Takes the session and a layout service by reference and follows their signals: a new graph
/// or a changed set of collapsed groups asks for a layout off the GUI thread; a new solution
/// recolours the boxes and reclassifies the edges (edges between devices are drawn thick and
/// orange). Selection is the session's, shared with every other view.
///
/// A graph opens so that it reads when fitted: long layouts are folded into columns that fill
/// the window (foldLayout()), and a graph whose boxes would still be smaller than
/// readableScale() is collapsed by scope (collapseToBudget()) until they are not, or to its
/// outermost groups. When even those do not fit, it opens at a readable zoom on its start. A
/// minimap in the corner shows the whole graph and the viewport whenever part of it is hidden.
class GraphView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GraphView)
public:
    enum class Coloring { ByDevice, ByOpType, ByPolicyAdvice };

    GraphView(Session &session, LayoutService &layouts, QWidget *parent = nullptr);
    ~GraphView() override;

    static int collapseThreshold() { return 3000; }
    /// The smallest zoom at which a 32-point node box is still 13 pixels high: what opening,
    /// expanding and searching aim for.
    static double readableScale() { return 0.42; }

    bool isLaidOut() const { return m_edges != nullptr; }
    const VisibleGraph &visibleGraph() const { return m_visible; }
    /// The box that shows \a node (the node's own or its collapsed group's), or nullptr.
    NodeItem *itemFor(NodeId node) const;
    /// The scene area of the boxes showing \a nodes; empty when none is shown.
    QRectF areaOf(const std::vector<NodeId> &nodes) const;
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

    /// Selects the nodes whose name or op contains \a text and zooms to the first; returns
    /// how many matched.
    int search(const QString &text);
    /// Makes the next (\a step 1) or previous (-1) match of the last search current, wrapping
    /// around, and zooms to it; returns its index, or -1 without matches.
    int showMatch(int step);
    int matchCount() const { return int(m_matches.size()); }
    int matchIndex() const { return m_match; }
    void collapseGroup(const QString &path);
    void expandGroup(const QString &path);
    void collapseAll();
    void expandAll();
    const QSet<QString> &collapsedGroups() const { return m_collapsed; }

    /// Actions offered by the context menu of a node (device moves, pin, ...).
    void setNodeActions(const QList<QAction *> &actions) { m_nodeActions = actions; }

    /// Writes the whole graph as PNG or SVG (by suffix), labels included; a PNG is opaque.
    /// Returns false when it cannot.
    bool exportImage(const QString &path);
    const MiniMap *miniMap() const { return m_miniMap; }
    const LegendBar *legend() const { return m_legend; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitAll();

signals:
    /// A layout was put on screen.
    void laidOut();
    void statusMessage(const QString &message);
    /// The current match of the search changed: \a index of \a count (index -1: none).
    void matchChanged(int index, int count);
    /// The nodes are coloured another way (setColoring()).
    void coloringChanged(GraphView::Coloring coloring);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

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
    /// The viewport size a layout is made for; before the view is shown, a typical one.
    QSizeF targetViewport() const;
    /// True when the window's shape differs clearly from the one the layout was made for.
    bool laidOutForAnotherShape() const;
    /// While opening: collapses further when \a layout would be unreadable when fitted; true
    /// when a new layout was asked for.
    bool collapseFurther(const GraphLayout &layout);
    /// Fits the graph, or shows its start at a readable zoom when fitting would not be.
    void showReadably();
    /// Shows \a area at the current zoom (at least readableScale()), its start when it is larger
    /// than the window.
    void focusOn(const QRectF &area);
    void zoomToNode(NodeId node);
    void refreshMiniMap();
    void placeMiniMap();

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
    /// What the view shows once the pending layout is on screen.
    enum class Arrival {
        Keep,     ///< the zoom as it was, or the group expanded or collapsed last
        Readable, ///< showReadably(), for a graph just opened
        Whole,    ///< fitAll(), for a fit that asked for a layout of the window's new shape
    };
    Arrival m_arrival = Arrival::Readable;
    bool m_opening = false;     ///< collapsing further while the fitted graph does not read
    int m_openingRounds = 0;
    QSizeF m_requestedViewport; ///< what the pending layout is made for
    QString m_focusGroup;       ///< the group expanded or collapsed last, shown once laid out
    std::vector<NodeId> m_matches;
    int m_match = -1;
    MiniMap *m_miniMap = nullptr;
    LegendBar *m_legend = nullptr;
    QList<QAction *> m_nodeActions;
};

} // namespace regal
