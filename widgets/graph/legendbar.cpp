#include "widgets/graph/legendbar.h"

#include <QPainter>
#include <QStringList>

namespace regal {
namespace {

constexpr int Margin = 6;
constexpr int Swatch = 12;
constexpr int SwatchGap = 4;
constexpr int EntryGap = 12;

QString ellipsis()
{
    return QStringLiteral("…");
}

} // namespace

LegendBar::LegendBar(QWidget *parent) : QWidget(parent)
{
    QFont small = font();
    small.setPointSizeF(8.5);
    setFont(small);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void LegendBar::setEntries(std::vector<Entry> entries)
{
    m_entries = std::move(entries);
    refreshToolTip();
    update();
}

std::vector<int> LegendBar::entryEdges() const
{
    std::vector<int> edges{Margin};
    for (const auto &entry : m_entries)
        edges.push_back(edges.back() + Swatch + SwatchGap + fontMetrics().horizontalAdvance(entry.first) + EntryGap);
    return edges;
}

int LegendBar::shownCount() const
{
    return shownCount(entryEdges());
}

int LegendBar::shownCount(const std::vector<int> &edges) const
{
    const int room = width() - Margin;
    if (edges.back() - EntryGap <= room)
        return int(m_entries.size());
    // Leave room for the ellipsis after the last whole entry.
    const int ellipsisWidth = fontMetrics().horizontalAdvance(ellipsis());
    int count = 0;
    while (count < int(m_entries.size()) && edges[std::size_t(count) + 1] + ellipsisWidth <= room)
        ++count;
    return count;
}

QSize LegendBar::sizeHint() const
{
    return {entryEdges().back(), fontMetrics().height() + 8};
}

void LegendBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const std::vector<int> edges = entryEdges();
    const int shown = shownCount(edges);
    const int line = fontMetrics().height();
    const int top = (height() - line) / 2;
    for (int index = 0; index < shown; ++index) {
        const auto &[label, color] = m_entries[std::size_t(index)];
        const int x = edges[std::size_t(index)];
        painter.setPen(color.darker(150));
        painter.setBrush(color);
        painter.drawRect(QRect(x, top + 2, Swatch, line - 4));
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QRect(x + Swatch + SwatchGap, top, width(), line), Qt::AlignVCenter | Qt::AlignLeft, label);
    }
    if (shown < int(m_entries.size()))
        painter.drawText(QRect(edges[std::size_t(shown)], top, width(), line), Qt::AlignVCenter | Qt::AlignLeft,
                         ellipsis());
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(0, height() - 1, width(), height() - 1);
}

void LegendBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refreshToolTip();
}

void LegendBar::refreshToolTip()
{
    const int shown = shownCount();
    QStringList hidden;
    for (std::size_t index = std::size_t(shown); index < m_entries.size(); ++index)
        hidden << m_entries[index].first;
    setToolTip(hidden.isEmpty() ? QString() : tr("Also: %1").arg(hidden.join(QStringLiteral(", "))));
}

} // namespace regal
