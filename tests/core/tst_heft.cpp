// HEFT and CPOP (Topcuoglu, Hariri and Wu 2002) on a hand-worked example.
//
// Devices: GPU:0 speed 1, GPU:1 speed 2; every link 100 B/s with 1 s latency, so each 100-byte
// output takes 1 + 100/100 = 2 s to move. Graph: a -> b, a -> c, b -> d, c -> d, each output
// 100 bytes.
//
//   op times      GPU:0  GPU:1  mean
//   a (cost 4)      4      2     3
//   b (cost 2)      2      1     1.5
//   c (cost 6)      6      3     4.5
//   d (cost 3)      3      1.5   2.25
//
// Upward ranks (mean time + max over successors of mean transfer 2 + rank):
//   d = 2.25;  b = 1.5 + 2 + 2.25 = 5.75;  c = 4.5 + 2 + 2.25 = 8.75;  a = 3 + 2 + 8.75 = 13.75.
// HEFT order a, c, b, d; earliest finish times, no insertion:
//   a: GPU:0 0+4 = 4, GPU:1 0+2 = 2                   -> GPU:1 [0, 2]
//   c: GPU:0 (2+2)+6 = 10, GPU:1 2+3 = 5               -> GPU:1 [2, 5]
//   b: GPU:0 (2+2)+2 = 6, GPU:1 5+1 = 6 (tie, lower)    -> GPU:0 [4, 6]
//   d: GPU:0 max(6, 5+2)+3 = 10, GPU:1 max(5, 6+2)+1.5 = 9.5 -> GPU:1 [8, 9.5]
// Makespan 9.5. The simulator, with the priorities HEFT's order gives, runs the same schedule:
// a [0,2] on GPU:1, a:0 to GPU:0 [2,4], c [2,5], b [4,6] on GPU:0, b:0 to GPU:1 [6,8], d [8,9.5].
//
// Downward ranks: a = 0, b = c = 0 + 3 + 2 = 5, d = max(5 + 1.5 + 2, 5 + 4.5 + 2) = 11.5.
// CPOP priorities (up + down): a 13.75, b 10.75, c 13.75, d 13.75; the critical path a, c, d runs
// fastest on GPU:1 (2 + 3 + 1.5 = 6.5 against 13), and b goes where it finishes first (GPU:0).

#include "core/methods/heft.h"
#include "core/methods/heuristics.h"
#include "core/sim/costsimulator.h"
#include "tests/core/searchcase.h"

#include <QTest>

using namespace regal;
using regal::test::clusterOf;
using regal::test::graphFromNodes;
using regal::test::problemOf;

class TestHeft : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void upwardAndDownwardRanks();
    void heftSchedule();
    void heftSolutionReproducesTheOrder();
    void criticalPathOnOneDevice();
    void pinnedNodesStayPinned();

private:
    std::optional<Problem> m_problem;
};

void TestHeft::initTestCase()
{
    m_problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":4,"outputs":[{"bytes":100}]},
        {"name":"b","cost":2,"inputs":["a:0"],"outputs":[{"bytes":100}]},
        {"name":"c","cost":6,"inputs":["a:0"],"outputs":[{"bytes":100}]},
        {"name":"d","cost":3,"inputs":["b:0","c:0"],"outputs":[{"bytes":100}]}])"),
                          clusterOf({1.0, 2.0}, 100.0, 1.0));
}

void TestHeft::upwardAndDownwardRanks()
{
    QCOMPARE(upwardRanks(*m_problem), (std::vector<double>{13.75, 5.75, 8.75, 2.25}));
    QCOMPARE(downwardRanks(*m_problem), (std::vector<double>{0.0, 5.0, 5.0, 11.5}));
}

void TestHeft::heftSchedule()
{
    const ListSchedule schedule = regal::heftSchedule(*m_problem);
    QCOMPARE(schedule.order, (std::vector<NodeId>{0, 2, 1, 3}));
    QCOMPARE(schedule.device, (std::vector<DeviceId>{1, 0, 1, 1}));
    QCOMPARE(schedule.start, (std::vector<double>{0.0, 4.0, 2.0, 8.0}));
    QCOMPARE(schedule.finish, (std::vector<double>{2.0, 6.0, 5.0, 9.5}));
    QCOMPARE(schedule.makespan, 9.5);
}

void TestHeft::heftSolutionReproducesTheOrder()
{
    const Solution solution = heftSolution(*m_problem);
    QCOMPARE(solution.device, (std::vector<DeviceId>{1, 0, 1, 1}));
    // a, c, b, d: priorities 4/5, 2/5, 3/5, 1/5.
    QCOMPARE(solution.priority, (std::vector<double>{0.8, 0.4, 0.6, 0.2}));
    CostSimulator simulator(*m_problem);
    const Timeline timeline = simulator.record(solution);
    QCOMPARE(timeline.metrics.makespan, 9.5);
    QCOMPARE(timeline.ops[3].start, 8.0);
}

void TestHeft::criticalPathOnOneDevice()
{
    const ListSchedule schedule = criticalPathSchedule(*m_problem);
    QCOMPARE(schedule.device, (std::vector<DeviceId>{1, 0, 1, 1}));
    QCOMPARE(schedule.makespan, 9.5);
    QCOMPARE(schedule.order.front(), NodeId(0));
}

void TestHeft::pinnedNodesStayPinned()
{
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":4,"device":"GPU:0","outputs":[{"bytes":100}]},
        {"name":"b","cost":2,"inputs":["a:0"],"outputs":[{"bytes":100}]}])"),
                                      clusterOf({1.0, 2.0}, 100.0, 1.0));
    const ListSchedule schedule = regal::heftSchedule(problem);
    QCOMPARE(schedule.device[0], DeviceId(0));
    // b: GPU:0 4 + 2 = 6, GPU:1 (4 + 2) + 1 = 7.
    QCOMPARE(schedule.device[1], DeviceId(0));
    QCOMPARE(schedule.makespan, 6.0);
}

QTEST_GUILESS_MAIN(TestHeft)
#include "tst_heft.moc"
