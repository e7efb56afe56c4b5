#include "widgets/graph/wraplayout.h"

#include "widgets/graph/layoutfit.h"

#include <algorithm>

namespace regal {
namespace {

constexpr double LineGap = 12.0; ///< between the lines of one wrapped row
constexpr int MaxLines = 48;

struct Wrapped
{
    std::vector<QPointF> centers;
    QRectF bounds;
    int lines = 1; ///< of the row cut into the most
};

double leftOf(const GraphLayout &layout, const std::vector<QSizeF> &sizes, std::uint32_t box)
{
    return layout.centers[box].x() - sizes[box].width() / 2.0;
}

/// \a rows cut into lines of at most \a width, each line centred on x = 0, the rows from y = 0 down.
Wrapped wrap(const std::vector<LayoutRow> &rows, const GraphLayout &layout, const std::vector<QSizeF> &sizes,
             double width)
{
    Wrapped wrapped{layout.centers, {}, 1};
    double top = 0.0, left = 0.0, right = 0.0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const LayoutRow &row = rows[r];
        if (r > 0)
            top += row.top - rows[r - 1].bottom;
        const std::vector<std::uint32_t> &boxes = row.boxes;
        int lines = 0;
        for (std::size_t first = 0; first < boxes.size(); ++lines) {
            const double lineLeft = leftOf(layout, sizes, boxes[first]);
            double lineRight = lineLeft + sizes[boxes[first]].width();
            std::size_t end = first + 1;
            for (; end < boxes.size(); ++end) {
                const double boxRight = leftOf(layout, sizes, boxes[end]) + sizes[boxes[end]].width();
                if (boxRight - lineLeft > width)
                    break;
                lineRight = std::max(lineRight, boxRight);
            }
            const QPointF shift(-(lineLeft + lineRight) / 2.0,
                                top + lines * (row.bottom - row.top + LineGap) - row.top);
            for (std::size_t box = first; box < end; ++box)
                wrapped.centers[boxes[box]] = layout.centers[boxes[box]] + shift;
            left = std::min(left, -(lineRight - lineLeft) / 2.0);
            right = std::max(right, (lineRight - lineLeft) / 2.0);
            first = end;
        }
        top += lines * (row.bottom - row.top) + (lines - 1) * LineGap;
        wrapped.lines = std::max(wrapped.lines, lines);
    }
    for (QPointF &center : wrapped.centers)
        center.rx() -= left;
    wrapped.bounds = QRectF(0.0, 0.0, right - left, top);
    return wrapped;
}

} // namespace

GraphLayout wrapLayout(GraphLayout layout, const std::vector<QSizeF> &sizes,
                       const std::vector<std::pair<std::uint32_t, std::uint32_t>> &edges, QSizeF viewport)
{
    if (layout.centers.size() < 3 || viewport.isEmpty())
        return layout;
    const std::vector<LayoutRow> rows = rowsOf(layout, sizes);
    double widestRow = 0.0, widestBox = 0.0;
    for (const LayoutRow &row : rows) {
        const std::uint32_t last = row.boxes.back();
        widestRow = std::max(
            widestRow, leftOf(layout, sizes, last) + sizes[last].width() - leftOf(layout, sizes, row.boxes.front()));
        for (std::uint32_t box : row.boxes)
            widestBox = std::max(widestBox, sizes[box].width());
    }
    double bestScale = shownScale(layout.bounds.size(), viewport);
    Wrapped best;
    for (int lines = 2; lines <= MaxLines && widestRow / lines >= widestBox; ++lines) {
        Wrapped candidate = wrap(rows, layout, sizes, widestRow / lines);
        const double scale = shownScale(candidate.bounds.size(), viewport);
        if (scale > bestScale * ReshapeGain) {
            bestScale = scale;
            best = std::move(candidate);
        }
    }
    if (best.centers.empty())
        return layout;

    for (std::size_t edge = 0; edge < edges.size() && edge < layout.routes.size(); ++edge) {
        const auto [from, to] = edges[edge];
        const QPointF moved = best.centers[from] - layout.centers[from];
        std::vector<QPointF> &route = layout.routes[edge];
        if (moved == best.centers[to] - layout.centers[to]) {
            for (QPointF &point : route)
                point += moved;
            continue;
        }
        const std::vector<QPointF> straight{best.centers[from] + QPointF(0, sizes[from].height() / 2.0),
                                            best.centers[to] - QPointF(0, sizes[to].height() / 2.0)};
        route = layout.splines ? asBezierChain(straight) : straight;
    }
    layout.centers = std::move(best.centers);
    layout.bounds = best.bounds;
    layout.lines = best.lines;
    return layout;
}

} // namespace regal
