// The random-key decoder of SPEC section 3.

#include "core/search/decoder.h"
#include "core/search/evaluator.h"
#include "tests/core/searchcase.h"

#include <QTest>

using namespace regal;
using regal::test::graphFromNodes;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;

class TestDecoder : public QObject
{
    Q_OBJECT

private slots:
    void argmaxOfDeviceKeysAndLastKeyAsPriority();
    void tiesGoToTheLowestDevice();
    void pinnedNodesOnlyUseTheirDevice();
    void encodeThenDecodeGivesTheSolution();
    void evaluateEqualsSimulation();
    void evaluatorCountsAndCapsTheBudget();
};

void TestDecoder::argmaxOfDeviceKeysAndLastKeyAsPriority()
{
    const Problem problem = problemOf(graphFromNodes(R"([{"name":"a","cost":1},{"name":"b","cost":1}])"),
                                      testCluster(3));
    const Decoder decoder(problem, Task::Runtime, 1);
    QCOMPARE(decoder.keysPerNode(), 4);
    QCOMPARE(decoder.chromosomeSize(), std::size_t(8));
    const std::vector<double> keys{0.1, 0.9, 0.3, 0.25, 0.7, 0.2, 0.71, 0.5};
    const Solution solution = decoder.decode(keys);
    QCOMPARE(solution.device, (std::vector<DeviceId>{1, 2}));
    QCOMPARE(solution.priority, (std::vector<double>{0.25, 0.5}));
}

void TestDecoder::tiesGoToTheLowestDevice()
{
    const Problem problem = problemOf(graphFromNodes(R"([{"name":"a","cost":1}])"), testCluster(3));
    const Decoder decoder(problem, Task::Runtime, 1);
    QCOMPARE(decoder.decode(std::vector<double>{0.2, 0.6, 0.6, 0.1}).device[0], DeviceId(1));
    QCOMPARE(decoder.decode(std::vector<double>{0.0, 0.0, 0.0, 0.1}).device[0], DeviceId(0));
}

void TestDecoder::pinnedNodesOnlyUseTheirDevice()
{
    const Problem problem = problemOf(graphFromNodes(R"([{"name":"a","cost":1,"device":"GPU:2"},{"name":"b","cost":1}])"),
                                      testCluster(3));
    const Decoder decoder(problem, Task::Runtime, 1);
    const Solution solution = decoder.decode(std::vector<double>{0.9, 0.8, 0.1, 0.5, 0.9, 0.8, 0.1, 0.5});
    QCOMPARE(solution.device, (std::vector<DeviceId>{2, 0}));
}

void TestDecoder::encodeThenDecodeGivesTheSolution()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 3, .pinEvery = 5, .pinDevices = 4}),
                                      testCluster(4));
    const Decoder decoder(problem, Task::Memory, 1);
    Solution solution = problem.defaultSolution();
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        if (problem.pinnedDevice(node) == InvalidDevice)
            solution.device[node] = node % 4;
        solution.priority[node] = double(node % 7) / 7.0;
    }
    solution.priority[3] = 1.0; // clamped just below 1
    const std::vector<double> keys = decoder.encode(solution);
    for (double key : keys)
        QVERIFY(key >= 0.0 && key < 1.0);
    const Solution decoded = decoder.decode(keys);
    QCOMPARE(decoded.device, solution.device);
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        if (node != 3)
            QCOMPARE(decoded.priority[node], solution.priority[node]);
    QVERIFY(decoded.priority[3] < 1.0 && decoded.priority[3] > 0.999999);

    Solution invalid = solution;
    invalid.device[0] = 9;
    QVERIFY_THROWS_EXCEPTION(RegalError, decoder.encode(invalid));
}

void TestDecoder::evaluateEqualsSimulation()
{
    // Without memory limits the run-time task simulates the makespan alone; with them, and for
    // the memory task, the whole run. Each must score as the whole run does.
    const auto graph = randomGraph({.nodes = 25, .seed = 8});
    Cluster limited = testCluster(2);
    const Problem unlimited = problemOf(graph, limited);
    const Bytes peak = CostSimulator(unlimited).run(unlimited.defaultSolution()).maxPeakMemory();
    for (Device &device : limited.devices)
        device.memoryBytes = peak / 3; // random solutions overflow it
    for (const Cluster &cluster : {testCluster(2), limited}) {
        const Problem problem = problemOf(graph, cluster);
        CostSimulator simulator(problem);
        for (Task task : {Task::Runtime, Task::Memory}) {
            const Decoder decoder(problem, task, 3);
            Random random(1);
            std::vector<double> keys(decoder.chromosomeSize());
            int overflowing = 0;
            for (int sample = 0; sample < 10; ++sample) {
                for (double &key : keys)
                    key = random.uniform();
                const Metrics &metrics = simulator.run(decoder.decode(keys));
                overflowing += metrics.overflow > 0;
                QCOMPARE(decoder.evaluate(keys, sample % 3), score(task, metrics));
            }
            QCOMPARE(overflowing > 0, cluster.memoryLimited());
        }
    }
}

void TestDecoder::evaluatorCountsAndCapsTheBudget()
{
    const Problem problem = problemOf(randomGraph({.nodes = 10, .seed = 8}), testCluster(2));
    Evaluator evaluator(problem, Task::Runtime, 2, 25);
    std::vector<Score> scores(10);
    std::atomic<int> calls{0};
    const auto job = [&](std::size_t, int worker) {
        ++calls;
        return evaluator.decoder().evaluate(problem.defaultSolution(), worker);
    };
    QCOMPARE(evaluator.run(scores, job), std::size_t(10));
    QCOMPARE(evaluator.run(scores, job), std::size_t(10));
    QCOMPARE(evaluator.run(scores, job), std::size_t(5));
    QCOMPARE(evaluator.run(scores, job), std::size_t(0));
    QCOMPARE(calls.load(), 25);
    QCOMPARE(evaluator.evaluations(), std::int64_t(25));
    QVERIFY(!evaluator.evaluate(problem.defaultSolution()));
}

QTEST_GUILESS_MAIN(TestDecoder)
#include "tst_decoder.moc"
