#include "core/graph/graphbuilder.h"
#include "core/runner/generationstatus.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphview.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/graph/legendbar.h"
#include "widgets/graph/minimap.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QSignalSpy>
#include <QTest>

using namespace regal;

class TestGraphView : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        m_layouts = std::make_unique<LayoutService>();
        m_view = std::make_unique<GraphView>(*m_session, *m_layouts);
        m_view->resize(800, 600);
        m_view->show();
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 1)); // c and e on GPU:1
        QTRY_VERIFY(m_view->isLaidOut());
    }

    void cleanup()
    {
        m_view.reset();
        m_layouts.reset();
        m_session.reset();
    }

    void rendersOneBoxPerNodeAndOneEdgePerDependency()
    {
        QCOMPARE(m_view->itemCount(), std::size_t(6));
        QCOMPARE(m_view->edgeLayer()->edgeCount(), std::size_t(6));
        QCOMPARE(m_view->layout()->engine, QStringLiteral("dot"));
        QVERIFY(!m_view->grab().isNull());
    }

    void boxesTakeTheirDeviceColour()
    {
        const Graph &graph = m_session->graph();
        for (const char *name : {"a", "b", "d", "f"})
            QCOMPARE(m_view->itemFor(graph.find(name))->fill(), DevicePalette::color(0));
        for (const char *name : {"c", "e"})
            QCOMPARE(m_view->itemFor(graph.find(name))->fill(), DevicePalette::color(1));
        QVERIFY(DevicePalette::color(0) != DevicePalette::color(1));
        // The image shows both colours.
        const QImage image = m_view->grab().toImage();
        bool seen[2] = {false, false};
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                for (int device = 0; device < 2; ++device)
                    seen[device] = seen[device] || image.pixelColor(x, y) == DevicePalette::color(DeviceId(device));
        QVERIFY(seen[0] && seen[1]);
    }

    void boxesTakeThePolicysDeviceAdvice()
    {
        const Graph &graph = m_session->graph();
        QSignalSpy changed(m_view.get(), &GraphView::coloringChanged);
        m_view->setColoring(GraphView::Coloring::ByPolicyAdvice);
        QCOMPARE(changed.count(), 1);
        // The solution shown came from no steered run: every box grey, and the legend says why.
        const QColor none = PolicyAdviceColoring({}, false).color(0);
        for (NodeId node = 0; node < graph.nodeCount(); ++node)
            QCOMPARE(m_view->itemFor(node)->fill(), none);
        const auto legendOf = [](const PolicyAdviceColoring &coloring) {
            QStringList names;
            for (const auto &[name, colour] : coloring.legend())
                names << name;
            return names;
        };
        QCOMPARE(legendOf(PolicyAdviceColoring({}, false)),
                 QStringList{QStringLiteral("no advice: no policy steered the run of this solution")});
        QCOMPARE(legendOf(PolicyAdviceColoring({}, true)),
                 QStringList{QStringLiteral("no advice: the policy's gate left this graph to seeded BRKGA")});

        // A run whose policy kept a firmly, moved c to a faster device and left the rest alone.
        std::vector<NodeProposal> proposals(graph.nodeCount());
        proposals[graph.find("a")] = {.anchorDevice = 0,
                                      .anchorDeviceKey = {10, 1},
                                      .otherDeviceKeys = {1, 10},
                                      .fasterDeviceKeys = {1, 10},
                                      .slowerDeviceKeys = {1, 10}};
        proposals[graph.find("c")] = {.anchorDevice = 1,
                                      .anchorDeviceKey = {1, 4},
                                      .otherDeviceKeys = {1, 4},
                                      .fasterDeviceKeys = {4, 1},
                                      .slowerDeviceKeys = {1, 4}};
        RunOutcome outcome;
        outcome.result.solution = m_session->solution();
        outcome.result.solution.device[graph.find("f")] = 1; // another solution than the one shown
        outcome.result.policyProposals = proposals;
        m_session->showEntry(m_session->addRunResult(outcome, QStringLiteral("regal"), 1));
        const PolicyAdviceColoring advice(proposals, false);
        QCOMPARE(m_view->itemFor(graph.find("a"))->fill(), advice.color(graph.find("a")));
        QCOMPARE(m_view->itemFor(graph.find("c"))->fill(), advice.color(graph.find("c")));
        QCOMPARE(m_view->itemFor(graph.find("b"))->fill(), none);
        QVERIFY(advice.color(graph.find("a")) != advice.color(graph.find("c")));
        QVERIFY(advice.color(graph.find("a")) != none && advice.color(graph.find("c")) != none);
        QCOMPARE(legendOf(advice),
                 (QStringList{QStringLiteral("keep firmly 1"), QStringLiteral("to a faster device 1"),
                              QStringLiteral("no device advice 4")}));
        // The Gantt chart beside shows devices at the same time: no advice looks like one.
        for (const auto &[name, colour] : advice.legend())
            for (DeviceId device = 0; device < 10; ++device)
                QVERIFY2(colour != DevicePalette::color(device), qPrintable(name));

        // Back to devices: c is on GPU:1 again.
        m_view->setColoring(GraphView::Coloring::ByDevice);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(m_view->itemFor(graph.find("c"))->fill(), DevicePalette::color(1));
    }

    void edgesBetweenDevicesAreDrawnDistinctly()
    {
        const VisibleGraph &visible = m_view->visibleGraph();
        int crossing = 0;
        for (std::size_t edge = 0; edge < visible.edges.size(); ++edge) {
            const bool cross = m_session->solution().device[visible.edges[edge].fromNode]
                               != m_session->solution().device[visible.edges[edge].toNode];
            QCOMPARE(m_view->edgeLayer()->category(edge) == EdgeLayer::CrossDevice, cross);
            crossing += cross;
        }
        QCOMPARE(crossing, 2); // a -> c and e -> f
        m_session->undoStack().undo();
        QCOMPARE(m_view->itemFor(2)->fill(), DevicePalette::color(0));
        for (std::size_t edge = 0; edge < visible.edges.size(); ++edge)
            QVERIFY(m_view->edgeLayer()->category(edge) != EdgeLayer::CrossDevice);
    }

    void groupsCollapseAndExpand()
    {
        QSignalSpy laidOut(m_view.get(), &GraphView::laidOut);
        m_view->collapseGroup(QStringLiteral("left"));
        QTRY_COMPARE(laidOut.count(), 1);
        QCOMPARE(m_view->itemCount(), std::size_t(5));
        QVERIFY(m_view->itemFor(1) == m_view->itemFor(2));
        QVERIFY(m_view->itemFor(1)->isGroup());
        m_view->collapseAll();
        QTRY_COMPARE(laidOut.count(), 2);
        QCOMPARE(m_view->itemCount(), std::size_t(4));
        m_view->expandAll();
        QTRY_COMPARE(laidOut.count(), 3); // from the cache
        QCOMPARE(m_view->itemCount(), std::size_t(6));
    }

    void searchSelectsByNameOrOp()
    {
        QCOMPARE(m_view->search(QStringLiteral("add")), 1); // f is the only Add
        QCOMPARE(m_session->selection().nodes(), std::vector<NodeId>{5});
        QVERIFY(m_view->itemFor(5)->isSelected());
        QCOMPARE(m_view->search(QStringLiteral("zzz")), 0);
    }

    void searchStepsThroughMatchesAndZoomsToThem()
    {
        QSignalSpy changed(m_view.get(), &GraphView::matchChanged);
        m_view->setTransform(QTransform::fromScale(0.3, 0.3)); // as fitted to a big graph
        QCOMPARE(m_view->search(QStringLiteral("conv")), 5); // a to e
        QCOMPARE(m_view->matchIndex(), 0);
        QCOMPARE(m_session->selection().current(), NodeId(0));
        QCOMPARE(m_session->selection().nodes().size(), std::size_t(5)); // all stay selected
        QVERIFY(m_view->transform().m11() >= 0.9);                     // zoomed in to read it
        QVERIFY(m_view->mapToScene(m_view->viewport()->rect()).boundingRect().contains(m_view->itemFor(0)->sceneBoundingRect()));
        QCOMPARE(m_view->showMatch(1), 1);
        QCOMPARE(m_session->selection().current(), NodeId(1));
        QCOMPARE(m_view->showMatch(-1), 0);
        QCOMPARE(m_view->showMatch(-1), 4); // wraps around
        QCOMPARE(m_session->selection().current(), NodeId(4));
        QCOMPARE(changed.last().at(0).toInt(), 4);
        QCOMPARE(changed.last().at(1).toInt(), 5);
        QCOMPARE(m_view->search(QStringLiteral("zzz")), 0);
        QCOMPARE(m_view->showMatch(1), -1);
        QCOMPARE(changed.last().at(1).toInt(), 0);
    }

    void expandingAGroupKeepsTheViewOnIt()
    {
        // 12 blocks of 10 nodes in a chain.
        QVERIFY(m_session->load(std::make_shared<const Graph>(test::stridedChain("blocks", 120, 1, [](int index) {
                                    return "block" + std::to_string(index / 10);
                                })),
                                Cluster::uniform(2), QStringLiteral("blocks")));
        QTRY_VERIFY(m_view->isLaidOut());
        QSignalSpy laidOut(m_view.get(), &GraphView::laidOut);
        m_view->collapseAll();
        QTRY_COMPARE(laidOut.count(), 1);
        QCOMPARE(m_view->itemCount(), std::size_t(12));
        laidOut.clear();
        for (const QString &group : {QStringLiteral("block7"), QStringLiteral("block2")}) {
            m_view->expandGroup(group);
            QTRY_COMPARE(laidOut.count(), 1);
            laidOut.clear();
            // The view shows the expanded nodes, at a zoom where they read, and is not blank.
            const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
            const int first = group == QLatin1String("block7") ? 70 : 20;
            for (int node = first; node < first + 10; ++node) {
                QVERIFY(!m_view->itemFor(NodeId(node))->isGroup());
                QVERIFY2(visible.intersects(m_view->itemFor(NodeId(node))->sceneBoundingRect()), qPrintable(QString::number(node)));
            }
            QVERIFY(m_view->transform().m11() >= GraphView::readableScale());
            m_view->collapseGroup(group);
            QTRY_COMPARE(laidOut.count(), 1);
            laidOut.clear();
            const QRectF after = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
            QVERIFY(after.contains(m_view->itemFor(NodeId(first))->sceneBoundingRect())); // the group's box
        }
    }

    void theMiniMapShowsTheViewportWhenPartIsHidden()
    {
        QVERIFY(m_session->load(std::make_shared<const Graph>(test::stridedChain("long", 400, 1)), Cluster::uniform(2),
                                QStringLiteral("long")));
        QTRY_VERIFY(m_view->isLaidOut());
        m_view->fitAll();
        m_view->grab();
        QVERIFY(!m_view->miniMap()->isVisible()); // everything in sight: no map
        m_view->setTransform(QTransform::fromScale(1.0, 1.0));
        m_view->centerOn(m_view->itemFor(0));
        m_view->grab();
        QVERIFY(m_view->miniMap()->isVisible());
        const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
        QCOMPARE(m_view->miniMap()->visibleRect(), visible);
        // A click on the map moves the view there.
        const QPointF target = m_view->itemFor(399)->sceneBoundingRect().center();
        emit const_cast<MiniMap *>(m_view->miniMap())->centerRequested(target);
        QVERIFY(m_view->mapToScene(m_view->viewport()->rect()).boundingRect().contains(target));
        QVERIFY(!visible.contains(target));
        // It stays inside the view, in a corner.
        QVERIFY(m_view->rect().contains(m_view->miniMap()->geometry()));
    }

    void criticalPathIsMarked()
    {
        m_view->setCriticalPathShown(true);
        // c (3 s) and e (2 s) on GPU:1 form the long branch: a, c, e, f.
        const Graph &graph = m_session->graph();
        for (const char *name : {"a", "c", "e", "f"})
            QVERIFY2(m_view->itemFor(graph.find(name)) && m_view->itemFor(graph.find(name))->isVisible(), name);
        int critical = 0;
        for (std::size_t edge = 0; edge < m_view->edgeLayer()->edgeCount(); ++edge)
            critical += m_view->edgeLayer()->category(edge) == EdgeLayer::Critical;
        QCOMPARE(critical, 3);
    }

    void exportsPngAndSvg()
    {
        const QString png = QDir::temp().filePath(QStringLiteral("regal-graph-test.png"));
        const QString svg = QDir::temp().filePath(QStringLiteral("regal-graph-test.svg"));
        m_view->setTransform(QTransform::fromScale(0.1, 0.1)); // the view's zoom must not matter
        QVERIFY(m_view->exportImage(png));
        QVERIFY(m_view->exportImage(svg));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(!image.hasAlphaChannel());
        QCOMPARE(image.pixelColor(0, 0), m_view->backgroundBrush().color());
        // Node a's box carries its label: text pixels differ from the fill.
        const QRectF source = m_view->scene()->sceneRect();
        const double scale = image.width() / source.width();
        const QRectF box = m_view->itemFor(0)->sceneBoundingRect().adjusted(6, 6, -6, -6);
        const QRect area(((box.topLeft() - source.topLeft()) * scale).toPoint(), (box.size() * scale).toSize());
        int text = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                text += image.pixelColor(x, y) != m_view->itemFor(0)->fill();
        QVERIFY2(text > 20, qPrintable(QString::number(text)));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
    }

    void farZoomedOutBigGraphsUseTheOverview()
    {
        QVERIFY(m_session->load(std::make_shared<const Graph>(test::stridedChain("wide", 2100, 30)), Cluster::uniform(2),
                                QStringLiteral("wide")));
        QTRY_VERIFY(m_view->isLaidOut());
        QCOMPARE(m_view->layout()->engine, QStringLiteral("layered"));
        QCOMPARE(m_view->itemCount(), std::size_t(2100));
        m_view->fitAll();
        m_view->grab();
        QVERIFY(m_view->isOverviewShown());
        QVERIFY(!m_view->itemFor(0)->isVisible());
        m_view->setTransform(QTransform::fromScale(1.0, 1.0));
        m_view->grab();
        QVERIFY(!m_view->isOverviewShown());
        QVERIFY(m_view->itemFor(0)->isVisible());
    }

    void theLegendEndsInAnEllipsisWhereItRunsOut()
    {
        LegendBar legend;
        std::vector<LegendBar::Entry> entries;
        for (int index = 0; index < 12; ++index)
            entries.emplace_back(QStringLiteral("Convolution%1").arg(index), QColor::fromHsv(index * 30, 120, 230));
        legend.setEntries(entries);
        legend.resize(legend.sizeHint());
        legend.show();
        QVERIFY(QTest::qWaitForWindowExposed(&legend));
        QCOMPARE(legend.shownCount(), 12);
        QVERIFY(legend.toolTip().isEmpty());
        legend.resize(legend.sizeHint().width() / 2, legend.sizeHint().height());
        const int shown = legend.shownCount();
        QVERIFY(shown > 0 && shown < 12);
        QVERIFY(legend.toolTip().contains(QStringLiteral("Convolution11")));
        QVERIFY(!legend.toolTip().contains(QStringLiteral("Convolution%1,").arg(shown - 1)));
    }

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LayoutService> m_layouts;
    std::unique_ptr<GraphView> m_view;
};

QTEST_MAIN(TestGraphView)
#include "tst_graphview.moc"
