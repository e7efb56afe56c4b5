#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <utility>
#include <vector>

namespace regal {

/// \brief The graph view's colour legend: a swatch and a label per colour, in a strip above the
/// graph, so that it never hides a node. Entries that do not fit end in an ellipsis and are
/// named in the tooltip.
class LegendBar : public QWidget
{
    Q_OBJECT
public:
    using Entry = std::pair<QString, QColor>;

    explicit LegendBar(QWidget *parent = nullptr);

    void setEntries(std::vector<Entry> entries);
    /// How many entries the current width shows whole.
    int shownCount() const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The left edge of every entry and, last, where the next one would start.
    std::vector<int> entryEdges() const;
    int shownCount(const std::vector<int> &edges) const;
    void refreshToolTip();

    std::vector<Entry> m_entries;
};

} // namespace regal
