// The solutions list, the undo stack, the files and the provenance they record agree.
#include "app/studio/mainwindow.h"
#include "core/base/textfile.h"
#include "core/io/graphjson.h"
#include "core/io/placementjson.h"
#include "tests/widgets/app/messageboxanswer.h"
#include "tests/widgets/app/studiowindow.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;

class TestSolutionsAgree : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_directory.isValid());
    }

    void init()
    {
        m_window = test::openStudioWindow();
        QVERIFY(m_window);
    }

    void cleanup() { m_window.reset(); }

    void run(const char *method, std::int64_t budget = 300)
    {
        RunRequest settings;
        settings.method = method;
        settings.params.control.budget = budget;
        settings.params.control.seed = 11;
        settings.params.brkga.population = 10;
        m_window->runSettings().setSettings(settings);
        QVERIFY(m_window->startRun());
        QTRY_VERIFY(!m_window->runner().isActive());
    }

    void undoingTheFirstEditRemovesItsRow()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        QCOMPARE(session.solutions().rowCount(), 2);
        session.undoStack().push(assignDeviceCommand(session, {3}, 1));
        QCOMPARE(session.solutions().rowCount(), 2); // the edited row follows
        session.undoStack().undo();
        QCOMPARE(session.solutions().rowCount(), 2);
        session.undoStack().undo();
        QCOMPARE(session.solutions().rowCount(), 1); // no "…, edited" row equal to its parent
        QCOMPARE(session.solutions().current(), 0);
        QCOMPARE(session.solution(), session.solutions().entry(0).solution);
        session.undoStack().redo();
        QCOMPARE(session.solutions().rowCount(), 2);
        QCOMPARE(session.solutions().current(), 1);
        QCOMPARE(session.solution().device[2], DeviceId(1));
    }

    void anIdenticalRunResultReusesItsRow()
    {
        run("heft");
        Session &session = m_window->session();
        QCOMPARE(session.solutions().rowCount(), 2);
        const int undoSteps = session.undoStack().count();
        run("heft"); // from the current solution, the same answer
        QCOMPARE(session.solutions().rowCount(), 2);
        QCOMPARE(session.solutions().current(), 1);
        QCOMPARE(session.undoStack().count(), undoSteps); // no Show of the row already shown
    }

    void discardReallyDiscards()
    {
        const QString other = m_directory.filePath(QStringLiteral("chain.json"));
        QVERIFY(writeFileAtomically(other.toStdString(), writeGraphJson(test::stridedChain("chain", 8, 1))));
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        m_window->autosave();
        QVERIFY(m_window->recovery().hasSaved());
        m_window->setQuiet(false);
        test::MessageBoxAnswer answer({QStringLiteral("Discard")});
        QVERIFY(m_window->openDocument(other));
        QCOMPARE(answer.asked.size(), 1);
        QCOMPARE(session.graph().name(), std::string("chain"));
        QVERIFY(session.undoStack().isClean());
        QCOMPARE(session.solutions().rowCount(), 1);
        QVERIFY(!m_window->recovery().hasSaved()); // nothing of the discarded work comes back
    }

    void aPlacementAddsARowWithoutAskingToDiscard()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        const QString path = m_directory.filePath(QStringLiteral("moved.regal-placement.json"));
        QVERIFY(m_window->exportPlacement(path));
        session.undoStack().push(assignDeviceCommand(session, {3}, 1));
        m_window->setQuiet(false);
        test::MessageBoxAnswer answer({QStringLiteral("Discard")});
        QVERIFY(m_window->openDocument(path));
        QVERIFY2(answer.asked.isEmpty(), qPrintable(answer.asked.join(QLatin1Char('|'))));
        QCOMPARE(session.solutions().rowCount(), 3); // the edits are kept, the placement is a row
        QVERIFY(!session.undoStack().isClean());
    }

    void anEditedPlacementRecordsItsParentAndTheEdits()
    {
        run("heft");
        Session &session = m_window->session();
        const SolutionEntry parent = session.solutions().entry(1);
        const DeviceId target = session.solution().device[2] == 0 ? 1 : 0;
        session.undoStack().push(assignDeviceCommand(session, {2}, target));
        const QString path = m_directory.filePath(QStringLiteral("edited.regal-placement.json"));
        QVERIFY(m_window->exportPlacement(path));
        Result<std::string> text = readTextFile(path.toStdString());
        QVERIFY(text);
        const nlohmann::json json = nlohmann::json::parse(*text);
        QCOMPARE(json["method"].get<std::string>(), std::string("hand"));
        QCOMPARE(json["edited_from"]["method"].get<std::string>(), std::string("heft"));
        QCOMPARE(json["edited_from"]["seed"].get<std::uint64_t>(), std::uint64_t(11));
        QCOMPARE(json["edited_from"]["params"].dump(), nlohmann::json::parse(parent.paramsJson).dump());
        QCOMPARE(json["edits"].size(), std::size_t(1));
        QCOMPARE(json["edits"][0]["name"].get<std::string>(), std::string("c"));
        QCOMPARE(json["edits"][0]["device"].get<std::string>(), session.cluster().devices[target].name);

        // The reader accepts it and keeps the provenance; the solution binds as before.
        Result<PlacementFile> read = readPlacementJson(*text, "edited");
        QVERIFY2(read, read ? "" : read.error().c_str());
        QVERIFY(read->provenance.editedFrom);
        QCOMPARE(read->provenance.editedFrom->method, std::string("heft"));
        QCOMPARE(read->provenance.edits.size(), std::size_t(1));
        QVERIFY(read->provenance.extra.empty());
        Result<Solution> bound = bindPlacement(*read, session.problem(), "edited");
        QVERIFY(bound);
        QCOMPARE(*bound, session.solution());

        // A saved session keeps where the edit came from.
        const QString sessionPath = m_directory.filePath(QStringLiteral("edited.regal-session.json"));
        QVERIFY(m_window->saveSession(sessionPath));
        MainWindow other;
        other.setQuiet(true);
        QVERIFY(other.openPath(sessionPath));
        const QString again = m_directory.filePath(QStringLiteral("again.regal-placement.json"));
        QVERIFY(other.exportPlacement(again));
        Result<std::string> reread = readTextFile(again.toStdString());
        QVERIFY(reread);
        const nlohmann::json second = nlohmann::json::parse(*reread);
        QCOMPARE(second["edited_from"].dump(), json["edited_from"].dump());
        QCOMPARE(second["edits"].dump(), json["edits"].dump());
    }

    void aSessionRestoresTheConvergenceCurve()
    {
        run("brkga");
        const int points = m_window->convergencePlot().pointCount();
        QVERIFY(points >= 3);
        const QString path = m_directory.filePath(QStringLiteral("curve.regal-session.json"));
        QVERIFY(m_window->saveSession(path));
        MainWindow other;
        other.setQuiet(true);
        QVERIFY(other.openPath(path));
        QCOMPARE(other.convergencePlot().pointCount(), points);
    }

private:
    QTemporaryDir m_directory;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestSolutionsAgree)
#include "tst_solutionsagree.moc"
