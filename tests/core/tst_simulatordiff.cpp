// The simulator against the simple reference of tests/core/referencesimulator.h, on random
// solutions of generated graphs of every family, reshaped to reach every rule of SPEC section 2:
// 1 to 8 devices, mixed speeds and roofline rates, link matrices, memory limits, aliases, graph
// outputs, control edges, pins, zero-cost operations, and costs and priorities with many ties.

#include "core/base/random.h"
#include "core/generate/generator.h"
#include "core/graph/graphbuilder.h"
#include "core/sim/costsimulator.h"
#include "tests/core/referencesimulator.h"
#include "tests/core/simcase.h"

#include <QTest>
#include <fmt/format.h>

using namespace regal;
using regal::test::ReferenceResult;
using regal::test::ReferenceSimulator;

namespace {

struct Variant
{
    bool ties = false;     ///< small whole costs, round sizes, few priority levels
    bool reshape = false;  ///< extra aliases, graph outputs, control edges, roofline and zero costs
    bool links = false;    ///< a random link matrix
    bool memory = false;   ///< memory limits that some solutions exceed
    bool pins = false;     ///< some nodes pinned
};

/// A copy of \a graph changed as \a variant asks, still acyclic (edges only go forward in the
/// topological order).
std::shared_ptr<const Graph> reshapeGraph(const Graph &graph, const Variant &variant, int devices, Random &random)
{
    std::vector<std::size_t> rank(graph.nodeCount());
    for (std::size_t position = 0; position < graph.nodeCount(); ++position)
        rank[graph.topologicalOrder()[position]] = position;
    GraphBuilder builder(graph.name());
    for (NodeId v = 0; v < graph.nodeCount(); ++v) {
        Node node = graph.node(v);
        if (variant.ties) {
            node.cost = double(random.below(4));
            for (Tensor &output : node.outputs)
                output.bytes = Bytes(100 * (1 + random.below(3)));
            node.tempBytes = Bytes(50 * random.below(2));
        }
        if (variant.reshape) {
            if (random.chance(0.1))
                node.cost = 0.0;
            else if (random.chance(0.15)) {
                node.cost.reset();
                node.flops = 1e12 * random.uniform();
                node.bytesAccessed = 1e11 * random.uniform();
            }
            for (Tensor &output : node.outputs) {
                if (!node.inputs.empty() && !output.isAlias() && random.chance(0.15))
                    output.aliasOf = int(random.below(node.inputs.size()));
                output.isGraphOutput = output.isGraphOutput || random.chance(0.05);
            }
            for (int extra = 0; extra < 2; ++extra) {
                const NodeId from = NodeId(random.below(graph.nodeCount()));
                if (rank[from] < rank[v] && random.chance(0.3))
                    node.controlInputs.push_back(from);
            }
        }
        if (variant.pins && random.chance(0.1))
            node.device = fmt::format("GPU:{}", random.below(std::uint64_t(devices)));
        builder.addNode(std::move(node));
    }
    Result<Graph> built = std::move(builder).build();
    if (!built)
        qFatal("reshaped graph: %s", built.error().c_str());
    return std::make_shared<const Graph>(std::move(built).value());
}

Cluster clusterFor(const Variant &variant, int devices, Random &random)
{
    Cluster cluster = Cluster::uniform(devices);
    cluster.defaultLink = variant.ties ? Link{100.0, 1.0} : Link{1e9 * (0.5 + random.uniform()), 1e-5};
    for (Device &device : cluster.devices) {
        device.speed = variant.ties ? double(1 + random.below(2)) : 0.5 + random.uniform();
        if (variant.reshape && random.chance(0.3)) {
            device.peakFlops = 1e12 * (0.5 + random.uniform());
            device.memBandwidth = 1e11 * (0.5 + random.uniform());
        }
    }
    if (variant.links)
        for (int from = 0; from < devices; ++from)
            for (int to = 0; to < devices; ++to)
                cluster.linkMatrix.push_back(variant.ties ? Link{100.0 * double(1 + random.below(2)), double(random.below(2))}
                                                          : Link{1e9 * (0.2 + random.uniform()), 1e-5 * random.uniform()});
    return cluster;
}

/// Random solutions that respect pins; with \a ties, priorities on five levels.
Solution randomSolution(const Problem &problem, bool ties, Random &random)
{
    Solution solution;
    for (NodeId v = 0; v < problem.nodeCount(); ++v) {
        std::vector<DeviceId> allowed;
        for (int device = 0; device < problem.deviceCount(); ++device)
            if (problem.allowedDevices(v) >> device & 1)
                allowed.push_back(DeviceId(device));
        solution.device.push_back(allowed[random.below(allowed.size())]);
        solution.priority.push_back(ties ? 0.25 * double(random.below(5)) : random.uniform());
    }
    return solution;
}

} // namespace

class TestSimulatorDiff : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithTheReference_data();
    void agreesWithTheReference();
};

void TestSimulatorDiff::agreesWithTheReference_data()
{
    QTest::addColumn<int>("family");
    QTest::addColumn<bool>("ties");
    QTest::addColumn<bool>("reshape");
    QTest::addColumn<bool>("links");
    QTest::addColumn<bool>("memory");
    QTest::addColumn<bool>("pins");
    for (Family family : allFamilies())
        for (int mask = 0; mask < 4; ++mask) {
            const bool ties = mask & 1;
            const bool rich = mask & 2;
            QTest::addRow("%s%s%s", std::string(familyName(family)).c_str(), ties ? " ties" : "", rich ? " rich" : "")
                << int(family) << ties << rich << rich << rich << rich;
        }
}

void TestSimulatorDiff::agreesWithTheReference()
{
    QFETCH(int, family);
    QFETCH(bool, ties);
    QFETCH(bool, reshape);
    QFETCH(bool, links);
    QFETCH(bool, memory);
    QFETCH(bool, pins);
    const Variant variant{ties, reshape, links, memory, pins};
    Random random = Random::forStream(24, std::uint64_t(family), std::uint64_t(ties) * 2 + std::uint64_t(reshape));
    int compared = 0;
    for (int graphCase = 0; graphCase < 12; ++graphCase) {
        const int devices = 1 + int(random.below(8));
        const std::size_t nodes = 5 + random.below(90);
        Result<Graph> generated = generateGraph(Family(family), nodes, 1 + random.below(1000));
        QVERIFY2(generated.ok(), generated ? "" : generated.error().c_str());
        const auto graph = reshapeGraph(*generated, variant, devices, random);
        Cluster cluster = clusterFor(variant, devices, random);
        const Problem probe = regal::test::problemOf(graph, cluster);
        if (variant.memory) {
            // Limits near the peaks that random solutions reach, so that some overflow.
            CostSimulator simulator(probe);
            const Metrics metrics = simulator.run(randomSolution(probe, ties, random));
            for (int device = 0; device < devices; ++device)
                if (random.chance(0.7))
                    cluster.devices[std::size_t(device)].memoryBytes =
                        std::max<Bytes>(1, Bytes(double(metrics.peakMemory[std::size_t(device)]) * (0.7 + 0.6 * random.uniform())));
        }
        const Problem problem = regal::test::problemOf(graph, cluster);
        CostSimulator simulator(problem);
        const ReferenceSimulator reference(*graph, cluster);
        for (int sample = 0; sample < 6; ++sample) {
            const Solution solution = randomSolution(problem, ties, random);
            const ReferenceResult expected = reference.run(solution.device, solution.priority);
            const double alone = simulator.makespan(solution); // first, so run() follows a run without memory
            const Metrics metrics = simulator.run(solution);
            const Timeline timeline = simulator.record(solution);
            const std::string where = fmt::format("graph {} ({} nodes, {} devices), sample {}", graphCase, nodes, devices, sample);
            QVERIFY2(metrics.makespan == expected.makespan,
                     (where + fmt::format(": makespan {} vs {}", metrics.makespan, expected.makespan)).c_str());
            QVERIFY2(alone == expected.makespan, (where + ": makespan without memory").c_str());
            QVERIFY2(metrics.peakMemory == expected.peakMemory, (where + ": peak memory").c_str());
            QVERIFY2(metrics.overflow == expected.overflow, (where + ": overflow").c_str());
            QVERIFY2(metrics.feasible == (expected.overflow == 0), (where + ": feasible").c_str());
            QVERIFY2(timeline.metrics.makespan == metrics.makespan && timeline.metrics.peakMemory == metrics.peakMemory,
                     (where + ": record and run disagree").c_str());
            QVERIFY2(timeline.transfers.size() == expected.transfers, (where + ": transfers").c_str());
            for (NodeId v = 0; v < problem.nodeCount(); ++v)
                QVERIFY2(timeline.ops[v].start == expected.start[v] && timeline.ops[v].finish == expected.finish[v]
                             && timeline.ops[v].device == solution.device[v],
                         (where + fmt::format(": node {}", v)).c_str());
            ++compared;
        }
    }
    QCOMPARE(compared, 72);
}

QTEST_GUILESS_MAIN(TestSimulatorDiff)
#include "tst_simulatordiff.moc"
