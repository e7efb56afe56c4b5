#include "core/io/graphjson.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;

namespace {

// The example of SPEC section 6, with unknown fields at every level.
const char *const tinyGraph = R"({"format": "regal-graph", "version": 1, "name": "tiny", "producer": "hand",
 "nodes": [
  {"name": "a", "op": "MatMul", "cost": 2.0, "param_bytes": 4096, "temp_bytes": 0,
   "outputs": [{"bytes": 100, "layout": "NCHW"}], "color": "red"},
  {"name": "b", "op": "Relu", "flops": 2e9, "bytes_accessed": 4e6, "inputs": ["a:0"],
   "group": "block1/act", "outputs": [{"bytes": 100, "alias_of": 0}]},
  {"name": "c", "op": "Add", "cost": 1.0, "inputs": ["a:0", "b:0"], "control_inputs": ["b"],
   "device": "GPU:1", "outputs": [{"bytes": 50, "is_graph_output": true}]}]})";

QString readError(const std::string &text)
{
    Result<Graph> graph = readGraphJson(text, "g.json");
    return graph ? QString() : QString::fromStdString(graph.error());
}

std::string withNodes(const std::string &nodes)
{
    return R"({"format": "regal-graph", "version": 1, "name": "g", "nodes": )" + nodes + "}";
}

} // namespace

class TestGraphJson : public QObject
{
    Q_OBJECT

private slots:
    void readsTheSpecExample();
    void roundTripKeepsEverything();
    void errors_data();
    void errors();
};

void TestGraphJson::readsTheSpecExample()
{
    Result<Graph> graph = readGraphJson(tinyGraph, "tiny.json");
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().c_str());
    QCOMPARE(graph->nodeCount(), std::size_t(3));
    const Node &a = graph->node(0);
    QCOMPARE(*a.cost, 2.0);
    QCOMPARE(a.paramBytes, Bytes(4096));
    const Node &b = graph->node(1);
    QVERIFY(!b.cost);
    QCOMPARE(b.flops, 2e9);
    QCOMPARE(b.bytesAccessed, 4e6);
    QCOMPARE(b.group, std::string("block1/act"));
    QCOMPARE(b.outputs[0].aliasOf, 0);
    const Node &c = graph->node(2);
    QCOMPARE(c.inputs.size(), std::size_t(2));
    QCOMPARE(c.controlInputs, std::vector<NodeId>{1});
    QCOMPARE(c.device, std::string("GPU:1"));
    QVERIFY(c.outputs[0].isGraphOutput);
}

void TestGraphJson::roundTripKeepsEverything()
{
    const Graph first = readGraphJson(tinyGraph, "tiny.json").value();
    const std::string written = writeGraphJson(first);
    const Graph second = readGraphJson(written, "written.json").value();
    QCOMPARE(second.contentHash(), first.contentHash());
    QCOMPARE(writeGraphJson(second), written);
    const nlohmann::json document = nlohmann::json::parse(written);
    QCOMPARE(document["producer"].get<std::string>(), std::string("hand"));
    QCOMPARE(document["nodes"][0]["color"].get<std::string>(), std::string("red"));
    QCOMPARE(document["nodes"][0]["outputs"][0]["layout"].get<std::string>(), std::string("NCHW"));
    QCOMPARE(document["nodes"][1]["group"].get<std::string>(), std::string("block1/act"));
}

void TestGraphJson::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("{\"format\": \"regal-graph\",\n \"nodes\": [}")
                              << QStringLiteral("g.json:2:12: not valid JSON");
    QTest::newRow("wrong format") << QByteArray(R"({"format": "regal-cluster", "version": 1})")
                                  << QStringLiteral("this is a 'regal-cluster' file, not a 'regal-graph' file");
    QTest::newRow("newer version") << QByteArray(R"({"format": "regal-graph", "version": 9, "nodes": []})")
                                   << QStringLiteral("version 9 is newer");
    QTest::newRow("no nodes") << QByteArray(R"({"format": "regal-graph", "version": 1})")
                              << QStringLiteral("field 'nodes' is missing");
    QTest::newRow("text size") << QByteArray::fromStdString(withNodes(R"([{"name":"a","temp_bytes":"big"}])"))
                               << QStringLiteral("g.json: node 'a': field 'temp_bytes' must be a number");
    QTest::newRow("negative size") << QByteArray::fromStdString(withNodes(R"([{"name":"a","outputs":[{"bytes":-1}]}])"))
                                   << QStringLiteral("node 'a': outputs[0]: field 'bytes' must be a whole number");
    QTest::newRow("fractional bytes") << QByteArray::fromStdString(withNodes(R"([{"name":"a","param_bytes":1.5}])"))
                                      << QStringLiteral("field 'param_bytes' must be a whole number");
    QTest::newRow("negative cost") << QByteArray::fromStdString(withNodes(R"([{"name":"a","cost":-2}])"))
                                   << QStringLiteral("node 'a': field 'cost' must be a finite number >= 0");
    QTest::newRow("unnamed") << QByteArray::fromStdString(withNodes(R"([{"op":"Relu"}])"))
                             << QStringLiteral("nodes[0]: field 'name' is missing");
    QTest::newRow("duplicate") << QByteArray::fromStdString(withNodes(R"([{"name":"a"},{"name":"a"}])"))
                               << QStringLiteral("node 'a' is defined twice");
    QTest::newRow("unknown input") << QByteArray::fromStdString(withNodes(R"([{"name":"a","inputs":["b:0"]}])"))
                                   << QStringLiteral("g.json: node 'a': data input 'b' names no node");
    QTest::newRow("port out of range")
        << QByteArray::fromStdString(withNodes(R"([{"name":"a","outputs":[{"bytes":1}]},{"name":"b","inputs":["a:1"]}])"))
        << QStringLiteral("node 'b': input a:1 asks for output 1, but 'a' has 1 output");
    QTest::newRow("bad alias") << QByteArray::fromStdString(withNodes(R"([{"name":"a","outputs":[{"bytes":1,"alias_of":0}]}])"))
                               << QStringLiteral("node 'a': output 0 is an alias of input 0, but the node has 0 data inputs");
    QTest::newRow("input not a string") << QByteArray::fromStdString(withNodes(R"([{"name":"a","inputs":[3]}])"))
                                        << QStringLiteral("inputs[0] must be a string");
    QTest::newRow("cycle")
        << QByteArray::fromStdString(withNodes(R"([{"name":"a","inputs":["b"],"outputs":[{"bytes":1}]},
                                                   {"name":"b","inputs":["a"],"outputs":[{"bytes":1}]}])"))
        << QStringLiteral("g.json: the graph has a cycle: 'a' -> 'b' -> 'a'");
}

void TestGraphJson::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const QString error = readError(text.toStdString());
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestGraphJson)
#include "tst_graphjson.moc"
