// The exact one-device memory scheduler against brute force over every topological order.

#include "core/methods/listscheduler.h"
#include "core/methods/method.h"
#include "core/methods/memoryorders.h"
#include "core/methods/segmentedexact.h"
#include "core/sim/costsimulator.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <algorithm>
#include <limits>
#include <numeric>

using namespace regal;
using regal::test::graphFromNodes;
using regal::test::isTopological;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;
using regal::test::twoBranchesGraph;

namespace {

/// The least peak over every topological order, each simulated.
Bytes bruteForcePeak(const Problem &problem)
{
    std::vector<NodeId> order(problem.nodeCount());
    std::iota(order.begin(), order.end(), NodeId(0));
    CostSimulator simulator(problem);
    Bytes best = std::numeric_limits<Bytes>::max();
    do {
        if (!isTopological(problem.graph(), order))
            continue;
        const Solution solution = solutionFromOrder(order, std::vector<DeviceId>(order.size(), 0));
        best = std::min(best, simulator.run(solution).maxPeakMemory());
    } while (std::next_permutation(order.begin(), order.end()));
    return best;
}

} // namespace

class TestExactSchedule : public QObject
{
    Q_OBJECT

private slots:
    void handExample();
    void refusesSeveralDevices();
    void segmentedAgreesWithBruteForce_data();
    void segmentedAgreesWithBruteForce();
    void segmentedSplitsAtCutNodes();
    void segmentedBoundsWhenOutOfTime();
};

void TestExactSchedule::handExample()
{
    // Two branches from s: a big one (a1 100 B -> a2 10 B) and a small one (b1 50 B -> b2 10 B),
    // joined by j. Memory after each start (and after the frees at its end):
    //   s a1 a2 b1 b2 j:  1, 101, 111 (-> 11), 61 (-> 60), 70 (-> 20), 21     peak 111
    //   s b1 b2 a1 a2 j:  1, 51, 61 (-> 11), 111 (-> 110), 120 (-> 20), 21    peak 120
    // and any interleaving holds a1's 100 B and b1's 50 B at once (peak >= 151). So the big
    // branch first is the one optimum, even from the worse order as the upper bound.
    const Problem problem = problemOf(twoBranchesGraph(), testCluster(1));
    const std::vector<std::vector<NodeId>> upper{{0, 3, 4, 1, 2, 5}};
    const SegmentedExact exact = segmentedExactSchedule(problem, upper);
    QVERIFY(exact.proven);
    QCOMPARE(exact.peakMemory, Bytes(111));
    QCOMPARE(exact.order, (std::vector<NodeId>{0, 1, 2, 3, 4, 5}));
}

void TestExactSchedule::refusesSeveralDevices()
{
    const Problem problem = problemOf(randomGraph({.nodes = 5}), testCluster(2));
    Result<MethodResult> exact = findMethod("exact")->run(MethodContext{.problem = problem, .task = Task::Memory});
    QVERIFY(!exact.ok());
    QVERIFY(exact.error().find("one device") != std::string::npos);
}

void TestExactSchedule::segmentedAgreesWithBruteForce_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("edgeChance");
    for (int seed = 1; seed <= 30; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << (seed % 2 == 0 ? 9 : 8)
                                                                       << (seed % 3 == 0 ? 0.15 : seed % 3 == 1 ? 0.35 : 0.6);
}

void TestExactSchedule::segmentedAgreesWithBruteForce()
{
    QFETCH(int, seed);
    QFETCH(int, nodes);
    QFETCH(double, edgeChance);
    const Problem problem = problemOf(randomGraph({.nodes = nodes, .seed = std::uint64_t(100 + seed), .edgeChance = edgeChance}),
                                      testCluster(1));
    const Bytes optimum = bruteForcePeak(problem);
    const std::vector<std::vector<NodeId>> upper{inputOrder(problem)};
    const SegmentedExact exact = segmentedExactSchedule(problem, upper);
    QVERIFY(exact.proven);
    QCOMPARE(exact.peakMemory, optimum);
    QCOMPARE(exact.lowerBound, optimum);
    QVERIFY(isTopological(problem.graph(), exact.order));
    CostSimulator simulator(problem);
    const Solution solution = solutionFromOrder(exact.order, std::vector<DeviceId>(problem.nodeCount(), 0));
    QCOMPARE(simulator.run(solution).maxPeakMemory(), optimum);
    // Counting every buffer at its smallest alias can only lower the optimum.
    const SegmentedExact smallest = segmentedExactSchedule(problem, upper, {.smallestAliasBytes = true});
    QVERIFY(smallest.lowerBound <= optimum);
}

void TestExactSchedule::segmentedSplitsAtCutNodes()
{
    // Two diamonds joined at c1 and ending at c2. The sources in, w1 and w2 are glued to their
    // first reader, so c1 is a cut node: two pieces.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"in","cost":1,"outputs":[{"bytes":10}]},
        {"name":"a1","cost":1,"inputs":["in:0"],"outputs":[{"bytes":100}]},
        {"name":"b1","cost":1,"inputs":["in:0"],"outputs":[{"bytes":50}]},
        {"name":"w1","cost":0,"param_bytes":7,"outputs":[{"bytes":30}]},
        {"name":"c1","cost":1,"inputs":["a1:0","b1:0","w1:0"],"outputs":[{"bytes":10}]},
        {"name":"a2","cost":1,"inputs":["c1:0"],"outputs":[{"bytes":20}]},
        {"name":"b2","cost":1,"inputs":["c1:0"],"outputs":[{"bytes":20}]},
        {"name":"w2","cost":0,"outputs":[{"bytes":5}]},
        {"name":"c2","cost":1,"inputs":["a2:0","b2:0","w2:0"],"outputs":[{"bytes":1,"is_graph_output":true}]}])"),
                                      testCluster(1));
    const std::vector<std::vector<NodeId>> upper{inputOrder(problem)};
    const SegmentedExact exact = segmentedExactSchedule(problem, upper);
    QVERIFY(exact.proven);
    QCOMPARE(exact.segments, std::size_t(2)); // {a1, b1, c1} and {a2, b2, c2}
    QCOMPARE(exact.largestSegment, std::size_t(3));
    // c1 runs with a1, b1 and w1 held and its output allocated: 7 + 100 + 50 + 30 + 10.
    QCOMPARE(exact.peakMemory, Bytes(197));
    QCOMPARE(exact.peakMemory, bruteForcePeak(problem));
}

void TestExactSchedule::segmentedBoundsWhenOutOfTime()
{
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 8, .seed = seed, .edgeChance = 0.2}), testCluster(1));
        const Bytes optimum = bruteForcePeak(problem);
        const std::vector<std::vector<NodeId>> upper{inputOrder(problem)};
        const SegmentedExact stopped = segmentedExactSchedule(problem, upper, {.timeLimit = 0.0});
        QVERIFY(stopped.lowerBound <= optimum);
        QVERIFY(stopped.peakMemory >= optimum);
        QVERIFY(isTopological(problem.graph(), stopped.order));
    }
}

QTEST_GUILESS_MAIN(TestExactSchedule)
#include "tst_exactschedule.moc"
