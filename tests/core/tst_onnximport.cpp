#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "core/sim/costsimulator.h"
#include "onnxtestmodel.h"
#include "simcase.h"

#include <QTest>

using namespace regal;
using regal::test::OnnxTestModel;
using regal::test::convBlock;

namespace {

Graph import(const OnnxTestModel &model, const ImportOptions &options = {})
{
    Result<Graph> graph = parseGraph(model.bytes(), GraphFormat::Onnx, "model.onnx", options);
    if (!graph)
        qFatal("import failed: %s", graph.error().c_str());
    return std::move(graph).value();
}

const Node &nodeNamed(const Graph &graph, const char *name)
{
    const NodeId id = graph.find(name);
    if (id == InvalidNode)
        qFatal("no node %s", name);
    return graph.node(id);
}

QString importError(const std::string &bytes)
{
    Result<Graph> graph = parseGraph(bytes, GraphFormat::Onnx, "bad.onnx");
    return graph ? QString() : QString::fromStdString(graph.error());
}

bool anyWarningContains(const ImportNotes &notes, const std::string &text)
{
    for (const std::string &warning : notes.warnings)
        if (warning.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestOnnxImport : public QObject
{
    Q_OBJECT

private slots:
    void convBlockBytesAndFlops();
    void residualFoldsSharedWeightsOnce();
    void sharedInitializerIsOneBuffer();
    void attentionWithDynamicBatch();
    void externalDataIsNotRead();
    void weightsCountTheirPackedSize_data();
    void weightsCountTheirPackedSize();
    void ifIsFlattenedIntoTheLargerBranch();
    void ifWithKnownConditionTakesThatBranch();
    void loopBodyIsCollapsedAndReported();
    void unknownOpFallsBackWithWarning();
    void malformedFiles_data();
    void malformedFiles();
    void badStructureNamesTheNodes();
};

void TestOnnxImport::convBlockBytesAndFlops()
{
    const Graph graph = import(convBlock(32, 16));
    // The input node and five op nodes; initializers are not nodes.
    QCOMPARE(graph.nodeCount(), std::size_t(6));
    QCOMPARE(graph.dataEdgeCount(), std::size_t(5));

    const Node &x = nodeNamed(graph, "x");
    QCOMPARE(x.op, std::string("Input"));
    QCOMPARE(x.outputs[0].bytes, Bytes(3 * 32 * 32 * 4)); // 12288

    const Node &conv = nodeNamed(graph, "/features/conv/Conv");
    QCOMPARE(conv.group, std::string("features/conv"));
    // y[1,16,32,32] float: 16384 elements, 65536 bytes.
    QCOMPARE(conv.outputs[0].bytes, Bytes(65536));
    // Each output takes 3*3*3 = 27 multiply-adds plus a bias add: 2*16384*27 + 16384 = 901120.
    QCOMPARE(conv.flops, 901120.0);
    // Weights 16*3*3*3*4 = 1728 bytes, bias 16*4 = 64.
    QCOMPARE(conv.paramBytes, Bytes(1792));
    // Reads x (12288), weight and bias (1792), writes 65536.
    QCOMPARE(conv.bytesAccessed, 12288.0 + 1792.0 + 65536.0);

    QCOMPARE(nodeNamed(graph, "/features/relu/Relu").flops, 16384.0);
    const Node &pool = nodeNamed(graph, "/features/pool/MaxPool");
    // [1,16,16,16] = 4096 elements, 16384 bytes; a 2x2 window each: 16384 FLOPs.
    QCOMPARE(pool.outputs[0].bytes, Bytes(16384));
    QCOMPARE(pool.flops, 16384.0);

    const Node &flatten = nodeNamed(graph, "/Flatten");
    QCOMPARE(flatten.outputs[0].aliasOf, 0);
    QCOMPARE(flatten.outputs[0].bytes, Bytes(16384));
    QCOMPARE(flatten.flops, 0.0);
    QCOMPARE(flatten.bytesAccessed, 0.0);

    const Node &gemm = nodeNamed(graph, "/classifier/Gemm");
    QCOMPARE(gemm.outputs[0].bytes, Bytes(40));
    QVERIFY(gemm.outputs[0].isGraphOutput);
    // 2*M*N*K + M*N = 2*1*10*4096 + 10 = 81930.
    QCOMPARE(gemm.flops, 81930.0);
    // 10*4096*4 + 10*4 = 163880.
    QCOMPARE(gemm.paramBytes, Bytes(163880));

    const ImportNotes notes = ImportNotes::of(graph);
    QCOMPARE(notes.format, std::string("onnx"));
    QVERIFY(notes.dimensions.empty());
}

void TestOnnxImport::residualFoldsSharedWeightsOnce()
{
    // x[2,8] -> a = x @ W -> b = a @ W (the same W) -> y = b + x -> z = Reshape(y, Constant [16]).
    OnnxTestModel model;
    model.input("x", {2, 8});
    model.weight("W", {8, 8});
    model.node("MatMul", "mm1", {"x", "W"}, {"a"});
    model.node("MatMul", "mm2", {"a", "W"}, {"b"});
    model.node("Add", "residual", {"b", "x"}, {"y"});
    model.constant("shape", {16});
    model.node("Reshape", "flat", {"y", "shape"}, {"z"});
    model.output("z");
    const Graph graph = import(model);

    // The Constant node is folded: x, mm1, mm2, residual, flat.
    QCOMPARE(graph.nodeCount(), std::size_t(5));
    QCOMPARE(graph.find("shape_node"), InvalidNode);
    // W (8*8*4 = 256 bytes) is counted once, on its first reader.
    QCOMPARE(nodeNamed(graph, "mm1").paramBytes, Bytes(256));
    QCOMPARE(nodeNamed(graph, "mm2").paramBytes, Bytes(0));
    // 2*M*N*K = 2*2*8*8 = 256 FLOPs per product; the add is one per element (16).
    QCOMPARE(nodeNamed(graph, "mm1").flops, 256.0);
    QCOMPARE(nodeNamed(graph, "residual").flops, 16.0);
    const Node &residual = nodeNamed(graph, "residual");
    QCOMPARE(residual.inputs.size(), std::size_t(2));
    QCOMPARE(graph.node(residual.inputs[1].node).name, std::string("x"));
    // The reshape aliases y and carries the folded shape constant (one int64, 8 bytes).
    const Node &flat = nodeNamed(graph, "flat");
    QCOMPARE(flat.outputs[0].aliasOf, 0);
    QCOMPARE(flat.outputs[0].bytes, Bytes(64));
    QCOMPARE(flat.paramBytes, Bytes(8));
    QVERIFY(flat.outputs[0].isGraphOutput);
}

void TestOnnxImport::sharedInitializerIsOneBuffer()
{
    // x[4,32] -> a = x @ W and b = x @ Transpose(W) (folded), side by side -> y = a + b. W is
    // stored once (32*32*4 = 4096 bytes) and read by both products.
    OnnxTestModel model;
    model.input("x", {4, 32});
    model.weight("W", {32, 32});
    model.node("MatMul", "left", {"x", "W"}, {"a"});
    onnx::NodeProto &transpose = model.node("Transpose", "wt", {"W"}, {"Wt"});
    OnnxTestModel::ints(transpose, "perm", {1, 0});
    model.node("MatMul", "right", {"x", "Wt"}, {"b"});
    model.node("Add", "sum", {"a", "b"}, {"y"});
    model.output("y");
    const auto graph = std::make_shared<const Graph>(import(model));

    // One parameter node of zero cost holds W and feeds both products; neither counts it again.
    const Node &w = nodeNamed(*graph, "W");
    QCOMPARE(w.op, std::string("Parameter"));
    QCOMPARE(w.outputs.size(), std::size_t(1));
    QCOMPARE(w.outputs[0].bytes, Bytes(4096));
    QCOMPARE(w.flops, 0.0);
    QCOMPARE(w.bytesAccessed, 0.0);
    const NodeId wId = graph->find("W");
    for (const char *name : {"left", "right"}) {
        const Node &product = nodeNamed(*graph, name);
        QCOMPARE(product.paramBytes, Bytes(0));
        QVERIFY(std::find(product.inputs.begin(), product.inputs.end(), TensorRef{wId, 0}) != product.inputs.end());
    }
    Bytes params = 0;
    for (NodeId id = 0; id < graph->nodeCount(); ++id)
        params += graph->node(id).paramBytes;
    QCOMPARE(params, Bytes(0));
    const ImportNotes notes = ImportNotes::of(*graph);
    QCOMPARE(notes.storedParameterBytes, Bytes(4096));
    QCOMPARE(notes.foldedConstantBytes, Bytes(0));

    // On one device W is one buffer. With "right" on a second device, that device receives its
    // own copy of W (and of x): SPEC section 2, a transfer and a received copy.
    const Problem problem = test::problemOf(graph, test::clusterOf({1.0, 1.0}, 1e6, 1e-3));
    Solution together{std::vector<DeviceId>(graph->nodeCount(), 0), std::vector<double>(graph->nodeCount(), 0.5)};
    Solution apart = together;
    apart.device[graph->find("right")] = 1;
    const Metrics one = CostSimulator(problem).run(together);
    const Metrics two = CostSimulator(problem).run(apart);
    // Device 1 holds the received W (4096) and x (512) and its output b (512).
    QCOMPARE(two.peakMemory[1], Bytes(4096 + 512 + 512));
    QVERIFY(one.peakMemory[0] >= 4096);
    QVERIFY(one.peakMemory[0] < 2 * 4096);
    // The transfer of W (4096 bytes at 1e6 B/s plus 1 ms) delays "right" by at least 5 ms.
    QVERIFY(two.makespan >= 4096 / 1e6 + 1e-3);
}

namespace {

/// Multi-head self-attention over x[batch, 4, 8] with 2 heads of 4: the head reshapes get their
/// target shape from Shape(x) -> Gather -> Unsqueeze -> Concat, as PyTorch exports them.
OnnxTestModel attentionBlock()
{
    OnnxTestModel model;
    model.input("x", {"batch", 4, 8});
    model.int64s("zero", {0}, true);
    model.int64s("axis0", {0});
    model.int64s("heads", {4, 2, 4});
    model.int64s("merged", {4, 8});
    model.node("Shape", "/attn/Shape", {"x"}, {"x_shape"});
    model.node("Gather", "/attn/Gather", {"x_shape", "zero"}, {"b"});
    model.node("Unsqueeze", "/attn/Unsqueeze", {"b", "axis0"}, {"b1"});
    model.node("Concat", "/attn/Concat", {"b1", "heads"}, {"split_shape"});
    OnnxTestModel::integer(model.graph().mutable_node(3)[0], "axis", 0);
    model.node("Concat", "/attn/Concat_1", {"b1", "merged"}, {"merge_shape"});
    OnnxTestModel::integer(model.graph().mutable_node(4)[0], "axis", 0);
    for (const char *name : {"q", "k", "v"}) {
        const std::string n = name;
        model.weight("W" + n, {8, 8});
        model.node("MatMul", "/attn/" + n + "/MatMul", {"x", "W" + n}, {n});
        model.node("Reshape", "/attn/" + n + "/Reshape", {n, "split_shape"}, {n + "4"});
    }
    onnx::NodeProto &tq = model.node("Transpose", "/attn/q/Transpose", {"q4"}, {"qh"});
    OnnxTestModel::ints(tq, "perm", {0, 2, 1, 3});
    onnx::NodeProto &tk = model.node("Transpose", "/attn/k/Transpose", {"k4"}, {"kt"});
    OnnxTestModel::ints(tk, "perm", {0, 2, 3, 1});
    onnx::NodeProto &tv = model.node("Transpose", "/attn/v/Transpose", {"v4"}, {"vh"});
    OnnxTestModel::ints(tv, "perm", {0, 2, 1, 3});
    model.node("MatMul", "/attn/scores/MatMul", {"qh", "kt"}, {"s"});
    model.weight("scale", {});
    model.node("Div", "/attn/scores/Div", {"s", "scale"}, {"sd"});
    onnx::NodeProto &softmax = model.node("Softmax", "/attn/Softmax", {"sd"}, {"pr"});
    OnnxTestModel::integer(softmax, "axis", -1);
    model.node("MatMul", "/attn/context/MatMul", {"pr", "vh"}, {"ctx"});
    onnx::NodeProto &back = model.node("Transpose", "/attn/context/Transpose", {"ctx"}, {"ctx_t"});
    OnnxTestModel::ints(back, "perm", {0, 2, 1, 3});
    model.node("Reshape", "/attn/context/Reshape", {"ctx_t", "merge_shape"}, {"merged_out"});
    model.weight("Wo", {8, 8});
    model.node("MatMul", "/attn/out/MatMul", {"merged_out", "Wo"}, {"y"});
    model.output("y");
    return model;
}

} // namespace

void TestOnnxImport::attentionWithDynamicBatch()
{
    const Graph guessed = import(attentionBlock());
    // The shape arithmetic (Shape, Gather, Unsqueeze, two Concat) is folded: x, 3 projections,
    // 3 head reshapes, 3 transposes, scores, div, softmax, context, transpose, reshape, output.
    QCOMPARE(guessed.nodeCount(), std::size_t(17));
    QCOMPARE(guessed.find("/attn/Shape"), InvalidNode);
    const ImportNotes notes = ImportNotes::of(guessed);
    QCOMPARE(notes.dimensions.size(), std::size_t(1));
    QCOMPARE(notes.dimensions[0].name, std::string("batch"));
    QCOMPARE(notes.dimensions[0].value, std::int64_t(1));
    QCOMPARE(notes.dimensions[0].given, false);
    QCOMPARE(notes.dimensions[0].tensors, std::vector<std::string>{"x"});
    QVERIFY(anyWarningContains(notes, "'batch' of x guessed as 1"));
    // With the default batch of 1, x is 1*4*8 floats = 128 bytes.
    QCOMPARE(nodeNamed(guessed, "x").outputs[0].bytes, Bytes(128));

    ImportOptions options;
    options.dimensions["batch"] = 3;
    const Graph graph = import(attentionBlock(), options);
    const ImportNotes given = ImportNotes::of(graph);
    QCOMPARE(given.dimensions.size(), std::size_t(1));
    QVERIFY(given.dimensions[0].given);
    QCOMPARE(given.dimensions[0].value, std::int64_t(3));
    QVERIFY(!anyWarningContains(given, "guessed"));

    // Projections: [3,4,8] @ [8,8]: 2*(3*4)*8*8 = 1536 FLOPs.
    QCOMPARE(nodeNamed(graph, "/attn/q/MatMul").flops, 1536.0);
    // The head reshape aliases its input: [3,4,2,4] floats, 384 bytes.
    const Node &reshape = nodeNamed(graph, "/attn/q/Reshape");
    QCOMPARE(reshape.outputs[0].aliasOf, 0);
    QCOMPARE(reshape.outputs[0].bytes, Bytes(384));
    // The shape it reads (4 int64, 32 bytes) is a folded constant parameter.
    QCOMPARE(reshape.paramBytes, Bytes(32));
    // Scores: batch [3,2], M=N=K=4: 2*6*4*4*4 = 768 FLOPs, output [3,2,4,4] = 96 floats.
    const Node &scores = nodeNamed(graph, "/attn/scores/MatMul");
    QCOMPARE(scores.flops, 768.0);
    QCOMPARE(scores.outputs[0].bytes, Bytes(384));
    // Softmax: 5 FLOPs for each of the 96 elements.
    QCOMPARE(nodeNamed(graph, "/attn/Softmax").flops, 480.0);
    // Transposes move data: they are not aliases.
    QCOMPARE(nodeNamed(graph, "/attn/k/Transpose").outputs[0].aliasOf, -1);
    const Node &out = nodeNamed(graph, "/attn/out/MatMul");
    QCOMPARE(out.outputs[0].bytes, Bytes(3 * 4 * 8 * 4));
    QCOMPARE(out.group, std::string("attn/out"));
}

void TestOnnxImport::externalDataIsNotRead()
{
    OnnxTestModel model;
    model.input("x", {1, 1024});
    onnx::TensorProto &weight = model.weight("W", {1024, 1024});
    weight.clear_raw_data();
    weight.set_data_location(onnx::TensorProto::EXTERNAL);
    onnx::StringStringEntryProto *location = weight.add_external_data();
    location->set_key("location");
    location->set_value("weights-that-are-not-here.bin");
    model.node("MatMul", "fc", {"x", "W"}, {"y"});
    model.output("y");
    const Graph graph = import(model);
    // 1024*1024 floats, from the shape alone.
    QCOMPARE(nodeNamed(graph, "fc").paramBytes, Bytes(4 * 1024 * 1024));
}

void TestOnnxImport::weightsCountTheirPackedSize_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<Bytes>("bytes");
    // W[7, 3]: 21 elements; 4-bit ones two to a byte and 2-bit ones four, the last byte whole.
    QTest::newRow("float") << int(onnx::TensorProto::FLOAT) << Bytes(84);
    QTest::newRow("float16") << int(onnx::TensorProto::FLOAT16) << Bytes(42);
    QTest::newRow("int8") << int(onnx::TensorProto::INT8) << Bytes(21);
    QTest::newRow("float8e4m3fn") << 17 << Bytes(21);
    QTest::newRow("uint4") << 21 << Bytes(11);
    QTest::newRow("int4") << 22 << Bytes(11);
    QTest::newRow("float4e2m1") << 23 << Bytes(11);
    QTest::newRow("float8e8m0") << 24 << Bytes(21);
    QTest::newRow("uint2") << 25 << Bytes(6);
    QTest::newRow("int2") << 26 << Bytes(6);
}

void TestOnnxImport::weightsCountTheirPackedSize()
{
    QFETCH(int, type);
    QFETCH(Bytes, bytes);
    OnnxTestModel model;
    model.input("x", {1, 7});
    onnx::TensorProto &weight = model.weight("W", {7, 3});
    weight.set_data_type(type);
    weight.set_raw_data(std::string(std::size_t(bytes), '\0'));
    model.node("MatMul", "fc", {"x", "W"}, {"y"});
    model.output("y");
    QCOMPARE(nodeNamed(import(model), "fc").paramBytes, bytes);
}

namespace {

/// y = If(cond) then x @ W else x: the then branch reads x and W from the main graph.
OnnxTestModel ifModel(bool constantCondition)
{
    OnnxTestModel model;
    model.input("x", {2, 8});
    if (constantCondition) {
        onnx::TensorProto *condition = model.graph().add_initializer();
        condition->set_name("cond");
        condition->set_data_type(onnx::TensorProto::BOOL);
        condition->add_int32_data(0);
    } else {
        model.input("cond", {}, onnx::TensorProto::BOOL);
    }
    model.weight("W", {8, 8});
    onnx::NodeProto &branch = model.node("If", "choose", {"cond"}, {"y"});
    onnx::AttributeProto *thenBranch = branch.add_attribute();
    thenBranch->set_name("then_branch");
    thenBranch->set_type(onnx::AttributeProto::GRAPH);
    onnx::GraphProto *then = thenBranch->mutable_g();
    then->set_name("multiply");
    OnnxTestModel::addNode(*then, "MatMul", "inner_mm", {"x", "W"}, {"t"});
    then->add_output()->set_name("t");
    onnx::AttributeProto *elseBranch = branch.add_attribute();
    elseBranch->set_name("else_branch");
    elseBranch->set_type(onnx::AttributeProto::GRAPH);
    onnx::GraphProto *otherwise = elseBranch->mutable_g();
    otherwise->set_name("pass");
    otherwise->add_output()->set_name("x");
    model.node("Relu", "after", {"y"}, {"z"});
    model.output("z");
    return model;
}

} // namespace

void TestOnnxImport::ifIsFlattenedIntoTheLargerBranch()
{
    const Graph graph = import(ifModel(false));
    // The condition is a graph input: the then branch (1 node against 0) is inlined, and its
    // output becomes the If's output y, which Relu reads.
    QCOMPARE(graph.find("choose"), InvalidNode);
    const Node &inner = nodeNamed(graph, "inner_mm");
    QCOMPARE(graph.node(inner.inputs[0].node).name, std::string("x"));
    QCOMPARE(inner.paramBytes, Bytes(256));
    QCOMPARE(inner.flops, 256.0); // 2*2*8*8
    const Node &after = nodeNamed(graph, "after");
    QCOMPARE(graph.node(after.inputs[0].node).name, std::string("inner_mm"));
    QVERIFY(anyWarningContains(ImportNotes::of(graph),
                               "inlined its then_branch 'multiply' (1 nodes); the else_branch 'pass' (0 nodes) is left out"));
}

void TestOnnxImport::ifWithKnownConditionTakesThatBranch()
{
    // cond is a constant false: the else branch passes x through an Identity, an alias.
    const Graph graph = import(ifModel(true));
    QCOMPARE(graph.find("inner_mm"), InvalidNode);
    const Node &pass = nodeNamed(graph, "choose/output_0");
    QCOMPARE(pass.op, std::string("Identity"));
    QCOMPARE(pass.outputs[0].aliasOf, 0);
    QCOMPARE(graph.node(nodeNamed(graph, "after").inputs[0].node).name, std::string("choose/output_0"));
    QVERIFY(anyWarningContains(ImportNotes::of(graph), "the condition is known before running the model"));
}

void TestOnnxImport::loopBodyIsCollapsedAndReported()
{
    // A Loop of 5 trips whose body adds x (from the main graph) to the carried value.
    OnnxTestModel model;
    model.input("x", {4});
    model.int64s("trips", {5}, true);
    onnx::NodeProto &loop = model.node("Loop", "repeat", {"trips", "", "x"}, {"sum"});
    onnx::AttributeProto *bodyAttribute = loop.add_attribute();
    bodyAttribute->set_name("body");
    bodyAttribute->set_type(onnx::AttributeProto::GRAPH);
    onnx::GraphProto *body = bodyAttribute->mutable_g();
    body->set_name("accumulate");
    OnnxTestModel::describe(body->add_input(), "i", {}, onnx::TensorProto::INT64);
    OnnxTestModel::describe(body->add_input(), "c", {}, onnx::TensorProto::BOOL);
    OnnxTestModel::describe(body->add_input(), "acc", {4});
    OnnxTestModel::addNode(*body, "Add", "inner_add", {"acc", "x"}, {"acc_next"});
    OnnxTestModel::addNode(*body, "Identity", "keep_going", {"c"}, {"c_next"});
    body->add_output()->set_name("c_next");
    body->add_output()->set_name("acc_next");
    model.output("sum");
    const Graph graph = import(model);
    const Node &repeat = nodeNamed(graph, "repeat");
    // Five trips of a 4-element add: 20 FLOPs; the carried value is 4 floats.
    QCOMPARE(repeat.flops, 20.0);
    QCOMPARE(repeat.outputs[0].bytes, Bytes(16));
    QCOMPARE(repeat.inputs.size(), std::size_t(1));
    QVERIFY(anyWarningContains(ImportNotes::of(graph), "body 'accumulate' (2 nodes), collapsed into the node: its cost is the body times its 5 trips"));
}

void TestOnnxImport::unknownOpFallsBackWithWarning()
{
    OnnxTestModel model;
    model.input("x", {4, 4});
    model.node("FancyCustomOp", "fancy", {"x"}, {"y"});
    model.output("y");
    const Graph graph = import(model);
    QCOMPARE(nodeNamed(graph, "fancy").outputs[0].bytes, Bytes(64));
    QVERIFY(anyWarningContains(ImportNotes::of(graph), "op type FancyCustomOp (first 'fancy')"));
}

void TestOnnxImport::malformedFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const std::string good = convBlock(32, 16).bytes();
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("garbage") << QByteArray("\xff\xfe\x01\x02\x03garbage\x00\x17", 13) << "malformed or truncated";
    QTest::newRow("truncated") << QByteArray(good.data(), qsizetype(good.size() / 2)) << "malformed or truncated";
    QTest::newRow("text") << QByteArray("graph { node { op_type: \"Relu\" } }\n") << "not an ONNX model";
}

void TestOnnxImport::malformedFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString error = importError(bytes.toStdString());
    QVERIFY2(error.startsWith(QStringLiteral("bad.onnx: ")), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestOnnxImport::badStructureNamesTheNodes()
{
    OnnxTestModel model;
    model.input("x", {2});
    model.node("Add", "a", {"x", "d"}, {"c"});
    model.node("Relu", "b", {"c"}, {"d"});
    model.output("d");
    const QString error = importError(model.bytes());
    QVERIFY2(error.contains(QStringLiteral("cycle through node 'a'")), qPrintable(error));

    OnnxTestModel dangling;
    dangling.input("x", {2});
    dangling.node("Relu", "r", {"nowhere"}, {"y"});
    const QString missing = importError(dangling.bytes());
    QVERIFY2(missing.contains(QStringLiteral("node 'r' (Relu) reads 'nowhere'")), qPrintable(missing));

    // A tensor written twice left its readers ordered before the second writer (found by fuzzing:
    // the importer then threw looking up a producer it had not added).
    OnnxTestModel twice;
    twice.input("x", {2});
    twice.node("Relu", "first", {"x"}, {"y"});
    twice.node("Sigmoid", "reader", {"y"}, {"z"});
    twice.node("Relu", "second", {"z"}, {"y"});
    twice.output("z");
    const QString rewritten = importError(twice.bytes());
    QVERIFY2(rewritten.contains(QStringLiteral("nodes 'first' (Relu) and 'second' (Relu) both write 'y'")),
             qPrintable(rewritten));
    OnnxTestModel doubled;
    doubled.input("x", {2});
    doubled.node("Split", "halves", {"x"}, {"h", "h"});
    doubled.output("h");
    const QString named = importError(doubled.bytes());
    QVERIFY2(named.contains(QStringLiteral("node 'halves' (Split) names its output 'h' twice")), qPrintable(named));
}

QTEST_APPLESS_MAIN(TestOnnxImport)
#include "tst_onnximport.moc"
