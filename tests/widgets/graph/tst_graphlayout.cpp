#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphlayout.h"
#include "widgets/graph/visiblegraph.h"

#include <QTest>

using namespace regal;

class TestGraphLayout : public QObject
{
    Q_OBJECT

private slots:
    void enginesPlaceEveryBoxWithoutOverlap_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("dot") << int(LayoutEngine::Dot);
        QTest::newRow("layered") << int(LayoutEngine::Layered);
    }

    void enginesPlaceEveryBoxWithoutOverlap()
    {
        QFETCH(int, engine);
        // A chain with a fork: 0 -> 1 -> 3, 0 -> 2 -> 3, plus a cycle edge 3 -> 0 that a
        // collapsed view could produce.
        LayoutRequest request;
        request.sizes = {{80, 30}, {100, 30}, {60, 30}, {80, 30}};
        request.edges = {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 0}};
        const GraphLayout layout = layoutGraph(request, LayoutEngine(engine));
        QCOMPARE(layout.centers.size(), std::size_t(4));
        QCOMPARE(layout.routes.size(), std::size_t(5));
        for (std::size_t a = 0; a < 4; ++a)
            for (std::size_t b = a + 1; b < 4; ++b) {
                const QRectF boxA(layout.centers[a] - QPointF(request.sizes[a].width() / 2, 15), request.sizes[a]);
                const QRectF boxB(layout.centers[b] - QPointF(request.sizes[b].width() / 2, 15), request.sizes[b]);
                QVERIFY2(!boxA.intersects(boxB), qPrintable(QStringLiteral("%1 overlaps %2").arg(a).arg(b)));
            }
        // Top to bottom: the source comes before its successors.
        QVERIFY(layout.centers[0].y() < layout.centers[1].y());
        QVERIFY(layout.centers[1].y() < layout.centers[3].y());
        for (const auto &route : layout.routes)
            QVERIFY(route.size() >= 2);
    }

    void bigGraphsCollapseToTheDeepestLevelThatFits()
    {
        // 4 stages of 5 blocks of 10 nodes: 200 nodes, 20 blocks, 4 stages, 2 ungrouped.
        const Graph graph = test::stridedChain("scoped", 202, 1, [](int index) {
            return index < 200 ? "stage" + std::to_string(index / 50) + "/block" + std::to_string(index / 10) : std::string();
        });
        QCOMPARE(collapseToFit(graph, 100).size(), 20); // the blocks: 22 boxes
        QCOMPARE(collapseToFit(graph, 10).size(), 4);   // only the stages fit
        QCOMPARE(collapseToFit(graph, 3).size(), 4);    // nothing fits: the outermost level
        const VisibleGraph visible = buildVisibleGraph(graph, std::vector<double>(202, 1.0), collapseToFit(graph, 100));
        QCOMPARE(visible.vertices.size(), std::size_t(22));
        QCOMPARE(visible.edges.size(), std::size_t(21)); // a chain of boxes
    }
};

QTEST_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
