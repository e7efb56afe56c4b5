#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "core/io/tensorflow/textproto.h"

#include <QTest>

using namespace regal;

namespace {

// The example graph of the REGAL dataset, plus an alias, a temp buffer and a final node.
const char *const CostGraphText = R"(# a CostGraphDef in text format
node {
  name: "_SOURCE"
}
node {
  name: "node_0"
  id: 1
  control_input: 0
}
node {
  name: "node_1"
  id: 2
  output_info {
    size: 70
    alias_input_port: -1
  }
  control_input: 0
  compute_cost: 58
}
node {
  name: "block/node_2"
  id: 3
  output_info { size: 52 alias_input_port: -1 }
  control_input: 0
  compute_cost: 47
  temporary_memory_size: 16
}
node {
  name: "node_3"
  id: 4
  input_info {
    preceding_node: 2
  }
  input_info { preceding_node: 3 preceding_port: 0 }
  output_info {
    size: 52
    alias_input_port: 1
    shape { dim { size: 13 } }
    dtype: DT_FLOAT
  }
  control_input: 1
  compute_cost: 1500
  is_final: true
}
)";

Graph importText(const std::string &text)
{
    Result<Graph> graph = parseGraph(text, GraphFormat::CostGraph, "graph_1.pbtxt");
    if (!graph)
        qFatal("import failed: %s", graph.error().c_str());
    return std::move(graph).value();
}

QString importError(const std::string &text)
{
    Result<Graph> graph = parseGraph(text, GraphFormat::CostGraph, "bad.pbtxt");
    return graph ? QString() : QString::fromStdString(graph.error());
}

} // namespace

class TestCostGraphImport : public QObject
{
    Q_OBJECT

private slots:
    void regalDatasetGraph();
    void textFormatSyntax();
    void malformed_data();
    void malformed();
};

void TestCostGraphImport::regalDatasetGraph()
{
    const Graph graph = importText(CostGraphText);
    // _SOURCE has no cost: it is dropped with its four control edges.
    QCOMPARE(graph.nodeCount(), std::size_t(4));
    QCOMPARE(graph.find("_SOURCE"), InvalidNode);
    QCOMPARE(graph.dataEdgeCount(), std::size_t(2));
    QCOMPARE(graph.controlEdgeCount(), std::size_t(1));
    QCOMPARE(graph.name(), std::string("graph_1"));

    const Node &node1 = graph.node(graph.find("node_1"));
    // 58 microseconds.
    QCOMPARE(*node1.cost, 58e-6);
    QCOMPARE(node1.outputs[0].bytes, Bytes(70));
    QCOMPARE(node1.outputs[0].aliasOf, -1);

    const Node &node2 = graph.node(graph.find("block/node_2"));
    QCOMPARE(node2.tempBytes, Bytes(16));
    QCOMPARE(node2.group, std::string("block"));

    const Node &node3 = graph.node(graph.find("node_3"));
    QCOMPARE(*node3.cost, 1.5e-3);
    QCOMPARE(node3.inputs.size(), std::size_t(2));
    QCOMPARE(graph.node(node3.inputs[0].node).name, std::string("node_1"));
    QCOMPARE(graph.node(node3.inputs[1].node).name, std::string("block/node_2"));
    // alias_input_port 1 reuses the buffer of its second input.
    QCOMPARE(node3.outputs[0].aliasOf, 1);
    QVERIFY(node3.outputs[0].isGraphOutput);
    QCOMPARE(node3.controlInputs.size(), std::size_t(1));
    QCOMPARE(graph.node(node3.controlInputs[0]).name, std::string("node_0"));
    QCOMPARE(ImportNotes::of(graph).format, std::string("tensorflow-costgraph"));
}

void TestCostGraphImport::textFormatSyntax()
{
    // Angle brackets, a colon before a message, lists, comments, escapes and separators.
    Result<TextProtoMessage> message = parseTextProto(
        "a: 1, b: \"x\\\"y\\n\" 'z' # comment\nc: < d: -2; > e: { f: [1, 2, 3] } g: DT_FLOAT", "t.pbtxt");
    QVERIFY2(message.ok(), message.ok() ? "" : message.error().c_str());
    QCOMPARE(message->fields.size(), std::size_t(5));
    QCOMPARE(message->find("b")->value, std::string("x\"y\nz"));
    QVERIFY(message->find("b")->quoted);
    QCOMPARE(message->find("c")->message->find("d")->value, std::string("-2"));
    QCOMPARE(message->find("e")->message->fields.size(), std::size_t(3));
    QCOMPARE(message->find("g")->value, std::string("DT_FLOAT"));
}

void TestCostGraphImport::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unclosed") << "node { name: \"a\"\n" << "bad.pbtxt:2:1: the file ends before a message is closed";
    QTest::newRow("garbage") << "\x01\x02\xff" << "bad.pbtxt:1:1: expected a field name";
    QTest::newRow("no nodes") << "versions { producer: 1 }" << "no 'node' entries";
    QTest::newRow("bad number") << "node { name: \"a\" compute_cost: fast }" << "bad.pbtxt:1: 'compute_cost' must be a whole number, not 'fast'";
    QTest::newRow("unknown producer") << "node { name: \"a\" id: 1 input_info { preceding_node: 9 } }"
                                      << "node 'a' reads node id 9";
    QTest::newRow("graphdef") << "node { name: \"a\" op: \"Relu\" }" << "looks like a TensorFlow GraphDef";
    QTest::newRow("cycle") << "node { name: \"a\" id: 1 output_info { size: 4 } input_info { preceding_node: 2 } }\n"
                              "node { name: \"b\" id: 2 output_info { size: 4 } input_info { preceding_node: 1 } }"
                           << "bad.pbtxt: the graph has a cycle";
    QTest::newRow("deep") << QString(QStringLiteral("a {")).repeated(200) << "nested deeper than 100";
}

void TestCostGraphImport::malformed()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString error = importError(text.toStdString());
    QVERIFY2(error.contains(expected), qPrintable(error));
}

QTEST_APPLESS_MAIN(TestCostGraphImport)
#include "tst_costgraphimport.moc"
