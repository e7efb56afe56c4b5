// Writes the seeds that are not typed by hand into tests/fuzz/corpus: small ONNX models (binary
// protobuf) and a TFLite model (a flatbuffer), tiny policies (their checksums must match their weights) and a session (the Studio's
// own output). Usage: makefuzzseeds CORPUS_DIR. Built with -DREGAL_FUZZ=ON; the seeds are
// committed, so this runs only when a format changes.
#include "core/policy/policyfile.h"
#include "tests/core/onnxtestmodel.h"
#include "tests/core/tflitetestmodel.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/sessionfile.h"

#include <cstdio>
#include <fstream>
#include <string>

using regal::test::OnnxTestModel;
using regal::test::convBlock;

namespace {

void write(const std::string &path, const std::string &content)
{
    std::ofstream out(path, std::ios::binary);
    out << content;
    if (!out) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        std::exit(1);
    }
    std::printf("%s: %zu bytes\n", path.c_str(), content.size());
}


/// Attention-style shape arithmetic over a dynamic batch: Shape, Gather, Unsqueeze, Concat,
/// Reshape, Transpose, MatMul, Softmax.
std::string shapeModel()
{
    OnnxTestModel model;
    model.input("x", {"batch", 4, 8});
    model.int64s("zero", {0}, true);
    model.int64s("axis0", {0});
    model.int64s("heads", {4, 2, 4});
    model.node("Shape", "/attn/Shape", {"x"}, {"x_shape"});
    model.node("Gather", "/attn/Gather", {"x_shape", "zero"}, {"b"});
    model.node("Unsqueeze", "/attn/Unsqueeze", {"b", "axis0"}, {"b1"});
    onnx::NodeProto &concat = model.node("Concat", "/attn/Concat", {"b1", "heads"}, {"split"});
    OnnxTestModel::integer(concat, "axis", 0);
    model.node("Reshape", "/attn/Reshape", {"x", "split"}, {"x4"});
    onnx::NodeProto &transpose = model.node("Transpose", "/attn/Transpose", {"x4"}, {"xt"});
    OnnxTestModel::ints(transpose, "perm", {0, 2, 1, 3});
    model.node("MatMul", "/attn/MatMul", {"xt", "xt"}, {"scores"});
    model.node("Softmax", "/attn/Softmax", {"scores"}, {"y"});
    model.output("y");
    return model.bytes();
}

/// Every attribute a shape rule reads, each honest: the structure-aware mutator of the ONNX
/// fuzzer (onnxmutator.cpp) starts from these and makes them lie one at a time.
std::string attributeModel()
{
    OnnxTestModel model;
    model.input("x", {1, 4, 8, 8});
    model.weight("w1", {8, 4, 3, 3});
    onnx::NodeProto &conv = model.node("Conv", "conv", {"x", "w1"}, {"c"});
    OnnxTestModel::ints(conv, "kernel_shape", {3, 3});
    OnnxTestModel::ints(conv, "strides", {1, 1});
    OnnxTestModel::ints(conv, "dilations", {1, 1});
    OnnxTestModel::ints(conv, "pads", {1, 1, 1, 1});
    OnnxTestModel::integer(conv, "group", 1);
    model.weight("w2", {8, 4, 2, 2});
    onnx::NodeProto &deconv = model.node("ConvTranspose", "deconv", {"c", "w2"}, {"d"});
    OnnxTestModel::ints(deconv, "strides", {2, 2});
    OnnxTestModel::ints(deconv, "output_padding", {0, 0});
    OnnxTestModel::ints(deconv, "kernel_shape", {2, 2});
    onnx::NodeProto &maxPool = model.node("MaxPool", "pool", {"d"}, {"p"});
    OnnxTestModel::ints(maxPool, "kernel_shape", {2, 2});
    OnnxTestModel::ints(maxPool, "strides", {2, 2});
    OnnxTestModel::integer(maxPool, "ceil_mode", 1);
    onnx::NodeProto &average = model.node("AveragePool", "average", {"x"}, {"a"});
    OnnxTestModel::ints(average, "kernel_shape", {3, 3});
    average.add_attribute()->CopyFrom([] {
        onnx::AttributeProto padding;
        padding.set_name("auto_pad");
        padding.set_type(onnx::AttributeProto::STRING);
        padding.set_s("SAME_UPPER");
        return padding;
    }());
    onnx::NodeProto &transpose = model.node("Transpose", "transpose", {"p"}, {"t"});
    OnnxTestModel::ints(transpose, "perm", {0, 2, 3, 1});
    onnx::NodeProto &split = model.node("Split", "split", {"t"}, {"s0", "s1"});
    OnnxTestModel::integer(split, "axis", 3);
    OnnxTestModel::ints(split, "split", {1, 3});
    onnx::NodeProto &squeeze = model.node("Squeeze", "squeeze", {"s0"}, {"q"});
    OnnxTestModel::ints(squeeze, "axes", {3});
    onnx::NodeProto &unsqueeze = model.node("Unsqueeze", "unsqueeze", {"q"}, {"u"});
    OnnxTestModel::ints(unsqueeze, "axes", {0});
    model.int64s("pads", {0, 0, 1, 1, 0, 0, 1, 1});
    model.node("Pad", "pad", {"u", "pads"}, {"padded"});
    model.int64s("repeats", {1, 2, 1, 1});
    model.node("Tile", "tile", {"padded", "repeats"}, {"tiled"});
    onnx::NodeProto &depth = model.node("DepthToSpace", "depth", {"c"}, {"space"});
    OnnxTestModel::integer(depth, "blocksize", 2);
    onnx::NodeProto &concat = model.node("Concat", "concat", {"s1", "s1"}, {"joined"});
    OnnxTestModel::integer(concat, "axis", -1);
    for (const char *output : {"a", "tiled", "space", "joined"})
        model.output(output);
    return model.bytes();
}

/// A tiny policy, with a committee of \a members.
std::string tinyPolicy(int members)
{
    regal::PolicyShape shape;
    shape.hidden = 2;
    shape.rounds = 1;
    shape.deviceChoices = 2;
    shape.priorityChoices = 2;
    shape.rhoChoices = 2;
    regal::PolicyModel model;
    model.network = std::make_shared<regal::PolicyNetwork>(shape, 1);
    model.trainingJson = R"({"steps": 0, "note": "fuzz seed"})";
    for (int member = 0; member < members; ++member)
        model.committee.push_back(std::make_shared<regal::PolicyNetwork>(shape, 2 + member));
    return regal::writePolicyJson(model);
}

std::string diamondSession()
{
    regal::Session session;
    if (!session.load(regal::test::diamondGraph(), regal::test::twoDevices(), QStringLiteral("diamond"))) {
        std::fprintf(stderr, "cannot load the diamond graph\n");
        std::exit(1);
    }
    session.setTask(regal::Task::Memory);
    session.undoStack().push(regal::assignDeviceCommand(session, {2, 4}, 1));
    return regal::writeSessionJson(session);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: makefuzzseeds CORPUS_DIR\n");
        return 1;
    }
    const std::string corpus = argv[1];
    write(corpus + "/onnx/conv.onnx", convBlock(8, 4).bytes());
    write(corpus + "/onnx/shapes.onnx", shapeModel());
    write(corpus + "/onnx/attributes.onnx", attributeModel());
    write(corpus + "/tflite/conv.tflite", regal::test::tfliteConvNet().bytes());
    write(corpus + "/tflite/while.tflite", regal::test::tfliteWhileNet().bytes());
    write(corpus + "/policy/tiny.json", tinyPolicy(0));
    write(corpus + "/policy/committee.json", tinyPolicy(2));
    write(corpus + "/session/diamond.json", diamondSession());
    return 0;
}
