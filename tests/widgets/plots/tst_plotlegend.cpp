// A plot's legend goes to the corner where it hides the fewest points.

#include "core/graph/graphbuilder.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/plots/memoryplot.h"
#include "widgets/plots/plotlegend.h"
#include "widgets/session/session.h"

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
        // Where another corner hides no fewer, it stays: the top left is as free as the bottom left.
        QVERIFY(!placeLegendAwayFrom(plot, {pixel(9.8, 9.8), pixel(9.8, 0.2), pixel(5, 5)}));
        QCOMPARE(alignment(), Qt::AlignBottom | Qt::AlignLeft);
    }

    void theMemoryPlotsLegendKeepsOffTheCurves()
    {
        // Ten outputs of the graph, kept to the end on GPU:0: its curve climbs from the bottom left
        // to the top right, and GPU:1's stays at zero along the bottom. Only the top left is free.
        GraphBuilder builder("outputs");
        for (int index = 0; index < 10; ++index) {
            Node node;
            node.name = "n" + std::to_string(index);
            node.op = "Op";
            node.cost = 1.0;
            node.outputs.push_back(Tensor{1 << 20, -1, true, {}});
            builder.addNode(std::move(node));
        }
        Session session;
        QVERIFY(session.load(std::make_shared<const Graph>(std::move(builder).build().value()), test::twoDevices(),
                             QStringLiteral("outputs")));
        MemoryPlot view(session);
        view.resize(500, 350);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QCPLayoutInset &inset = *view.plot()->axisRect()->insetLayout();
        QTRY_COMPARE(inset.insetAlignment(0), Qt::AlignTop | Qt::AlignLeft);
    }
};

QTEST_MAIN(TestPlotLegend)
#include "tst_plotlegend.moc"
