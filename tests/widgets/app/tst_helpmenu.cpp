#include "app/studio/helpmenu.h"
#include "app/studio/mainwindow.h"
#include "app/studio/placementgraph.h"
#include "core/base/textfile.h"
#include "core/io/graphjson.h"
#include "core/io/placementjson.h"
#include "core/sim/bounds.h"
#include "core/sim/costsimulator.h"
#include "resources/embeddedsamples.h"
#include "tests/widgets/testgraphs.h"

#include <QDialog>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace regal;

/// The Help menu, and what a user meets on first contact: a placement opened on its own.
class TestHelpMenu : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_directory.isValid());
    }

    void helpMenuHasGuideShortcutsAndAbout()
    {
        MainWindow window;
        QMenu *help = nullptr;
        for (QAction *action : window.menuBar()->actions())
            if (action->menu() && action->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
                help = action->menu();
        QVERIFY(help);
        QStringList texts;
        for (QAction *action : help->actions())
            texts << action->text().remove(QLatin1Char('&'));
        QVERIFY2(texts.contains(QStringLiteral("User Guide")), qPrintable(texts.join(QLatin1Char(','))));
        QVERIFY(texts.contains(QStringLiteral("Keyboard Shortcuts")));
        QVERIFY(texts.contains(QStringLiteral("About Regal Studio")));
    }

    void shortcutsAreReadFromTheMenus()
    {
        MainWindow window;
        const QList<ShortcutEntry> entries = shortcutEntries(window);
        auto find = [&entries](const QString &action) {
            for (const ShortcutEntry &entry : entries)
                if (entry.action == action)
                    return entry;
            return ShortcutEntry{};
        };
        QCOMPARE(find(QStringLiteral("Start")).keys, QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText));
        QCOMPARE(find(QStringLiteral("Start")).area, QStringLiteral("Run"));
        QCOMPARE(find(QStringLiteral("Undo")).keys, QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText));
        QCOMPARE(find(QStringLiteral("Export Placement")).area, QStringLiteral("File"));
        QCOMPARE(find(QStringLiteral("Zoom the time axis")).area, QStringLiteral("Gantt chart"));

        QDialog *dialog = createShortcutsDialog(window);
        auto *tree = dialog->findChild<QTreeWidget *>();
        QVERIFY(tree);
        int rows = 0;
        for (int group = 0; group < tree->topLevelItemCount(); ++group)
            rows += tree->topLevelItem(group)->childCount();
        QCOMPARE(rows, entries.size());
        delete dialog;
    }

    void userGuideIsFoundBesideTheProgram()
    {
        QVERIFY(findUserGuide(m_directory.filePath(QStringLiteral("bin"))).isEmpty());
        QVERIFY(QDir(m_directory.path()).mkpath(QStringLiteral("bin")));
        QVERIFY(QDir(m_directory.path()).mkpath(QStringLiteral("share/doc/regal-studio")));
        const QString guide = m_directory.filePath(QStringLiteral("share/doc/regal-studio/user-guide.html"));
        QVERIFY(writeFileAtomically(guide.toStdString(), "<html></html>"));
        QCOMPARE(findUserGuide(m_directory.filePath(QStringLiteral("bin"))), guide);
    }

    void citationNamesThePaper()
    {
        QVERIFY(paperBibtex().contains(QStringLiteral("Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs")));
        QVERIFY(paperBibtex().contains(QStringLiteral("1905.02494")));
    }

    void placementOfASampleOpensOnItsOwn()
    {
        Result<Graph> sample = loadGraphArgument("sample:rnn");
        QVERIFY(sample);
        const QString path = writePlacement(std::make_shared<const Graph>(std::move(sample).value()),
                                            QStringLiteral("rnn.regal-placement.json"));
        MainWindow window;
        window.setQuiet(true);
        QVERIFY(window.openPath(path));
        QCOMPARE(window.session().graph().name(), std::string("rnn-100-s1"));
        QCOMPARE(window.session().cluster().deviceCount(), std::size_t(3));
        QCOMPARE(window.session().solutions().rowCount(), 2);
    }

    void placementFindsItsGraphInTheSameFolder()
    {
        QTemporaryDir folder;
        const std::shared_ptr<const Graph> diamond = test::diamondGraph();
        QVERIFY(writeFileAtomically(folder.filePath(QStringLiteral("other.json")).toStdString(), "{\"format\": \"regal-cluster\"}"));
        QVERIFY(writeFileAtomically(folder.filePath(QStringLiteral("model.regal-graph.json")).toStdString(), writeGraphJson(*diamond)));
        const QString path = writePlacement(diamond, QStringLiteral("p.regal-placement.json"), folder.path());
        Result<std::string> text = readTextFile(path.toStdString());
        QVERIFY(text);
        Result<PlacementFile> placement = readPlacementJson(*text, path.toStdString());
        QVERIFY(placement);
        QCOMPARE(findPlacementGraph(*placement, path), folder.filePath(QStringLiteral("model.regal-graph.json")));

        QFile::remove(folder.filePath(QStringLiteral("model.regal-graph.json")));
        QVERIFY(findPlacementGraph(*placement, path).isEmpty());
        MainWindow window;
        window.setQuiet(true);
        QVERIFY(!window.openPath(path));
        QVERIFY(!window.session().hasProblem());
    }

private:
    /// Writes a placement of \a graph on three devices, everything on the last one.
    QString writePlacement(std::shared_ptr<const Graph> graph, const QString &name, const QString &folder = {})
    {
        Result<Problem> problem = Problem::create(std::move(graph), Cluster::uniform(3));
        if (!problem)
            return {};
        Solution solution = problem->defaultSolution();
        std::fill(solution.device.begin(), solution.device.end(), DeviceId(2));
        const Timeline timeline = CostSimulator(*problem).record(solution);
        const QString path = QDir(folder.isEmpty() ? m_directory.path() : folder).filePath(name);
        writeFileAtomically(path.toStdString(), writePlacementJson(*problem, solution, timeline, lowerBounds(*problem), {}));
        return path;
    }

    QTemporaryDir m_directory;
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
