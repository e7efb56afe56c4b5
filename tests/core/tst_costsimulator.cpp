// Hand-computed cases for every rule of the simulator (SPEC section 2). Unless a case says
// otherwise, devices have speed 1, unlimited memory, and every link carries 100 bytes/s with
// 1 s latency, so a transfer of B bytes takes 1 + B/100 seconds.

#include "core/sim/bounds.h"
#include "core/sim/costsimulator.h"
#include "core/sim/objective.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <fmt/format.h>
#include <limits>

using namespace regal;
using regal::test::clusterOf;
using regal::test::graphFromNodes;
using regal::test::problemOf;
using regal::test::randomGraph;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::vector<Bytes>)

class TestCostSimulator : public QObject
{
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void startTimesFollowPriorities();
    void priorityTiesGoToLowerIds();
    void sharedLinkIsFirstComeFirstServed();
    void outputTravelsOncePerDevice();
    void memoryLimitMakesInfeasible();
    void rooflineTimes();
    void simultaneousOnPaperIsSimultaneous_data();
    void simultaneousOnPaperIsSimultaneous();
    void transferOfNoTimeEndsInALaterRound();
    void timelineRecordsMemoryCurve();
    void runAgreesWithRecord();
    void lowerBounds();
    void peakBoundSharesParamsWithTheBusiestOperation();
    void peakBoundHoldsForEverySolution();
    void peakBoundCountsAReceivedAliasAtItsOwnSize();
    void rejectsBadSolutions();
    void refusesWorkBeyondTheTimeRange();
};

void TestCostSimulator::rules_data()
{
    QTest::addColumn<QByteArray>("nodes");
    QTest::addColumn<std::vector<double>>("speeds");
    QTest::addColumn<std::vector<int>>("placement");
    QTest::addColumn<std::vector<double>>("priorities");
    QTest::addColumn<double>("makespan");
    QTest::addColumn<std::vector<Bytes>>("peaks");

    // a 0-2 allocates 100; b 2-5 allocates 50 while a:0 is still held by b: peak 150.
    // At 5 both outputs are freed. Makespan 2 + 3 = 5.
    QTest::newRow("chain on one device")
        << QByteArray(R"([{"name":"a","cost":2,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":3,"inputs":["a:0"],"outputs":[{"bytes":50}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0} << std::vector<double>{0.5, 0.5} << 5.0
        << std::vector<Bytes>{150};

    // Speed 2 halves every cost: a 0-1, b 1-2.5. Memory is the same.
    QTest::newRow("device speed")
        << QByteArray(R"([{"name":"a","cost":2,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":3,"inputs":["a:0"],"outputs":[{"bytes":50}]}])")
        << std::vector<double>{2.0} << std::vector<int>{0, 0} << std::vector<double>{0.5, 0.5} << 2.5
        << std::vector<Bytes>{150};

    // a on GPU:0 0-1 (100 B). The transfer 1-3 (1 + 100/100) allocates the copy on GPU:1 at 1;
    // a:0 on GPU:0 is freed when the transfer completes at 3. b runs 3-4 and frees the copy.
    QTest::newRow("transfer between devices")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"inputs":["a:0"]}])")
        << std::vector<double>{1.0, 1.0} << std::vector<int>{0, 1} << std::vector<double>{0.5, 0.5} << 4.0
        << std::vector<Bytes>{100, 100};

    // a 0-1 (100 B, no consumers): freed at 1. b starts at 1 and allocates 100. Frees come first
    // at equal times, so the peak is 100, not 200.
    QTest::newRow("frees before allocations")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"outputs":[{"bytes":100}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0} << std::vector<double>{0.9, 0.1} << 2.0
        << std::vector<Bytes>{100};

    // a is a graph output: its 100 B live to the end. b (70 B) runs 1-2: peak 170.
    QTest::newRow("graph output lives to the end")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100,"is_graph_output":true}]},
                      {"name":"b","cost":1,"outputs":[{"bytes":70}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0} << std::vector<double>{0.9, 0.1} << 2.0
        << std::vector<Bytes>{170};

    // b's output is an alias of a:0 and allocates nothing: a 0-1 (100), b 1-2 (+0), c 2-3 (+10)
    // reads the alias, so a:0 lives until c finishes. Peak 100 + 10 = 110 (without the alias
    // b would allocate 100 more: 200).
    QTest::newRow("alias reuses its input")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":100,"alias_of":0}]},
                      {"name":"c","cost":1,"inputs":["b:0"],"outputs":[{"bytes":10}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0, 0} << std::vector<double>{0.5, 0.5, 0.5} << 3.0
        << std::vector<Bytes>{110};

    // Without the alias the same graph peaks at 200 when b allocates its own 100 B at 1.
    QTest::newRow("same graph without alias")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":100}]},
                      {"name":"c","cost":1,"inputs":["b:0"],"outputs":[{"bytes":10}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0, 0} << std::vector<double>{0.5, 0.5, 0.5} << 3.0
        << std::vector<Bytes>{200};

    // a on GPU:0 0-1; its copy reaches GPU:1 at 3 (allocated at 1). b on GPU:1 aliases the copy
    // (3-4), c reads the alias (4-5), so the copy is freed at 5. Peaks 100 and 100.
    QTest::newRow("alias of a received copy")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":100,"alias_of":0}]},
                      {"name":"c","cost":1,"inputs":["b:0"]}])")
        << std::vector<double>{1.0, 1.0} << std::vector<int>{0, 1, 1} << std::vector<double>{0.5, 0.5, 0.5}
        << 5.0 << std::vector<Bytes>{100, 100};

    // Params live all run: 1000 + 500 from the start. a 0-2 adds temp 30 and output 10: 1540.
    // At 2 the temp is freed (1510) and b adds 5 (1515). Peak 1540.
    QTest::newRow("params and temp")
        << QByteArray(R"([{"name":"a","cost":2,"param_bytes":1000,"temp_bytes":30,"outputs":[{"bytes":10}]},
                      {"name":"b","cost":1,"param_bytes":500,"inputs":["a:0"],"outputs":[{"bytes":5}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0} << std::vector<double>{0.5, 0.5} << 3.0
        << std::vector<Bytes>{1540};

    // A control edge orders b after a across devices without any transfer: a 0-2, b 2-3.
    QTest::newRow("control edge")
        << QByteArray(R"([{"name":"a","cost":2,"outputs":[{"bytes":100}]},
                      {"name":"b","cost":1,"control_inputs":["a"]}])")
        << std::vector<double>{1.0, 1.0} << std::vector<int>{0, 1} << std::vector<double>{0.5, 0.5} << 3.0
        << std::vector<Bytes>{100, 0};

    // Two ready ops on one device run one at a time; the other device idles: 3 + 4 = 7.
    QTest::newRow("one op at a time")
        << QByteArray(R"([{"name":"a","cost":3},{"name":"b","cost":4}])")
        << std::vector<double>{1.0, 1.0} << std::vector<int>{0, 0} << std::vector<double>{0.5, 0.5} << 7.0
        << std::vector<Bytes>{0, 0};

    // The same ops on two devices run in parallel: max(3, 4) = 4.
    QTest::newRow("devices run in parallel")
        << QByteArray(R"([{"name":"a","cost":3},{"name":"b","cost":4}])")
        << std::vector<double>{1.0, 1.0} << std::vector<int>{0, 1} << std::vector<double>{0.5, 0.5} << 4.0
        << std::vector<Bytes>{0, 0};

    // A node consumed twice by the same op holds its buffer until that op finishes: a 0-1 (40),
    // b 1-2 allocates 60 while a:0 is held: 100.
    QTest::newRow("input used twice")
        << QByteArray(R"([{"name":"a","cost":1,"outputs":[{"bytes":40}]},
                      {"name":"b","cost":1,"inputs":["a:0","a:0"],"outputs":[{"bytes":60}]}])")
        << std::vector<double>{1.0} << std::vector<int>{0, 0} << std::vector<double>{0.5, 0.5} << 2.0
        << std::vector<Bytes>{100};
}

void TestCostSimulator::rules()
{
    QFETCH(QByteArray, nodes);
    QFETCH(std::vector<double>, speeds);
    QFETCH(std::vector<int>, placement);
    QFETCH(std::vector<double>, priorities);
    QFETCH(double, makespan);
    QFETCH(std::vector<Bytes>, peaks);

    const Problem problem = problemOf(graphFromNodes(nodes.toStdString()), clusterOf(speeds));
    Solution solution;
    solution.device.assign(placement.begin(), placement.end());
    solution.priority = priorities;
    CostSimulator simulator(problem);
    const Metrics &metrics = simulator.run(solution);
    QCOMPARE(metrics.makespan, makespan);
    QCOMPARE(metrics.peakMemory, peaks);
    QVERIFY(metrics.feasible);
}

void TestCostSimulator::startTimesFollowPriorities()
{
    // Independent x (1 s), y (2 s), z (3 s) with priorities 0.1, 0.9, 0.5 run y 0-2, z 2-5, x 5-6.
    const auto graph = graphFromNodes(R"([{"name":"x","cost":1},{"name":"y","cost":2},{"name":"z","cost":3}])");
    const Problem problem = problemOf(graph, clusterOf({1.0}));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 0, 0}, {0.1, 0.9, 0.5}});
    QCOMPARE(timeline.ops[1].start, 0.0);
    QCOMPARE(timeline.ops[2].start, 2.0);
    QCOMPARE(timeline.ops[0].start, 5.0);
    QCOMPARE(timeline.metrics.makespan, 6.0);
    QCOMPARE(timeline.deviceOrder()[0], (std::vector<NodeId>{1, 2, 0}));

    // Non-preemptive: b (5 s) starts at 0 because a has a lower priority; c becomes ready when a
    // finishes at 6 although its priority is the highest: b 0-5, a 5-6, c 6-7.
    const auto chain = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":1}]},
                                          {"name":"b","cost":5},
                                          {"name":"c","cost":1,"inputs":["a:0"]}])");
    const Problem chainProblem = problemOf(chain, clusterOf({1.0}));
    CostSimulator chainSimulator(chainProblem);
    const Timeline chainTimeline = chainSimulator.record({{0, 0, 0}, {0.1, 0.5, 0.9}});
    QCOMPARE(chainTimeline.ops[1].start, 0.0);
    QCOMPARE(chainTimeline.ops[0].start, 5.0);
    QCOMPARE(chainTimeline.ops[2].start, 6.0);
}

void TestCostSimulator::priorityTiesGoToLowerIds()
{
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1},{"name":"b","cost":1},{"name":"c","cost":1}])");
    const Problem problem = problemOf(graph, clusterOf({1.0}));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 0, 0}, {0.5, 0.5, 0.5}});
    QCOMPARE(timeline.ops[0].start, 0.0);
    QCOMPARE(timeline.ops[1].start, 1.0);
    QCOMPARE(timeline.ops[2].start, 2.0);
    // -0.0 is a priority of 0 like any other, not one above 1 (its sign bit is set).
    const Timeline zeros = simulator.record({{0, 0, 0}, {0.0, -0.0, 0.0}});
    QCOMPARE(zeros.ops[0].start, 0.0);
    QCOMPARE(zeros.ops[1].start, 1.0);
    QCOMPARE(zeros.ops[2].start, 2.0);
}

void TestCostSimulator::transferOfNoTimeEndsInALaterRound()
{
    // Empty outputs on a link without latency take no time. At 1, a (GPU:0) and d (GPU:1) finish:
    // c, d's local consumer, is ready at once; a's output reaches b only in a later round of the
    // same instant, after GPU:1 has started c (1-2), though b's priority is higher. b runs 2-7 and
    // its output reaches e on GPU:0 at 7: e runs 7-17. Had b started at 1, e would end at 16.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":0}]},
                                          {"name":"d","cost":1,"outputs":[{"bytes":0}]},
                                          {"name":"b","cost":5,"inputs":["a:0"],"outputs":[{"bytes":0}]},
                                          {"name":"c","cost":1,"inputs":["d:0"]},
                                          {"name":"e","cost":10,"inputs":["b:0"]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0}, 100.0, 0.0));
    QVERIFY(!problem.transfersTakeTime());
    const Solution solution{{0, 1, 1, 1, 0}, {0.5, 0.5, 0.9, 0.1, 0.5}};
    CostSimulator simulator(problem);
    QCOMPARE(simulator.makespan(solution), 17.0);
    const Timeline timeline = simulator.record(solution);
    QCOMPARE(timeline.ops[3].start, 1.0);
    QCOMPARE(timeline.ops[2].start, 2.0);
    QCOMPARE(timeline.metrics.makespan, 17.0);
}

void TestCostSimulator::sharedLinkIsFirstComeFirstServed()
{
    // a on GPU:0 (0-1) has two outputs of 100 B for b and c on GPU:1. Both enter link 0->1 at 1;
    // port 0 goes first (1-3), port 1 waits (3-5). b runs 3-4, c 5-6. GPU:0 holds 200 B from 0;
    // GPU:1 holds the first copy from 1 and the second from 3 while b still runs: 200.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":100},{"bytes":100}]},
                                          {"name":"b","cost":1,"inputs":["a:0"]},
                                          {"name":"c","cost":1,"inputs":["a:1"]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0}));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 1, 1}, {0.5, 0.5, 0.5}});
    QCOMPARE(timeline.transfers.size(), std::size_t(2));
    QCOMPARE(timeline.transfers[0].output, 0u);
    QCOMPARE(timeline.transfers[0].start, 1.0);
    QCOMPARE(timeline.transfers[0].finish, 3.0);
    QCOMPARE(timeline.transfers[1].output, 1u);
    QCOMPARE(timeline.transfers[1].start, 3.0);
    QCOMPARE(timeline.transfers[1].finish, 5.0);
    QCOMPARE(timeline.ops[1].start, 3.0);
    QCOMPARE(timeline.ops[2].start, 5.0);
    QCOMPARE(timeline.metrics.makespan, 6.0);
    QCOMPARE(timeline.metrics.peakMemory, (std::vector<Bytes>{200, 200}));
}

void TestCostSimulator::outputTravelsOncePerDevice()
{
    // a on GPU:0 (0-1) feeds b and c on GPU:1 and d on GPU:2. One copy per device: 0->1 and
    // 0->2 run in parallel 1-3. On GPU:1 b (higher priority) runs 3-4, c 4-5; d runs 3-4.
    // The copy on GPU:1 lives 1-5 (one 100 B buffer for both consumers).
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":100}]},
                                          {"name":"b","cost":1,"inputs":["a:0"]},
                                          {"name":"c","cost":1,"inputs":["a:0"]},
                                          {"name":"d","cost":1,"inputs":["a:0"]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0, 1.0}));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 1, 1, 2}, {0.5, 0.9, 0.1, 0.5}});
    QCOMPARE(timeline.transfers.size(), std::size_t(2));
    QCOMPARE(timeline.metrics.makespan, 5.0);
    QCOMPARE(timeline.metrics.peakMemory, (std::vector<Bytes>{100, 100, 100}));
    QCOMPARE(timeline.memory[1].back().time, 5.0);
    QCOMPARE(timeline.memory[1].back().bytes, Bytes(0));
}

void TestCostSimulator::memoryLimitMakesInfeasible()
{
    // The "params and temp" case peaks at 1540 B; a 1520 B device overflows by 20 B.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":2,"param_bytes":1000,"temp_bytes":30,"outputs":[{"bytes":10}]},
                                          {"name":"b","cost":1,"param_bytes":500,"inputs":["a:0"],"outputs":[{"bytes":5}]}])");
    Cluster cluster = clusterOf({1.0});
    cluster.devices[0].memoryBytes = 1520;
    const Problem problem = problemOf(graph, cluster);
    CostSimulator simulator(problem);
    const Metrics metrics = simulator.run({{0, 0}, {0.5, 0.5}});
    QVERIFY(!metrics.feasible);
    QCOMPARE(metrics.overflow, Bytes(20));
    QCOMPARE(score(Task::Runtime, metrics).penalty, 20.0);

    // Any feasible solution ranks before it, however slow.
    Metrics slowButFeasible;
    slowButFeasible.makespan = 1e9;
    slowButFeasible.peakMemory = {1};
    QVERIFY(score(Task::Runtime, slowButFeasible) < score(Task::Runtime, metrics));
    // The memory task ranks by the largest peak, then by makespan.
    Metrics smaller = metrics;
    smaller.peakMemory = {1539};
    QVERIFY(score(Task::Memory, smaller) < score(Task::Memory, metrics));
}

void TestCostSimulator::rooflineTimes()
{
    // r: max(2e12 / 1e12, 1e11 / 1e11) = 2 s on a default device of speed 1; on GPU:1 with
    // peak_flops 4e12 and mem_bandwidth 5e10: max(0.5, 2) = 2 s as well, bound by bandwidth.
    // s has both cost and flops: cost wins, 3 s / speed 1.
    const auto graph = graphFromNodes(R"([{"name":"r","flops":2e12,"bytes_accessed":1e11},
                                          {"name":"s","cost":3,"flops":1e15}])");
    Cluster cluster = clusterOf({1.0, 1.0});
    cluster.devices[1].peakFlops = 4e12;
    cluster.devices[1].memBandwidth = 5e10;
    const Problem problem = problemOf(graph, cluster);
    QCOMPARE(problem.opTime(0, 0), 2.0);
    QCOMPARE(problem.opTime(0, 1), 2.0);
    QCOMPARE(problem.opTime(1, 0), 3.0);
    // With speed 2 the default rates double: max(2e12 / 2e12, 1e11 / 2e11) = 1 s.
    cluster.devices[0].speed = 2.0;
    QCOMPARE(problemOf(graph, cluster).opTime(0, 0), 1.0);
}

void TestCostSimulator::simultaneousOnPaperIsSimultaneous_data()
{
    QTest::addColumn<double>("aCost");
    QTest::addColumn<double>("latency");
    QTest::addColumn<double>("makespan");
    // a (GPU:0) sends 30 B over a link of 100 B/s to h (GPU:1); x runs on GPU:1 from 0 to 0.6.
    // a's cost plus the latency plus 0.3 s is 0.6 on paper, so h's input arrives exactly when x
    // finishes, and h (priority 0.8) goes before l (0.1): h 0.6-1.6, h's 10 B reach e on GPU:0
    // at 1.6 + latency + 0.1, e runs 5 s; l runs 1.6-6.6. Had the arrival come a hair after 0.6,
    // l would have started first and e finished at 11.7 or later.
    // In double precision 0.1 + (0.2 + 0.3) == 0.6 but (0.1 + 0.2) + 0.3 != 0.6, and
    // 0.2 + (0.1 + 0.3) != 0.6: whether the events tie depended on the order of additions.
    QTest::newRow("a 0.1 s, latency 0.2 s") << 0.1 << 0.2 << 6.9;
    QTest::newRow("a 0.2 s, latency 0.1 s") << 0.2 << 0.1 << 6.8;
}

void TestCostSimulator::simultaneousOnPaperIsSimultaneous()
{
    QFETCH(double, aCost);
    QFETCH(double, latency);
    QFETCH(double, makespan);
    const auto graph = graphFromNodes(fmt::format(
        R"([{{"name":"a","cost":{},"outputs":[{{"bytes":30}}]}},
            {{"name":"x","cost":0.6}},
            {{"name":"h","cost":1,"inputs":["a:0"],"outputs":[{{"bytes":10}}]}},
            {{"name":"l","cost":5}},
            {{"name":"e","cost":5,"inputs":["h:0"]}}])",
        aCost));
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0}, 100.0, latency));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 1, 1, 1, 0}, {0.5, 0.9, 0.8, 0.1, 0.5}});
    QCOMPARE(timeline.transfers[0].finish, 0.6);
    QCOMPARE(timeline.ops[1].finish, 0.6);
    QCOMPARE(timeline.ops[2].start, 0.6);
    QCOMPARE(timeline.ops[3].start, 1.6);
    QCOMPARE(timeline.metrics.makespan, makespan);
}

void TestCostSimulator::timelineRecordsMemoryCurve()
{
    // chain on one device: 0 at start, 100 at 0, 150 at 2, then 50 and 0 at 5.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":2,"outputs":[{"bytes":100}]},
                                          {"name":"b","cost":3,"inputs":["a:0"],"outputs":[{"bytes":50}]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0}));
    CostSimulator simulator(problem);
    const Timeline timeline = simulator.record({{0, 0}, {0.5, 0.5}});
    std::vector<std::pair<double, Bytes>> curve;
    for (const MemoryPoint &point : timeline.memory[0])
        curve.emplace_back(point.time, point.bytes);
    const std::vector<std::pair<double, Bytes>> expected{{0.0, 0}, {0.0, 100}, {2.0, 150}, {5.0, 50}, {5.0, 0}};
    QCOMPARE(curve, expected);
}

void TestCostSimulator::runAgreesWithRecord()
{
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":100},{"bytes":30}]},
                                          {"name":"b","cost":2,"inputs":["a:0"],"outputs":[{"bytes":100,"alias_of":0}]},
                                          {"name":"c","cost":1,"inputs":["a:1","b:0"],"outputs":[{"bytes":7,"is_graph_output":true}]},
                                          {"name":"d","cost":4,"temp_bytes":9,"inputs":["b:0"],"control_inputs":["a"]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 2.0}));
    CostSimulator simulator(problem);
    for (const std::vector<DeviceId> &placement : std::vector<std::vector<DeviceId>>{{0, 0, 0, 0}, {0, 1, 0, 1}, {1, 0, 1, 0}}) {
        const Solution solution{placement, {0.3, 0.6, 0.2, 0.9}};
        const Metrics fast = simulator.run(solution);
        const Timeline full = simulator.record(solution);
        QCOMPARE(fast.makespan, full.metrics.makespan);
        QCOMPARE(fast.peakMemory, full.metrics.peakMemory);
        for (std::size_t device = 0; device < full.memory.size(); ++device) {
            QCOMPARE(full.memory[device].back().bytes, device == placement[2] ? Bytes(7) : Bytes(0));
            Bytes highest = 0;
            for (const MemoryPoint &point : full.memory[device])
                highest = std::max(highest, point.bytes);
            QCOMPARE(highest, fast.peakMemory[device]);
        }
    }
}

void TestCostSimulator::lowerBounds()
{
    // a (2 s) -> b (3 s), and c (4 s) alone, on two devices of speed 1 and 2.
    // Critical path on the fastest device: (2 + 3) / 2 = 2.5. Work: (2 + 3 + 4) / (1 + 2) = 3.
    // Working sets: a 100 + 5 params, b 100 in + 50 out + 20 temp = 170, c 10 out: 170.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":2,"param_bytes":5,"outputs":[{"bytes":100}]},
                                          {"name":"b","cost":3,"temp_bytes":20,"inputs":["a:0"],"outputs":[{"bytes":50}]},
                                          {"name":"c","cost":4,"outputs":[{"bytes":10}]}])");
    const LowerBounds bounds = regal::lowerBounds(problemOf(graph, clusterOf({1.0, 2.0})));
    QCOMPARE(bounds.criticalPath, 2.5);
    QCOMPARE(bounds.work, 3.0);
    QCOMPARE(bounds.makespan, 3.0);
    QCOMPARE(bounds.peakMemory, Bytes(170));
    // On one device every param counts in every working set: b's 170 + a's 5 params = 175.
    QCOMPARE(regal::lowerBounds(problemOf(graph, clusterOf({1.0}))).peakMemory, Bytes(175));
}

void TestCostSimulator::peakBoundSharesParamsWithTheBusiestOperation()
{
    // Params 100 + 100 + 60 = 260. Working sets: a 100 + 40, b 100 + 40 in + 10 out = 150,
    // c 60 + 20. While b runs its device holds b's active 50 bytes and its own params, the other
    // device its params: 2 * peak >= 260 + 50, so peak >= 155, above both 150 and 260 / 2. And
    // params cannot be split: one of two devices holds two of the three, at least 100 + 60.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"param_bytes":100,"outputs":[{"bytes":40}]},
                                          {"name":"b","cost":1,"param_bytes":100,"inputs":["a:0"],"outputs":[{"bytes":10}]},
                                          {"name":"c","cost":1,"param_bytes":60,"inputs":["b:0"],"outputs":[{"bytes":10}]}])");
    QCOMPARE(regal::lowerBounds(problemOf(graph, clusterOf({1.0, 1.0}))).peakMemory, Bytes(160));
    // Three devices: 3 * peak >= 310 gives 104, so b's working set of 150 binds.
    QCOMPARE(regal::lowerBounds(problemOf(graph, clusterOf({1.0, 1.0, 1.0}))).peakMemory, Bytes(150));
    // One device holds everything: 260 + 50.
    QCOMPARE(regal::lowerBounds(problemOf(graph, clusterOf({1.0}))).peakMemory, Bytes(310));
}

void TestCostSimulator::peakBoundHoldsForEverySolution()
{
    for (int devices = 1; devices <= 3; ++devices)
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Problem problem = problemOf(randomGraph({.nodes = 25, .seed = seed, .edgeChance = 0.3}),
                                              clusterOf(std::vector<double>(std::size_t(devices), 1.0)));
            const Bytes bound = regal::lowerBounds(problem).peakMemory;
            CostSimulator simulator(problem);
            Random random(seed);
            Bytes lowest = std::numeric_limits<Bytes>::max();
            for (int sample = 0; sample < 200; ++sample) {
                Solution solution;
                for (NodeId node = 0; node < problem.graph().nodeCount(); ++node) {
                    solution.device.push_back(DeviceId(random.below(std::uint64_t(devices))));
                    solution.priority.push_back(random.uniform());
                }
                lowest = std::min(lowest, simulator.run(solution).maxPeakMemory());
            }
            QVERIFY2(bound <= lowest, qPrintable(QStringLiteral("%1 devices, seed %2: bound %3 above a peak of %4")
                                                     .arg(devices).arg(seed).arg(bound).arg(lowest)));
        }
}

void TestCostSimulator::peakBoundCountsAReceivedAliasAtItsOwnSize()
{
    // b's output is a 10-byte view of a's 1000-byte buffer. With c on the other device, c holds
    // a received copy of 10 bytes, not the buffer: peaks 1000 and 15, so the bound is 1000.
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"outputs":[{"bytes":1000}]},
                                          {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":10,"alias_of":0}]},
                                          {"name":"c","cost":1,"inputs":["b:0"],"outputs":[{"bytes":5}]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0}));
    const Metrics metrics = CostSimulator(problem).run({{0, 0, 1}, {0.5, 0.5, 0.5}});
    QCOMPARE(metrics.peakMemory, (std::vector<Bytes>{1000, 15}));
    QCOMPARE(regal::lowerBounds(problem).peakMemory, Bytes(1000));
}

void TestCostSimulator::rejectsBadSolutions()
{
    const auto graph = graphFromNodes(R"([{"name":"a","cost":1,"device":"GPU:1"},{"name":"b","cost":1}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 1.0}));
    QVERIFY(problem.check({{1, 0}, {0.5, 0.5}}).ok());
    QVERIFY(QString::fromStdString(problem.check({{0, 0}, {0.5, 0.5}}).error()).contains(QStringLiteral("pinned")));
    QVERIFY(!problem.check({{1, 2}, {0.5, 0.5}}).ok());
    QVERIFY(!problem.check({{1}, {0.5}}).ok());
    QVERIFY(!problem.check({{1, 0}, {0.5, std::nan("")}}).ok());
    QCOMPARE(problem.defaultSolution().device, (std::vector<DeviceId>{1, 0}));

    const Result<Problem> missing = Problem::create(graph, clusterOf({1.0}));
    QVERIFY(!missing);
    QVERIFY(QString::fromStdString(missing.error()).contains(QStringLiteral("GPU:1")));
}

void TestCostSimulator::refusesWorkBeyondTheTimeRange()
{
    // Time is counted in picoseconds up to 2^62 (about 53 days): 30 days of work fit on one
    // device, three such ops do not.
    const auto month = graphFromNodes(R"([{"name":"a","cost":2592000}])");
    QVERIFY(Problem::create(month, clusterOf({1.0})));
    const auto three = graphFromNodes(R"([{"name":"a","cost":2592000},{"name":"b","cost":2592000},{"name":"c","cost":2592000}])");
    const Result<Problem> tooLong = Problem::create(three, clusterOf({1.0}));
    QVERIFY(!tooLong);
    QVERIFY2(QString::fromStdString(tooLong.error()).contains(QStringLiteral("7.776e+06 s")), tooLong.error().c_str());
}

QTEST_GUILESS_MAIN(TestCostSimulator)
#include "tst_costsimulator.moc"
