#include "widgets/graph/overviewlayer.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <map>

namespace regal {

OverviewLayer::OverviewLayer(std::vector<QRectF> boxes) : m_boxes(std::move(boxes))
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(0.5);
    for (const QRectF &box : m_boxes)
        m_bounds |= box;
    m_fills.assign(m_boxes.size(), qRgb(0xd0, 0xd0, 0xd0));
    m_highlighted.assign(m_boxes.size(), 0);
}

void OverviewLayer::setColors(std::vector<QRgb> fills, std::vector<char> highlighted)
{
    m_fills = std::move(fills);
    m_highlighted = std::move(highlighted);
    update();
}

void OverviewLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect;
    std::map<QRgb, std::vector<QRectF>> batches;
    std::vector<QRectF> highlighted;
    for (std::size_t box = 0; box < m_boxes.size(); ++box) {
        if (!m_boxes[box].intersects(exposed))
            continue;
        (m_highlighted[box] ? highlighted : batches[m_fills[box]]).push_back(m_boxes[box]);
    }
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    for (const auto &[fill, rects] : batches) {
        painter->setBrush(QColor::fromRgb(fill));
        painter->drawRects(rects.data(), int(rects.size()));
    }
    painter->setBrush(QColor(0x10, 0x10, 0x10));
    painter->drawRects(highlighted.data(), int(highlighted.size()));
}

} // namespace regal
