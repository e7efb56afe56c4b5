// Baechi's memory-constrained placers (m-TOPO, m-ETF, m-SCT) on hand-built graphs whose right
// placement is known, and on random graphs for validity.

#include "core/methods/heuristics.h"
#include "core/methods/heuristicstart.h"
#include "core/methods/memoryplacers.h"
#include "core/sim/costsimulator.h"
#include "tests/core/searchcase.h"

#include <QTest>

using namespace regal;
using regal::test::clusterOf;
using regal::test::graphFromNodes;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;

namespace {

/// A chain of four nodes of 100 B of params each, 10 B outputs and transfers of 10 s: the
/// fastest placement keeps it on one device (400 B of params); with 250 B per device, two
/// nodes per device is the only way to fit.
Problem heavyChain()
{
    Cluster cluster = clusterOf({1.0, 1.0}, 1.0, 0.0);
    for (Device &device : cluster.devices)
        device.memoryBytes = 250;
    return problemOf(graphFromNodes(R"([
        {"name":"n0","cost":1,"param_bytes":100,"outputs":[{"bytes":10}]},
        {"name":"n1","cost":1,"param_bytes":100,"inputs":["n0:0"],"outputs":[{"bytes":10}]},
        {"name":"n2","cost":1,"param_bytes":100,"inputs":["n1:0"],"outputs":[{"bytes":10}]},
        {"name":"n3","cost":1,"param_bytes":100,"inputs":["n2:0"],"outputs":[{"bytes":10}]}])"),
                     cluster);
}

} // namespace

class TestMemoryPlacers : public QObject
{
    Q_OBJECT

private slots:
    void respectMemory_data();
    void respectMemory();
    void etfStartsEarliest();
    void sctKeepsFavouriteChild();
    void validOnRandomGraphs();
    void startsIncludeThemAndTheAnchorFollowsItsRule();
};

void TestMemoryPlacers::respectMemory_data()
{
    QTest::addColumn<int>("placer");
    QTest::newRow("m-topo") << int(MemoryPlacer::Topo);
    QTest::newRow("m-etf") << int(MemoryPlacer::Etf);
    QTest::newRow("m-sct") << int(MemoryPlacer::Sct);
}

void TestMemoryPlacers::respectMemory()
{
    QFETCH(int, placer);
    const Problem problem = heavyChain();
    CostSimulator simulator(problem);
    QVERIFY(!simulator.run(heftSolution(problem)).feasible); // the memory-blind choice overflows
    const SearchedSolution placed = memoryPlacerSolution(problem, MemoryPlacer(placer));
    const Metrics &metrics = simulator.run(placed.solution);
    QVERIFY(metrics.feasible);
    QCOMPARE(metrics.peakMemory, (std::vector<Bytes>{220, 220}));
    QCOMPARE(placed.solution.device, (std::vector<DeviceId>{0, 0, 1, 1}));
    QCOMPARE(placed.evaluations, std::int64_t(1)); // feasible at the first pass
}

void TestMemoryPlacers::etfStartsEarliest()
{
    // Two independent nodes: the second starts at once on the idle device.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":1}]},
        {"name":"b","cost":1,"outputs":[{"bytes":1}]}])"),
                                      clusterOf({1.0, 1.0}));
    const MemoryPlacement placement = placeUnderMemory(problem, MemoryPlacer::Etf, {0, 0});
    QCOMPARE(placement.device, (std::vector<DeviceId>{0, 1}));
    QCOMPARE(placement.order, (std::vector<NodeId>{0, 1}));
}

void TestMemoryPlacers::sctKeepsFavouriteChild()
{
    // a sends 500 B to b (5 s) and 10 B to c (0.1 s); c leads the longer path. m-ETF gives a's
    // device to c (higher rank, same start) and b waits out the transfer on the other device;
    // m-SCT keeps b, a's favourite child, with a and sends c away.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":500},{"bytes":10}]},
        {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":1}]},
        {"name":"c","cost":6,"inputs":["a:1"],"outputs":[{"bytes":1}]},
        {"name":"e","cost":10,"inputs":["c:0"],"outputs":[{"bytes":1}]}])"),
                                      clusterOf({1.0, 1.0}, 100.0, 0.0));
    const MemoryPlacement etf = placeUnderMemory(problem, MemoryPlacer::Etf, {0, 0});
    QCOMPARE(etf.device[1], DeviceId(1));
    QCOMPARE(etf.device[2], DeviceId(0));
    const MemoryPlacement sct = placeUnderMemory(problem, MemoryPlacer::Sct, {0, 0});
    QCOMPARE(sct.device[0], DeviceId(0));
    QCOMPARE(sct.device[1], DeviceId(0));
    QCOMPARE(sct.device[2], DeviceId(1));
}

void TestMemoryPlacers::validOnRandomGraphs()
{
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Cluster cluster = testCluster(3);
        for (Device &device : cluster.devices)
            device.memoryBytes = 600;
        const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = seed, .pinEvery = 7, .pinDevices = 3}), cluster);
        for (MemoryPlacer placer : {MemoryPlacer::Topo, MemoryPlacer::Etf, MemoryPlacer::Sct}) {
            const MemoryPlacement placement = placeUnderMemory(problem, placer, {600, 600, 600});
            QCOMPARE(placement.order.size(), problem.nodeCount());
            QVERIFY(regal::test::isTopological(problem.graph(), placement.order));
            const SearchedSolution placed = memoryPlacerSolution(problem, placer);
            QVERIFY2(problem.check(placed.solution).ok(), problem.check(placed.solution).error().c_str());
            QVERIFY(placed.evaluations >= 1 && placed.evaluations <= 6);
        }
    }
}

void TestMemoryPlacers::startsIncludeThemAndTheAnchorFollowsItsRule()
{
    const Problem problem = heavyChain();
    const HeuristicStart fitting = heuristicStart(problem, Task::Runtime, AnchorRule::FittingFirst);
    int placers = 0;
    for (const NamedSolution &named : fitting.solutions)
        placers += named.method.starts_with("m-") ? 1 : 0;
    QCOMPARE(placers, 3);
    // Fitting first, the anchor is the fastest feasible start, even though faster infeasible ones exist.
    QVERIFY(fitting.anchor.timeline.metrics.feasible);
    QVERIFY(fitting.anchor.method.starts_with("m-"));
    // With the overflow priced in, each start's makespan counts (1 + overflow / a device's
    // memory) times; here a start that overflows is the best so rated.
    const HeuristicStart priced = heuristicStart(problem, Task::Runtime, AnchorRule::OverflowPriced);
    QVERIFY(!priced.anchor.timeline.metrics.feasible);
    const auto rated = [&](const Metrics &metrics) {
        return metrics.makespan * (1.0 + double(metrics.overflow) / double(problem.cluster().devices[0].memoryBytes));
    };
    CostSimulator simulator(problem);
    for (const NamedSolution &named : priced.solutions)
        QVERIFY(rated(simulator.run(named.solution)) >= rated(priced.anchor.timeline.metrics));
    QCOMPARE(priced.anchor.evaluations, fitting.anchor.evaluations);
}

QTEST_GUILESS_MAIN(TestMemoryPlacers)
#include "tst_memoryplacers.moc"
