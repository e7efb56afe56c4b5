// A plot's legend goes to the corner where it hides the fewest points.

#include "widgets/plots/plotlegend.h"

#include <QTest>
#include <qcustomplot.h>

using namespace regal;

class TestPlotLegend : public QObject
{
    Q_OBJECT

private slots:
    void theLegendTakesTheCornerWithTheFewestPoints()
    {
        QCustomPlot plot;
        plot.resize(400, 300);
        plot.addGraph()->setName(QStringLiteral("evaluated"));
        plot.legend->setVisible(true);
        plot.xAxis->setRange(0, 10);
        plot.yAxis->setRange(0, 10);
        plot.replot();
        const auto pixel = [&](double x, double y) {
            return QPointF(plot.xAxis->coordToPixel(x), plot.yAxis->coordToPixel(y));
        };
        const auto alignment = [&] { return plot.axisRect()->insetLayout()->insetAlignment(0); };

        placeLegendAwayFrom(plot, {});
        QCOMPARE(alignment(), Qt::AlignTop | Qt::AlignRight);
        // The worst solution, long and large, sits in the top right corner.
        placeLegendAwayFrom(plot, {pixel(9.8, 9.8), pixel(2, 2), pixel(3, 1)});
        QCOMPARE(alignment(), Qt::AlignTop | Qt::AlignLeft);
        // Only the bottom left corner is free.
        placeLegendAwayFrom(plot, {pixel(9.8, 9.8), pixel(0.2, 9.8), pixel(9.8, 0.2), pixel(5, 5)});
        QCOMPARE(alignment(), Qt::AlignBottom | Qt::AlignLeft);
        // The legend lands where it was measured: in the corner, covering none of the points.
        plot.replot();
        QVERIFY(plot.legend->outerRect().contains(pixel(0.3, 0.3).toPoint()));
        QVERIFY(!plot.legend->outerRect().contains(pixel(5, 5).toPoint()));
    }
};

QTEST_MAIN(TestPlotLegend)
#include "tst_plotlegend.moc"
