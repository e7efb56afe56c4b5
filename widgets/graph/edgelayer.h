#pragma once

#include <QGraphicsItem>
#include <QPainterPath>
#include <vector>

namespace regal {

/// \brief All edges of the graph view in one item, so tens of thousands of edges cost one
/// item: it paints only the edges inside the exposed area, straight lines when zoomed out and
/// the routed curves with arrow heads when close.
class EdgeLayer : public QGraphicsItem
{
public:
    enum Category : std::uint8_t { Local, CrossDevice, Control, Critical, Highlighted, CategoryCount };

    /// \a routes as GraphLayout gives them (Bezier chains when \a splines). With \a dense,
    /// the plain edges are drawn faint when zoomed out, so thousands of them stay a light haze
    /// behind the boxes instead of a solid band.
    EdgeLayer(const std::vector<std::vector<QPointF>> &routes, bool splines, bool dense = false);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    std::size_t edgeCount() const { return m_edges.size(); }
    Category category(std::size_t edge) const { return m_edges[edge].category; }
    void setCategories(const std::vector<Category> &categories);

private:
    struct Edge
    {
        QPainterPath path;
        std::vector<QLineF> segments; ///< the route as lines (through a curve's joints)
        QLineF lastSegment; ///< direction of the arrow head
        QRectF bounds;
        Category category = Local;
    };

    std::vector<Edge> m_edges;
    QRectF m_bounds;
    bool m_splines = false;
    bool m_dense = false;
};

} // namespace regal
