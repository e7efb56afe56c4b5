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
    QCOMPARE(liveAcrossBound(one), Bytes(145));
    CostSimulator simulator(one);
    QCOMPARE(simulator.run(one.defaultSolution()).maxPeakMemory(), Bytes(145));
    QCOMPARE(lowerBounds(one).peakMemory, Bytes(145));
    const Problem two = problemOf(graph, testCluster(2));
    QCOMPARE(liveAcrossBound(two), Bytes(73));
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
        for (const char *method : {"bestorder", "spectral", "m-etf", "local", "exact"}) {
            if (std::string_view(method) == "exact" && devices > 1)
                continue;
            MethodContext context{.problem = problem, .task = Task::Memory};
            context.control.budget = 300;
            context.control.timeLimit = 0.5;
            const Result<MethodResult> result = findMethod(method)->run(context);
            QVERIFY2(result.ok(), method);
            QVERIFY2(Bytes(result->score.value) >= bound, method);
        }
    }
}

QTEST_GUILESS_MAIN(TestMemoryBound)
#include "tst_memorybound.moc"
