#pragma once

// Builds small ONNX models with the protobuf API for the importer tests.

#include <onnx.pb.h>
#include <initializer_list>
#include <string>
#include <vector>

namespace regal::test {

/// A dimension of a graph input: a number, or a symbolic name when \a symbol is set.
struct Dim
{
    std::int64_t value = 0;
    const char *symbol = nullptr;
    Dim(std::int64_t v) : value(v) {}
    Dim(const char *name) : symbol(name) {}
};

class OnnxTestModel
{
public:
    explicit OnnxTestModel(int opset = 13)
    {
        m_model.set_ir_version(8);
        m_model.set_producer_name("regal-tests");
        onnx::OperatorSetIdProto *set = m_model.add_opset_import();
        set->set_domain("");
        set->set_version(opset);
        m_model.mutable_graph()->set_name("test");
    }

    onnx::GraphProto &graph() { return *m_model.mutable_graph(); }
    onnx::ModelProto &model() { return m_model; }

    static void describe(onnx::ValueInfoProto *value, const std::string &name, std::initializer_list<Dim> dims,
                         int type = onnx::TensorProto::FLOAT)
    {
        value->set_name(name);
        onnx::TypeProto::Tensor *tensor = value->mutable_type()->mutable_tensor_type();
        tensor->set_elem_type(type);
        onnx::TensorShapeProto *shape = tensor->mutable_shape();
        for (const Dim &dim : dims) {
            onnx::TensorShapeProto::Dimension *entry = shape->add_dim();
            if (dim.symbol)
                entry->set_dim_param(dim.symbol);
            else
                entry->set_dim_value(dim.value);
        }
    }

    void input(const std::string &name, std::initializer_list<Dim> dims, int type = onnx::TensorProto::FLOAT)
    {
        describe(graph().add_input(), name, dims, type);
    }

    void output(const std::string &name) { graph().add_output()->set_name(name); }

    /// A float initializer of \a dims; its data is zeros (only the shape matters).
    onnx::TensorProto &weight(const std::string &name, std::vector<std::int64_t> dims)
    {
        onnx::TensorProto *tensor = graph().add_initializer();
        tensor->set_name(name);
        tensor->set_data_type(onnx::TensorProto::FLOAT);
        std::int64_t count = 1;
        for (std::int64_t dim : dims) {
            tensor->add_dims(dim);
            count *= dim;
        }
        tensor->set_raw_data(std::string(std::size_t(count) * 4, '\0'));
        return *tensor;
    }

    static void fillInt64(onnx::TensorProto &tensor, const std::vector<std::int64_t> &values, bool scalar = false)
    {
        tensor.set_data_type(onnx::TensorProto::INT64);
        if (!scalar)
            tensor.add_dims(std::int64_t(values.size()));
        for (std::int64_t value : values)
            tensor.add_int64_data(value);
    }

    /// An int64 initializer holding \a values (shapes, axes, indices).
    void int64s(const std::string &name, const std::vector<std::int64_t> &values, bool scalar = false)
    {
        onnx::TensorProto *tensor = graph().add_initializer();
        tensor->set_name(name);
        fillInt64(*tensor, values, scalar);
    }

    onnx::NodeProto &node(const std::string &op, const std::string &name, std::initializer_list<std::string> inputs,
                          std::initializer_list<std::string> outputs)
    {
        return addNode(graph(), op, name, inputs, outputs);
    }

    static onnx::NodeProto &addNode(onnx::GraphProto &graph, const std::string &op, const std::string &name,
                                    std::initializer_list<std::string> inputs, std::initializer_list<std::string> outputs)
    {
        onnx::NodeProto *node = graph.add_node();
        node->set_op_type(op);
        node->set_name(name);
        for (const std::string &input : inputs)
            node->add_input(input);
        for (const std::string &output : outputs)
            node->add_output(output);
        return *node;
    }

    /// A Constant node whose output \a name holds int64 \a values.
    void constant(const std::string &name, const std::vector<std::int64_t> &values)
    {
        onnx::NodeProto &made = node("Constant", name + "_node", {}, {name});
        onnx::AttributeProto *value = made.add_attribute();
        value->set_name("value");
        value->set_type(onnx::AttributeProto::TENSOR);
        fillInt64(*value->mutable_t(), values);
    }

    static void ints(onnx::NodeProto &node, const std::string &name, std::initializer_list<std::int64_t> values)
    {
        onnx::AttributeProto *attribute = node.add_attribute();
        attribute->set_name(name);
        attribute->set_type(onnx::AttributeProto::INTS);
        for (std::int64_t value : values)
            attribute->add_ints(value);
    }

    static void integer(onnx::NodeProto &node, const std::string &name, std::int64_t value)
    {
        onnx::AttributeProto *attribute = node.add_attribute();
        attribute->set_name(name);
        attribute->set_type(onnx::AttributeProto::INT);
        attribute->set_i(value);
    }

    std::string bytes() const { return m_model.SerializeAsString(); }

private:
    onnx::ModelProto m_model;
};

/// A conv block: x[1,3,side,side] -> Conv 3x3 pad 1 (\a filters) -> Relu -> MaxPool 2x2 -> Flatten
/// -> Gemm to 10 classes.
inline OnnxTestModel convBlock(std::int64_t side, std::int64_t filters)
{
    OnnxTestModel model;
    model.input("x", {1, 3, side, side});
    model.weight("conv.w", {filters, 3, 3, 3});
    model.weight("conv.b", {filters});
    onnx::NodeProto &conv = model.node("Conv", "/features/conv/Conv", {"x", "conv.w", "conv.b"}, {"c"});
    OnnxTestModel::ints(conv, "pads", {1, 1, 1, 1});
    OnnxTestModel::ints(conv, "kernel_shape", {3, 3});
    model.node("Relu", "/features/relu/Relu", {"c"}, {"r"});
    onnx::NodeProto &pool = model.node("MaxPool", "/features/pool/MaxPool", {"r"}, {"p"});
    OnnxTestModel::ints(pool, "kernel_shape", {2, 2});
    OnnxTestModel::ints(pool, "strides", {2, 2});
    model.node("Flatten", "/Flatten", {"p"}, {"f"});
    model.weight("fc.w", {10, filters * (side / 2) * (side / 2)});
    model.weight("fc.b", {10});
    onnx::NodeProto &gemm = model.node("Gemm", "/classifier/Gemm", {"f", "fc.w", "fc.b"}, {"y"});
    OnnxTestModel::integer(gemm, "transB", 1);
    model.output("y");
    return model;
}

} // namespace regal::test
