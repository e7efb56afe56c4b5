#include "tests/widgets/testgraphs.h"
#include "widgets/graph/nodecoloring.h"
#include "widgets/memory/lifetimechart.h"
#include "widgets/memory/lifetimeview.h"
#include "widgets/memory/peaktablemodel.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTest>

using namespace regal;

class TestLifetimeView : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        // c and e on GPU:1: a's output travels there and e's comes back, so both devices hold copies.
        m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 1));
        m_view = std::make_unique<LifetimeView>(*m_session);
        m_view->resize(700, 520);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }
    void cleanup()
    {
        m_view.reset();
        m_session.reset();
    }

    void rectanglesMatchThePlan();
    void liveAtThePeakTable();
    void clickingABufferSelectsItsNode();
    void clickingARowSelectsItsNode();
    void followsDeviceAndEdits();
    void aNodeSelectedElsewhereBringsItsDevice();

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LifetimeView> m_view;
};

void TestLifetimeView::rectanglesMatchThePlan()
{
    const Timeline &timeline = m_session->timeline();
    const ArenaPlan expected = planArena(timeline.buffers, 2);
    LifetimeChart &chart = m_view->chart();
    QCOMPARE(m_view->plan().offset, expected.offset);
    QVERIFY(!chart.shown().empty());
    const QImage image = chart.grab().toImage();
    const QRectF area = chart.plotArea();
    const double makespan = timeline.metrics.makespan;
    const double arena = double(expected.devices[0].size);
    const auto near = [](double a, double b) { return std::abs(a - b) < 0.01; };
    for (const std::uint32_t index : chart.shown()) {
        const BufferSpan &buffer = timeline.buffers[index];
        QCOMPARE(buffer.device, DeviceId(0));
        const QRectF box = chart.bufferRect(index);
        // Left and right at alloc and free, bottom at the offset, top at offset + bytes.
        QVERIFY(near(box.left(), area.left() + buffer.alloc / makespan * area.width()));
        QVERIFY(near(box.right(), std::max(area.left() + buffer.free / makespan * area.width(), box.left() + 1.0)));
        QVERIFY(near(box.bottom(), area.bottom() - double(expected.offset[index]) / arena * area.height()));
        QVERIFY(near(box.top(), area.bottom() - double(expected.offset[index] + buffer.bytes) / arena * area.height()));
        for (const std::uint32_t other : chart.shown())
            if (other != index && buffer.overlaps(timeline.buffers[other])) {
                const QRectF overlap = box.intersected(chart.bufferRect(other));
                QVERIFY2(overlap.width() < 0.01 || overlap.height() < 0.01, "buffers live together overlap");
            }
        // Outputs are painted in the device's colour.
        if (buffer.kind == BufferKind::Output && box.width() > 4 && box.height() > 4
            && std::abs(box.center().x() - chart.peakX()) > 3)
            QCOMPARE(image.pixelColor(box.center().toPoint()), DevicePalette::color(0));
    }
    const PeakMoment &peak = m_view->peak();
    QCOMPARE(peak.bytes, timeline.metrics.peakMemory[0]);
    QVERIFY(near(chart.peakX(), area.left() + peak.time / makespan * area.width()));
}

void TestLifetimeView::liveAtThePeakTable()
{
    QAbstractItemModelTester tester(const_cast<PeakTableModel *>(&m_view->peakTable()),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const PeakTableModel &model = m_view->peakTable();
    const PeakMoment &peak = m_view->peak();
    QCOMPARE(model.rowCount(), int(peak.live.size()));
    QVERIFY(model.rowCount() >= 2);
    Bytes sum = 0;
    Bytes previous = std::numeric_limits<Bytes>::max();
    for (int row = 0; row < model.rowCount(); ++row) {
        const BufferSpan &buffer = m_session->timeline().buffers[model.buffer(row)];
        QVERIFY(buffer.bytes <= previous); // largest first
        previous = buffer.bytes;
        sum += buffer.bytes;
        QCOMPARE(model.producer(row), buffer.node);
        QCOMPARE(model.index(row, PeakTableModel::Producer).data().toString(),
                 QString::fromStdString(m_session->graph().node(buffer.node).name));
    }
    QCOMPARE(sum, peak.bytes);
}

void TestLifetimeView::clickingABufferSelectsItsNode()
{
    LifetimeChart &chart = m_view->chart();
    for (const std::uint32_t index : chart.shown()) {
        m_session->selection().clear();
        const QPoint centre = chart.bufferRect(index).center().toPoint();
        const std::optional<std::uint32_t> hit = chart.bufferAt(centre);
        QVERIFY(hit.has_value());
        QTest::mouseClick(&chart, Qt::LeftButton, {}, centre);
        QCOMPARE(m_session->selection().nodes(), std::vector<NodeId>{m_session->timeline().buffers[*hit].node});
    }
}

void TestLifetimeView::clickingARowSelectsItsNode()
{
    QTableView &table = m_view->table();
    const PeakTableModel &model = m_view->peakTable();
    for (int row = 0; row < model.rowCount(); ++row) {
        m_session->selection().clear();
        const QRect cell = table.visualRect(model.index(row, PeakTableModel::Tensor));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(m_session->selection().nodes(), std::vector<NodeId>{model.producer(row)});
    }
}

void TestLifetimeView::followsDeviceAndEdits()
{
    m_view->setDevice(1);
    QCOMPARE(m_view->chart().device(), DeviceId(1));
    for (const std::uint32_t index : m_view->chart().shown())
        QCOMPARE(m_session->timeline().buffers[index].device, DeviceId(1));
    QCOMPARE(m_view->peak().bytes, m_session->metrics().peakMemory[1]);
    // Everything back on GPU:0: the hand edit empties GPU:1's chart.
    m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 0));
    QVERIFY(m_view->chart().shown().empty());
    QCOMPARE(m_view->peakTable().rowCount(), 0);
    m_view->setDevice(0);
    QCOMPARE(m_view->peak().bytes, m_session->metrics().peakMemory[0]);
}

void TestLifetimeView::aNodeSelectedElsewhereBringsItsDevice()
{
    // The graph view selects e, which runs on GPU:1.
    QCOMPARE(m_view->chart().device(), DeviceId(0));
    m_session->selection().set({4});
    QCOMPARE(m_view->chart().device(), DeviceId(1));
    // Several nodes name no one device: the view stays.
    m_session->selection().set({0, 2});
    QCOMPARE(m_view->chart().device(), DeviceId(1));
    m_session->selection().set({0});
    QCOMPARE(m_view->chart().device(), DeviceId(0));
    // A copy clicked here selects its producer on the other device; the view stays on the copy's.
    m_view->setDevice(1);
    const Timeline &timeline = m_session->timeline();
    LifetimeChart &chart = m_view->chart();
    bool clickedACopy = false;
    for (const std::uint32_t index : chart.shown()) {
        if (timeline.buffers[index].kind != BufferKind::Copy)
            continue;
        m_session->selection().clear();
        QTest::mouseClick(&chart, Qt::LeftButton, {}, chart.bufferRect(index).center().toPoint());
        QCOMPARE(m_session->solution().device[m_session->selection().nodes().front()], DeviceId(0));
        QCOMPARE(chart.device(), DeviceId(1));
        clickedACopy = true;
    }
    QVERIFY(clickedACopy);
    // Hidden, the view draws nothing until it is shown again, then the device of the selection.
    m_view->hide();
    m_session->selection().clear();
    m_session->selection().set({0});
    QCOMPARE(chart.device(), DeviceId(1));
    m_view->show();
    QCOMPARE(chart.device(), DeviceId(0));
}

QTEST_MAIN(TestLifetimeView)
#include "tst_lifetimeview.moc"
