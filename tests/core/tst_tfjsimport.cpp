#include "core/base/utf8.h"
#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>

using namespace regal;
using nlohmann::json;

namespace {

json constNode(const std::string &name, const char *dtype, std::vector<int> dims)
{
    json shape = json::array();
    for (int dim : dims)
        shape.push_back(json{{"size", std::to_string(dim)}});
    json tensor = json::object();
    tensor["dtype"] = dtype;
    tensor["tensorShape"]["dim"] = shape;
    json node = json::object();
    node["name"] = name;
    node["op"] = "Const";
    node["attr"]["value"]["tensor"] = tensor;
    node["attr"]["dtype"]["type"] = dtype;
    return node;
}

/// x[-1,8,8,3] -> _FusedConv2D 3x3 SAME (4 filters, bias) -> Reshape to [-1, 256] -> MatMul 10,
/// with the weights manifest listing filter, bias, the reshape target and the dense weights.
json convModel()
{
    json nodes = json::array();
    nodes.push_back({{"name", "x"},
                     {"op", "Placeholder"},
                     {"attr",
                      {{"dtype", {{"type", "DT_FLOAT"}}},
                       {"shape", {{"shape", {{"dim", {{{"size", "-1"}}, {{"size", "8"}}, {{"size", "8"}}, {{"size", "3"}}}}}}}}}}});
    nodes.push_back(constNode("model/conv/weights", "DT_FLOAT", {3, 3, 3, 4}));
    nodes.push_back(constNode("model/conv/bias", "DT_FLOAT", {4}));
    nodes.push_back(constNode("model/flatten/shape", "DT_INT32", {2}));
    nodes.push_back(constNode("model/dense/kernel", "DT_FLOAT", {256, 10}));
    nodes.push_back({{"name", "model/conv/Relu"},
                     {"op", "_FusedConv2D"},
                     {"input", {"x", "model/conv/weights", "model/conv/bias"}},
                     {"attr",
                      {{"strides", {{"list", {{"i", {"1", "1", "1", "1"}}}}}},
                       {"padding", {{"s", "U0FNRQ=="}}}, // "SAME"
                       {"data_format", {{"s", "TkhXQw=="}}}}}}); // "NHWC"
    nodes.push_back({{"name", "model/flatten/Reshape"},
                     {"op", "Reshape"},
                     {"input", {"model/conv/Relu", "model/flatten/shape"}}});
    nodes.push_back({{"name", "model/dense/MatMul"},
                     {"op", "MatMul"},
                     {"input", {"model/flatten/Reshape", "model/dense/kernel"}}});
    json weights = json::array({{{"name", "model/conv/weights"}, {"shape", {3, 3, 3, 4}}, {"dtype", "float32"}},
                                {{"name", "model/conv/bias"},
                                 {"shape", {4}},
                                 {"dtype", "float32"},
                                 {"quantization", {{"dtype", "float16"}}}},
                                {{"name", "model/flatten/shape"}, {"shape", {2}}, {"dtype", "int32"}},
                                {{"name", "model/dense/kernel"},
                                 {"shape", {256, 10}},
                                 {"dtype", "float32"},
                                 {"quantization", {{"dtype", "uint8"}, {"min", 0}, {"scale", 1}}}}});
    return {{"format", "graph-model"},
            {"modelTopology", {{"node", nodes}}},
            {"weightsManifest", json::array({{{"paths", {"group1-shard1of1.bin"}}, {"weights", weights}}})}};
}

/// The bytes of \a values as a TF.js weight file stores int32 weights.
std::string int32Bytes(std::initializer_list<std::int32_t> values)
{
    std::string bytes;
    for (std::int32_t value : values) {
        char raw[4];
        std::memcpy(raw, &value, 4);
        bytes.append(raw, 4);
    }
    return bytes;
}

/// Writes \a model as model.json into \a folder, with \a weights as its one weight file when
/// given, and loads it.
Result<Graph> loadWritten(const QTemporaryDir &folder, const json &model, const std::optional<std::string> &weights)
{
    const std::string path = folder.filePath(QStringLiteral("model.json")).toStdString();
    std::ofstream(path) << model.dump();
    if (weights)
        std::ofstream(folder.filePath(QStringLiteral("group1-shard1of1.bin")).toStdString(), std::ios::binary) << *weights;
    return loadGraph(path);
}

/// \a model with convModel's weight file or none: filter 108 floats, bias 4 float16, then the
/// int32 reshape target [-1, 256], then the uint8 kernel.
Result<Graph> writeAndLoad(const QTemporaryDir &folder, const json &model, bool withWeights)
{
    if (!withWeights)
        return loadWritten(folder, model, std::nullopt);
    return loadWritten(folder, model, std::string(432 + 8, '\0') + int32Bytes({-1, 256}) + std::string(2560, '\0'));
}

} // namespace

class TestTfjsImport : public QObject
{
    Q_OBJECT

private slots:
    void convModelWithWeights();
    void withoutWeightFilesTheReshapeIsGuessed();
    void aLongWeightFileNameIsCutShortInItsWarning();
    void whileLoopBackEdgesAreDropped();
    void realCycleAndUnknownTopologyAreErrors();
    void sharedWeightIsOneParameterNode();
    void aListALoopFillsIsNotFolded();
    void lyingAttributes_data();
    void lyingAttributes();
};

void TestTfjsImport::convModelWithWeights()
{
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, convModel(), true);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().c_str());
    const Graph &graph = *loaded;
    // .json read by content as TF.js; named after its folder; Consts are folded.
    QCOMPARE(graph.nodeCount(), std::size_t(4));
    const auto node = [&](const char *name) -> const Node & { return graph.node(graph.find(name)); };
    QCOMPARE(node("x").op, std::string("Input"));
    QCOMPARE(node("x").outputs[0].bytes, Bytes(8 * 8 * 3 * 4)); // batch -1 taken as 1
    // SAME conv: [1,8,8,4] = 256 outputs of 3*3*3 multiply-adds plus the fused bias:
    // 2*256*27 + 256 = 14080 FLOPs; weights 108*4 + bias 4*4 = 448 bytes.
    const Node &conv = node("model/conv/Relu");
    QCOMPARE(conv.flops, 14080.0);
    QCOMPARE(conv.paramBytes, Bytes(448));
    QCOMPARE(conv.group, std::string("model/conv"));
    // The reshape target was read from the weight file, after the bias's stored float16 bytes:
    // [1, 256], an alias of the conv output.
    const Node &reshape = node("model/flatten/Reshape");
    QCOMPARE(reshape.outputs[0].aliasOf, 0);
    QCOMPARE(reshape.outputs[0].bytes, Bytes(1024));
    QCOMPARE(reshape.paramBytes, Bytes(8));
    // MatMul [1,256] @ [256,10]: 2*256*10 = 5120 FLOPs; the kernel is stored quantized to uint8
    // (2560 bytes) and the runtime dequantizes it to float32: 10240 bytes.
    const Node &dense = node("model/dense/MatMul");
    QCOMPARE(dense.flops, 5120.0);
    QCOMPARE(dense.paramBytes, Bytes(10240));
    QCOMPARE(dense.outputs[0].bytes, Bytes(40));
    QVERIFY(dense.outputs[0].isGraphOutput);
    const ImportNotes notes = ImportNotes::of(graph);
    QCOMPARE(notes.format, std::string("tensorflow.js"));
    QCOMPARE(notes.dimensions.size(), std::size_t(1));
    QCOMPARE(notes.dimensions[0].name, std::string("x[0]"));
    // The file stores the bias at half and the kernel at a quarter of what the runtime holds.
    QCOMPARE(notes.storedParameterBytes, Bytes(432 + 8 + 8 + 2560));
    for (const std::string &warning : notes.warnings)
        QVERIFY2(warning.find("weight file") == std::string::npos, warning.c_str());
}

void TestTfjsImport::withoutWeightFilesTheReshapeIsGuessed()
{
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, convModel(), false);
    QVERIFY(loaded.ok());
    // The reshape keeps the conv's shape and bytes, and the warning says so.
    QCOMPARE(loaded->node(loaded->find("model/flatten/Reshape")).outputs[0].bytes, Bytes(1024));
    bool warned = false;
    for (const std::string &warning : ImportNotes::of(*loaded).warnings)
        warned = warned || warning.find("the target shape is not known") != std::string::npos;
    QVERIFY(warned);
    // The first warning names the cause: the weight file is not there.
    QVERIFY(ImportNotes::of(*loaded).warnings.front().starts_with("the weight file 'group1-shard1of1.bin' is not beside the model"));
}

void TestTfjsImport::aLongWeightFileNameIsCutShortInItsWarning()
{
    QTemporaryDir folder;
    json model = convModel();
    std::string name;
    for (int i = 0; i < 1000; ++i)
        name += "\u00e9"; // two bytes each, so a cut can fall inside one
    model["weightsManifest"][0]["paths"] = json::array({name});
    Result<Graph> loaded = writeAndLoad(folder, model, false);
    QVERIFY(loaded.ok());
    const std::string warning = ImportNotes::of(*loaded).warnings.front();
    QVERIFY(warning.starts_with("the weight file '\u00e9"));
    QVERIFY(warning.size() < 500);
    QVERIFY(!invalidUtf8At(warning));
}

void TestTfjsImport::whileLoopBackEdgesAreDropped()
{
    // i = Merge(Enter(x), NextIteration(i + 1)): a cycle through the back edge.
    json model = convModel();
    json &nodes = model["modelTopology"]["node"];
    nodes.push_back(constNode("one", "DT_FLOAT", {}));
    nodes.push_back({{"name", "loop/Enter"}, {"op", "Enter"}, {"input", {"x"}}});
    nodes.push_back({{"name", "loop/Merge"}, {"op", "Merge"}, {"input", {"loop/Enter", "loop/NextIteration"}}});
    nodes.push_back({{"name", "loop/add"}, {"op", "AddV2"}, {"input", {"loop/Merge", "one"}}});
    nodes.push_back({{"name", "loop/NextIteration"}, {"op", "NextIteration"}, {"input", {"loop/add"}}});
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, model, true);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().c_str());
    const Node &merge = loaded->node(loaded->find("loop/Merge"));
    QCOMPARE(merge.inputs.size(), std::size_t(1));
    bool warned = false;
    for (const std::string &warning : ImportNotes::of(*loaded).warnings)
        warned = warned || warning.find("1 while-loop back edge (NextIteration into Merge") != std::string::npos;
    QVERIFY(warned);
}

void TestTfjsImport::realCycleAndUnknownTopologyAreErrors()
{
    json model = convModel();
    model["modelTopology"]["node"].push_back({{"name", "a"}, {"op", "Relu"}, {"input", {"b"}}});
    model["modelTopology"]["node"].push_back({{"name", "b"}, {"op", "Relu"}, {"input", {"a"}}});
    QTemporaryDir folder;
    Result<Graph> cyclic = writeAndLoad(folder, model, false);
    QVERIFY(!cyclic.ok());
    QVERIFY2(cyclic.error().find("model.json: the graph has a cycle through node 'a'") != std::string::npos,
             cyclic.error().c_str());

    QTemporaryDir other;
    Result<Graph> unknown = writeAndLoad(other, json{{"modelTopology", {{"nodes", json::array()}}}}, false);
    QVERIFY(!unknown.ok());
    QVERIFY2(unknown.error().find("neither a 'node' list (a graph model) nor a 'model_config' (a layers model)") !=
                 std::string::npos,
             unknown.error().c_str());
}

void TestTfjsImport::sharedWeightIsOneParameterNode()
{
    // A second dense layer reads the same kernel (uint8, 256 x 10 = 2560 bytes stored, held as
    // float32: 10240 bytes).
    json model = convModel();
    model["modelTopology"]["node"].push_back({{"name", "model/dense2/MatMul"},
                                              {"op", "MatMul"},
                                              {"input", {"model/flatten/Reshape", "model/dense/kernel"}}});
    const QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, model, true);
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    const NodeId kernel = loaded->find("model/dense/kernel");
    QVERIFY(kernel != InvalidNode);
    QCOMPARE(loaded->node(kernel).op, std::string("Parameter"));
    QCOMPARE(loaded->node(kernel).outputs[0].bytes, Bytes(10240));
    for (const char *name : {"model/dense/MatMul", "model/dense2/MatMul"}) {
        const Node &reader = loaded->node(loaded->find(name));
        QCOMPARE(reader.paramBytes, Bytes(0));
        QVERIFY(std::find(reader.inputs.begin(), reader.inputs.end(), TensorRef{kernel, 0}) != reader.inputs.end());
    }
    // Filter 432 + bias 8 (float16) + shape 8 + kernel 2560: what the manifest stores.
    QCOMPARE(ImportNotes::of(*loaded).storedParameterBytes, Bytes(432 + 8 + 8 + 2560));
}

void TestTfjsImport::aListALoopFillsIsNotFolded()
{
    // TensorFlow 2's map: a list reserved from constants, filled inside a loop (its back edge
    // dropped), stacked after it into [1, 8, 8, 3] and convolved. The reserve's inputs are all
    // constant, but the list is not: folding it folded the convolution away with it.
    json nodes = json::array();
    nodes.push_back(constNode("list/element_shape", "DT_INT32", {}));
    nodes.push_back(constNode("list/num_elements", "DT_INT32", {}));
    nodes.push_back(constNode("stack/element_shape", "DT_INT32", {3}));
    nodes.push_back(constNode("conv/weights", "DT_FLOAT", {3, 3, 3, 4}));
    nodes.push_back(
        {{"name", "list"}, {"op", "TensorListReserve"}, {"input", {"list/element_shape", "list/num_elements"}}});
    nodes.push_back({{"name", "loop/Enter"}, {"op", "Enter"}, {"input", {"list"}}});
    nodes.push_back({{"name", "loop/Exit"}, {"op", "Exit"}, {"input", {"loop/Enter"}}});
    nodes.push_back({{"name", "stack"},
                     {"op", "TensorListStack"},
                     {"input", {"loop/Exit", "stack/element_shape"}},
                     {"attr", {{"num_elements", {{"i", "1"}}}}}});
    nodes.push_back(
        {{"name", "conv"},
         {"op", "Conv2D"},
         {"input", {"stack", "conv/weights"}},
         {"attr", {{"strides", {{"list", {{"i", {"1", "1", "1", "1"}}}}}}, {"padding", {{"s", "U0FNRQ=="}}}}}});
    const json weights = json::array({{{"name", "list/element_shape"}, {"shape", json::array()}, {"dtype", "int32"}},
                                      {{"name", "list/num_elements"}, {"shape", json::array()}, {"dtype", "int32"}},
                                      {{"name", "stack/element_shape"}, {"shape", {3}}, {"dtype", "int32"}},
                                      {{"name", "conv/weights"}, {"shape", {3, 3, 3, 4}}, {"dtype", "float32"}}});
    const json model = {
        {"format", "graph-model"},
        {"modelTopology", {{"node", nodes}}},
        {"weightsManifest", json::array({{{"paths", {"group1-shard1of1.bin"}}, {"weights", weights}}})}};
    const QTemporaryDir folder;
    // The two list shapes, the stacked item's shape, then the filters.
    Result<Graph> loaded = loadWritten(folder, model, int32Bytes({-1, 1, 8, 8, 3}) + std::string(432, '\0'));
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    const NodeId conv = loaded->find("conv");
    QVERIFY(conv != InvalidNode);
    QCOMPARE(loaded->node(conv).outputs[0].bytes, Bytes(8 * 8 * 4 * 4));
    QCOMPARE(loaded->node(conv).flops, 2.0 * 8 * 8 * 4 * 27);
}

void TestTfjsImport::lyingAttributes_data()
{
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("expected");
    QTest::newRow("strides zero") << QStringLiteral("strides") << QStringLiteral("1,0,1,1") << QStringLiteral("strides value 1 is 0");
    QTest::newRow("strides too long") << QStringLiteral("strides") << QStringLiteral("1,1,1,1,1") << QStringLiteral("strides has 5 values");
    QTest::newRow("dilations negative") << QStringLiteral("dilations") << QStringLiteral("1,-1,1,1") << QStringLiteral("dilations value 1 is -1");
    QTest::newRow("explicit_paddings short") << QStringLiteral("explicit_paddings") << QStringLiteral("0,1")
                                             << QStringLiteral("explicit_paddings has 2 values");
}

void TestTfjsImport::lyingAttributes()
{
    QFETCH(QString, attribute);
    QFETCH(QString, values);
    QFETCH(QString, expected);
    json model = convModel();
    json list = json::array();
    for (const QString &value : values.split(QLatin1Char(',')))
        list.push_back(value.toStdString());
    model["modelTopology"]["node"][5]["attr"][attribute.toStdString()] = {{"list", {{"i", list}}}};
    const QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, model, true);
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QString found;
    for (const std::string &warning : ImportNotes::of(*loaded).warnings)
        if (warning.find("model/conv/Relu") != std::string::npos)
            found = QString::fromStdString(warning);
    QVERIFY2(found.contains(expected), qPrintable(found));
}

QTEST_APPLESS_MAIN(TestTfjsImport)
#include "tst_tfjsimport.moc"
