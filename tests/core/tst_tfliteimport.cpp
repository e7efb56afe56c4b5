#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "core/io/tflite/tfliteops.h"
#include "tests/core/tflitetestmodel.h"

#include <QTest>
#include <algorithm>

using namespace regal;
using namespace regal::test;

namespace {

Result<Graph> parse(const std::string &bytes) { return parseGraph(bytes, GraphFormat::Tflite, "dir/net.tflite"); }

} // namespace

class TestTfliteImport : public QObject
{
    Q_OBJECT

private slots:
    void convModelBecomesOneNodePerOperator();
    void brokenModelsAreErrors_data();
    void brokenModelsAreErrors();
    void everyTruncationIsAnErrorOrAGraph();
    void namesakesAreNumberedInTurn();
    void tensorsOfOneBufferShareItsData();
    void weightsCountTheirPackedSize_data();
    void weightsCountTheirPackedSize();
    void whileCountsItsConditionAndBodyOnce();
    void ifCountsItsLargerBranch();
    void subgraphsThatRunThemselvesEnd();
    void subgraphsNestedTooDeepCountNothing();
    void bodiesAddOnlyDataNoNodeHolds();
    void bodiesFoldTheirFloat16Weights();
    void flopRules_data();
    void flopRules();
};

void TestTfliteImport::convModelBecomesOneNodePerOperator()
{
    Result<Graph> loaded = parse(tfliteConvNet().bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->name(), std::string("net"));
    // x, the shared dense weights, Conv2D, MaxPool2D, Reshape, two FullyConnected, the custom op;
    // the Dequantize of a stored weight is folded.
    QCOMPARE(loaded->nodeCount(), std::size_t(8));
    QCOMPARE(loaded->node(loaded->find("x")).op, std::string("Input"));

    const Node &conv = loaded->node(loaded->find("conv/Relu"));
    QCOMPARE(conv.op, std::string("Conv2D"));
    QCOMPARE(conv.group, std::string("conv"));
    QCOMPARE(conv.outputs[0].bytes, Bytes(8 * 8 * 4 * 4));
    QCOMPARE(conv.paramBytes, Bytes(4 * 27 * 4 + 16)); // the dequantized filters and the bias
    QCOMPARE(conv.flops, 2.0 * 256 * 9 * 3);
    QCOMPARE(loaded->node(loaded->find("pool")).flops, 64.0 * 4);

    const Node &flatten = loaded->node(loaded->find("flatten"));
    QCOMPARE(flatten.op, std::string("Reshape"));
    QCOMPARE(flatten.outputs[0].aliasOf, 0);
    QCOMPARE(flatten.paramBytes, Bytes(8));

    const NodeId weights = loaded->find("dense/weights");
    QVERIFY(weights != InvalidNode);
    QCOMPARE(loaded->node(weights).op, std::string("Parameter"));
    QCOMPARE(loaded->node(weights).outputs[0].bytes, Bytes(2560));
    for (const char *name : {"dense", "dense2"}) {
        const Node &dense = loaded->node(loaded->find(name));
        QCOMPARE(dense.op, std::string("FullyConnected"));
        QCOMPARE(dense.flops, 2.0 * 10 * 64);
        QCOMPARE(dense.paramBytes, Bytes(0));
        QVERIFY(std::find(dense.inputs.begin(), dense.inputs.end(), TensorRef{weights, 0}) != dense.inputs.end());
    }
    const Node &post = loaded->node(loaded->find("post"));
    QCOMPARE(post.op, std::string("MyPostProcess"));
    QVERIFY(post.outputs[0].isGraphOutput);
    QVERIFY(loaded->node(loaded->find("dense2")).outputs[0].isGraphOutput);
    QVERIFY(!loaded->node(loaded->find("dense")).outputs[0].isGraphOutput);

    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.format, std::string("tensorflow lite"));
    QCOMPARE(notes.producer, std::string("regal test model"));
    QCOMPARE(notes.storedParameterBytes, Bytes(216 + 16 + 8 + 2560));
    QCOMPARE(notes.foldedConstantBytes, Bytes(432));
}

void TestTfliteImport::brokenModelsAreErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    const auto row = [](const char *name, const std::string &bytes, const char *error) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromUtf8(error);
    };
    row("another identifier", tfliteConvNet().bytes("ABCD"), "not a TensorFlow Lite model: no \"TFL3\" identifier");
    std::string outside = tfliteConvNet().bytes();
    outside[0] = '\xff';
    outside[1] = '\xff';
    row("root outside", outside, "its root table lies outside the file");
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 4});
    model.op(Conv2D, {x, 7}, {x});
    row("a tensor that is not there", model.bytes(), "operator 0 (Conv2D) names tensor 7, but the subgraph has 1 tensor");
    TfliteTestModel twice;
    const int a = twice.tensor("a", {1});
    const int b = twice.tensor("b", {1});
    twice.op(0, {a}, {b});
    twice.op(0, {a}, {b});
    row("written twice", twice.bytes(), "tensor 1 ('b') is written by operators 0 and 1");
    TfliteTestModel cycle;
    const int c = cycle.tensor("c", {1});
    const int d = cycle.tensor("d", {1});
    cycle.op(0, {d}, {c});
    cycle.op(0, {c}, {d});
    row("cycle", cycle.bytes(), "the operators have a cycle through operator 0 (Add)");
    TfliteTestModel empty;
    empty.tensor("e", {1});
    row("no operators", empty.bytes(), "the main subgraph has no operators");
    TfliteTestModel missing;
    const int m = missing.tensor("m", {1});
    missing.call(While, TfliteTestModel::WhileOptions, {1, 5}, {m}, {missing.tensor("n", {1})});
    missing.subgraph();
    row("a subgraph that is not there", missing.bytes(),
        "operator 0 (While) runs subgraph 5, but the model's other subgraphs are 1 to 1");
    TfliteTestModel alone;
    const int o = alone.tensor("o", {1});
    alone.call(If, TfliteTestModel::IfOptions, {1, 2}, {o}, {alone.tensor("p", {1})});
    row("no other subgraph", alone.bytes(), "operator 0 (If) runs subgraph 1, but the model has no other subgraph");
    TfliteTestModel badBody = tfliteWhileNet();
    badBody.op(Relu, {7}, {0});
    row("a body that names a tensor that is not there", badBody.bytes(),
        "operator 2 of subgraph 2 (Relu) names tensor 7, but the subgraph has 4 tensors");
}

void TestTfliteImport::brokenModelsAreErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    Result<Graph> loaded = parse(bytes.toStdString());
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().find(error.toStdString()) != std::string::npos, loaded.error().c_str());
    QVERIFY2(loaded.error().starts_with("dir/net.tflite: "), loaded.error().c_str());
}

void TestTfliteImport::everyTruncationIsAnErrorOrAGraph()
{
    // A cut file must not be read past its end: every offset that points out reads as absent.
    for (const std::string &whole : {tfliteConvNet().bytes(), tfliteWhileNet().bytes()}) {
        int graphs = 0;
        for (std::size_t length = 0; length < whole.size(); ++length) {
            Result<Graph> loaded = parse(whole.substr(0, length));
            graphs += loaded ? 1 : 0;
            QVERIFY(loaded || loaded.error().starts_with("dir/net.tflite: "));
        }
        QVERIFY(graphs < int(whole.size()));
    }
}

void TestTfliteImport::namesakesAreNumberedInTurn()
{
    // Outputs named x, x, x_3, x: the nodes are x, x_2, x_3 and x_4.
    TfliteTestModel model;
    int previous = model.tensor("in", {1});
    model.inputs({previous});
    for (const char *name : {"x", "x", "x_3", "x"}) {
        const int next = model.tensor(name, {1});
        model.op(0, {previous}, {next});
        previous = next;
    }
    model.outputs({previous});
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    std::vector<std::string> names;
    for (NodeId node = 1; node < loaded->nodeCount(); ++node)
        names.push_back(loaded->node(node).name);
    QCOMPARE(names, (std::vector<std::string>{"x", "x_2", "x_3", "x_4"}));
}

void TestTfliteImport::tensorsOfOneBufferShareItsData()
{
    // Converters store equal data once: two weights of one buffer are one copy in memory, read
    // through one Parameter node when large, charged to the first reader when small.
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 64});
    const int weights = model.tensor("a/weights", {10, 64}, TfliteTestModel::Float32, 2560);
    const int same = model.reading("b/weights", {10, 64}, model.bufferOf(weights));
    const int bias = model.tensor("a/bias", {10}, TfliteTestModel::Float32, 40);
    const int sameBias = model.reading("b/bias", {10}, model.bufferOf(bias));
    const int y = model.tensor("a", {1, 10});
    const int z = model.tensor("b", {1, 10});
    model.op(FullyConnected, {x, weights, bias}, {y});
    model.op(FullyConnected, {x, same, sameBias}, {z});
    model.inputs({x});
    model.outputs({y, z});
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->nodeCount(), std::size_t(4)); // x, the shared weights, a, b
    const NodeId shared = loaded->find("a/weights");
    QVERIFY(shared != InvalidNode);
    QCOMPARE(loaded->node(shared).outputs[0].bytes, Bytes(2560));
    for (const char *name : {"a", "b"}) {
        const Node &dense = loaded->node(loaded->find(name));
        QVERIFY(std::find(dense.inputs.begin(), dense.inputs.end(), TensorRef{shared, 0}) != dense.inputs.end());
    }
    QCOMPARE(loaded->node(loaded->find("a")).paramBytes, Bytes(40));
    QCOMPARE(loaded->node(loaded->find("b")).paramBytes, Bytes(0));
    QCOMPARE(ImportNotes::of(*loaded).storedParameterBytes, Bytes(2560 + 40));
}

void TestTfliteImport::weightsCountTheirPackedSize_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<Bytes>("bytes");
    // Weights [10, 63]: 630 elements; 4-bit ones two to a byte and 2-bit ones four, the last byte whole.
    QTest::newRow("float32") << int(TfliteTestModel::Float32) << Bytes(2520);
    QTest::newRow("int8") << int(TfliteTestModel::Int8) << Bytes(630);
    QTest::newRow("int4") << int(TfliteTestModel::Int4) << Bytes(315);
    QTest::newRow("uint4") << int(TfliteTestModel::UInt4) << Bytes(315);
    QTest::newRow("int2") << int(TfliteTestModel::Int2) << Bytes(158);
}

void TestTfliteImport::weightsCountTheirPackedSize()
{
    QFETCH(int, type);
    QFETCH(Bytes, bytes);
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 63});
    const int weights = model.tensor("dense/weights", {10, 63}, TfliteTestModel::Type(type), std::size_t(bytes));
    const int y = model.tensor("dense", {1, 10});
    model.op(FullyConnected, {x, weights, -1}, {y});
    model.inputs({x});
    model.outputs({y});
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->node(loaded->find("dense")).paramBytes, bytes);
}

void TestTfliteImport::whileCountsItsConditionAndBodyOnce()
{
    Result<Graph> loaded = parse(tfliteWhileNet().bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->nodeCount(), std::size_t(2)); // x and the loop: the subgraphs are part of it
    const Node &loop = loaded->node(loaded->find("loop"));
    QCOMPARE(loop.op, std::string("While"));
    // The condition's Less (1), the body's FullyConnected (2 x 16 x 16) and Relu (16); WHILE itself none.
    QCOMPARE(loop.flops, 1.0 + 2.0 * 16 * 16 + 16.0);
    QCOMPARE(loop.paramBytes, Bytes(4 + 16 * 16 * 4));
    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.storedParameterBytes, Bytes(4 + 16 * 16 * 4));
    QCOMPARE(notes.warnings.size(), std::size_t(1));
    const std::string expected = "1 While op ('loop'): the condition and the body are counted once each";
    QVERIFY2(notes.warnings[0].find(expected) != std::string::npos, notes.warnings[0].c_str());
}

void TestTfliteImport::ifCountsItsLargerBranch()
{
    // IF runs one of its branches: the larger counts. Both are loaded, so both branches' weights count;
    // the third subgraph runs nowhere.
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 64});
    const int y = model.tensor("choice", {1, 64});
    model.call(If, TfliteTestModel::IfOptions, {1, 2}, {x}, {y});
    model.inputs({x});
    model.outputs({y});
    for (const bool dense : {true, false}) {
        model.subgraph();
        const int a = model.tensor("a", {1, 64});
        const int b = model.tensor("b", {1, 64});
        if (dense)
            model.op(FullyConnected, {a, model.tensor("w", {64, 64}, TfliteTestModel::Float32, 64 * 64 * 4), -1}, {b});
        else
            model.op(Add, {a, a, model.tensor("bias", {64}, TfliteTestModel::Float32, 256)}, {b});
        model.inputs({a});
        model.outputs({b});
    }
    model.subgraph();
    model.op(Relu, {model.tensor("unused", {1})}, {model.tensor("out", {1})});
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    const Node &choice = loaded->node(loaded->find("choice"));
    QCOMPARE(choice.op, std::string("If"));
    QCOMPARE(choice.flops, 2.0 * 64 * 64);
    QCOMPARE(choice.paramBytes, Bytes(64 * 64 * 4 + 256));
    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.warnings.size(), std::size_t(2));
    QVERIFY2(notes.warnings[0].find("1 If op ('choice'): the larger branch is counted") != std::string::npos,
             notes.warnings[0].c_str());
    QVERIFY2(notes.warnings[1].find("1 subgraph that no operator runs not imported") != std::string::npos,
             notes.warnings[1].c_str());
}

void TestTfliteImport::subgraphsThatRunThemselvesEnd()
{
    // A body that runs itself, directly or through another: each subgraph counts once per op.
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 8});
    model.call(While, TfliteTestModel::WhileOptions, {1, 2}, {x}, {model.tensor("outer", {1, 8})});
    model.inputs({x});
    for (int self = 1; self <= 2; ++self) {
        model.subgraph();
        const int a = model.tensor("a", {1, 8});
        model.call(While, TfliteTestModel::WhileOptions, {2, self}, {a}, {model.tensor("inner", {1, 8})});
        model.op(Relu, {a}, {model.tensor("r", {1, 8})});
        model.inputs({a});
    }
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    // The Relu of subgraph 1 and, through it and through the loop itself, that of subgraph 2 once
    // each: 8 + 8 + 8; the calls back count nothing.
    QCOMPARE(loaded->node(loaded->find("outer")).flops, 24.0);
}

void TestTfliteImport::subgraphsNestedTooDeepCountNothing()
{
    // 40 subgraphs, each a Relu and an IF that runs the next: the first 32 levels count, the 8
    // below them nothing, and the warning says so rather than that no operator runs them.
    constexpr int Levels = 40;
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 8});
    model.call(If, TfliteTestModel::IfOptions, {1, 1}, {x}, {model.tensor("top", {1, 8})});
    model.inputs({x});
    for (int level = 1; level <= Levels; ++level) {
        model.subgraph();
        const int a = model.tensor("a", {1, 8});
        model.op(Relu, {a}, {model.tensor("r", {1, 8})});
        if (level < Levels)
            model.call(If, TfliteTestModel::IfOptions, {level + 1, level + 1}, {a}, {model.tensor("next", {1, 8})});
        model.inputs({a});
    }
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->node(loaded->find("top")).flops, 32 * 8.0);
    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.warnings.size(), std::size_t(2));
    QVERIFY2(notes.warnings[1].find("8 subgraphs nested more than 32 levels deep count nothing") != std::string::npos,
             notes.warnings[1].c_str());
}

void TestTfliteImport::bodiesAddOnlyDataNoNodeHolds()
{
    // The body multiplies by the same stored scale as the main graph (one buffer): it counts once,
    // on the main graph's Mul; the loop adds the condition's limit alone.
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 16});
    const int scale = model.tensor("scale", {16}, TfliteTestModel::Float32, 64);
    const int y = model.tensor("scaled", {1, 16});
    model.op(Mul, {x, scale}, {y});
    model.call(While, TfliteTestModel::WhileOptions, {1, 2}, {y}, {model.tensor("loop", {1, 16})});
    model.inputs({x});
    const std::uint32_t scaleBuffer = model.bufferOf(scale);
    model.subgraph();
    const int a = model.tensor("a", {1, 16});
    model.op(Less, {a, model.tensor("limit", {1}, TfliteTestModel::Float32, 4)}, {model.tensor("more", {1})});
    model.inputs({a});
    model.subgraph();
    const int b = model.tensor("b", {1, 16});
    model.op(Mul, {b, model.reading("scale again", {16}, scaleBuffer)}, {model.tensor("c", {1, 16})});
    model.inputs({b});
    Result<Graph> loaded = parse(model.bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->node(loaded->find("scaled")).paramBytes, Bytes(64));
    QCOMPARE(loaded->node(loaded->find("loop")).paramBytes, Bytes(4));
    QCOMPARE(ImportNotes::of(*loaded).storedParameterBytes, Bytes(64 + 4));
}

void TestTfliteImport::bodiesFoldTheirFloat16Weights()
{
    // The loop's body stores its weights as float16 behind a DEQUANTIZE: the runtime dequantizes
    // them once, when it loads the model, as in the main graph. So the loop holds the float32
    // weights and the DEQUANTIZE costs nothing.
    Result<Graph> loaded = parse(tfliteWhileNet(true).bytes());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    const Node &loop = loaded->node(loaded->find("loop"));
    QCOMPARE(loop.flops, 1.0 + 2.0 * 16 * 16 + 16.0);
    QCOMPARE(loop.paramBytes, Bytes(4 + 16 * 16 * 4));
    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.storedParameterBytes, Bytes(4 + 16 * 16 * 2));
    QCOMPARE(notes.foldedConstantBytes, Bytes(16 * 16 * 4));
}

void TestTfliteImport::flopRules_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("inputs"); // the dims of each input, ';' between inputs, empty for a left-out one
    QTest::addColumn<QString>("output");
    QTest::addColumn<bool>("adjointX");
    QTest::addColumn<double>("flops");
    QTest::newRow("mean reads every input element") << 40 << "1,4,4,8" << "1,8" << false << 128.0;
    QTest::newRow("sequence lstm") << 44 << "1,10,4;;16,4;16,4;16,4;;16,8;16,8;16,8" << "1,10,8" << false
                                   << 2.0 * 10 * 4 * 16 * (4 + 8);
    QTest::newRow("batch matmul, first operand transposed") << 126 << "2,5,3;2,5,7" << "2,3,7" << true << 2.0 * 42 * 5;
    QTest::newRow("conv 3d transposed") << 141 << "5;2,3,3,4,6;1,2,4,4,6" << "1,4,8,8,4" << false
                                        << 2.0 * 192 * 2 * 3 * 3 * 4;
    QTest::newRow("conv 2d") << 3 << "1,8,8,3;4,3,3,3;4" << "1,8,8,4" << false << 2.0 * 256 * 27;
}

void TestTfliteImport::flopRules()
{
    QFETCH(int, code);
    QFETCH(QString, inputs);
    QFETCH(QString, output);
    QFETCH(bool, adjointX);
    QFETCH(double, flops);
    const auto shapeOf = [](const QString &text) {
        TensorInfo tensor;
        tensor.shapeKnown = true;
        for (const QString &dim : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            tensor.dims.push_back(dim.toLongLong());
        return tensor;
    };
    std::vector<TensorInfo> shapes;
    for (const QString &input : inputs.split(QLatin1Char(';')))
        shapes.push_back(shapeOf(input));
    const TensorInfo produced = shapeOf(output);
    TfliteOp op;
    op.code = code;
    op.name = tfliteOpName(code);
    op.adjointX = adjointX;
    const QStringList parts = inputs.split(QLatin1Char(';'));
    for (std::size_t index = 0; index < shapes.size(); ++index)
        op.inputs.push_back(parts[qsizetype(index)].isEmpty() ? nullptr : &shapes[index]);
    op.outputs = {&produced};
    QCOMPARE(tfliteFlops(op), flops);
}

QTEST_GUILESS_MAIN(TestTfliteImport)
#include "tst_tfliteimport.moc"
