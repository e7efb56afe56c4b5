#include "core/io/graphjson.h"
#include "core/sim/memorybound.h"
#include "tests/core/searchcase.h"
#include "tests/widgets/studiotranslation.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/panels/clustereditor.h"
#include "widgets/panels/comparedialog.h"
#include "widgets/panels/nodepropertiespanel.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/sessionfile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QLabel>
#include <QTest>
#include <QTreeWidget>
#include <nlohmann/json.hpp>

#include <numeric>

using namespace regal;

class TestPanels : public QObject
{
    Q_OBJECT

    /// Opens \a document, a session file edited by the test, in \a into.
    static bool restore(Session &into, const nlohmann::json &document)
    {
        Result<SessionDocument> read = readSessionJson(document.dump(), "edited.json");
        if (!read)
            qWarning("%s", read.error().c_str());
        return read && restoreSession(into, std::move(read).value(), QStringLiteral("edited"));
    }

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
    }

    void nodePropertiesFollowTheSelectionAndTheSolution()
    {
        NodePropertiesPanel panel(*m_session);
        panel.show();
        const NodeId c = m_session->graph().find("c");
        m_session->selection().set({c});
        QCOMPARE(panel.fieldText(QStringLiteral("op")), QStringLiteral("Conv"));
        QCOMPARE(panel.fieldText(QStringLiteral("device")), QStringLiteral("GPU:0"));
        m_session->undoStack().push(assignDeviceCommand(*m_session, {c}, 1));
        QCOMPARE(panel.fieldText(QStringLiteral("device")), QStringLiteral("GPU:1"));
        QVERIFY(panel.fieldText(QStringLiteral("policy")).isEmpty()); // no policy ran
    }

    void nodePropertiesShowTheImportWarningsUntilANodeIsSelected()
    {
        const test::StudioTranslation english(QStringLiteral("en")); // for "2 times"
        NodePropertiesPanel panel(*m_session);
        QCOMPARE(panel.headingText(), QStringLiteral("Select a node in the graph or the Gantt chart."));
        // The diamond as an importer would have written it, with two warnings about its guesses.
        nlohmann::json document = nlohmann::json::parse(writeGraphJson(m_session->graph()));
        document["import"] = {{"format", "tensorflow.js"},
                              {"warnings", {"input 'x' has no shape; counted as 0 bytes", "a <b>bold</b> op name"}}};
        Result<Graph> imported = readGraphJson(document.dump(), "imported.json");
        QVERIFY(imported);
        QVERIFY(m_session->load(std::make_shared<const Graph>(std::move(imported).value()), test::twoDevices(),
                                QStringLiteral("imported")));
        const QString heading = panel.headingText();
        QVERIFY2(heading.contains(QStringLiteral("The import warns 2 times:")), qPrintable(heading));
        QVERIFY(heading.contains(QStringLiteral("<li>input 'x' has no shape; counted as 0 bytes</li>")));
        QVERIFY(heading.contains(QStringLiteral("a &lt;b&gt;bold&lt;/b&gt; op name"))); // the file's text, not markup
        m_session->selection().set({m_session->graph().find("c")});
        QVERIFY(!panel.headingText().contains(QStringLiteral("import")));
        // Past eight, the rest are counted, not listed.
        document["import"]["warnings"] = nlohmann::json::array();
        for (int i = 1; i <= 11; ++i)
            document["import"]["warnings"].push_back("warning " + std::to_string(i));
        QVERIFY(m_session->load(std::make_shared<const Graph>(readGraphJson(document.dump(), "many.json").value()),
                                test::twoDevices(), QStringLiteral("many")));
        QVERIFY(panel.headingText().contains(QStringLiteral("The import warns 11 times:")));
        QVERIFY(panel.headingText().contains(QStringLiteral("<li>warning 8</li><li>and 3 more</li></ul>")));
    }

    void nodePropertiesSayWhatThePolicyProposed()
    {
        // A session whose solution a policy steered: node c moves to a faster device, the others
        // are kept as sessions saved before the choices by speed have them (no faster_keys), but
        // the committee disputed the advice for node b.
        nlohmann::json document = nlohmann::json::parse(writeSessionJson(*m_session));
        const NodeId c = m_session->graph().find("c");
        nlohmann::json &policy = document["solutions"][0]["policy"] = nlohmann::json::array();
        for (NodeId node = 0; node < m_session->graph().nodeCount(); ++node) {
            nlohmann::json proposal = {{"keep_on", "GPU:0"}, {"device_key", {10, 1}}, {"other_keys", {1, 10}},
                                       {"priority_key", {1, 1}}, {"rho", 0.7}, {"entropy", 0.5}};
            if (node == c) {
                proposal["device_key"] = {1, 4};
                proposal["other_keys"] = {1, 4};
                proposal["faster_keys"] = {4, 1};
                proposal["slower_keys"] = {1, 4};
            }
            if (node == m_session->graph().find("b")) {
                proposal["device_key"] = {2, 1};
                proposal["other_keys"] = {1, 2};
                proposal["device_disputed"] = true;
            }
            policy.push_back(proposal);
        }
        Session steered;
        QVERIFY(restore(steered, document));
        NodePropertiesPanel panel(steered);
        panel.show();
        steered.selection().set({c});
        QVERIFY2(panel.fieldText(QStringLiteral("policy")).contains(QStringLiteral("faster devices Beta(4, 1), as fast Beta(1, 4)")),
                 qPrintable(panel.fieldText(QStringLiteral("policy"))));
        steered.selection().set({m_session->graph().find("a")});
        QVERIFY2(panel.fieldText(QStringLiteral("policy")).startsWith(QStringLiteral("kept near GPU:0: its key Beta(10, 1), the others Beta(1, 10)")),
                 qPrintable(panel.fieldText(QStringLiteral("policy"))));
        steered.selection().set({m_session->graph().find("b")});
        QVERIFY2(panel.fieldText(QStringLiteral("policy")).startsWith(QStringLiteral("kept near GPU:0: its key Beta(2, 1), the others Beta(1, 2), weakened: the committee disagreed;")),
                 qPrintable(panel.fieldText(QStringLiteral("policy"))));
        // And a session saved again keeps that.
        Result<SessionDocument> again = readSessionJson(writeSessionJson(steered), "again.json");
        QVERIFY(again);
        QVERIFY(again->entries[0].policyProposals[m_session->graph().find("b")].deviceDisputed);
    }

    void nodePropertiesSayWhenTheGateLeftTheGraphToSeededBrkga()
    {
        // A regal run whose policy's gate said not to steer has no proposals; the panel says why.
        nlohmann::json document = nlohmann::json::parse(writeSessionJson(*m_session));
        document["solutions"][0]["method"] = "regal";
        document["solutions"][0]["params"] = {{"anchor", "dfs"}, {"steered", false}};
        Session gated;
        QVERIFY(restore(gated, document));
        NodePropertiesPanel panel(gated);
        panel.show();
        gated.selection().set({gated.graph().find("c")});
        QCOMPARE(panel.fieldText(QStringLiteral("policy")), QStringLiteral("none: the policy's gate left this graph to seeded BRKGA"));
    }

    void compareListsTheMovedNodes()
    {
        m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 1));
        CompareDialog dialog(*m_session, 0, 1);
        QCOMPARE(dialog.movedList()->topLevelItemCount(), 2);
        QCOMPARE(dialog.movedList()->topLevelItem(0)->text(0), QStringLiteral("c"));
        QCOMPARE(dialog.deviceTable()->rowCount(), 2);
        QCOMPARE(dialog.deviceTable()->item(1, 1)->text(), QStringLiteral("0")); // nodes on GPU:1 in A
        QCOMPARE(dialog.deviceTable()->item(1, 2)->text(), QStringLiteral("2")); // and in B
    }

    void compareShowsEveryDevice()
    {
        QVERIFY(m_session->load(test::diamondGraph(), Cluster::uniform(6), QStringLiteral("diamond")));
        m_session->undoStack().push(assignDeviceCommand(*m_session, {2, 4}, 5));
        CompareDialog dialog(*m_session, 0, 1);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QTableWidget &table = *dialog.deviceTable();
        QCOMPARE(table.rowCount(), 6);
        QVERIFY(table.viewport()->rect().contains(table.visualItemRect(table.item(5, 0))));
    }

    void compareMatchesInterchangeableDevices()
    {
        // Every node from GPU:0 to GPU:1: on two identical devices the same solution.
        std::vector<NodeId> all(m_session->graph().nodeCount());
        std::iota(all.begin(), all.end(), NodeId(0));
        m_session->undoStack().push(assignDeviceCommand(*m_session, all, 1));
        CompareDialog dialog(*m_session, 0, 1);
        QVERIFY(dialog.matchDevicesBox()->isChecked());
        QCOMPARE(dialog.movedList()->topLevelItemCount(), 0);
        QCOMPARE(dialog.deviceTable()->item(1, 2)->text(), QStringLiteral("0")); // nodes on GPU:1 in B, renamed
        dialog.matchDevicesBox()->setChecked(false);
        QCOMPARE(dialog.movedList()->topLevelItemCount(), int(all.size()));
        QCOMPARE(dialog.deviceTable()->item(1, 2)->text(), QString::number(all.size()));
    }

    void clusterEditorAppliesThroughTheUndoStack()
    {
        ClusterEditor editor(*m_session);
        QVERIFY(editor.model().insertRows(2, 1));
        QVERIFY(editor.apply());
        QCOMPARE(m_session->cluster().deviceCount(), 3);
        m_session->undoStack().undo();
        QCOMPARE(m_session->cluster().deviceCount(), 2);
        QCOMPARE(editor.model().rowCount(), 2); // the editor shows the session's cluster again
    }

    void clusterEditorSetsMemoryFromTheGraphsNeed()
    {
        // The diamond in input order on one device holds at most three 100-byte outputs, so 1.3 ×
        // 300 bytes / 2 devices gives each device 195 bytes; undo brings back unlimited memory.
        ClusterEditor editor(*m_session);
        editor.setMemoryFactor(1.3);
        QCOMPARE(m_session->cluster().devices[0].memoryBytes, Bytes(0)); // not applied yet
        QVERIFY(editor.apply());
        for (const Device &device : m_session->cluster().devices)
            QCOMPARE(device.memoryBytes, Bytes(195));
        m_session->undoStack().undo();
        QCOMPARE(m_session->cluster().devices[1].memoryBytes, Bytes(0));
        // Another graph, another need: a chain of 8-byte outputs holds two at a time, 16 bytes.
        QVERIFY(m_session->load(std::make_shared<const Graph>(test::stridedChain("chain", 4, 1)), test::twoDevices(),
                                QStringLiteral("chain")));
        editor.setMemoryFactor(1.3);
        QVERIFY(editor.apply());
        QCOMPARE(m_session->cluster().devices[0].memoryBytes, Bytes(10));
    }

    void clusterEditorSaysWhenNoSolutionCanFit()
    {
        // f holds d's and e's outputs and its own while it runs, 300 bytes: as much as the whole
        // diamond needs on one device, so only a memory factor of 2 on 2 devices holds it.
        const test::StudioTranslation english(QStringLiteral("en")); // for "2 devices"
        ClusterEditor editor(*m_session);
        QVERIFY(editor.message().isEmpty());
        // The editor says so before any memory is set.
        const auto saysWhereFittingStarts = [&editor](const QString &factor) {
            for (const QLabel *label : editor.findChildren<QLabel *>())
                if (label->text() == QStringLiteral("The graph needs 300 bytes on one device in input order; on 2 devices, "
                                                    "no solution fits below %1.").arg(factor))
                    return true;
            return false;
        };
        QVERIFY(saysWhereFittingStarts(QStringLiteral("2.00")));
        editor.setMemoryFactor(0.5);
        QVERIFY(editor.message().startsWith(QStringLiteral("No solution fits: “f” needs 300 bytes"))); // before Apply
        QVERIFY(editor.apply());
        QCOMPARE(editor.message(), QStringLiteral("No solution fits: “f” needs 300 bytes while it runs, and no device it "
                                                  "may run on has more than 75 bytes. Memory from need must be 2.00 or more "
                                                  "before any solution can fit."));
        editor.setMemoryFactor(2.0);
        QVERIFY(editor.message().isEmpty());
        QVERIFY(editor.apply());
        QVERIFY(editor.message().isEmpty());
        m_session->undoStack().undo();
        QVERIFY(editor.message().startsWith(QStringLiteral("No solution fits")));
    }

    void sessionBoundsForOtherClustersAreTheBounds()
    {
        // On several devices an alias counts at its own size when smaller than the buffer it
        // reuses, so a graph's live-across total differs between one device and several. The
        // session keeps the two apart: on a graph where taking one for the other changes the
        // bound, its bounds for every cluster are those computed afresh.
        const auto telling = [](const std::shared_ptr<const Graph> &graph) {
            const Problem one = Problem::create(graph, Cluster::uniform(1)).value();
            const Problem two = Problem::create(graph, Cluster::uniform(2)).value();
            return lowerBounds(two, liveAcrossTotal(one)).peakMemory != lowerBounds(two).peakMemory;
        };
        std::shared_ptr<const Graph> graph;
        for (std::uint64_t seed = 1; seed <= 50 && !graph; ++seed)
            if (auto candidate = test::randomGraph({.nodes = 30, .seed = seed, .edgeChance = 0.4}); telling(candidate))
                graph = candidate;
        QVERIFY(graph);
        Session session;
        QVERIFY(session.load(graph, Cluster::uniform(1), QStringLiteral("random")).ok());
        for (int devices : {2, 1, 4, 2}) {
            const Problem problem = Problem::create(graph, Cluster::uniform(devices)).value();
            QCOMPARE(session.boundsFor(problem).peakMemory, lowerBounds(problem).peakMemory);
        }
    }

    void clusterEditorWithoutAGraphEdits()
    {
        Session empty;
        ClusterEditor editor(empty);
        QVERIFY(editor.model().insertRows(0, 1));
        QVERIFY(editor.message().isEmpty());
    }

    void runSettingsDisableTheMethodsThatCannotRun()
    {
        RunSettingsPanel panel;
        const Method &exact = *findMethod("exact");
        const Method &regal = *findMethod("regal");
        const Method &brkga = *findMethod("brkga");
        panel.setAvailability(4, MethodAssets{}); // four devices, no policy
        QVERIFY(panel.blockedReason(exact).contains(QStringLiteral("one device")));
        QVERIFY(panel.blockedReason(regal).contains(QStringLiteral("policy")));
        QVERIFY(panel.blockedReason(brkga).isEmpty());

        QComboBox *list = nullptr;
        for (QComboBox *box : panel.findChildren<QComboBox *>())
            if (box->findData(QStringLiteral("exact")) >= 0)
                list = box;
        QVERIFY(list);
        auto *model = qobject_cast<QStandardItemModel *>(list->model());
        QVERIFY(!model->item(list->findData(QStringLiteral("exact")))->isEnabled());
        QVERIFY(model->item(list->findData(QStringLiteral("brkga")))->isEnabled());

        RunRequest request;
        request.method = "exact";
        panel.setSettings(request);
        QVERIFY(panel.methodDescription().startsWith(QStringLiteral("optimal one-device order")));
        QVERIFY(panel.methodDescription().contains(QStringLiteral("Not available")));
        panel.setAvailability(1, MethodAssets{});
        QVERIFY(model->item(list->findData(QStringLiteral("exact")))->isEnabled());
        QVERIFY(!panel.methodDescription().contains(QStringLiteral("Not available")));
    }

private:
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
