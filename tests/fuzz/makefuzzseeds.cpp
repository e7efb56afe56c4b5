// Writes the seeds that are not typed by hand into tests/fuzz/corpus: small ONNX models (binary
// protobuf), a tiny policy (its checksum must match its weights) and a session (the Studio's
// own output). Usage: makefuzzseeds CORPUS_DIR. Built with -DREGAL_FUZZ=ON; the seeds are
// committed, so this runs only when a format changes.
#include "core/policy/policyfile.h"
#include "tests/core/onnxtestmodel.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/sessionfile.h"

#include <cstdio>
#include <fstream>
#include <string>

using regal::test::OnnxTestModel;

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

/// Conv, Relu, MaxPool, Flatten, Gemm on a 1x3x8x8 input.
std::string convModel()
{
    OnnxTestModel model;
    model.input("x", {1, 3, 8, 8});
    model.weight("conv.w", {4, 3, 3, 3});
    model.weight("conv.b", {4});
    onnx::NodeProto &conv = model.node("Conv", "/features/conv/Conv", {"x", "conv.w", "conv.b"}, {"c"});
    OnnxTestModel::ints(conv, "pads", {1, 1, 1, 1});
    OnnxTestModel::ints(conv, "kernel_shape", {3, 3});
    model.node("Relu", "/features/relu/Relu", {"c"}, {"r"});
    onnx::NodeProto &pool = model.node("MaxPool", "/features/pool/MaxPool", {"r"}, {"p"});
    OnnxTestModel::ints(pool, "kernel_shape", {2, 2});
    OnnxTestModel::ints(pool, "strides", {2, 2});
    model.node("Flatten", "/Flatten", {"p"}, {"f"});
    model.weight("fc.w", {10, 64});
    model.weight("fc.b", {10});
    onnx::NodeProto &gemm = model.node("Gemm", "/classifier/Gemm", {"f", "fc.w", "fc.b"}, {"y"});
    OnnxTestModel::integer(gemm, "transB", 1);
    model.output("y");
    return model.bytes();
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

std::string tinyPolicy()
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
    write(corpus + "/onnx/conv.onnx", convModel());
    write(corpus + "/onnx/shapes.onnx", shapeModel());
    write(corpus + "/policy/tiny.json", tinyPolicy());
    write(corpus + "/session/diamond.json", diamondSession());
    return 0;
}
