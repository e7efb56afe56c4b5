#include "core/generate/generator.h"
#include "core/graph/opcategory.h"

#include <QTest>
#include <set>

using namespace regal;

Q_DECLARE_METATYPE(regal::OpCategory)

class TestOpCategory : public QObject
{
    Q_OBJECT

private slots:
    void mapsEveryImportersNames_data();
    void mapsEveryImportersNames();
    void namesAreDistinct();
    void generatorsUseNoOtherThanTheirGenericOp();
};

void TestOpCategory::mapsEveryImportersNames_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<OpCategory>("category");
    using enum OpCategory;
    const std::pair<const char *, OpCategory> rows[] = {
        // ONNX
        {"Conv", Conv}, {"ConvTranspose", Conv}, {"Gemm", MatMul}, {"MatMul", MatMul},
        {"BatchNormalization", Normalisation}, {"Relu", Activation}, {"Clip", Activation},
        {"HardSigmoid", Activation}, {"Add", Elementwise}, {"MaxPool", Pool},
        {"GlobalAveragePool", Pool}, {"Resize", Resize}, {"Concat", ConcatSplit}, {"Split", ConcatSplit},
        {"Reshape", ReshapeView}, {"Transpose", ReshapeView}, {"Gather", GatherScatter},
        {"ReduceMean", Reduce}, {"Softmax", Attention}, {"LSTM", Recurrent}, {"If", Control},
        {"Constant", Io},
        // TensorFlow CostGraphDef and TF.js graph models
        {"_FusedConv2D", Conv}, {"FusedDepthwiseConv2dNative", Conv}, {"Conv2DBackpropInput", ConvBackward},
        {"Conv2DBackpropFilter", ConvBackward}, {"_FusedMatMul", MatMul}, {"BatchMatMulV2", MatMul},
        {"FusedBatchNormV3", Normalisation}, {"FusedBatchNormGradV3", NormalisationBackward},
        {"AddV2", Elementwise}, {"RealDiv", Elementwise}, {"Relu6", Activation}, {"ReluGrad", Activation},
        {"ConcatV2", ConcatSplit}, {"SplitV", ConcatSplit}, {"Pack", ConcatSplit}, {"StridedSlice", ReshapeView},
        {"ExpandDims", ReshapeView}, {"GatherNd", GatherScatter}, {"TensorArrayScatterV3", GatherScatter},
        {"Mean", Reduce}, {"TopKV2", Reduce}, {"ResizeBilinear", Resize}, {"ApplyAdam", OptimizerUpdate},
        {"ApplyGradientDescent", OptimizerUpdate}, {"NextIteration", Control}, {"NoOp", Control},
        {"VariableV2", Io}, {"Placeholder", Io}, {"NonMaxSuppressionV3", Other},
        // Keras layer classes of TF.js layers models
        {"Conv2D", Conv}, {"SeparableConv2D", Conv}, {"Conv2DTranspose", Conv}, {"Dense", MatMul},
        {"Activation", Activation}, {"LeakyReLU", Activation}, {"Multiply", Elementwise}, {"Subtract", Elementwise},
        {"Average", Elementwise}, {"Rescaling", Elementwise}, {"SpatialDropout2D", Elementwise},
        {"GlobalAveragePooling2D", Pool}, {"UpSampling2D", Resize}, {"Concatenate", ConcatSplit},
        {"ZeroPadding2D", ReshapeView}, {"Cropping1D", ReshapeView}, {"RepeatVector", ReshapeView},
        {"Flatten", ReshapeView}, {"SimpleRNN", Recurrent}, {"Embedding", Embedding},
        // Darknet layer types
        {"convolutional", Conv}, {"shortcut", Elementwise}, {"route", ConcatSplit}, {"maxpool", Pool},
        {"upsample", Resize}, {"connected", MatMul}, {"gru", Recurrent}, {"reorg", ReshapeView},
        {"yolo", Other},
        // PyTorch aten names in regal-graph files
        {"aten.convolution.default", Conv}, {"convolution_backward.default", ConvBackward},
        {"aten::addmm", MatMul}, {"aten.native_batch_norm_backward.default", NormalisationBackward},
        {"aten.native_layer_norm.default", Normalisation}, {"aten.threshold_backward.default", Activation},
        {"aten.relu_.default", Activation}, {"aten._unsafe_view.default", ReshapeView},
        {"aten._softmax.default", Attention}, {"aten._scaled_dot_product_flash_attention.default", Attention},
        {"aten.embedding_dense_backward.default", Embedding}, {"aten.nll_loss_forward.default", Reduce},
        {"aten._foreach_add.List", OptimizerUpdate}, {"aten.max_pool2d_with_indices_backward.default", Pool},
        {"aten.native_dropout.default", Elementwise},
        // DOT labels and the generators
        {"conv1", Conv}, {"add_2", Elementwise}, {"Variable", Io}, {"Output", Io}, {"LayerNorm", Normalisation},
        {"Op", Other}, {"", Other}, {"frobnicate", Other},
    };
    for (const auto &[op, category] : rows)
        QTest::newRow(op[0] ? op : "(empty)") << QString::fromUtf8(op) << category;
}

void TestOpCategory::mapsEveryImportersNames()
{
    QFETCH(QString, op);
    QFETCH(OpCategory, category);
    const OpCategory found = opCategoryOf(op.toStdString());
    QVERIFY2(found == category, qPrintable(QStringLiteral("%1 is %2, expected %3")
                                               .arg(op, QString::fromUtf8(opCategoryName(found).data()),
                                                    QString::fromUtf8(opCategoryName(category).data()))));
}

void TestOpCategory::namesAreDistinct()
{
    std::set<std::string_view> names;
    for (int category = 0; category < OpCategoryCount; ++category)
        names.insert(opCategoryName(OpCategory(category)));
    QCOMPARE(int(names.size()), OpCategoryCount);
}

void TestOpCategory::generatorsUseNoOtherThanTheirGenericOp()
{
    for (Family family : allFamilies()) {
        Result<Graph> graph = generateGraph(family, 300, 1);
        QVERIFY(graph);
        for (NodeId node = 0; node < graph->nodeCount(); ++node) {
            const std::string &op = graph->node(node).op;
            QVERIFY2(op == "Op" || opCategoryOf(op) != OpCategory::Other,
                     (std::string(familyName(family)) + ": " + op).c_str());
        }
    }
}

QTEST_APPLESS_MAIN(TestOpCategory)
#include "tst_opcategory.moc"
