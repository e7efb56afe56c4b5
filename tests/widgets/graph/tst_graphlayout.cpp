#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphlayout.h"
#include "widgets/graph/layoutfit.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/graph/visiblegraph.h"

#include <QTest>

using namespace regal;

namespace {

/// What is wrong with the boxes of \a layout, all of \a size: one outside the bounds, or two that
/// overlap; empty when nothing is.
QString misplacedBox(const GraphLayout &layout, QSizeF size)
{
    const QPointF half(size.width() / 2, size.height() / 2);
    for (std::size_t a = 0; a < layout.centers.size(); ++a) {
        const QRectF boxA(layout.centers[a] - half, size);
        if (!layout.bounds.contains(boxA))
            return QStringLiteral("box %1 lies outside the bounds").arg(a);
        for (std::size_t b = a + 1; b < layout.centers.size(); ++b)
            if (boxA.intersects(QRectF(layout.centers[b] - half, size)))
                return QStringLiteral("boxes %1 and %2 overlap").arg(a).arg(b);
    }
    return {};
}

/// The first edge of \a request that does not leave its source's bottom and enter its target's
/// top in \a layout, whose boxes are \a height high; empty when there is none.
QString misroutedEdge(const GraphLayout &layout, const LayoutRequest &request, double height)
{
    for (std::size_t edge = 0; edge < request.edges.size(); ++edge) {
        const auto [from, to] = request.edges[edge];
        if (layout.routes[edge].front() != layout.centers[from] + QPointF(0, height / 2)
            || layout.routes[edge].back() != layout.centers[to] - QPointF(0, height / 2))
            return QStringLiteral("edge %1 -> %2").arg(from).arg(to);
    }
    return {};
}

} // namespace

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

    void longChainsFoldIntoColumnsForTheWindow()
    {
        // A chain of 100 boxes: one column of 100 rows is a strip in a wide window.
        LayoutRequest request;
        for (std::uint32_t box = 0; box < 100; ++box) {
            request.sizes.emplace_back(100, 32);
            if (box > 0)
                request.edges.emplace_back(box - 1, box);
        }
        const GraphLayout straight = layoutGraph(request, LayoutEngine::Layered);
        QCOMPARE(straight.columns, 1);
        request.viewport = QSizeF(1000, 600);
        const GraphLayout folded = layoutGraph(request, LayoutEngine::Layered);
        QVERIFY(folded.columns >= 5);
        QVERIFY(fitScale(folded.bounds.size(), request.viewport) > 4 * fitScale(straight.bounds.size(), request.viewport));
        // Every box inside the bounds, none overlapping; each edge leaves its source's bottom and
        // enters its target's top, and one turns into each next column.
        const QString box = misplacedBox(folded, QSizeF(100, 32));
        QVERIFY2(box.isEmpty(), qPrintable(box));
        const QString edge = misroutedEdge(folded, request, 32);
        QVERIFY2(edge.isEmpty(), qPrintable(edge));
        int turns = 0;
        for (const std::vector<QPointF> &route : folded.routes)
            turns += route.size() > 2;
        QCOMPARE(turns, folded.columns - 1);
        // A square window of a short graph folds nothing.
        LayoutRequest shortChain = request;
        shortChain.sizes.resize(3);
        shortChain.edges.resize(2);
        QCOMPARE(layoutGraph(shortChain, LayoutEngine::Dot).columns, 1);
    }

    void wideRowsWrapIntoLinesForTheWindow()
    {
        // One source feeding 60 boxes that feed one sink: a row of 60 boxes is a band in any window.
        LayoutRequest request;
        request.sizes.assign(62, QSizeF(100, 32));
        for (std::uint32_t box = 1; box <= 60; ++box)
            request.edges.insert(request.edges.end(), {{0, box}, {box, 61}});
        const GraphLayout straight = layoutGraph(request, LayoutEngine::Layered);
        QCOMPARE(straight.lines, 1);
        request.viewport = QSizeF(1000, 600);
        const GraphLayout wrapped = layoutGraph(request, LayoutEngine::Layered);
        QVERIFY(wrapped.lines >= 5);
        QCOMPARE(wrapped.columns, 1);
        QVERIFY(fitScale(wrapped.bounds.size(), request.viewport) > 4 * fitScale(straight.bounds.size(), request.viewport));
        // Every box inside the bounds, none overlapping, each edge from its source's bottom to its
        // target's top; the ranks keep their order.
        const QString box = misplacedBox(wrapped, QSizeF(100, 32));
        QVERIFY2(box.isEmpty(), qPrintable(box));
        const QString edge = misroutedEdge(wrapped, request, 32);
        QVERIFY2(edge.isEmpty(), qPrintable(edge));
        for (std::size_t middle = 1; middle <= 60; ++middle) {
            QVERIFY(wrapped.centers[0].y() + 32 < wrapped.centers[middle].y());
            QVERIFY(wrapped.centers[middle].y() + 32 < wrapped.centers[61].y());
        }
        // A graph that fits the window as it is keeps its one line per rank.
        LayoutRequest narrow = request;
        narrow.sizes.resize(5);
        narrow.edges = {{0, 1}, {0, 2}, {0, 3}, {1, 4}, {2, 4}, {3, 4}};
        const GraphLayout unwrapped = layoutGraph(narrow, LayoutEngine::Layered);
        QCOMPARE(unwrapped.lines, 1);
        QCOMPARE(unwrapped.centers, layoutGraph({narrow.sizes, narrow.edges, {}}, LayoutEngine::Layered).centers);
    }

    void collapsingToABudgetOpensTheLargestGroupsFirst()
    {
        // 4 stages of 5 blocks of 10 nodes, plus 2 ungrouped nodes.
        const Graph graph = test::stridedChain("scoped", 202, 1, [](int index) {
            return index < 200 ? "stage" + std::to_string(index / 50) + "/block" + std::to_string(index / 10) : std::string();
        });
        QCOMPARE(collapseToBudget(graph, 1000).size(), 0);                 // everything fits
        QCOMPARE(collapsedSize(graph, collapseToBudget(graph, 22)).boxes, 22); // the 20 blocks
        QCOMPARE(collapsedSize(graph, collapseToBudget(graph, 39)).boxes, 31); // one block open
        QCOMPARE(collapsedSize(graph, collapseToBudget(graph, 40)).boxes, 40); // two
        QCOMPARE(collapsedSize(graph, collapseToBudget(graph, 3)).boxes, 6);   // the stages at least
        QCOMPARE(collapsedSize(graph, collapseToBudget(graph, 3)).largestGroup, 50);
        // A scope with a single child is no box of its own: it opens for free.
        const Graph nested = test::stridedChain("nested", 30, 1, [](int index) {
            return "model/part" + std::to_string(index / 10);
        });
        QCOMPARE(collapseToBudget(nested, 3), (QSet<QString>{QStringLiteral("model/part0"), QStringLiteral("model/part1"), QStringLiteral("model/part2")}));
    }

    void aNameFindsTheNodeOrElseTheGroupOfThatPath()
    {
        // mixed1 holds n0 to n9 (n5 to n9 in mixed1/branch), mixed10 holds n10 to n19.
        const Graph graph = test::stridedChain("named", 20, 1, [](int index) {
            return index < 10 ? (index < 5 ? "mixed1" : "mixed1/branch") : "mixed10";
        });
        const auto range = [](NodeId first, NodeId last) {
            std::vector<NodeId> nodes;
            for (NodeId node = first; node <= last; ++node)
                nodes.push_back(node);
            return nodes;
        };
        QCOMPARE(groupMembers(graph, QStringLiteral("mixed1")), range(0, 9)); // not mixed10's
        QCOMPARE(groupMembers(graph, QStringLiteral("mixed1/branch")), range(5, 9));
        QCOMPARE(nodesNamed(graph, QStringLiteral("n12")), std::vector<NodeId>{12});
        QCOMPARE(nodesNamed(graph, QStringLiteral("mixed10")), range(10, 19));
        QVERIFY(nodesNamed(graph, QStringLiteral("mixed")).empty());
        QVERIFY(nodesNamed(graph, QStringLiteral("branch")).empty());
        QVERIFY(nodesNamed(graph, QString()).empty());
    }

    void boxTitlesKeepTheScopeAndDropARepeatedOp_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("title");
        QTest::newRow("onnx") << QStringLiteral("/layer1/layer1.0/conv3/Conv") << QStringLiteral("Conv") << QStringLiteral("/layer1/layer1.0/conv3");
        QTest::newRow("tensorflow") << QStringLiteral("model/depthwise_conv2d_32/depthwise") << QStringLiteral("FusedDepthwiseConv2dNative")
                                    << QStringLiteral("model/depthwise_conv2d_32");
        QTest::newRow("fused op keeps its name") << QStringLiteral("model/re_lu/Relu6") << QStringLiteral("_FusedConv2D") << QStringLiteral("model/re_lu/Relu6");
        QTest::newRow("numbered") << QStringLiteral("mixed0/concat_9") << QStringLiteral("Concat")
                                  << QStringLiteral("mixed0/concat_9");
        QTest::newRow("no scope") << QStringLiteral("convolutional_16") << QStringLiteral("convolutional") << QStringLiteral("convolutional_16");
        QTest::newRow("gradient") << QStringLiteral("grad/layer0/op_0/sum0") << QStringLiteral("AddN") << QStringLiteral("grad/layer0/op_0/sum0");
    }

    void boxTitlesKeepTheScopeAndDropARepeatedOp()
    {
        QFETCH(QString, name);
        QFETCH(QString, op);
        QFETCH(QString, title);
        QCOMPARE(boxTitle(name, op), title);
        // A long title loses its start, never its end.
        NodeItem item(0, QSizeF(100, 32), QStringLiteral("a/very/long/scope/of/many/parts/") + title, QString(), false);
        QVERIFY(item.shownTitle().startsWith(QChar(0x2026)));
        const QString kept = item.shownTitle().mid(1);
        QVERIFY(title.endsWith(kept) || kept.endsWith(title));
    }
};

QTEST_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
