#include "core/generate/generator.h"
#include "core/io/graphjson.h"

#include <QTest>
#include <set>

using namespace regal;

Q_DECLARE_METATYPE(regal::Family)

class TestGenerator : public QObject
{
    Q_OBJECT

private slots:
    void shape_data();
    void shape();
    void sameSeedSameGraph();
    void familiesDiffer();
    void networkFamiliesHaveTheirStructure();
    void refusesBadSizes();
};

void TestGenerator::shape_data()
{
    QTest::addColumn<Family>("family");
    QTest::addColumn<int>("nodes");
    for (Family family : allFamilies())
        for (int nodes : {1, 10, 137, 2000}) {
            const std::string row = std::string(familyName(family)) + "-" + std::to_string(nodes);
            QTest::newRow(row.c_str()) << family << nodes;
        }
}

void TestGenerator::shape()
{
    QFETCH(Family, family);
    QFETCH(int, nodes);
    Result<Graph> graph = generateGraph(family, std::size_t(nodes), 7);
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().c_str());
    // Exactly the size asked for; acyclic because GraphBuilder::build() orders it topologically.
    QCOMPARE(graph->nodeCount(), std::size_t(nodes));
    QCOMPARE(graph->topologicalOrder().size(), std::size_t(nodes));
    // Linear in size: at most a handful of edges per node.
    QVERIFY(graph->edgeCount() <= 5 * std::size_t(nodes));
    for (const Node &node : graph->nodes()) {
        QVERIFY(node.cost && *node.cost >= 0.0);
        QCOMPARE(node.outputs.size(), std::size_t(1));
        QVERIFY(node.outputs[0].bytes > 0);
    }
    if (nodes >= 137)
        QVERIFY(graph->dataEdgeCount() >= std::size_t(nodes) / 2);
}

void TestGenerator::sameSeedSameGraph()
{
    for (Family family : allFamilies()) {
        const Graph a = generateGraph(family, 300, 11).value();
        const Graph b = generateGraph(family, 300, 11).value();
        const Graph c = generateGraph(family, 300, 12).value();
        QCOMPARE(writeGraphJson(a), writeGraphJson(b));
        QVERIFY(a.contentHash() != c.contentHash());
    }
}

void TestGenerator::familiesDiffer()
{
    std::set<std::string> hashes;
    std::set<std::size_t> edgeCounts;
    for (Family family : allFamilies()) {
        const Graph graph = generateGraph(family, 500, 3).value();
        hashes.insert(graph.contentHash());
        edgeCounts.insert(graph.edgeCount());
    }
    QCOMPARE(hashes.size(), allFamilies().size());
    QVERIFY(edgeCounts.size() >= 5);
}

void TestGenerator::networkFamiliesHaveTheirStructure()
{
    const auto countOps = [](const Graph &graph, const std::string &op) {
        return std::count_if(graph.nodes().begin(), graph.nodes().end(), [&](const Node &n) { return n.op == op; });
    };
    // 1 input + 12 blocks of 7 or 8 nodes (two stage openers): 1 + 10*7 + 2*8 = 87 nodes, 12 adds.
    const Graph residual = generateGraph(Family::Residual, 88, 1).value();
    QVERIFY(countOps(residual, "Add") >= 12);
    // Transformer head reshapes alias their input and allocate nothing.
    const Graph transformer = generateGraph(Family::Transformer, 200, 1).value();
    int aliases = 0;
    for (const Node &node : transformer.nodes())
        aliases += node.outputs[0].isAlias() ? 1 : 0;
    QCOMPARE(aliases, 3 * int(countOps(transformer, "Softmax")));
    QVERIFY(aliases >= 3 * 10);
    // Inception concatenates four branches.
    const Graph inception = generateGraph(Family::Inception, 200, 1).value();
    for (const Node &node : inception.nodes())
        if (node.op == "Concat")
            QCOMPARE(node.inputs.size(), std::size_t(4));
    // RNN weights are read by every step: four Variables with many consumers each.
    const Graph rnn = generateGraph(Family::Rnn, 200, 1).value();
    QCOMPARE(countOps(rnn, "Variable"), 4);
    for (NodeId id = 0; id < rnn.nodeCount(); ++id)
        if (rnn.node(id).op == "Variable")
            QVERIFY(rnn.consumers(rnn.outputOffset(id)).size() >= 10);
    // Every network family marks its result as a graph output.
    for (const Graph *graph : {&residual, &transformer, &inception, &rnn})
        QVERIFY(std::any_of(graph->nodes().begin(), graph->nodes().end(),
                            [](const Node &n) { return n.outputs[0].isGraphOutput; }));
}

void TestGenerator::refusesBadSizes()
{
    QVERIFY(!generateGraph(Family::ErdosRenyi, 0, 1).ok());
    QVERIFY(!generateGraph(Family::ErdosRenyi, MaxGeneratedNodes + 1, 1).ok());
}

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
