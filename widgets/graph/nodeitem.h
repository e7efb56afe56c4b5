#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QStaticText>

namespace regal {

/// The title of a node's box: its scoped \a name without a last part that only repeats the
/// \a op ("…/conv3/Conv" becomes "…/conv3", "…/depthwise_conv2d_32/depthwise" becomes
/// "…/depthwise_conv2d_32"), since the box shows the op anyway and the scope tells nodes apart.
/// A last part with a number of its own ("mixed0/concat_9") stays.
QString boxTitle(const QString &name, const QString &op);

/// \brief One box of the graph view: a node, or a collapsed group of nodes.
///
/// Holds what it shows (texts, fill, flags) and paints it with a level of detail: a plain
/// rectangle when zoomed out, the title on one line as large as the box allows while the box is
/// at least minimumLabelHeight() pixels high, the title and the detail line (op and cost) when
/// close. Titles lose their start, not their end, when too long: the end of a scoped name
/// ("…conv3/Conv") is what tells nodes apart.
class NodeItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    NodeItem(std::uint32_t vertex, QSizeF size, QString title, QString detail, bool group);

    int type() const override { return Type; }
    /// The smallest on-screen box height, in pixels, that still gets a label.
    static double minimumLabelHeight() { return 11.0; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    std::uint32_t vertex() const { return m_vertex; }
    QString title() const { return m_title; }
    /// The title as last painted on one line (elided to the box), for tests.
    QString shownTitle() const { return m_fittedText.text.text(); }
    bool isGroup() const { return m_group; }
    QColor fill() const { return m_fill; }
    bool isCritical() const { return m_critical; }
    void setFill(const QColor &fill);
    void setCritical(bool critical);
    void setPinned(bool pinned);
    void setMatched(bool matched);

private:
    /// A text elided once for the box's width (painting text is the costly part of a frame),
    /// with the font it is drawn in and, once drawn, its size in that font, to centre it by.
    struct Label
    {
        QStaticText text;
        QFont font;
        QSizeF size; ///< invalid until first drawn
    };

    /// Sets the one-line title for type of \a pointSize, shrinking it down to \a smallest
    /// points before it elides.
    void fitTitle(double pointSize, double smallest);
    static void setLabel(Label &label, const QString &text, const QFont &font);
    static void drawCentred(QPainter *painter, const QRectF &box, Label &label);

    std::uint32_t m_vertex;
    QSizeF m_size;
    QString m_title;
    QString m_detail;
    Label m_titleText;
    Label m_detailText;
    Label m_fittedText; ///< the title on one line at m_fittedSize
    int m_fittedSize = 0;     ///< the size asked for, in half points
    QColor m_fill;
    bool m_group = false;
    bool m_critical = false;
    bool m_pinned = false;
    bool m_matched = false;
};

} // namespace regal
