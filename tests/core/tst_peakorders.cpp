// LPMF, BFS and the best of LPMF/BFS/DFS: hand examples and the best-of guarantee.

#include "core/methods/listscheduler.h"
#include "core/methods/method.h"
#include "core/methods/peakorders.h"
#include "tests/core/searchcase.h"

#include <QTest>

using namespace regal;
using regal::test::graphFromNodes;
using regal::test::isTopological;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;
using regal::test::twoBranchesGraph;

class TestPeakOrders : public QObject
{
    Q_OBJECT

private slots:
    void lpmfTakesTheSmallestRiseFirst();
    void lpmfSeesWhatANodeFrees();
    void bfsIsKahnWithAQueue();
    void ordersAreTopological();
    void bestOfIsNeverWorse_data();
    void bestOfIsNeverWorse();
};

void TestPeakOrders::lpmfTakesTheSmallestRiseFirst()
{
    // After s, b1 (50 B) rises less than a1 (100 B), then b2 (10 B): the small branch first,
    // although the big one first has the lower peak (tst_exactschedule's hand example).
    const Problem problem = problemOf(twoBranchesGraph(), testCluster(1));
    QCOMPARE(lpmfOrder(problem), (std::vector<NodeId>{0, 3, 4, 1, 2, 5}));
}

void TestPeakOrders::lpmfSeesWhatANodeFrees()
{
    // x and y both rise by 20 B. Once r has run, y is the last reader of p's 100 B, so it frees
    // them and goes before x (lower id, frees nothing).
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"p","cost":1,"outputs":[{"bytes":100}]},
        {"name":"r","cost":1,"inputs":["p:0"],"outputs":[{"bytes":1}]},
        {"name":"x","cost":1,"inputs":["r:0"],"outputs":[{"bytes":20}]},
        {"name":"y","cost":1,"inputs":["p:0","r:0"],"outputs":[{"bytes":20}]},
        {"name":"z","cost":1,"inputs":["x:0","y:0"],"outputs":[{"bytes":1}]}])"),
                                      testCluster(1));
    QCOMPARE(lpmfOrder(problem), (std::vector<NodeId>{0, 1, 3, 2, 4}));
}

void TestPeakOrders::bfsIsKahnWithAQueue()
{
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"s","cost":1,"outputs":[{"bytes":1}]},
        {"name":"a","cost":1,"inputs":["s:0"],"outputs":[{"bytes":1}]},
        {"name":"c","cost":1,"inputs":["a:0"],"outputs":[{"bytes":1}]},
        {"name":"b","cost":1,"inputs":["s:0"],"outputs":[{"bytes":1}]},
        {"name":"t","cost":1,"outputs":[{"bytes":1}]}])"),
                                      testCluster(1));
    QCOMPARE(breadthFirstOrder(problem), (std::vector<NodeId>{0, 4, 1, 3, 2}));
}

void TestPeakOrders::ordersAreTopological()
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 60, .seed = seed, .edgeChance = 0.25}), testCluster(1));
        QVERIFY(isTopological(problem.graph(), lpmfOrder(problem)));
        QVERIFY(isTopological(problem.graph(), breadthFirstOrder(problem)));
    }
}

void TestPeakOrders::bestOfIsNeverWorse_data()
{
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("task");
    for (int devices : {1, 2, 3})
        for (Task task : {Task::Memory, Task::Runtime})
            QTest::newRow(qPrintable(QStringLiteral("%1 devices, %2").arg(devices).arg(QString::fromUtf8(taskName(task).data()))))
                << devices << int(task);
}

void TestPeakOrders::bestOfIsNeverWorse()
{
    QFETCH(int, devices);
    QFETCH(int, task);
    int strictWins = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 50, .seed = seed, .edgeChance = 0.3}), testCluster(devices));
        const MethodContext context{.problem = problem, .task = Task(task)};
        const Result<MethodResult> best = findMethod("bestorder")->run(context);
        QVERIFY(best.ok());
        Score worst;
        for (const char *single : {"lpmf", "bfs", "dfs"}) {
            const Result<MethodResult> one = findMethod(single)->run(context);
            QVERIFY(one.ok());
            QVERIFY2(best->score <= one->score, single);
            worst = std::max(worst, one->score);
        }
        strictWins += best->score < worst ? 1 : 0;
    }
    // The orders do differ, so the choice matters; except for the makespan on one device, which
    // is the total work whatever the order.
    if (devices > 1 || Task(task) == Task::Memory)
        QVERIFY(strictWins > 0);
}

QTEST_GUILESS_MAIN(TestPeakOrders)
#include "tst_peakorders.moc"
