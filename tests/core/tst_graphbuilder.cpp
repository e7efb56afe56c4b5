#include "core/graph/graphbuilder.h"

#include <QTest>

using namespace regal;

namespace {

Node makeNode(std::string name, std::vector<TensorRef> inputs = {}, Bytes outputBytes = 8)
{
    Node node;
    node.name = std::move(name);
    node.op = "Op";
    node.cost = 1.0;
    node.inputs = std::move(inputs);
    node.outputs.push_back({.bytes = outputBytes});
    return node;
}

QString buildError(GraphBuilder builder)
{
    Result<Graph> graph = std::move(builder).build();
    return graph ? QString() : QString::fromStdString(graph.error());
}

} // namespace

class TestGraphBuilder : public QObject
{
    Q_OBJECT

private slots:
    void derivedStructure();
    void namedInputsMayComeLater();
    void validationErrors();
    void reportsTheCycle();
    void contentHash();
    void splitsTensorNames_data();
    void splitsTensorNames();
};

void TestGraphBuilder::derivedStructure()
{
    // c reads a:0 and b:1; d waits on c by control. Outputs are numbered a0, b0, b1, c0, d0.
    GraphBuilder builder("g");
    builder.addNode(makeNode("a"));
    Node b = makeNode("b");
    b.outputs.push_back({.bytes = 4});
    builder.addNode(b);
    builder.addNode(makeNode("c", {{0, 0}, {1, 1}}));
    Node d = makeNode("d");
    d.controlInputs = {2};
    builder.addNode(d);
    Result<Graph> graph = std::move(builder).build();
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().c_str());
    QCOMPARE(graph->outputCount(), std::size_t(5));
    QCOMPARE(graph->outputIndex({1, 1}), 2u);
    QCOMPARE(graph->consumers(2).size(), std::size_t(1));
    QCOMPARE(graph->consumers(2)[0].node, NodeId(2));
    QCOMPARE(graph->consumers(2)[0].slot, 1u);
    QCOMPARE(graph->consumers(1).size(), std::size_t(0));
    QCOMPARE(graph->controlSuccessors(2).size(), std::size_t(1));
    QCOMPARE(graph->dataEdgeCount(), std::size_t(2));
    QCOMPARE(graph->controlEdgeCount(), std::size_t(1));
    QCOMPARE(std::vector<NodeId>(graph->predecessors(2).begin(), graph->predecessors(2).end()),
             (std::vector<NodeId>{0, 1}));
    QCOMPARE(graph->topologicalOrder(), (std::vector<NodeId>{0, 1, 2, 3}));
    QCOMPARE(graph->find("c"), NodeId(2));
    QCOMPARE(graph->find("zz"), InvalidNode);
    QCOMPARE(graph->tensorName({0, 0}), std::string("a"));
    QCOMPARE(graph->tensorName({1, 1}), std::string("b:1"));
}

void TestGraphBuilder::namedInputsMayComeLater()
{
    GraphBuilder builder;
    const NodeId consumer = builder.addNode(makeNode("consumer"));
    builder.addNode(makeNode("producer"));
    builder.addInput(consumer, "producer", 0);
    Result<Graph> graph = std::move(builder).build();
    QVERIFY(graph.ok());
    QCOMPARE(graph->topologicalOrder(), (std::vector<NodeId>{1, 0}));
}

void TestGraphBuilder::validationErrors()
{
    {
        GraphBuilder builder;
        builder.addNode(makeNode("a"));
        builder.addNode(makeNode("a"));
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("'a' is defined twice")));
    }
    {
        GraphBuilder builder;
        const NodeId b = builder.addNode(makeNode("b"));
        builder.addInput(b, "ghost", 0);
        QCOMPARE(buildError(std::move(builder)), QStringLiteral("node 'b': data input 'ghost' names no node"));
    }
    {
        GraphBuilder builder;
        builder.addNode(makeNode("a"));
        builder.addNode(makeNode("b", {{0, 3}}));
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("asks for output 3, but 'a' has 1 output")));
    }
    {
        GraphBuilder builder;
        Node a = makeNode("a");
        a.tempBytes = -5;
        builder.addNode(a);
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("node 'a': temp_bytes")));
    }
    {
        GraphBuilder builder;
        Node a = makeNode("a");
        a.cost = std::nan("");
        builder.addNode(a);
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("node 'a': cost")));
    }
    {
        GraphBuilder builder;
        Node a = makeNode("a");
        a.outputs[0].aliasOf = 0;
        builder.addNode(a);
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("alias of input 0, but the node has 0 data input")));
    }
    {
        GraphBuilder builder;
        builder.addNode(makeNode(""));
        QVERIFY(buildError(std::move(builder)).contains(QStringLiteral("has no name")));
    }
}

void TestGraphBuilder::reportsTheCycle()
{
    // s -> a -> b -> c -> a: the message walks the cycle in the direction of the data.
    GraphBuilder builder;
    builder.addNode(makeNode("s"));
    builder.addNode(makeNode("a", {{0, 0}, {3, 0}}));
    builder.addNode(makeNode("b", {{1, 0}}));
    builder.addNode(makeNode("c", {{2, 0}}));
    QCOMPARE(buildError(std::move(builder)), QStringLiteral("the graph has a cycle: 'a' -> 'b' -> 'c' -> 'a'"));
}

void TestGraphBuilder::contentHash()
{
    const auto build = [](double cost, std::string group) {
        GraphBuilder builder("g");
        Node a = makeNode("a");
        a.cost = cost;
        a.group = std::move(group);
        builder.addNode(a);
        builder.addNode(makeNode("b", {{0, 0}}));
        return std::move(builder).build().value().contentHash();
    };
    const std::string hash = build(1.0, "");
    QVERIFY(hash.starts_with("sha256:"));
    QCOMPARE(hash.size(), std::size_t(7 + 64));
    QCOMPARE(build(1.0, ""), hash);
    QCOMPARE(build(1.0, "block/a"), hash);
    QVERIFY(build(2.0, "") != hash);
}

void TestGraphBuilder::splitsTensorNames_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<uint>("port");
    QTest::newRow("with port") << QByteArray("conv1:2") << QByteArray("conv1") << 2u;
    QTest::newRow("without port") << QByteArray("conv1") << QByteArray("conv1") << 0u;
    QTest::newRow("colon in name") << QByteArray("scope:inner:1") << QByteArray("scope:inner") << 1u;
    QTest::newRow("not a number") << QByteArray("a:b") << QByteArray("a:b") << 0u;
    QTest::newRow("trailing colon") << QByteArray("a:") << QByteArray("a:") << 0u;
}

void TestGraphBuilder::splitsTensorNames()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, name);
    QFETCH(uint, port);
    const auto [splitName, splitPort] = splitTensorName(text.toStdString());
    QCOMPARE(QByteArray::fromStdString(splitName), name);
    QCOMPARE(splitPort, port);
}

QTEST_GUILESS_MAIN(TestGraphBuilder)
#include "tst_graphbuilder.moc"
