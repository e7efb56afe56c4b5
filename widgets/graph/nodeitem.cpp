#include "widgets/graph/nodeitem.h"

#include "widgets/graph/nodecoloring.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace regal {
namespace {

const QColor CriticalColor(0xc0, 0x10, 0x10);
const QColor SelectedColor(0x10, 0x10, 0x10);

QFont labelFont(bool bold)
{
    QFont font;
    font.setPointSizeF(8.0);
    font.setBold(bold);
    return font;
}

QFont detailFont()
{
    QFont font;
    font.setPointSizeF(7.0);
    return font;
}

/// Draws \a text centred in \a box.
void drawCentred(QPainter *painter, const QRectF &box, const QStaticText &text)
{
    const QSizeF size = text.size();
    painter->drawStaticText(QPointF(box.center().x() - size.width() / 2, box.center().y() - size.height() / 2), text);
}

} // namespace

NodeItem::NodeItem(std::uint32_t vertex, QSizeF size, QString title, QString detail, bool group)
    : m_vertex(vertex), m_size(size), m_title(std::move(title)), m_detail(std::move(detail)), m_group(group)
{
    setFlag(ItemIsSelectable);
    setZValue(1.0);
    const double width = m_size.width() - 8.0;
    QFont titleFont = labelFont(m_group);
    m_titleText.setText(QFontMetricsF(titleFont).elidedText(m_title, Qt::ElideMiddle, width));
    m_singleLineText = m_titleText;
    m_detailText.setText(QFontMetricsF(detailFont()).elidedText(m_detail, Qt::ElideRight, width));
    for (QStaticText *text : {&m_titleText, &m_detailText, &m_singleLineText})
        text->setPerformanceHint(QStaticText::AggressiveCaching);

}

QRectF NodeItem::boundingRect() const
{
    const double margin = 3.0;
    return QRectF(-m_size.width() / 2 - margin, -m_size.height() / 2 - margin, m_size.width() + 2 * margin,
                  m_size.height() + 2 * margin);
}

void NodeItem::setFill(const QColor &fill)
{
    if (fill != m_fill) {
        m_fill = fill;
        update();
    }
}

void NodeItem::setCritical(bool critical)
{
    if (critical != m_critical) {
        m_critical = critical;
        update();
    }
}

void NodeItem::setPinned(bool pinned)
{
    if (pinned != m_pinned) {
        m_pinned = pinned;
        update();
    }
}

void NodeItem::setMatched(bool matched)
{
    if (matched != m_matched) {
        m_matched = matched;
        update();
    }
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF box(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool selected = option->state & QStyle::State_Selected;
    if (lod < 0.3) {
        painter->fillRect(box, selected ? SelectedColor : m_critical ? CriticalColor : m_fill);
        return;
    }
    QPen pen(selected ? SelectedColor : m_critical ? CriticalColor : m_fill.darker(150));
    pen.setWidthF(selected || m_critical ? 3.0 : 1.0);
    if (m_group)
        pen.setStyle(selected || m_critical ? Qt::SolidLine : Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(m_matched ? m_fill.lighter(130) : m_fill);
    painter->drawRoundedRect(box, m_group ? 8.0 : 4.0, m_group ? 8.0 : 4.0);
    if (m_pinned) {
        const QPointF corner = box.topRight();
        const QPointF pin[3] = {corner, corner + QPointF(-10, 0), corner + QPointF(0, 10)};
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x20, 0x20, 0x20));
        painter->drawPolygon(pin, 3);
    }
    if (lod < 0.55)
        return;
    painter->setPen(DevicePalette::textOn(m_fill));
    painter->setFont(labelFont(m_group));
    const QRectF inner = box.adjusted(4, 1, -4, -1);
    if (lod < 0.9 || m_detail.isEmpty()) {
        drawCentred(painter, inner, m_singleLineText);
        return;
    }
    drawCentred(painter, inner.adjusted(0, 0, 0, -inner.height() / 2), m_titleText);
    painter->setFont(detailFont());
    drawCentred(painter, inner.adjusted(0, inner.height() / 2, 0, 0), m_detailText);
}

} // namespace regal
