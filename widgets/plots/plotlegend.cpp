#include "widgets/plots/plotlegend.h"

#include <algorithm>
#include <qcustomplot.h>

namespace regal {

bool placeLegendAwayFrom(QCustomPlot &plot, const std::vector<QPointF> &points)
{
    constexpr double MarkerRadius = 6.0;
    const QRectF area = plot.axisRect()->rect();
    const QSizeF size = plot.legend->minimumOuterSizeHint();
    const auto covered = [&](Qt::Alignment corner) {
        const QPointF topLeft((corner & Qt::AlignLeft) ? area.left() : area.right() - size.width(),
                              (corner & Qt::AlignTop) ? area.top() : area.bottom() - size.height());
        const QRectF rect = QRectF(topLeft, size).adjusted(-MarkerRadius, -MarkerRadius, MarkerRadius, MarkerRadius);
        return std::count_if(points.begin(), points.end(), [&](QPointF point) { return rect.contains(point); });
    };
    QCPLayoutInset &inset = *plot.axisRect()->insetLayout();
    const Qt::Alignment current = inset.insetAlignment(0);
    // It stays where it is unless another corner hides fewer, so that it does not jump about.
    Qt::Alignment best = current;
    auto fewest = covered(current);
    for (const Qt::Alignment corner : {Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
                                       Qt::AlignBottom | Qt::AlignRight, Qt::AlignBottom | Qt::AlignLeft}) {
        if (const auto count = covered(corner); count < fewest) {
            fewest = count;
            best = corner;
        }
    }
    if (best == current)
        return false;
    inset.setInsetAlignment(0, best);
    return true;
}

std::vector<QPointF> tracePixels(const QCustomPlot &plot)
{
    constexpr int Step = 4;
    const QRect area = plot.axisRect()->rect();
    std::vector<QPointF> pixels;
    for (int index = 0; index < plot.graphCount(); ++index) {
        const QCPGraphDataContainer &data = *plot.graph(index)->data();
        auto point = data.constBegin();
        if (point == data.constEnd())
            continue;
        for (int x = area.left(); x <= area.right(); x += Step) {
            const double key = plot.xAxis->pixelToCoord(x);
            while (point + 1 != data.constEnd() && (point + 1)->key <= key)
                ++point;
            pixels.emplace_back(x, plot.yAxis->coordToPixel(point->value));
        }
    }
    for (int index = 0; index < plot.itemCount(); ++index)
        if (const auto *line = qobject_cast<const QCPItemStraightLine *>(plot.item(index)))
            for (int x = area.left(); x <= area.right(); x += Step)
                pixels.emplace_back(x, line->point1->pixelPosition().y());
    return pixels;
}

void keepLegendAwayFrom(QCustomPlot &plot, std::function<std::vector<QPointF>()> points)
{
    // The axis rect does not depend on where the legend sits, so a second pass moves nothing.
    QObject::connect(&plot, &QCustomPlot::afterReplot, &plot, [&plot, points = std::move(points)] {
        if (placeLegendAwayFrom(plot, points()))
            plot.replot(QCustomPlot::rpQueuedReplot);
    });
}

void keepLegendAwayFromTraces(QCustomPlot &plot)
{
    keepLegendAwayFrom(plot, [&plot] { return tracePixels(plot); });
}

} // namespace regal
