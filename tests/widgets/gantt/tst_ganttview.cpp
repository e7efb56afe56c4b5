#include "tests/widgets/testgraphs.h"
#include "widgets/gantt/ganttview.h"
#include "widgets/graph/graphview.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QTest>

using namespace regal;

namespace {

/// True when the top edge of \a rect in \a image has a black (selection) pixel.
bool outlined(const QImage &image, const QRect &rect)
{
    for (int x = rect.left(); x <= rect.right(); ++x)
        for (int y = rect.top() - 1; y <= rect.top() + 1; ++y)
            if (image.pixelColor(x, y) == QColor(Qt::black))
                return true;
    return false;
}

} // namespace

class TestGanttView : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        m_layouts = std::make_unique<LayoutService>();
        m_graph = std::make_unique<GraphView>(*m_session, *m_layouts);
        m_gantt = std::make_unique<GanttView>(*m_session);
        m_gantt->resize(900, 220);
        m_gantt->show();
        m_graph->show();
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 1));
        QTRY_VERIFY(m_graph->isLaidOut());
    }

    void cleanup()
    {
        m_gantt.reset();
        m_graph.reset();
        m_layouts.reset();
        m_session.reset();
    }

    void oneLanePerDeviceAndBusyLink()
    {
        const std::vector<GanttLane> &lanes = m_gantt->lanes();
        QCOMPARE(lanes.size(), std::size_t(4));
        QCOMPARE(lanes[0].label, QStringLiteral("GPU:0"));
        QCOMPARE(lanes[1].label, QStringLiteral("GPU:1"));
        QVERIFY(!lanes[2].isDevice() && !lanes[3].isDevice());
        QCOMPARE(lanes[0].bars.size(), std::size_t(4));
        QCOMPARE(lanes[1].bars.size(), std::size_t(2));
        QCOMPARE(m_gantt->barCount(), std::size_t(8));
        QCOMPARE(m_gantt->barColor(2), DevicePalette::color(1));
    }

    void clickingABarSelectsTheNodeInTheGraph()
    {
        const NodeId c = m_session->graph().find("c");
        const QRect bar = m_gantt->barRect(c);
        QVERIFY(!bar.isEmpty());
        QTest::mouseClick(m_gantt.get(), Qt::LeftButton, {}, bar.center());
        QCOMPARE(m_session->selection().nodes(), std::vector<NodeId>{c});
        QVERIFY(m_graph->itemFor(c)->isSelected());
        QVERIFY(!m_graph->itemFor(0)->isSelected());
    }

    void selectingInTheGraphOutlinesTheBar()
    {
        const NodeId e = m_session->graph().find("e");
        QVERIFY(!outlined(m_gantt->grab().toImage(), m_gantt->barRect(e)));
        m_graph->itemFor(e)->setSelected(true);
        QCOMPARE(m_session->selection().nodes(), std::vector<NodeId>{e});
        QVERIFY(outlined(m_gantt->grab().toImage(), m_gantt->barRect(e)));
    }

    void draggingABarToAnotherLaneMovesTheNode()
    {
        const NodeId b = m_session->graph().find("b");
        const QRect bar = m_gantt->barRect(b);
        const QPoint target(bar.center().x(), m_gantt->barRect(m_session->graph().find("c")).center().y());
        QTest::mousePress(m_gantt.get(), Qt::LeftButton, {}, bar.center());
        QTest::mouseMove(m_gantt.get(), bar.center() + QPoint(0, 10));
        QTest::mouseMove(m_gantt.get(), target);
        QTest::mouseRelease(m_gantt.get(), Qt::LeftButton, {}, target);
        QCOMPARE(m_session->solution().device[b], DeviceId(1));
        m_session->undoStack().undo();
        QCOMPARE(m_session->solution().device[b], DeviceId(0));
    }

    void zoomKeepsTheTimeAxisInRange()
    {
        m_gantt->fitTime();
        const double fitted = m_gantt->pixelsPerSecond();
        m_gantt->zoomIn();
        QVERIFY(m_gantt->pixelsPerSecond() > fitted);
        m_gantt->zoomOut();
        m_gantt->zoomOut();
        QCOMPARE(m_gantt->pixelsPerSecond(), fitted);
        QCOMPARE(m_gantt->timeAtLeft(), 0.0);
    }

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LayoutService> m_layouts;
    std::unique_ptr<GraphView> m_graph;
    std::unique_ptr<GanttView> m_gantt;
};

QTEST_MAIN(TestGanttView)
#include "tst_ganttview.moc"
