// ONNX nodes whose attributes lie: each is refused by its shape rule with a warning that names
// the node and the attribute, the node falls back to a guessed shape, and nothing reads out of
// bounds (run under the sanitizer build by packaging/sanitize.sh).
#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "onnxtestmodel.h"

#include <QTest>
#include <limits>

using namespace regal;
using regal::test::OnnxTestModel;

namespace {

using Attributes = std::vector<std::pair<std::string, std::vector<std::int64_t>>>;

void setInts(onnx::NodeProto &node, const std::string &name, const std::vector<std::int64_t> &values)
{
    onnx::AttributeProto *attribute = node.add_attribute();
    attribute->set_name(name);
    attribute->set_type(onnx::AttributeProto::INTS);
    for (std::int64_t value : values)
        attribute->add_ints(value);
}

/// x[1, 4, 8, 8] -> one node "lying" of \a op with \a attributes (and a weight when \a weight
/// has dims) -> y.
OnnxTestModel oneNode(const std::string &op, const Attributes &attributes, std::vector<std::int64_t> weight = {},
                      std::vector<std::string> extraInputs = {}, int outputs = 1)
{
    OnnxTestModel model;
    model.input("x", {1, 4, 8, 8});
    onnx::NodeProto &node = model.node(op, "lying", {"x"}, {"y"});
    if (!weight.empty()) {
        model.weight("w", weight);
        node.add_input("w");
    }
    for (const std::string &input : extraInputs)
        node.add_input(input);
    for (int output = 1; output < outputs; ++output)
        node.add_output("y" + std::to_string(output));
    for (const auto &[name, values] : attributes) {
        if (name == "blocksize" || name == "axis") {
            OnnxTestModel::integer(node, name, values.front());
            continue;
        }
        setInts(node, name, values);
    }
    model.output("y");
    return model;
}

} // namespace

class TestOnnxAttributes : public QObject
{
    Q_OBJECT

private slots:
    void lies_data();
    void lies();
    void honestAttributesPass_data();
    void honestAttributesPass();
};

void TestOnnxAttributes::lies_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const OnnxTestModel &model, const char *expected) {
        const std::string bytes = model.bytes();
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size())) << QString::fromUtf8(expected);
    };
    const std::vector<std::int64_t> w{6, 4, 3, 3};
    const std::vector<std::int64_t> wt{4, 6, 3, 3};
    const std::vector<std::int64_t> longKernel(200'000, 3);
    // Conv: the fault of the issue (a kernel_shape longer than the rank read past an array).
    row("conv kernel_shape too long", oneNode("Conv", {{"kernel_shape", {3, 3, 3}}}, w),
        "kernel_shape has 3 values; the spatial axes of the input are 2");
    row("conv kernel_shape 200,000 long", oneNode("Conv", {{"kernel_shape", longKernel}}, w),
        "kernel_shape has 200000 values");
    row("conv kernel_shape zero", oneNode("Conv", {{"kernel_shape", {3, 0}}}, w), "kernel_shape value 1 is 0");
    row("conv strides zero", oneNode("Conv", {{"strides", {0, 1}}}, w), "strides value 0 is 0");
    row("conv strides too long", oneNode("Conv", {{"strides", {1, 1, 1}}}, w), "strides has 3 values");
    row("conv dilations negative", oneNode("Conv", {{"dilations", {1, -2}}}, w), "dilations value 1 is -2");
    row("conv dilations too short", oneNode("Conv", {{"dilations", {1}}}, w), "dilations has 1 values");
    row("conv pads odd", oneNode("Conv", {{"pads", {1, 1, 1}}}, w), "pads has 3 values");
    row("conv pads negative", oneNode("Conv", {{"pads", {1, 1, -1, 1}}}, w), "pads value 2 is -1");
    // ConvTranspose had the same fault as Conv.
    row("convtranspose kernel_shape too long", oneNode("ConvTranspose", {{"kernel_shape", {3, 3, 3}}}, wt),
        "kernel_shape has 3 values");
    row("convtranspose strides zero", oneNode("ConvTranspose", {{"strides", {2, 0}}}, wt), "strides value 1 is 0");
    row("convtranspose output_padding too long", oneNode("ConvTranspose", {{"output_padding", {1, 1, 1}}}, wt),
        "output_padding has 3 values");
    row("convtranspose output_shape of 3", oneNode("ConvTranspose", {{"output_shape", {16, 16, 16}}}, wt),
        "output_shape has 3 values");
    // Pooling.
    row("maxpool kernel_shape too long", oneNode("MaxPool", {{"kernel_shape", {2, 2, 2}}}),
        "kernel_shape has 3 values");
    row("maxpool without kernel_shape", oneNode("MaxPool", {}), "kernel_shape has 0 values");
    row("averagepool strides zero", oneNode("AveragePool", {{"kernel_shape", {2, 2}}, {"strides", {0, 0}}}),
        "strides value 0 is 0");
    // Tensor ops.
    row("transpose perm repeats", oneNode("Transpose", {{"perm", {0, 1, 1, 3}}}), "perm names axis 1 twice");
    row("transpose perm outside", oneNode("Transpose", {{"perm", {0, 1, 2, 4}}}), "perm names axis 4, outside rank 4");
    row("transpose perm short", oneNode("Transpose", {{"perm", {0, 1}}}), "perm has 2 values; the input has rank 4");
    row("squeeze axis outside", oneNode("Squeeze", {{"axes", {7}}}), "axes names axis 7, outside rank 4");
    row("unsqueeze axis twice", oneNode("Unsqueeze", {{"axes", {1, 1}}}), "axes names axis 1 twice");
    row("split sizes short", oneNode("Split", {{"split", {1, 1}}, {"axis", {1}}}, {}, {}, 2),
        "split adds up to 2, not to the 4 of the axis");
    row("split sizes negative", oneNode("Split", {{"split", {6, -2}}, {"axis", {1}}}, {}, {}, 2),
        "split value 1 is -2");
    row("split count", oneNode("Split", {{"split", {1, 1, 2}}, {"axis", {1}}}, {}, {}, 2), "split has 3 sizes for 2 outputs");
    row("depthtospace block overflow", oneNode("DepthToSpace", {{"blocksize", {std::int64_t(1) << 40}}}),
        "blocksize");
}

void TestOnnxAttributes::lies()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    Result<Graph> graph = parseGraph(bytes.toStdString(), GraphFormat::Onnx, "lies.onnx", {});
    QVERIFY2(graph, graph ? "" : graph.error().c_str());
    const ImportNotes notes = ImportNotes::of(*graph);
    QString found;
    for (const std::string &warning : notes.warnings)
        if (QString::fromStdString(warning).startsWith(QStringLiteral("node 'lying' (")))
            found = QString::fromStdString(warning);
    QVERIFY2(!found.isEmpty(), "no warning names the node");
    QVERIFY2(found.contains(expected), qPrintable(found));
}

void TestOnnxAttributes::honestAttributesPass_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("outputBytes");
    const auto row = [](const char *name, const OnnxTestModel &model, qint64 outputBytes) {
        const std::string bytes = model.bytes();
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size())) << outputBytes;
    };
    // y[1, 6, 8, 8] floats.
    row("conv with every attribute",
        oneNode("Conv", {{"kernel_shape", {3, 3}}, {"strides", {1, 1}}, {"dilations", {1, 1}}, {"pads", {1, 1, 1, 1}}},
                {6, 4, 3, 3}),
        6 * 8 * 8 * 4);
    // y[1, 6, 16, 16]: stride 2 * (8 - 1) + 1 + 2 + 0 - 2 = 15, + output_padding 1.
    row("convtranspose", oneNode("ConvTranspose", {{"strides", {2, 2}}, {"pads", {1, 1, 1, 1}}, {"output_padding", {1, 1}}},
                                 {4, 6, 3, 3}),
        6 * 16 * 16 * 4);
    row("transpose with a negative axis", oneNode("Transpose", {{"perm", {0, 1, -1, 2}}}), 4 * 8 * 8 * 4);
    row("split adding up", oneNode("Split", {{"split", {1, 3}}, {"axis", {1}}}, {}, {}, 2), 8 * 8 * 4);
    // Slices of the last axis by the steps at the ends of int64, which overflowed counting the
    // elements taken: y[1, 4, 8, 1], the first and the last element.
    const auto slice = [](std::int64_t start, std::int64_t end, std::int64_t step) {
        OnnxTestModel model = oneNode("Slice", {}, {}, {"starts", "ends", "axes", "steps"});
        model.int64s("starts", {start});
        model.int64s("ends", {end});
        model.int64s("axes", {3});
        model.int64s("steps", {step});
        return model;
    };
    constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
    constexpr std::int64_t least = std::numeric_limits<std::int64_t>::min();
    row("slice by the largest step", slice(0, 8, most), 4 * 8 * 4);
    row("slice back by the smallest step", slice(7, least, least), 4 * 8 * 4);
}

void TestOnnxAttributes::honestAttributesPass()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, outputBytes);
    Result<Graph> graph = parseGraph(bytes.toStdString(), GraphFormat::Onnx, "honest.onnx", {});
    QVERIFY2(graph, graph ? "" : graph.error().c_str());
    for (const std::string &warning : ImportNotes::of(*graph).warnings)
        QVERIFY2(warning.find("lying") == std::string::npos, warning.c_str());
    const NodeId id = graph->find("lying");
    QVERIFY(id != InvalidNode);
    QCOMPARE(graph->node(id).outputs[0].bytes, Bytes(outputBytes));
}

QTEST_APPLESS_MAIN(TestOnnxAttributes)
#include "tst_onnxattributes.moc"
