#include "app/studio/mainwindow.h"
#include "core/base/textfile.h"
#include "core/io/graphjson.h"
#include "tests/widgets/app/studiowindow.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphview.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/sessionfile.h"

#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <nlohmann/json.hpp>

using namespace regal;

class TestMainWindow : public QObject
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
        QTRY_VERIFY(m_window->graphView().isLaidOut());
    }

    void cleanup()
    {
        m_window.reset();
    }

    void everySampleSaysWhatItIs()
    {
        const auto *samples = m_window->findChild<QMenu *>(QStringLiteral("samplesMenu"));
        QVERIFY(samples);
        QCOMPARE(samples->actions().size(), 7);
        for (const QAction *action : samples->actions()) {
            const QString name = action->data().toString();
            QVERIFY2(action->text().startsWith(name + QStringLiteral(" — ")) && action->text().size() > name.size() + 6,
                     qPrintable(action->text()));
        }
    }

    void theStatusSaysWhenNoSolutionFits()
    {
        // 50 bytes a device: the diamond's f alone holds 300 while it runs.
        Session &session = m_window->session();
        auto *feasibility = m_window->findChild<QLabel *>(QStringLiteral("feasibility"));
        QVERIFY(feasibility);
        QVERIFY(feasibility->toolTip().isEmpty());
        Cluster small = session.cluster();
        for (Device &device : small.devices)
            device.memoryBytes = 50;
        session.undoStack().push(new ClusterEditCommand(session, small));
        QVERIFY2(feasibility->text().endsWith(QStringLiteral(": no solution fits</a>")), qPrintable(feasibility->text()));
        QVERIFY2(feasibility->toolTip().contains(QStringLiteral("“f” needs 300 bytes")), qPrintable(feasibility->toolTip()));
        // A click on it selects f.
        QCOMPARE(feasibility->textFormat(), Qt::RichText);
        emit feasibility->linkActivated(QStringLiteral("#shortfall"));
        QCOMPARE(session.selection().nodes(), std::vector<NodeId>{session.graph().find("f")});
        session.undoStack().undo();
        QCOMPARE(feasibility->text(), QStringLiteral("Feasible"));
        QVERIFY(feasibility->toolTip().isEmpty());
    }

    void aRunThatEndsOverMemorySaysToLookFurther()
    {
        // f holds 300 bytes while it runs: only GPU:1 has room for it, and `single` puts every
        // node on GPU:0. Nothing proves that no solution fits, so the message invites more search.
        Session &session = m_window->session();
        Cluster uneven = session.cluster();
        uneven.devices[0].memoryBytes = 250;
        uneven.devices[1].memoryBytes = 300;
        session.undoStack().push(new ClusterEditCommand(session, uneven));
        QVERIFY(!session.bounds().shortfall);
        RunRequest settings;
        settings.method = "single";
        m_window->runSettings().setSettings(settings);
        QVERIFY(m_window->startRun());
        QTRY_VERIFY(!m_window->runner().isActive());
        QVERIFY(!session.metrics().feasible);
        QVERIFY2(m_window->documentMessage().endsWith(QStringLiteral("It does not fit the devices' memory: run again from "
                                                                     "it, or with a larger budget, to look further.")),
                 qPrintable(m_window->documentMessage()));
    }

    void exportedPlacementIsReproducedByRegalEvaluate()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2, 4}, 1));
        const QString graphPath = m_directory.filePath(QStringLiteral("diamond.json"));
        const QString placementPath = m_directory.filePath(QStringLiteral("placement.json"));
        QVERIFY(writeFileAtomically(graphPath.toStdString(), writeGraphJson(session.graph())));
        QVERIFY(m_window->exportPlacement(placementPath));

        const QString clusterPath = m_directory.filePath(QStringLiteral("cluster.json"));
        QProcess regal;
        regal.start(QStringLiteral(REGAL_BINARY),
                    {QStringLiteral("evaluate"), graphPath, QStringLiteral("--placement"), placementPath, QStringLiteral("--json")});
        QVERIFY(regal.waitForFinished(30000));
        QVERIFY2(regal.exitCode() == 0, regal.readAllStandardError().constData());
        const nlohmann::json result = nlohmann::json::parse(regal.readAllStandardOutput().toStdString());
        QCOMPARE(result["makespan"].get<double>(), session.metrics().makespan);
        QCOMPARE(result["feasible"].get<bool>(), session.metrics().feasible);
        QCOMPARE(result["peak_memory"]["GPU:0"].get<Bytes>(), session.metrics().peakMemory[0]);
        QCOMPARE(result["peak_memory"]["GPU:1"].get<Bytes>(), session.metrics().peakMemory[1]);
        Q_UNUSED(clusterPath);
    }

    void exportedTraceIsTheOneRegalEvaluateWrites()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2, 4}, 1));
        const QString graphPath = m_directory.filePath(QStringLiteral("diamond.json"));
        const QString placementPath = m_directory.filePath(QStringLiteral("placement.json"));
        const QString studioTrace = m_directory.filePath(QStringLiteral("studio.trace.json"));
        const QString regalTrace = m_directory.filePath(QStringLiteral("regal.trace.json"));
        QVERIFY(writeFileAtomically(graphPath.toStdString(), writeGraphJson(session.graph())));
        QVERIFY(m_window->exportPlacement(placementPath));
        QVERIFY(m_window->exportTrace(studioTrace));

        QProcess regal;
        regal.start(QStringLiteral(REGAL_BINARY), {QStringLiteral("evaluate"), graphPath, QStringLiteral("--placement"),
                                                   placementPath, QStringLiteral("--trace"), regalTrace});
        QVERIFY(regal.waitForFinished(30000));
        QVERIFY2(regal.exitCode() == 0, regal.readAllStandardError().constData());
        Result<std::string> fromStudio = readTextFile(studioTrace.toStdString());
        Result<std::string> fromRegal = readTextFile(regalTrace.toStdString());
        QVERIFY(fromStudio && fromRegal);
        QVERIFY(fromStudio->find("\"cat\": \"transfer\"") != std::string::npos);
        QCOMPARE(*fromStudio, *fromRegal);
    }

    void aSavedSessionIsReproducedByRegalEvaluate()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {1, 3}, 1));
        session.setPins({InvalidDevice, 1, InvalidDevice, InvalidDevice, InvalidDevice, InvalidDevice});
        const QString sessionPath = m_directory.filePath(QStringLiteral("diamond.regal-session.json"));
        QVERIFY(writeFileAtomically(sessionPath.toStdString(), writeSessionJson(session)));
        QProcess regal;
        regal.start(QStringLiteral(REGAL_BINARY), {QStringLiteral("evaluate"), sessionPath, QStringLiteral("--json")});
        QVERIFY(regal.waitForFinished(30000));
        QVERIFY2(regal.exitCode() == 0, regal.readAllStandardError().constData());
        const nlohmann::json result = nlohmann::json::parse(regal.readAllStandardOutput().toStdString());
        QCOMPARE(result["devices"].get<int>(), session.cluster().deviceCount());
        QCOMPARE(result["makespan"].get<double>(), session.metrics().makespan);
        QCOMPARE(result["peak_memory"]["GPU:1"].get<Bytes>(), session.metrics().peakMemory[1]);
    }

    void aRunAddsItsBestAsTheCurrentSolution()
    {
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 300;
        settings.params.brkga.population = 30;
        m_window->runSettings().setSettings(settings);
        QVERIFY(m_window->startRun());
        QVERIFY(!m_window->session().isEditable());
        QTRY_VERIFY(!m_window->runner().isActive());
        QVERIFY(m_window->session().isEditable());
        QCOMPARE(m_window->session().solutions().rowCount(), 2);
        QCOMPARE(m_window->session().solutions().current(), 1);
        QVERIFY(m_window->convergencePlot().pointCount() >= 5);
        QVERIFY(m_window->session().metrics().makespan <= m_window->session().solutions().entry(0).metrics.makespan);
        m_window->session().undoStack().undo(); // back to the input order
        QCOMPARE(m_window->session().solutions().current(), 0);
    }

    void stepRunsOneGenerationAtATime()
    {
        RunRequest settings;
        settings.params.control.budget = 1000;
        settings.params.brkga.population = 10;
        m_window->runSettings().setSettings(settings);
        QVERIFY(m_window->startRun(true));
        QTRY_COMPARE(m_window->convergencePlot().pointCount(), 1);
        m_window->runner().step();
        QTRY_COMPARE(m_window->convergencePlot().pointCount(), 2);
        QTest::qWait(100);
        QCOMPARE(m_window->convergencePlot().pointCount(), 2);
        m_window->runner().stop();
        QTRY_VERIFY(!m_window->runner().isActive());
        QCOMPARE(m_window->session().solutions().rowCount(), 2);
    }

    void sessionSavesAndOpensAgain()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {1}, 1));
        const Metrics edited = session.metrics();
        const QString path = m_directory.filePath(QStringLiteral("session.json"));
        QVERIFY(m_window->saveSession(path));
        QVERIFY(session.undoStack().isClean());
        MainWindow other;
        other.setQuiet(true);
        QVERIFY(other.openPath(path));
        QCOMPARE(other.session().solutions().rowCount(), 2);
        QCOMPARE(other.session().metrics().makespan, edited.makespan);
    }

    void aPlacementForAnotherGraphIsRefused()
    {
        const QString path = m_directory.filePath(QStringLiteral("foreign.json"));
        QVERIFY(writeFileAtomically(path.toStdString(),
                                    R"({"format": "regal-placement", "version": 1, "graph": {"name": "x", "hash": "sha256:00"},)"
                                    R"( "nodes": [{"name": "a", "device": "GPU:0"}]})"));
        QVERIFY(!m_window->openPath(path));
        QCOMPARE(m_window->session().solutions().rowCount(), 1); // the work is untouched
    }

    void aPlacementWithoutHashIsAcceptedWhenItsNamesMatch()
    {
        const QString path = m_directory.filePath(QStringLiteral("handwritten.json"));
        QVERIFY(writeFileAtomically(path.toStdString(), R"({"format": "regal-placement", "version": 1, "nodes": [
            {"name": "a", "device": "GPU:0"}, {"name": "b", "device": "GPU:1"}, {"name": "c", "device": "GPU:0"},
            {"name": "d", "device": "GPU:1"}, {"name": "e", "device": "GPU:0"}, {"name": "f", "device": "GPU:0"}]})"));
        QVERIFY(m_window->openPath(path));
        QCOMPARE(m_window->session().solutions().rowCount(), 2);
        QCOMPARE(m_window->session().solution().device[1], DeviceId(1));
        QCOMPARE(m_window->session().solution().device[3], DeviceId(1));
    }

    void aPlacementNamingUnknownNodesOrDevicesIsRefused_data()
    {
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown node") << R"({"name": "zz", "device": "GPU:0"})" << "places the node “zz”, which the graph “diamond” does not have";
        QTest::newRow("unknown device") << R"({"name": "a", "device": "TPU:7"})" << "on the device “TPU:7”, which the cluster does not have";
        QTest::newRow("missing nodes") << R"({"name": "a", "device": "GPU:0"})" << "leaves 5 node(s) of the graph “diamond” without a device";
    }

    void aPlacementNamingUnknownNodesOrDevicesIsRefused()
    {
        QFETCH(QString, nodes);
        QFETCH(QString, reason);
        const QString path = m_directory.filePath(QStringLiteral("wrong-names.json"));
        QVERIFY(writeFileAtomically(path.toStdString(),
                                    R"({"format": "regal-placement", "version": 1, "nodes": [)" + nodes.toStdString() + "]}"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(path) + QStringLiteral(".*")
                                                              + QRegularExpression::escape(reason)));
        QVERIFY(!m_window->openPath(path));
        QCOMPARE(m_window->session().solutions().rowCount(), 1);
    }

    void aBadFileKeepsTheCurrentSession_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("message");
        const nlohmann::json session = [] {
            Session other;
            if (!other.load(test::diamondGraph(), test::twoDevices(), QStringLiteral("other")))
                qFatal("cannot load the diamond graph");
            return nlohmann::json::parse(writeSessionJson(other));
        }();
        nlohmann::json priority = session;
        priority["solutions"][0]["priorities"][0] = 7;
        nlohmann::json pinned = session;
        pinned["graph"]["nodes"][1]["device"] = "TPU";
        QTest::newRow("broken json") << "broken.json" << R"({"format": "regal-graph", "version": 1, "nodes": [)"
                                     << "broken.json:1:";
        QTest::newRow("graph with a cycle") << "cycle.json"
                                            << R"({"format": "regal-graph", "version": 1, "nodes": [
            {"name": "x", "inputs": ["y:0"], "outputs": [{"bytes": 1}]},
            {"name": "y", "inputs": ["x:0"], "outputs": [{"bytes": 1}]}]})"
                                            << "cycle.json cannot be used: the graph has a cycle";
        QTest::newRow("unknown format") << "model.xyz" << "whatever" << "has an unknown graph format (“.xyz”)";
        QTest::newRow("session priority out of range") << "priority.json" << QString::fromStdString(priority.dump())
                                                       << "priority.json, field solutions[0]: priorities[0] must be a number from 0 to 1";
        QTest::newRow("session pinned to a missing device") << "pinned.json" << QString::fromStdString(pinned.dump())
                                                            << "TPU";
    }

    void aBadFileKeepsTheCurrentSession()
    {
        QFETCH(QString, name);
        QFETCH(QString, content);
        QFETCH(QString, message);
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        const std::string hash = session.graph().contentHash();
        const Solution solution = session.solution();
        const int rows = session.solutions().rowCount();
        const QString path = m_directory.filePath(name);
        QVERIFY(writeFileAtomically(path.toStdString(), content.toStdString()));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(message)));
        QVERIFY(!m_window->openPath(path));
        QCOMPARE(session.graph().contentHash(), hash);
        QCOMPARE(session.solution(), solution);
        QCOMPARE(session.solutions().rowCount(), rows);
        QVERIFY(!session.undoStack().isClean());
    }

    void aBadFileShowsAMessageBoxNamingIt()
    {
        const QString path = m_directory.filePath(QStringLiteral("unclosed.json"));
        QVERIFY(writeFileAtomically(path.toStdString(), R"({"format": "regal-graph", "version": 1, "nodes": [)"));
        m_window->setQuiet(false);
        QString shown;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->windowTitle() + QLatin1Char('|') + box->text();
                box->close();
            }
        });
        closer.start(10);
        QVERIFY(!m_window->openPath(path));
        QVERIFY2(shown.startsWith(QLatin1String("Cannot open")), qPrintable(shown));
        QVERIFY2(shown.contains(path + QStringLiteral(":1:")), qPrintable(shown));
        QCOMPARE(m_window->session().graph().name(), std::string("diamond"));
    }

    void autosaveWritesUnsavedChangesOnly()
    {
        QCOMPARE(m_window->autosaveTimer().interval(), 60 * 1000);
        QVERIFY(m_window->autosaveTimer().isActive());
        RecoveryStore &recovery = m_window->recovery();
        m_window->autosave();
        QVERIFY(!recovery.hasSaved()); // nothing to lose yet

        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2, 4}, 1));
        m_window->autosave();
        QVERIFY(recovery.hasSaved());
        Result<std::string> text = readTextFile(recovery.path().toStdString());
        QVERIFY(text);
        Result<SessionDocument> saved = readSessionJson(*text, "autosave");
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->entries.at(std::size_t(saved->current)).solution, session.solution());

        QVERIFY(m_window->saveSession(m_directory.filePath(QStringLiteral("saved.json"))));
        QVERIFY(!recovery.hasSaved()); // saved on purpose: nothing to recover
    }

    void aCrashedStudiosAutosaveIsOfferedOnTheNextStart()
    {
        QProcess crashing;
        crashing.start(QStringLiteral(CRASHING_STUDIO), {QCoreApplication::applicationName()});
        QVERIFY(crashing.waitForFinished(120000));
        QVERIFY2(crashing.exitStatus() == QProcess::CrashExit, crashing.readAllStandardError().constData());

        // What the crashed Studio had: b and d moved to device 1.
        Session &session = m_window->session();
        const Solution before = session.solution();
        session.undoStack().push(assignDeviceCommand(session, {1, 3}, 1));
        const Solution edited = session.solution();
        session.undoStack().undo();
        QCOMPARE(session.solution(), before);

        int asked = 0;
        QVERIFY(m_window->offerRecovery([&](const RecoverableSession &orphan) {
            ++asked;
            return orphan.path.contains(QLatin1String("autosave-"));
        }));
        QCOMPARE(asked, 1);
        QCOMPARE(session.solution(), edited);
        QVERIFY(!session.undoStack().isClean()); // unsaved work again
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->recovery().hasSaved()); // autosaved by this window at once
        QVERIFY(m_window->recovery().orphans().isEmpty());
    }

    void aWindowDestroyedWithoutClosingKeepsItsAutosave()
    {
        Session &session = m_window->session();
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        m_window->autosave();
        const QString path = m_window->recovery().path();
        QVERIFY(QFile::exists(path));
        m_window.reset();
        QVERIFY(QFile::exists(path));
        QCOMPARE(RecoveryStore().orphans().size(), 1);
    }

    void aDeclinedRecoveryIsDeleted()
    {
        Session &session = m_window->session();
        {
            RecoveryStore crashed(m_window->recovery().directory());
            QVERIFY(crashed.save(writeSessionJson(session)));
        }
        const int rows = session.solutions().rowCount();
        QVERIFY(!m_window->offerRecovery([](const RecoverableSession &) { return false; }));
        QVERIFY(m_window->recovery().orphans().isEmpty());
        QCOMPARE(session.solutions().rowCount(), rows);
    }

    void aDamagedAutosaveIsReportedAndDeleted()
    {
        {
            RecoveryStore crashed(m_window->recovery().directory());
            QVERIFY(crashed.save("{\"format\": \"regal-studio-session\", \"version\": 1"));
        }
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("Cannot restore the session: .*autosave-.*json")));
        QVERIFY(!m_window->offerRecovery([](const RecoverableSession &) { return true; }));
        QVERIFY(m_window->recovery().orphans().isEmpty());
        QCOMPARE(m_window->session().graph().name(), std::string("diamond"));
    }

private:
    QTemporaryDir m_directory;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
