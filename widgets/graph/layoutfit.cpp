#include "widgets/graph/layoutfit.h"

#include <algorithm>
#include <numeric>

namespace regal {

double fitScale(QSizeF bounds, QSizeF viewport, double margin)
{
    if (bounds.isEmpty() || viewport.isEmpty())
        return 1.0;
    return std::min(viewport.width() / (bounds.width() + 2.0 * margin),
                    viewport.height() / (bounds.height() + 2.0 * margin));
}

double shownScale(QSizeF bounds, QSizeF viewport)
{
    return std::min(MaximumFitScale, fitScale(bounds, viewport));
}

std::vector<LayoutRow> rowsOf(const GraphLayout &layout, const std::vector<QSizeF> &sizes)
{
    std::vector<std::uint32_t> order(layout.centers.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return layout.centers[a].y() < layout.centers[b].y(); });
    std::vector<LayoutRow> rows;
    for (std::uint32_t box : order) {
        const double center = layout.centers[box].y(), half = sizes[box].height() / 2.0;
        if (rows.empty() || center - rows.back().center > 1.0)
            rows.push_back({center, center - half, center + half, {}});
        rows.back().top = std::min(rows.back().top, center - half);
        rows.back().bottom = std::max(rows.back().bottom, center + half);
        rows.back().boxes.push_back(box);
    }
    for (LayoutRow &row : rows)
        std::stable_sort(row.boxes.begin(), row.boxes.end(), [&](std::uint32_t a, std::uint32_t b) {
            return layout.centers[a].x() < layout.centers[b].x();
        });
    return rows;
}

std::vector<QPointF> asBezierChain(const std::vector<QPointF> &polyline)
{
    std::vector<QPointF> chain{polyline.front()};
    for (std::size_t i = 1; i < polyline.size(); ++i) {
        const QPointF from = polyline[i - 1], to = polyline[i];
        chain.insert(chain.end(), {from + (to - from) / 3.0, from + (to - from) * 2.0 / 3.0, to});
    }
    return chain;
}

} // namespace regal
