#pragma once

#include "widgets/gantt/ganttlanes.h"

#include <QWidget>
#include <optional>

class QScrollBar;

namespace regal {

class Session;

/// \brief The schedule of the current solution: a lane per device and per busy link.
///
/// Follows the session: a new solution rebuilds the lanes, the shared selection outlines bars
/// and is set by clicking them. The time axis zooms with the wheel around the pointer and
/// scrolls with the bar below (or Shift+wheel). Dragging an operation to another device lane
/// moves it there; dragging it along its lane changes its priority; both go through the undo
/// stack and re-simulate.
class GanttView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GanttView)
public:
    explicit GanttView(Session &session, QWidget *parent = nullptr);

    const std::vector<GanttLane> &lanes() const { return m_lanes; }
    std::size_t barCount() const;
    /// The fill of the bar of \a node in its device lane.
    QColor barColor(NodeId node) const;

    /// Seconds per pixel and the time at the left edge of the chart area.
    double pixelsPerSecond() const { return m_pixelsPerSecond; }
    double timeAtLeft() const { return m_timeAtLeft; }
    /// The rectangle, in widget coordinates, of \a node's bar; empty when off screen.
    QRect barRect(NodeId node) const;

    /// Writes the whole chart as PNG or SVG (by suffix).
    bool exportImage(const QString &path);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void zoomIn();
    void zoomOut();
    void fitTime();

signals:
    /// Says why a drag did nothing (a run is going on).
    void statusMessage(const QString &message);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

public:
    void setNodeActions(const QList<QAction *> &actions) { m_nodeActions = actions; }

private:
    struct Hit
    {
        int lane = -1;
        const GanttBar *bar = nullptr;
    };
    struct Drag
    {
        NodeId node = InvalidNode;
        QPoint origin;
        QPoint position;
        bool moving = false;
    };

    void onSolutionChanged();
    void onSelectionChanged();
    void render(QPainter &painter, QSize size, double timeAtLeft, double pixelsPerSecond, int scrollY) const;
    void layoutLanes();
    int laneHeight(std::size_t lane) const;
    int laneTop(int lane) const;
    int contentHeight() const;
    int visibleLaneHeight() const;
    Hit hitTest(QPoint point) const;
    int laneAt(int y) const;
    double timeAt(int x) const;
    int xAt(double time) const;
    void zoomAround(double factor, int x);
    void updateScrollBar();
    QString tooltipFor(const Hit &hit) const;
    int chartWidth() const;

    Session &m_session;
    std::vector<GanttLane> m_lanes;
    double m_makespan = 0.0;
    double m_pixelsPerSecond = 1.0;
    double m_timeAtLeft = 0.0;
    bool m_fitted = false;
    bool m_userZoomed = false;
    QScrollBar *m_scroll;
    QScrollBar *m_vertical;
    std::vector<int> m_laneTops; ///< top of each lane below the axis, plus the total height
    int m_scrollY = 0;
    std::optional<Drag> m_drag;
    QList<QAction *> m_nodeActions;
};

} // namespace regal
