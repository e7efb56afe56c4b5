#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <vector>

namespace regal {

/// \brief All boxes of a big graph as one item, for when it is zoomed out so far that boxes are
/// a few pixels wide: plain rectangles drawn in batches by colour, instead of one paint call per
/// box item. The graph view switches between it and the box items by zoom level.
class OverviewLayer : public QGraphicsItem
{
public:
    explicit OverviewLayer(std::vector<QRectF> boxes);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// Per box its fill; a highlighted box (selected or critical) is drawn dark on top.
    void setColors(std::vector<QRgb> fills, std::vector<char> highlighted);

private:
    std::vector<QRectF> m_boxes;
    std::vector<QRgb> m_fills;
    std::vector<char> m_highlighted;
    QRectF m_bounds;
};

} // namespace regal
