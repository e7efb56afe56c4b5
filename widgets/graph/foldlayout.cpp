#include "widgets/graph/foldlayout.h"

#include "widgets/graph/layoutfit.h"

#include <algorithm>

namespace regal {
namespace {

constexpr double ColumnGap = 70.0; ///< the gutter between columns, where folded edges run
constexpr double FoldLead = 16.0;  ///< how far below and above a column folded edges turn
constexpr int MaxColumns = 48;

struct Band
{
    std::size_t firstRow = 0;
    std::size_t endRow = 0;
    double left = 0.0;
    double right = 0.0;
    double top = 0.0;
    double bottom = 0.0;
};

/// Cuts \a rows into at most \a columns bands of about equal height.
std::vector<Band> cut(const std::vector<LayoutRow> &rows, const GraphLayout &layout, const std::vector<QSizeF> &sizes, int columns)
{
    const double target = (rows.back().bottom - rows.front().top) / columns;
    std::vector<Band> bands;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const bool full = !bands.empty() && rows[row].bottom - bands.back().top > target;
        if (bands.empty() || (full && int(bands.size()) < columns))
            bands.push_back({row, row, 0.0, 0.0, rows[row].top, rows[row].bottom});
        Band &band = bands.back();
        for (std::uint32_t box : rows[row].boxes) {
            const double left = layout.centers[box].x() - sizes[box].width() / 2.0;
            const double right = left + sizes[box].width();
            band.left = band.endRow == band.firstRow ? left : std::min(band.left, left);
            band.right = band.endRow == band.firstRow ? right : std::max(band.right, right);
            band.endRow = row + 1;
        }
        band.bottom = rows[row].bottom;
    }
    return bands;
}

QSizeF foldedSize(const std::vector<Band> &bands)
{
    double width = ColumnGap * double(bands.size() - 1), height = 0.0;
    for (const Band &band : bands) {
        width += band.right - band.left;
        height = std::max(height, band.bottom - band.top);
    }
    return {width, height + 2.0 * FoldLead};
}

} // namespace

GraphLayout foldLayout(GraphLayout layout, const std::vector<QSizeF> &sizes,
                       const std::vector<std::pair<std::uint32_t, std::uint32_t>> &edges, QSizeF viewport)
{
    if (layout.centers.size() < 3 || viewport.isEmpty())
        return layout;
    const std::vector<LayoutRow> rows = rowsOf(layout, sizes);
    if (rows.size() < 3)
        return layout;
    int best = 1;
    double bestScale = shownScale(layout.bounds.size(), viewport);
    std::vector<Band> bands;
    for (int columns = 2; columns <= std::min<int>(MaxColumns, int(rows.size())); ++columns) {
        std::vector<Band> candidate = cut(rows, layout, sizes, columns);
        const double scale = shownScale(foldedSize(candidate), viewport);
        if (scale > bestScale * ReshapeGain) {
            best = columns;
            bestScale = scale;
            bands = std::move(candidate);
        }
    }
    if (best == 1)
        return layout;

    std::vector<std::size_t> bandOf(layout.centers.size());
    std::vector<QPointF> offset(bands.size());
    std::vector<double> columnLeft(bands.size()), columnRight(bands.size());
    double x = 0.0, height = 0.0;
    for (std::size_t b = 0; b < bands.size(); ++b) {
        for (std::size_t row = bands[b].firstRow; row < bands[b].endRow; ++row)
            for (std::uint32_t box : rows[row].boxes)
                bandOf[box] = b;
        offset[b] = QPointF(x - bands[b].left, FoldLead - bands[b].top);
        columnLeft[b] = x;
        columnRight[b] = x + bands[b].right - bands[b].left;
        x = columnRight[b] + ColumnGap;
        height = std::max(height, bands[b].bottom - bands[b].top);
    }
    for (std::size_t box = 0; box < layout.centers.size(); ++box)
        layout.centers[box] += offset[bandOf[box]];
    for (std::size_t edge = 0; edge < edges.size() && edge < layout.routes.size(); ++edge) {
        const auto [from, to] = edges[edge];
        std::vector<QPointF> &route = layout.routes[edge];
        if (bandOf[from] == bandOf[to]) {
            for (QPointF &point : route)
                point += offset[bandOf[from]];
            continue;
        }
        const QPointF source = layout.centers[from] + QPointF(0, sizes[from].height() / 2.0);
        const QPointF target = layout.centers[to] - QPointF(0, sizes[to].height() / 2.0);
        const double below = FoldLead + height + FoldLead / 2.0, above = FoldLead / 2.0;
        const double gutter = bandOf[to] > bandOf[from] ? columnRight[bandOf[from]] + ColumnGap / 2.0
                                                        : columnLeft[bandOf[from]] - ColumnGap / 2.0;
        const std::vector<QPointF> polyline{source, {source.x(), below}, {gutter, below}, {gutter, above}, {target.x(), above}, target};
        route = layout.splines ? asBezierChain(polyline) : polyline;
    }
    layout.bounds = QRectF(0, 0, x - ColumnGap, height + 2.0 * FoldLead);
    layout.columns = best;
    return layout;
}

} // namespace regal
