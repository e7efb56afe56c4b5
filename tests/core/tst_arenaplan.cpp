#include "core/generate/generator.h"
#include "core/sim/arenaplan.h"
#include "core/sim/bufferconsumers.h"
#include "core/sim/liveatpeak.h"
#include "core/sim/costsimulator.h"
#include "simcase.h"

#include <QTest>
#include <random>

using namespace regal;
using namespace regal::test;

namespace {

/// The first pair of buffers of one device that are live together and share a byte, or an
/// empty string.
std::string firstClash(const std::vector<BufferSpan> &buffers, const ArenaPlan &plan)
{
    for (std::size_t a = 0; a < buffers.size(); ++a)
        for (std::size_t b = a + 1; b < buffers.size(); ++b) {
            if (buffers[a].device != buffers[b].device || !buffers[a].overlaps(buffers[b]))
                continue;
            if (plan.offset[a] < plan.offset[b] + buffers[b].bytes && plan.offset[b] < plan.offset[a] + buffers[a].bytes)
                return "buffers " + std::to_string(a) + " and " + std::to_string(b);
        }
    return {};
}

Solution randomSolution(const Problem &problem, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    Solution solution = problem.defaultSolution();
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        solution.device[node] = DeviceId(random() % std::uint64_t(problem.deviceCount()));
        solution.priority[node] = unit(random);
    }
    return solution;
}

} // namespace

class TestArenaPlan : public QObject
{
    Q_OBJECT

private slots:
    void lifetimesByHand();
    void greedyBySizeByHand();
    void clashesAreFound();
    void planIsValidOnGeneratedGraphs_data();
    void planIsValidOnGeneratedGraphs();
};

void TestArenaPlan::lifetimesByHand()
{
    // a runs 0-2 on GPU:0 and its output travels 2-4 to c on GPU:1, which runs 4-10; b, an
    // alias of a:0 on GPU:0, runs 2-3, so a:0 lives until its transfer ends.
    const auto graph = graphFromNodes(R"([
        {"name": "a", "op": "MatMul", "cost": 2, "param_bytes": 8, "outputs": [{"bytes": 100}]},
        {"name": "b", "op": "Relu", "cost": 1, "inputs": ["a:0"], "outputs": [{"bytes": 100, "alias_of": 0}]},
        {"name": "c", "op": "Add", "cost": 3, "temp_bytes": 7, "inputs": ["a:0"], "outputs": [{"bytes": 50}]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 0.5}, 100.0, 1.0));
    const Solution solution{{0, 0, 1}, {0.9, 0.5, 0.1}};
    const Timeline timeline = CostSimulator(problem).record(solution);

    struct Expected
    {
        BufferKind kind;
        NodeId node;
        DeviceId device;
        Bytes bytes;
        double alloc, free;
    };
    const std::vector<Expected> expected{{BufferKind::Parameters, 0, 0, 8, 0, 10},
                                         {BufferKind::Output, 0, 0, 100, 0, 4},
                                         {BufferKind::Copy, 0, 1, 100, 2, 10},
                                         {BufferKind::Scratch, 2, 1, 7, 4, 10},
                                         {BufferKind::Output, 2, 1, 50, 4, 10}};
    QCOMPARE(timeline.buffers.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const BufferSpan &span = timeline.buffers[i];
        QCOMPARE(span.kind, expected[i].kind);
        QCOMPARE(span.node, expected[i].node);
        QCOMPARE(span.device, expected[i].device);
        QCOMPARE(span.bytes, expected[i].bytes);
        QCOMPARE(span.alloc, expected[i].alloc);
        QCOMPARE(span.free, expected[i].free);
    }
    QCOMPARE(idealPeaks(timeline.buffers, 2), timeline.metrics.peakMemory);
    QCOMPARE(timeline.metrics.peakMemory, (std::vector<Bytes>{108, 157}));
    // GPU:1 peaks at 4 s when c starts: the copy, c's output and its scratch, largest first.
    const PeakMoment peak = liveAtPeak(timeline.buffers, 1);
    QCOMPARE(peak.bytes, Bytes(157));
    QCOMPARE(peak.time, 4.0);
    QCOMPARE(peak.live, (std::vector<std::uint32_t>{2, 4, 3}));
    // b reads a:0 on GPU:0; the copy on GPU:1 is read by c.
    QCOMPARE(bufferConsumers(problem, solution, timeline.buffers[1]), std::vector<NodeId>{1});
    QCOMPARE(bufferConsumers(problem, solution, timeline.buffers[2]), std::vector<NodeId>{2});
}

void TestArenaPlan::greedyBySizeByHand()
{
    // Steps 0..10 on one device: 40 lives [0,4), 30 [2,6), 20 [5,9), 10 [0,10). Largest first:
    // 40 at 0, 30 at 40 (it overlaps 40), 20 at 0 (40 is gone by then), and 10, which overlaps
    // all three, finds no gap below 70. The peak, 80 at step 2, is reached.
    const auto span = [](Bytes bytes, std::uint32_t alloc, std::uint32_t free) {
        BufferSpan buffer;
        buffer.device = 0;
        buffer.bytes = bytes;
        buffer.allocStep = alloc;
        buffer.freeStep = free;
        return buffer;
    };
    const std::vector<BufferSpan> buffers{span(40, 0, 4), span(30, 2, 6), span(20, 5, 9), span(10, 0, 10)};
    const ArenaPlan plan = planArena(buffers, 1);
    QCOMPARE(plan.offset, (std::vector<Bytes>{0, 40, 0, 70}));
    QCOMPARE(plan.devices[0].size, Bytes(80));
    QCOMPARE(plan.devices[0].peak, Bytes(80));
    QVERIFY(firstClash(buffers, plan).empty());
}

void TestArenaPlan::clashesAreFound()
{
    const auto graph = graphFromNodes(R"([
        {"name": "a", "op": "MatMul", "cost": 2, "outputs": [{"bytes": 100}]},
        {"name": "b", "op": "Add", "cost": 1, "inputs": ["a:0"], "outputs": [{"bytes": 60}]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0}));
    const Timeline timeline = CostSimulator(problem).record(problem.defaultSolution());
    ArenaPlan plan = planArena(timeline.buffers, 1);
    QVERIFY(firstClash(timeline.buffers, plan).empty());
    QCOMPARE(plan.devices[0].size, Bytes(160));
    plan.offset.assign(plan.offset.size(), 0); // a:0 and b:0 are live together while b runs
    QCOMPARE(firstClash(timeline.buffers, plan), std::string("buffers 0 and 1"));
}

void TestArenaPlan::planIsValidOnGeneratedGraphs_data()
{
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("devices");
    for (const Family family : allFamilies())
        for (const int devices : {1, 4}) {
            const std::string name = std::string(familyName(family)) + "/" + std::to_string(devices);
            QTest::newRow(name.c_str()) << int(family) << devices;
        }
}

void TestArenaPlan::planIsValidOnGeneratedGraphs()
{
    QFETCH(int, family);
    QFETCH(int, devices);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Result<Graph> graph = generateGraph(Family(family), 60 + 40 * seed, seed);
        QVERIFY2(graph.ok(), graph ? "" : graph.error().c_str());
        const Problem problem = problemOf(std::make_shared<const Graph>(std::move(graph).value()),
                                          clusterOf(std::vector<double>(std::size_t(devices), 1.0), 1e9, 1e-6));
        const Solution solution = randomSolution(problem, seed);
        const Timeline timeline = CostSimulator(problem).record(solution);
        QCOMPARE(idealPeaks(timeline.buffers, std::size_t(devices)), timeline.metrics.peakMemory);
        const ArenaPlan plan = planArena(timeline.buffers, std::size_t(devices));
        const std::string clash = firstClash(timeline.buffers, plan);
        QVERIFY2(clash.empty(), clash.c_str());
        for (const ArenaDevice &device : plan.devices)
            QVERIFY(device.size >= device.peak);
        for (std::size_t device = 0; device < std::size_t(devices); ++device)
            QCOMPARE(plan.devices[device].peak, timeline.metrics.peakMemory[device]);
    }
}

QTEST_GUILESS_MAIN(TestArenaPlan)
#include "tst_arenaplan.moc"
