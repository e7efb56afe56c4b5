#include "tests/fuzz/onnxmutator.h"

#include <array>
#include <cstdint>
#include <limits>

namespace regal::fuzz {
namespace {

/// Attributes that shape rules read, as lists or single integers.
constexpr std::array<const char *, 14> AttributeNames = {
    "kernel_shape", "strides", "dilations", "pads", "output_padding", "output_shape", "perm",
    "axes", "split", "blocksize", "axis", "group", "ceil_mode", "batch_dims"};

std::int64_t interesting(std::minstd_rand &random)
{
    static constexpr std::array<std::int64_t, 14> values = {
        0, 1, 2, 3, -1, -2, -4, 7, 64, std::int64_t(1) << 31, std::int64_t(1) << 40, std::int64_t(1) << 62,
        std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
    return values[random() % values.size()];
}

void mutateList(google::protobuf::RepeatedField<std::int64_t> &values, std::minstd_rand &random)
{
    switch (random() % 5) {
    case 0:
        values.Add(values.empty() ? interesting(random) : values.Get(int(random() % unsigned(values.size()))));
        break;
    case 1:
        if (!values.empty())
            values.RemoveLast();
        break;
    case 2:
        if (!values.empty())
            values.Set(int(random() % unsigned(values.size())), interesting(random));
        break;
    case 3: {
        const unsigned count = 1 + random() % 8;
        for (unsigned i = 0; i < count; ++i)
            values.Add(interesting(random));
        break;
    }
    default:
        values.Clear();
        break;
    }
}

void mutateAttribute(onnx::NodeProto &node, std::minstd_rand &random)
{
    onnx::AttributeProto *attribute = nullptr;
    if (node.attribute_size() > 0 && random() % 3 != 0) {
        attribute = node.mutable_attribute(int(random() % unsigned(node.attribute_size())));
    } else {
        attribute = node.add_attribute();
        attribute->set_name(AttributeNames[random() % AttributeNames.size()]);
        attribute->set_type(random() % 2 ? onnx::AttributeProto::INTS : onnx::AttributeProto::INT);
    }
    if (attribute->type() == onnx::AttributeProto::INT)
        attribute->set_i(interesting(random));
    else
        mutateList(*attribute->mutable_ints(), random);
}

void mutateDimension(onnx::ModelProto &model, std::minstd_rand &random)
{
    onnx::GraphProto &graph = *model.mutable_graph();
    if (graph.initializer_size() > 0 && random() % 2) {
        onnx::TensorProto &tensor = *graph.mutable_initializer(int(random() % unsigned(graph.initializer_size())));
        mutateList(*tensor.mutable_dims(), random);
        return;
    }
    if (graph.input_size() == 0)
        return;
    onnx::TypeProto::Tensor &tensor =
        *graph.mutable_input(int(random() % unsigned(graph.input_size())))->mutable_type()->mutable_tensor_type();
    onnx::TensorShapeProto &shape = *tensor.mutable_shape();
    if (shape.dim_size() == 0 || random() % 4 == 0)
        shape.add_dim()->set_dim_value(interesting(random));
    else
        shape.mutable_dim(int(random() % unsigned(shape.dim_size())))->set_dim_value(interesting(random));
}

} // namespace

void mutateOnnxModel(onnx::ModelProto &model, std::minstd_rand &random)
{
    onnx::GraphProto &graph = *model.mutable_graph();
    if (graph.node_size() == 0 || random() % 5 == 0) {
        mutateDimension(model, random);
        return;
    }
    mutateAttribute(*graph.mutable_node(int(random() % unsigned(graph.node_size()))), random);
}

} // namespace regal::fuzz
