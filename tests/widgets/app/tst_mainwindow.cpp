#include "app/studio/mainwindow.h"
#include "core/io/graphjson.h"
#include "core/io/textfile.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphview.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
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
        m_window = std::make_unique<MainWindow>();
        m_window->setQuiet(true);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(m_window->openGraph(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        QTRY_VERIFY(m_window->graphView().isLaidOut());
    }

    void cleanup()
    {
        m_window.reset();
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

    void aRunAddsItsBestAsTheCurrentSolution()
    {
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 300;
        settings.populationSize = 30;
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
        RunSettings settings;
        settings.budget = 1000;
        settings.populationSize = 10;
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

private:
    QTemporaryDir m_directory;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
