#include "widgets/graph/nodeitem.h"

#include "widgets/graph/nodecoloring.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace regal {
namespace {

const QColor CriticalColor(0xc0, 0x10, 0x10);
const QColor SelectedColor(0x10, 0x10, 0x10);

QFont labelFont(bool bold, double pointSize = 8.0)
{
    QFont font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

QFont detailFont()
{
    QFont font;
    font.setPointSizeF(7.0);
    return font;
}

/// \a text in lower case without digits, underscores and dots.
QString letters(const QString &text)
{
    QString kept;
    for (QChar c : text)
        if (c.isLetter())
            kept.append(c.toLower());
    return kept;
}

/// The digits of \a text.
QString digits(const QString &text)
{
    QString kept;
    for (QChar c : text)
        if (c.isDigit())
            kept.append(c);
    return kept;
}

} // namespace

QString boxTitle(const QString &name, const QString &op)
{
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    if (slash <= 0 || slash + 1 >= name.size())
        return name;
    const QString last = letters(name.mid(slash + 1)), kind = letters(op);
    if (last.isEmpty() || kind.isEmpty() || !(kind.contains(last) || last.contains(kind)))
        return name;
    // A number of its own ("concat_9") tells the node apart: keep it.
    if (!op.contains(digits(name.mid(slash + 1))))
        return name;
    return name.left(slash);
}

void NodeItem::setLabel(Label &label, const QString &text, const QFont &font)
{
    label.text.setText(text);
    label.font = font;
    label.size = QSizeF();
}

void NodeItem::drawCentred(QPainter *painter, const QRectF &box, Label &label)
{
    // Measured here, not by the static text, which measures itself in the application's font
    // until it is drawn; and only once drawn, as most boxes of a big graph never are.
    if (!label.size.isValid()) {
        const QFontMetricsF metrics(label.font);
        label.size = QSizeF(metrics.horizontalAdvance(label.text.text()), metrics.height());
    }
    painter->setFont(label.font);
    painter->drawStaticText(box.center() - QPointF(label.size.width(), label.size.height()) / 2.0, label.text);
}

NodeItem::NodeItem(std::uint32_t vertex, QSizeF size, QString title, QString detail, bool group)
    : m_vertex(vertex), m_size(size), m_title(std::move(title)), m_detail(std::move(detail)), m_group(group)
{
    setFlag(ItemIsSelectable);
    setZValue(1.0);
    const double width = m_size.width() - 8.0;
    for (Label *label : {&m_titleText, &m_detailText, &m_fittedText})
        label->text.setPerformanceHint(QStaticText::AggressiveCaching);
    setLabel(m_titleText, QFontMetricsF(labelFont(m_group)).elidedText(m_title, Qt::ElideLeft, width), labelFont(m_group));
    setLabel(m_detailText, QFontMetricsF(detailFont()).elidedText(m_detail, Qt::ElideRight, width), detailFont());
    fitTitle(8.0, 8.0);
}

void NodeItem::fitTitle(double pointSize, double smallest)
{
    int size = qRound(pointSize * 2.0);
    const int least = std::min(size, qRound(smallest * 2.0));
    if (size == m_fittedSize)
        return;
    m_fittedSize = size;
    // Smaller type before eliding, down to \a smallest.
    const double width = m_size.width() - 8.0;
    while (size > least && QFontMetricsF(labelFont(m_group, size / 2.0)).horizontalAdvance(m_title) > width)
        --size;
    const QFont font = labelFont(m_group, size / 2.0);
    setLabel(m_fittedText, QFontMetricsF(font).elidedText(m_title, Qt::ElideLeft, width), font);
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
    const double onScreen = m_size.height() * lod;
    const bool selected = option->state & QStyle::State_Selected;
    if (onScreen < 7.0) {
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
    if (onScreen < minimumLabelHeight())
        return;
    painter->setPen(DevicePalette::textOn(m_fill));
    const QRectF inner = box.adjusted(4, 1, -4, -1);
    if (lod < 0.9 || m_detail.isEmpty()) {
        // One line, about 8 points on screen, as large as the box allows.
        const double pointSize = std::min(m_size.height() * 0.5, 8.0 / lod);
        fitTitle(pointSize, std::min(pointSize, 6.5 / lod));
        drawCentred(painter, inner, m_fittedText);
        return;
    }
    drawCentred(painter, inner.adjusted(0, 0, 0, -inner.height() / 2), m_titleText);
    drawCentred(painter, inner.adjusted(0, inner.height() / 2, 0, 0), m_detailText);
}

} // namespace regal
