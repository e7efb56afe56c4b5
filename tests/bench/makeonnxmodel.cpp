// Writes a synthetic ONNX model of about N nodes for timing the importer: a stack of transformer
// blocks (projections, head reshapes through Shape/Gather/Concat, attention, layer norm, MLP)
// over an input with a dynamic batch, the shapes PyTorch exports. The weights are external data
// that is not written, so the file is small and the timing is the importer's, not the disk's.
// Usage: makeonnxmodel NODES OUT.onnx (NODES counts ONNX nodes; the Shape arithmetic folds away)
#include "tests/core/onnxtestmodel.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

using regal::test::OnnxTestModel;

namespace {

constexpr int Hidden = 256;
constexpr int Heads = 4;
constexpr int Sequence = 128;

/// One block; returns the name of its output tensor. Adds about 40 nodes.
std::string addBlock(OnnxTestModel &model, const std::string &x, int block)
{
    const std::string p = "/blocks." + std::to_string(block) + "/";
    const auto name = [&](const std::string &local) { return p + local; };
    model.node("Shape", name("Shape"), {x}, {name("shape")});
    model.node("Gather", name("Gather"), {name("shape"), "zero"}, {name("batch")});
    model.node("Unsqueeze", name("Unsqueeze"), {name("batch"), "axis0"}, {name("batch1")});
    onnx::NodeProto &split = model.node("Concat", name("Concat"), {name("batch1"), "heads_shape"}, {name("split_shape")});
    OnnxTestModel::integer(split, "axis", 0);
    onnx::NodeProto &merge = model.node("Concat", name("Concat_1"), {name("batch1"), "merged_shape"}, {name("merge_shape")});
    OnnxTestModel::integer(merge, "axis", 0);
    std::string heads[3];
    for (int i = 0; i < 3; ++i) {
        const std::string n = std::string(1, "qkv"[i]);
        model.weight(name(n + ".weight"), {Hidden, Hidden});
        model.weight(name(n + ".bias"), {Hidden});
        model.node("MatMul", name(n + "/MatMul"), {x, name(n + ".weight")}, {name(n + "_mm")});
        model.node("Add", name(n + "/Add"), {name(n + "_mm"), name(n + ".bias")}, {name(n)});
        model.node("Reshape", name(n + "/Reshape"), {name(n), name("split_shape")}, {name(n + "4")});
        onnx::NodeProto &transpose = model.node("Transpose", name(n + "/Transpose"), {name(n + "4")}, {name(n + "h")});
        if (i == 1)
            OnnxTestModel::ints(transpose, "perm", {0, 2, 3, 1});
        else
            OnnxTestModel::ints(transpose, "perm", {0, 2, 1, 3});
        heads[i] = name(n + "h");
    }
    model.node("MatMul", name("scores/MatMul"), {heads[0], heads[1]}, {name("scores")});
    model.node("Div", name("scores/Div"), {name("scores"), "scale"}, {name("scaled")});
    onnx::NodeProto &softmax = model.node("Softmax", name("Softmax"), {name("scaled")}, {name("probs")});
    OnnxTestModel::integer(softmax, "axis", -1);
    model.node("MatMul", name("context/MatMul"), {name("probs"), heads[2]}, {name("context")});
    onnx::NodeProto &back = model.node("Transpose", name("context/Transpose"), {name("context")}, {name("context_t")});
    OnnxTestModel::ints(back, "perm", {0, 2, 1, 3});
    model.node("Reshape", name("context/Reshape"), {name("context_t"), name("merge_shape")}, {name("attended")});
    model.weight(name("out.weight"), {Hidden, Hidden});
    model.node("MatMul", name("out/MatMul"), {name("attended"), name("out.weight")}, {name("projected")});
    model.node("Add", name("residual/Add"), {name("projected"), x}, {name("residual")});
    model.weight(name("norm.weight"), {Hidden});
    model.weight(name("norm.bias"), {Hidden});
    onnx::NodeProto &norm = model.node("LayerNormalization", name("norm/LayerNormalization"),
                                       {name("residual"), name("norm.weight"), name("norm.bias")}, {name("normed")});
    OnnxTestModel::integer(norm, "axis", -1);
    model.weight(name("fc1.weight"), {Hidden, 4 * Hidden});
    model.weight(name("fc2.weight"), {4 * Hidden, Hidden});
    model.node("MatMul", name("fc1/MatMul"), {name("normed"), name("fc1.weight")}, {name("hidden")});
    model.node("Gelu", name("act/Gelu"), {name("hidden")}, {name("activated")});
    model.node("MatMul", name("fc2/MatMul"), {name("activated"), name("fc2.weight")}, {name("mlp")});
    model.node("Add", name("residual_1/Add"), {name("mlp"), name("normed")}, {name("out")});
    return name("out");
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: makeonnxmodel NODES OUT.onnx\n");
        return 2;
    }
    const int nodes = std::atoi(argv[1]);
    OnnxTestModel model(17);
    model.input("x", {"batch", Sequence, Hidden});
    model.int64s("zero", {0}, true);
    model.int64s("axis0", {0});
    model.int64s("heads_shape", {Sequence, Heads, Hidden / Heads});
    model.int64s("merged_shape", {Sequence, Hidden});
    model.weight("scale", {});
    std::string x = "x";
    for (int block = 0; model.graph().node_size() < nodes; ++block)
        x = addBlock(model, x, block);
    model.output(x);
    // Weights live in an external file that is never written: the importer needs only shapes.
    for (onnx::TensorProto &weight : *model.graph().mutable_initializer()) {
        if (weight.data_type() != onnx::TensorProto::FLOAT)
            continue;
        weight.clear_raw_data();
        weight.set_data_location(onnx::TensorProto::EXTERNAL);
        onnx::StringStringEntryProto *location = weight.add_external_data();
        location->set_key("location");
        location->set_value("weights.bin");
    }
    std::ofstream out(argv[2], std::ios::binary);
    out << model.bytes();
    std::fprintf(stderr, "%s: %d ONNX nodes\n", argv[2], model.graph().node_size());
    return out ? 0 : 1;
}
