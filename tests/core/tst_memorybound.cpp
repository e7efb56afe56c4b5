// The memory lower bounds: hand cases where they are tight, and a property test that no
// solution, random or optimised, ever peaks below them.

#include "core/methods/method.h"
#include "core/generate/family.h"
#include "core/generate/generator.h"
#include "core/sim/bounds.h"
#include "core/sim/costsimulator.h"
#include "core/sim/memorybound.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <bit>
#include <limits>

using namespace regal;
using regal::test::clusterOf;
using regal::test::graphFromNodes;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;

namespace {

/// A solution with every node on a random allowed device and a random priority.
Solution randomSolution(const Problem &problem, Random &random)
{
    Solution solution;
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        const std::uint64_t allowed = problem.allowedDevices(node);
        DeviceId device = DeviceId(random.below(std::uint64_t(problem.deviceCount())));
        while (!(allowed >> device & 1))
            device = DeviceId(std::countr_zero(allowed));
        solution.device.push_back(device);
        solution.priority.push_back(random.uniform());
    }
    return solution;
}

} // namespace

class TestMemoryBound : public QObject
{
    Q_OBJECT

private slots:
    void liveAcrossIsTightOnASkipConnection();
    void paramsCannotBeSplit();
    void anOperationThatFitsNowhereProvesNoSolutionFits();
    void theLargestPeakAloneCanProveNoSolutionFits();
    void aKeptLiveAcrossTotalGivesTheSameBounds();
    void noSolutionBeatsTheBound_data();
    void noSolutionBeatsTheBound();
};

void TestMemoryBound::liveAcrossIsTightOnASkipConnection()
{
    // a's 100 B are read by c, after b and x: while x runs, the 5 B of params, a's output, b's
    // 30 B (x's input) and x's 10 B are all held, whatever the order: 145 B, which the only
    // order reaches. No single operation's working set holds a's output and b's together.
    const auto graph = graphFromNodes(R"([
        {"name":"a","cost":1,"param_bytes":5,"outputs":[{"bytes":100}]},
        {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":30}]},
        {"name":"x","cost":1,"inputs":["b:0"],"outputs":[{"bytes":10}]},
        {"name":"c","cost":1,"inputs":["a:0","x:0"],"outputs":[{"bytes":1}]}])");
    const Problem one = problemOf(graph, testCluster(1));
    // At x: params 5, a's 100 (held for c), b's 30 (input) and x's 10.
    QCOMPARE(liveAcrossTotal(one), Bytes(145));
    QCOMPARE(liveAcrossBound(one, 145), Bytes(145));
    CostSimulator simulator(one);
    QCOMPARE(simulator.run(one.defaultSolution()).maxPeakMemory(), Bytes(145));
    QCOMPARE(lowerBounds(one).peakMemory, Bytes(145));
    const Problem two = problemOf(graph, testCluster(2));
    QCOMPARE(liveAcrossBound(two, liveAcrossTotal(two)), Bytes(73));
}

void TestMemoryBound::paramsCannotBeSplit()
{
    // 100, 60 and 60 B of params on two devices: one device gets two of them, at least 120 B
    // (60 + 60, which is also the best split), more than the 110 B of an even share.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"param_bytes":100},
        {"name":"b","cost":1,"param_bytes":60},
        {"name":"c","cost":1,"param_bytes":60}])"),
                                      testCluster(2));
    QCOMPARE(indivisibleParamsBound(problem), Bytes(120));
    QCOMPARE(lowerBounds(problem).peakMemory, Bytes(120));
}

namespace {

Cluster withMemory(Cluster cluster, std::vector<Bytes> bytes)
{
    for (std::size_t device = 0; device < bytes.size(); ++device)
        cluster.devices[device].memoryBytes = bytes[device];
    return cluster;
}

} // namespace

void TestMemoryBound::anOperationThatFitsNowhereProvesNoSolutionFits()
{
    // b holds a's 100 B and its own 50 B while it runs; c, pinned to GPU:1, holds 51 B.
    const auto graph = graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":100}]},
        {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":50}]},
        {"name":"c","cost":1,"inputs":["b:0"],"device":"GPU:1","outputs":[{"bytes":1}]}])");
    const NodeId b = graph->find("b");
    const NodeId c = graph->find("c");

    const std::optional<MemoryShortfall> small = lowerBounds(problemOf(graph, withMemory(testCluster(2), {120, 120}))).shortfall;
    QVERIFY(small);
    QCOMPARE(small->node, b);
    QCOMPARE(small->need, Bytes(150));
    QCOMPARE(small->capacity, Bytes(120));
    // b may run on the unlimited GPU:0.
    QVERIFY(!lowerBounds(problemOf(graph, withMemory(testCluster(2), {0, 120}))).shortfall);
    // c may not.
    const std::optional<MemoryShortfall> pinned = lowerBounds(problemOf(graph, withMemory(testCluster(2), {200, 40}))).shortfall;
    QVERIFY(pinned);
    QCOMPARE(pinned->node, c);
    QCOMPARE(pinned->need, Bytes(51));
    QCOMPARE(pinned->capacity, Bytes(40));
    QVERIFY(!lowerBounds(problemOf(graph, withMemory(testCluster(2), {200, 51}))).shortfall);
}

void TestMemoryBound::theLargestPeakAloneCanProveNoSolutionFits()
{
    // Every node's 100 or 60 B fit in 110 B, but one of two devices gets two of the three.
    const auto graph = graphFromNodes(R"([
        {"name":"a","cost":1,"param_bytes":100},
        {"name":"b","cost":1,"param_bytes":60},
        {"name":"c","cost":1,"param_bytes":60}])");
    const std::optional<MemoryShortfall> shortfall = lowerBounds(problemOf(graph, withMemory(testCluster(2), {110, 110}))).shortfall;
    QVERIFY(shortfall);
    QCOMPARE(shortfall->node, InvalidNode);
    QCOMPARE(shortfall->need, Bytes(120));
    QCOMPARE(shortfall->capacity, Bytes(110));
    QVERIFY(!lowerBounds(problemOf(graph, withMemory(testCluster(2), {110, 120}))).shortfall);
}

void TestMemoryBound::aKeptLiveAcrossTotalGivesTheSameBounds()
{
    // The total depends on the graph and on whether there are several devices: kept from one
    // cluster, it gives any other cluster with as many devices the bounds computed afresh. On
    // several devices an alias counts at its own size when smaller, so the two totals differ.
    int differ = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const auto graph = randomGraph({.nodes = 40, .seed = seed});
        const Bytes one = liveAcrossTotal(problemOf(graph, testCluster(1)));
        const Bytes several = liveAcrossTotal(problemOf(graph, testCluster(3)));
        differ += one != several;
        for (int devices = 1; devices <= 4; ++devices) {
            const Problem problem =
                problemOf(graph, withMemory(testCluster(devices), std::vector<Bytes>(std::size_t(devices), Bytes(160 * (5 - devices)))));
            const LowerBounds fresh = lowerBounds(problem);
            const LowerBounds kept = lowerBounds(problem, devices > 1 ? several : one);
            QCOMPARE(kept.peakMemory, fresh.peakMemory);
            QCOMPARE(kept.shortfall.has_value(), fresh.shortfall.has_value());
        }
    }
    QVERIFY(differ > 0);
}

void TestMemoryBound::noSolutionBeatsTheBound_data()
{
    QTest::addColumn<int>("devices");
    for (int devices : {1, 2, 4})
        QTest::newRow(qPrintable(QStringLiteral("%1 devices").arg(devices))) << devices;
}

void TestMemoryBound::noSolutionBeatsTheBound()
{
    QFETCH(int, devices);
    std::vector<std::shared_ptr<const Graph>> graphs;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        graphs.push_back(randomGraph({.nodes = 40, .seed = seed, .edgeChance = 0.1 + 0.05 * double(seed % 6),
                                      .pinEvery = seed % 3 == 0 ? 9 : 0, .pinDevices = devices}));
    for (Family family : allFamilies())
        graphs.push_back(std::make_shared<const Graph>(generateGraph(family, 60, 7).value()));
    Random random(42);
    for (const auto &graph : graphs) {
        const Problem problem = problemOf(graph, testCluster(devices));
        const Bytes bound = lowerBounds(problem).peakMemory;
        QVERIFY(bound > 0);
        CostSimulator simulator(problem);
        for (int sample = 0; sample < 40; ++sample) {
            const Bytes peak = simulator.run(randomSolution(problem, random)).maxPeakMemory();
            QVERIFY2(peak >= bound, qPrintable(QStringLiteral("%1: %2 < %3").arg(QString::fromStdString(graph->name())).arg(peak).arg(bound)));
        }
        Bytes best = std::numeric_limits<Bytes>::max();
        for (const char *method : {"bestorder", "spectral", "m-etf", "local", "exact"}) {
            if (std::string_view(method) == "exact" && devices > 1)
                continue;
            MethodContext context{.problem = problem, .task = Task::Memory};
            context.control.budget = 300;
            context.control.timeLimit = 0.5;
            const Result<MethodResult> result = findMethod(method)->run(context);
            QVERIFY2(result.ok(), method);
            QVERIFY2(Bytes(result->score.value) >= bound, method);
            best = std::min(best, Bytes(result->score.value));
        }
        // Devices that hold what a solution needs are never proven too small; smaller than the
        // bound, always.
        QVERIFY(!lowerBounds(problemOf(graph, withMemory(testCluster(devices), std::vector<Bytes>(std::size_t(devices), best)))).shortfall);
        QVERIFY(lowerBounds(problemOf(graph, withMemory(testCluster(devices), std::vector<Bytes>(std::size_t(devices), bound - 1)))).shortfall);
    }
}

QTEST_GUILESS_MAIN(TestMemoryBound)
#include "tst_memorybound.moc"
