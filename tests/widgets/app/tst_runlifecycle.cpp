// A run belongs to the document it started on: opening another one during a run asks, and
// nothing of a left document's run or edits shows up afterwards.
#include "app/studio/mainwindow.h"
#include "core/base/textfile.h"
#include "core/io/graphjson.h"
#include "tests/widgets/app/messageboxanswer.h"
#include "tests/widgets/app/studiowindow.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphview.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"

#include <QAction>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace regal;

class TestRunLifeCycle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_directory.isValid());
        m_otherGraph = m_directory.filePath(QStringLiteral("chain.json"));
        QVERIFY(writeFileAtomically(m_otherGraph.toStdString(), writeGraphJson(test::stridedChain("chain", 8, 1))));
    }

    void init()
    {
        m_window = test::openStudioWindow();
        QVERIFY(m_window);
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 100000;
        settings.params.brkga.population = 10;
        m_window->runSettings().setSettings(settings);
    }

    void cleanup() { m_window.reset(); }

    /// Starts a run that stays paused after its first generation, so it is going on for sure.
    void startPausedRun()
    {
        QVERIFY(m_window->startRun(true));
        QTRY_COMPARE(m_window->convergencePlot().pointCount(), 1);
        QVERIFY(m_window->documentMessage().contains(QLatin1String("Paused")));
    }

    void openingDuringARunAsksAndCancelKeepsTheRun()
    {
        startPausedRun();
        m_window->setQuiet(false);
        test::MessageBoxAnswer answer({QStringLiteral("Cancel")});
        QVERIFY(!m_window->openDocument(m_otherGraph));
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY2(answer.asked.front().contains(QLatin1String("Stop it")), qPrintable(answer.asked.front()));
        QVERIFY(m_window->runner().isActive());
        QCOMPARE(m_window->session().graph().name(), std::string("diamond"));
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());
    }

    void openingDuringARunAndStoppingShowsNothingOfTheRunLater()
    {
        startPausedRun();
        m_window->setQuiet(false);
        test::MessageBoxAnswer answer({QStringLiteral("Stop the Run")});
        QVERIFY(m_window->openDocument(m_otherGraph));
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY(!m_window->runner().isActive());
        QCOMPARE(m_window->session().graph().name(), std::string("chain"));
        QTest::qWait(300);                                       // a late delivery of the old run would land here
        QCOMPARE(m_window->session().solutions().rowCount(), 1); // its result is not mixed in
        QCOMPARE(m_window->session().solution(), m_window->session().solutions().entry(0).solution);
        QCOMPARE(m_window->convergencePlot().pointCount(), 0);
        QVERIFY2(m_window->documentMessage().isEmpty(), qPrintable(m_window->documentMessage()));
        QVERIFY(m_window->session().isEditable());
    }

    void quittingDuringARunAsks()
    {
        startPausedRun();
        m_window->setQuiet(false);
        test::MessageBoxAnswer answer({QStringLiteral("Cancel")});
        QVERIFY(!m_window->close());
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY(m_window->runner().isActive());
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());
    }

    void nothingFromAClosedDocumentIsShown()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        QVERIFY(m_window->documentMessage().startsWith(QLatin1String("Move c to GPU:1")));
        QVERIFY(m_window->openPath(m_otherGraph));
        QVERIFY2(m_window->documentMessage().isEmpty(), qPrintable(m_window->documentMessage()));
        // The "Opened" notice times out; what is under it must not be the old document's.
        m_window->statusBar()->clearMessage();
        QVERIFY(m_window->documentMessage().isEmpty());
    }

    void pausedShowsPausedAndAFailedStepDoesNot()
    {
        startPausedRun();
        m_window->runner().step();
        QTRY_COMPARE(m_window->convergencePlot().pointCount(), 2);
        QVERIFY2(m_window->documentMessage().startsWith(QLatin1String("Paused after generation 2")),
                 qPrintable(m_window->documentMessage()));
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());

        QVERIFY2(m_window->documentMessage().startsWith(QLatin1String("Stopped")),
                 qPrintable(m_window->documentMessage()));

        // A Step whose run fails at once: a pin names a device the cluster lacks.
        m_window->session().setPins({7, InvalidDevice, InvalidDevice, InvalidDevice, InvalidDevice, InvalidDevice});
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("The run failed: .*")));
        QVERIFY(m_window->startRun(true));
        QTRY_VERIFY(!m_window->runner().isActive());
        QVERIFY2(m_window->documentMessage().startsWith(QLatin1String("The run failed")),
                 qPrintable(m_window->documentMessage()));
        QVERIFY(!m_window->documentMessage().contains(QLatin1String("Paused")));
    }

    void aDeviceKeyDuringARunSaysWhy()
    {
        startPausedRun();
        m_window->session().selection().set({2});
        QAction *move = nullptr;
        for (QAction *action : m_window->graphView().actions())
            if (action->text() == QLatin1String("Move to GPU:1"))
                move = action;
        QVERIFY(move);
        QVERIFY(move->isEnabled());
        move->trigger();
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("stop it")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());
    }

    void undoDuringARunTouchesOnlyEdits()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1)); // adds row 1
        session.undoStack().push(new ShowSolutionCommand(session, 0));  // back to row 0
        session.selection().set({3});
        session.undoStack().push(new PinCommand(session, {3}, true));
        const int index = session.undoStack().index();
        startPausedRun();
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("undoAction"));
        QVERIFY(undo);
        undo->trigger(); // the pin goes
        QCOMPARE(session.pins()[3], InvalidDevice);
        QCOMPARE(session.undoStack().index(), index - 1);
        undo->trigger(); // the Show stays: the run owns the schedule on screen
        QCOMPARE(session.undoStack().index(), index - 1);
        QCOMPARE(session.solutions().current(), 0);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("Stop the run to undo")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());
        // The bold row and the schedule shown agree.
        QCOMPARE(session.solution(), session.solutions().entry(session.solutions().current()).solution);
    }

private:
    QTemporaryDir m_directory;
    QString m_otherGraph;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestRunLifeCycle)
#include "tst_runlifecycle.moc"
