#include "widgets/plots/plotlegend.h"

#include <algorithm>
#include <qcustomplot.h>

namespace regal {

void placeLegendAwayFrom(QCustomPlot &plot, const std::vector<QPointF> &points)
{
    constexpr double MarkerRadius = 6.0;
    const QRectF area = plot.axisRect()->rect();
    const QSizeF size = plot.legend->minimumOuterSizeHint();
    const Qt::Alignment corners[] = {Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
                                     Qt::AlignBottom | Qt::AlignRight, Qt::AlignBottom | Qt::AlignLeft};
    Qt::Alignment best = corners[0];
    std::ptrdiff_t fewest = -1;
    for (const Qt::Alignment corner : corners) {
        const QPointF topLeft((corner & Qt::AlignLeft) ? area.left() : area.right() - size.width(),
                              (corner & Qt::AlignTop) ? area.top() : area.bottom() - size.height());
        const QRectF covered = QRectF(topLeft, size).adjusted(-MarkerRadius, -MarkerRadius, MarkerRadius, MarkerRadius);
        const std::ptrdiff_t count =
            std::count_if(points.begin(), points.end(), [&](QPointF point) { return covered.contains(point); });
        if (fewest < 0 || count < fewest) {
            fewest = count;
            best = corner;
        }
    }
    plot.axisRect()->insetLayout()->setInsetAlignment(0, best);
}

} // namespace regal
