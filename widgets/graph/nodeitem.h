#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QStaticText>

namespace regal {

/// \brief One box of the graph view: a node, or a collapsed group of nodes.
///
/// Holds what it shows (texts, fill, flags) and paints it with a level of detail: a plain
/// rectangle when zoomed out, the name when readable, the op and cost when close.
class NodeItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    NodeItem(std::uint32_t vertex, QSizeF size, QString title, QString detail, bool group);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    std::uint32_t vertex() const { return m_vertex; }
    bool isGroup() const { return m_group; }
    QColor fill() const { return m_fill; }
    bool isCritical() const { return m_critical; }
    void setFill(const QColor &fill);
    void setCritical(bool critical);
    void setPinned(bool pinned);
    void setMatched(bool matched);

private:
    std::uint32_t m_vertex;
    QSizeF m_size;
    QString m_title;
    QString m_detail;
    /// Elided once for the box's width: painting text is the costly part of a frame.
    QStaticText m_titleText;
    QStaticText m_detailText;
    QStaticText m_singleLineText;
    QColor m_fill;
    bool m_group = false;
    bool m_critical = false;
    bool m_pinned = false;
    bool m_matched = false;
};

} // namespace regal
