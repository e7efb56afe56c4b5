#include "tests/widgets/testgraphs.h"
#include "widgets/gantt/ganttlanes.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QSignalSpy>
#include <QTest>

using namespace regal;

class TestEditCommands : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
    }

    void deviceChangeChangesMetricsAndUndoRestoresThemExactly()
    {
        Session &session = *m_session;
        const Metrics before = session.metrics();
        const Timeline timelineBefore = session.timeline();
        QSignalSpy edited(&session, &Session::edited);
        // All on GPU:0 by default: moving c and e to GPU:1 runs the branches in parallel.
        QUndoCommand *command = assignDeviceCommand(session, {session.graph().find("c"), session.graph().find("e")}, 1);
        QVERIFY(command);
        session.undoStack().push(command);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(session.solution().device[session.graph().find("c")], DeviceId(1));
        QVERIFY(session.metrics().makespan != before.makespan);
        QVERIFY(session.metrics().peakMemory != before.peakMemory);

        session.undoStack().undo();
        QCOMPARE(session.metrics().makespan, before.makespan);
        QCOMPARE(session.metrics().peakMemory, before.peakMemory);
        QCOMPARE(session.metrics().feasible, before.feasible);
        for (NodeId node = 0; node < session.graph().nodeCount(); ++node) {
            QCOMPARE(session.timeline().ops[node].start, timelineBefore.ops[node].start);
            QCOMPARE(session.timeline().ops[node].finish, timelineBefore.ops[node].finish);
        }
        session.undoStack().redo();
        QCOMPARE(session.solution().device[session.graph().find("e")], DeviceId(1));
    }

    void anEditAddsOneHandEditedRowThatFollowsLaterEdits()
    {
        Session &session = *m_session;
        QCOMPARE(session.solutions().rowCount(), 1);
        session.undoStack().push(assignDeviceCommand(session, {1}, 1));
        QCOMPARE(session.solutions().rowCount(), 2);
        QVERIFY(session.solutions().entry(1).handEdited);
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        QCOMPARE(session.solutions().rowCount(), 2);
        QCOMPARE(session.solutions().entry(1).solution, session.solution());
        QCOMPARE(session.solutions().entry(1).metrics.makespan, session.metrics().makespan);
    }

    void assigningTheSameDeviceIsNoEdit()
    {
        QCOMPARE(assignDeviceCommand(*m_session, {0, 1}, 0), nullptr);
        QCOMPARE(assignDeviceCommand(*m_session, {0}, 7), nullptr);
    }

    void editsAreRefusedWhileNotEditable()
    {
        m_session->setEditable(false);
        QCOMPARE(assignDeviceCommand(*m_session, {1}, 1), nullptr);
        QCOMPARE(moveInScheduleCommand(*m_session, 1, 0.9, 1), nullptr);
    }

    void droppingABarEarlierRaisesItsPriority()
    {
        Session &session = *m_session;
        const NodeId c = session.graph().find("c");
        const NodeId b = session.graph().find("b");
        // Input order: b runs before c on GPU:0. Drop c before b.
        QVERIFY(session.timeline().ops[b].start < session.timeline().ops[c].start);
        const std::vector<GanttLane> lanes = buildGanttLanes(session.problem(), session.timeline());
        const double priority = priorityForDrop(lanes[0], session.solution(), c, session.timeline().ops[b].start - 1e-9);
        QVERIFY(priority > session.solution().priority[b]);
        session.undoStack().push(moveInScheduleCommand(session, c, priority, 0));
        QVERIFY(session.timeline().ops[c].start < session.timeline().ops[b].start);
        session.undoStack().undo();
        QVERIFY(session.timeline().ops[b].start < session.timeline().ops[c].start);
    }

    void pinsAreUndoable()
    {
        Session &session = *m_session;
        QSignalSpy pins(&session, &Session::pinsChanged);
        session.undoStack().push(new PinCommand(session, {3}, true));
        QCOMPARE(session.pins()[3], session.solution().device[3]);
        session.undoStack().undo();
        QCOMPARE(session.pins()[3], InvalidDevice);
        QCOMPARE(pins.count(), 2);
    }

    void clusterEditReSimulatesAndUndoes()
    {
        Session &session = *m_session;
        session.undoStack().push(assignDeviceCommand(session, {2, 4}, 1));
        const double twoDeviceMakespan = session.metrics().makespan;
        Cluster one = Cluster::uniform(1);
        session.undoStack().push(new ClusterEditCommand(session, one));
        QCOMPARE(session.cluster().deviceCount(), 1);
        QCOMPARE(session.solution().device[2], DeviceId(0));
        QCOMPARE(session.metrics().makespan, 10.0); // all work in sequence on one device
        session.undoStack().undo();
        QCOMPARE(session.cluster().deviceCount(), 2);
        QCOMPARE(session.metrics().makespan, twoDeviceMakespan);
    }

private:
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestEditCommands)
#include "tst_editcommands.moc"
