// The shape rules of TensorFlow's array ops (core/io/tensorflow/tfjsarrayops.cpp, the TensorList
// ops in tfjslistops.cpp), one case per rule and per way a rule refuses, called as the TF.js
// importer calls them.
#include "core/io/tensorflow/tfjsops.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;
using nlohmann::json;

namespace {

TensorInfo shaped(Dims dims, ElementType type = ElementType::Float32)
{
    TensorInfo info;
    info.type = type;
    info.dims = std::move(dims);
    info.shapeKnown = true;
    return info;
}

/// A small int32 tensor whose values are known, such as an axis or a shape: a scalar for one
/// value unless \a vector.
TensorInfo known(std::vector<double> values, bool vector = true)
{
    TensorInfo info = shaped(vector ? Dims{std::int64_t(values.size())} : Dims{}, ElementType::Int32);
    info.values = std::move(values);
    return info;
}

struct Case
{
    const char *name;
    const char *op;
    std::vector<TensorInfo> inputs;
    json attributes;
    /// The outputs' shapes; empty with \a problem set when the rule must refuse.
    std::vector<Dims> outputs;
    const char *problem = "";
};

const std::vector<Case> &cases()
{
    static const std::vector<Case> all = {
        // MoveNet's preprocessing: the image [1, 192, 192, 3] unpacked along the batch.
        {"unpack the batch", "Unpack", {shaped({1, 192, 192, 3})}, {{"axis", {{"i", "0"}}}}, {{192, 192, 3}}},
        {"unpack a middle axis", "Unpack", {shaped({2, 3, 4})}, {{"axis", {{"i", "-2"}}}}, {{2, 4}, {2, 4}, {2, 4}}},
        {"unpack too many slices", "Unpack", {shaped({100000, 2})}, {}, {}, "100000 slices; at most 4096"},
        {"split in equal parts",
         "Split",
         {known({3}, false), shaped({1, 8, 8, 6})},
         {{"num_split", {{"i", "3"}}}},
         {{1, 8, 8, 2}, {1, 8, 8, 2}, {1, 8, 8, 2}}},
        {"split unevenly",
         "Split",
         {known({1}, false), shaped({1, 5})},
         {{"num_split", {{"i", "2"}}}},
         {},
         "an axis of 5 does not split into 2 equal parts"},
        {"split without its axis",
         "Split",
         {shaped({}, ElementType::Int32), shaped({4})},
         {{"num_split", {{"i", "2"}}}},
         {},
         "the axis is not known"},
        {"split by sizes with the rest",
         "SplitV",
         {shaped({1, 10, 4}), known({3, -1, 2}), known({1}, false)},
         {{"num_split", {{"i", "3"}}}},
         {{1, 3, 4}, {1, 5, 4}, {1, 2, 4}}},
        {"split by sizes that do not fill the axis",
         "SplitV",
         {shaped({10}), known({3, 4}), known({0}, false)},
         {{"num_split", {{"i", "2"}}}},
         {},
         "size_splits adds up to 7, not to the 10 of the axis"},
        {"split by sizes past the axis, with a rest",
         "SplitV",
         {shaped({10}), known({8, -1, 4}), known({0}, false)},
         {{"num_split", {{"i", "3"}}}},
         {},
         "size_splits adds up to 12, not to the 10 of the axis"},
        {"split by two rests",
         "SplitV",
         {shaped({10}), known({-1, -1}), known({0}, false)},
         {{"num_split", {{"i", "2"}}}},
         {},
         "more than one part has size -1"},
        {"slice to the end", "Slice", {shaped({4, 6}), known({1, 2}), known({2, -1})}, {}, {{2, 4}}},
        {"slice past the end", "Slice", {shaped({4}), known({3}), known({5})}, {}, {{1}}},
        // TensorFlow's image[tf.newaxis]: four entries on a rank-3 input, the first a new axis.
        {"strided slice adding an axis",
         "StridedSlice",
         {shaped({224, 224, 3}), known({0, 0, 0, 0}), known({0, 0, 0, 0}), known({1, 1, 1, 1})},
         {{"new_axis_mask", {{"i", "1"}}}, {"begin_mask", {{"i", "14"}}}, {"end_mask", {{"i", "14"}}}},
         {{1, 224, 224, 3}}},
        {"strided slice past the rank",
         "StridedSlice",
         {shaped({4}), known({0, 0}), known({1, 1}), known({1, 1})},
         {},
         {},
         "the slice reads 2 axes of an input of rank 1"},
        {"tile", "Tile", {shaped({2, 3}), known({3, 1})}, {}, {{6, 3}}},
        {"tile by a negative multiple", "Tile", {shaped({2}), known({-1})}, {}, {}, "multiples"},
        {"broadcast to", "BroadcastTo", {shaped({1, 3}), known({4, 3})}, {}, {{4, 3}}},
        {"broadcast to a clash",
         "BroadcastTo",
         {shaped({2, 3}), known({4, 3})},
         {},
         {},
         "[2, 3] does not broadcast to [4, 3]"},
        // A dilated convolution as TensorFlow writes it: space to batch, convolve, batch to space.
        {"space to batch",
         "SpaceToBatchND",
         {shaped({1, 30, 30, 8}), known({2, 2}), known({1, 1, 1, 1})},
         {},
         {{4, 16, 16, 8}}},
        {"batch to space",
         "BatchToSpaceND",
         {shaped({4, 16, 16, 8}), known({2, 2}), known({1, 1, 1, 1})},
         {},
         {{1, 30, 30, 8}}},
        {"space to batch by zero",
         "SpaceToBatchND",
         {shaped({1, 8, 8, 1}), known({0, 2}), known({0, 0, 0, 0})},
         {},
         {},
         "block_shape"},
        {"gather nd", "GatherNd", {shaped({48, 48, 17}), shaped({17, 2}, ElementType::Int32)}, {}, {{17, 17}}},
        {"gather nd too deep",
         "GatherNd",
         {shaped({48, 17}), shaped({6, 3}, ElementType::Int32)},
         {},
         {},
         "indices of depth 3 into a tensor of rank 2"},
        {"size", "Size", {shaped({2, 3, 4})}, {}, {{}}},
        {"range", "Range", {known({0}, false), known({10}, false), known({3}, false)}, {}, {{4}}},
        {"range of unknown end",
         "Range",
         {known({0}, false), shaped({}, ElementType::Int32), known({1}, false)},
         {},
         {},
         "start, limit and delta are not known"},
        {"sparse to dense",
         "SparseToDense",
         {shaped({5, 2}), known({7, 7}), shaped({5}), known({0}, false)},
         {},
         {{7, 7}}},
        // The TensorList ops of a TensorFlow 2 map: the list is the stacked tensor.
        {"list from a tensor",
         "TensorListFromTensor",
         {shaped({1, 224, 224, 3}), known({-1, -1, 3})},
         {},
         {{1, 224, 224, 3}}},
        {"list stacked", "TensorListStack", {shaped({2, 5}), known({5})}, {}, {{2, 5}}},
        // A list a loop filled has no shape before the loop: its stack says it.
        {"list stacked from its element shape",
         "TensorListStack",
         {shaped({}, ElementType::Int32), known({320, 320, 3})},
         {{"num_elements", {{"i", "1"}}}},
         {{1, 320, 320, 3}}},
        {"list stacked of unknown shape",
         "TensorListStack",
         {shaped({}, ElementType::Int32), known({-1, 3})},
         {},
         {},
         "the list's shape is not known"},
        {"list item",
         "TensorListGetItem",
         {shaped({1, 224, 224, 3}), known({0}, false), known({-1, -1, 3})},
         {},
         {{224, 224, 3}}},
        {"list reserve", "TensorListReserve", {known({4, 5}), known({3}, false)}, {}, {{3, 4, 5}}},
        {"list reserve of unknown items",
         "TensorListReserve",
         {known({-1, 5}), known({3}, false)},
         {},
         {},
         "the item shape or the number of items is not known"},
        {"top k", "TopKV2", {shaped({1, 1000}), known({5}, false)}, {}, {{1, 5}, {1, 5}}},
        {"no op", "NoOp", {}, {}, {}},
    };
    return all;
}

/// \a op's rule called on \a inputs with \a attributes (which must outlive the result).
TfOpContext call(const char *op, std::vector<const TensorInfo *> inputs, const json &attributes)
{
    TfOpContext context;
    context.op = op;
    context.attributes = &attributes;
    context.inputs = std::move(inputs);
    return context;
}

} // namespace

class TestTfjsArrayOps : public QObject
{
    Q_OBJECT

private slots:
    void eachRuleGivesItsShapesOrSaysWhyNot();
    void knownValuesFlowThrough();
};

void TestTfjsArrayOps::eachRuleGivesItsShapesOrSaysWhyNot()
{
    for (const Case &test : cases()) {
        std::vector<const TensorInfo *> inputs;
        for (const TensorInfo &input : test.inputs)
            inputs.push_back(&input);
        TfOpContext context = call(test.op, inputs, test.attributes);
        const bool inferred = inferTfOp(context);
        const std::string refused = std::string(test.name) + ": " + context.problem;
        if (*test.problem) {
            QVERIFY2(!inferred, test.name);
            QVERIFY2(context.problem.find(test.problem) != std::string::npos, refused.c_str());
            continue;
        }
        QVERIFY2(inferred, refused.c_str());
        QVERIFY2(context.outputs.size() == test.outputs.size(), test.name);
        for (std::size_t port = 0; port < test.outputs.size(); ++port)
            QVERIFY2(context.outputs[port].dims == test.outputs[port],
                     (std::string(test.name) + ": output " + std::to_string(port) + " is "
                      + formatDims(context.outputs[port].dims))
                         .c_str());
    }
}

void TestTfjsArrayOps::knownValuesFlowThrough()
{
    // A shape unpacked, sliced and counted keeps its values, so a Reshape downstream can use them.
    const json none = json::object();
    const TensorInfo shape = known({1, 48, 48, 32});
    TfOpContext unpack = call("Unpack", {&shape}, none);
    QVERIFY(inferTfOp(unpack));
    QCOMPARE(unpack.outputs.size(), std::size_t(4));
    QCOMPARE(*unpack.outputs[2].values, std::vector<double>{48});

    const TensorInfo begin = known({1});
    const TensorInfo size = known({2});
    TfOpContext slice = call("Slice", {&shape, &begin, &size}, none);
    QVERIFY(inferTfOp(slice));
    QCOMPARE(*slice.outputs[0].values, (std::vector<double>{48, 48}));

    const TensorInfo image = shaped({1, 48, 48, 32});
    TfOpContext count = call("Size", {&image}, none);
    QVERIFY(inferTfOp(count));
    QCOMPARE(*count.outputs[0].values, std::vector<double>{73728});
    QCOMPARE(count.outputs[0].type, ElementType::Int32);
}

QTEST_APPLESS_MAIN(TestTfjsArrayOps)
#include "tst_tfjsarrayops.moc"
