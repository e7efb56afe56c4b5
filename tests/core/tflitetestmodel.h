#pragma once

// Builds small TensorFlow Lite models (flatbuffers) for the importer tests and the fuzz seeds.

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace regal::test {

/// \brief A FlatBuffers value to write: a table (inline scalars and references, by field
/// index), a vector of int32, a byte string, or a vector of tables.
struct FlatValue
{
    enum class Kind { Table, Ints, Bytes, Tables } kind = Kind::Table;
    std::vector<std::pair<int, std::string>> scalars; ///< field index, little-endian bytes
    std::vector<int> referenceFields; ///< the field of each of referenceValues
    std::vector<FlatValue> referenceValues;
    std::vector<std::int32_t> ints;
    std::string bytes;
    std::vector<FlatValue> tables;

    template <typename T>
    FlatValue &scalar(int field, T value)
    {
        std::string raw(sizeof(T), '\0');
        std::memcpy(raw.data(), &value, sizeof(T));
        scalars.emplace_back(field, raw);
        return *this;
    }
    FlatValue &reference(int field, FlatValue value)
    {
        referenceFields.push_back(field);
        referenceValues.push_back(std::move(value));
        return *this;
    }
    static FlatValue ofInts(std::vector<std::int32_t> values)
    {
        FlatValue value;
        value.kind = Kind::Ints;
        value.ints = std::move(values);
        return value;
    }
    static FlatValue ofBytes(std::string text)
    {
        FlatValue value;
        value.kind = Kind::Bytes;
        value.bytes = std::move(text);
        return value;
    }
    static FlatValue ofTables(std::vector<FlatValue> items)
    {
        FlatValue value;
        value.kind = Kind::Tables;
        value.tables = std::move(items);
        return value;
    }
};

/// \brief Writes FlatValues front to back: a parent first, then what it refers to, each
/// reference patched with the (positive) distance to its target.
class FlatWriter
{
public:
    /// The whole buffer: the root offset, \a identifier, then \a root.
    static std::string write(const FlatValue &root, const std::string &identifier)
    {
        FlatWriter writer;
        writer.m_out.assign(4, '\0');
        writer.m_out += identifier;
        const std::uint32_t at = writer.emit(root);
        writer.put(0, at);
        return writer.m_out;
    }

private:
    void align(std::size_t to)
    {
        while (m_out.size() % to != 0)
            m_out.push_back('\0');
    }
    void put(std::size_t at, std::uint32_t value) { std::memcpy(m_out.data() + at, &value, 4); }
    void append(const void *data, std::size_t size) { m_out.append(static_cast<const char *>(data), size); }

    std::uint32_t emit(const FlatValue &value)
    {
        align(4);
        const auto at = std::uint32_t(m_out.size());
        if (value.kind == FlatValue::Kind::Ints) {
            const auto count = std::uint32_t(value.ints.size());
            append(&count, 4);
            append(value.ints.data(), value.ints.size() * 4);
        } else if (value.kind == FlatValue::Kind::Bytes) {
            const auto count = std::uint32_t(value.bytes.size());
            append(&count, 4);
            m_out += value.bytes;
            m_out.push_back('\0');
        } else if (value.kind == FlatValue::Kind::Tables) {
            const auto count = std::uint32_t(value.tables.size());
            append(&count, 4);
            m_out.append(value.tables.size() * 4, '\0');
            for (std::size_t index = 0; index < value.tables.size(); ++index) {
                const std::size_t slot = at + 4 + index * 4;
                put(slot, emit(value.tables[index]) - std::uint32_t(slot));
            }
        } else {
            return emitTable(value);
        }
        return at;
    }

    std::uint32_t emitTable(const FlatValue &table)
    {
        int fields = 0;
        std::uint16_t size = 4;
        std::vector<std::pair<int, std::uint16_t>> offsets;
        for (const auto &[field, raw] : table.scalars) {
            offsets.emplace_back(field, size);
            size = std::uint16_t(size + raw.size());
            fields = std::max(fields, field + 1);
        }
        for (int field : table.referenceFields) {
            offsets.emplace_back(field, size);
            size = std::uint16_t(size + 4);
            fields = std::max(fields, field + 1);
        }
        const auto vtable = std::uint32_t(m_out.size());
        std::vector<std::uint16_t> entries(std::size_t(fields) + 2, 0);
        entries[0] = std::uint16_t(4 + 2 * fields);
        entries[1] = size;
        for (const auto &[field, offset] : offsets)
            entries[std::size_t(field) + 2] = offset;
        append(entries.data(), entries.size() * 2);
        align(4);
        const auto at = std::uint32_t(m_out.size());
        const std::int32_t back = std::int32_t(at - vtable);
        append(&back, 4);
        for (const auto &[field, raw] : table.scalars)
            m_out += raw;
        const std::size_t references = m_out.size();
        m_out.append(table.referenceValues.size() * 4, '\0');
        for (std::size_t index = 0; index < table.referenceValues.size(); ++index) {
            const std::size_t slot = references + index * 4;
            put(slot, emit(table.referenceValues[index]) - std::uint32_t(slot));
        }
        return at;
    }

    std::string m_out;
};

/// \brief A TFLite model, built tensor by tensor and operator by operator: in its main subgraph,
/// or in the one that subgraph() last started.
class TfliteTestModel
{
public:
    enum Type : std::int8_t { Float32 = 0, Float16 = 1, Int32 = 2, Int8 = 9, Int4 = 17, Int2 = 19, UInt4 = 20 };
    /// Options tables of ops that run subgraphs: IF's then and else, WHILE's condition and body.
    enum Calls : std::uint8_t { IfOptions = 92, WhileOptions = 93 };

    /// Starts another subgraph, which what is added goes to from then on; returns its index.
    int subgraph()
    {
        m_subgraphs.emplace_back();
        return int(m_subgraphs.size()) - 1;
    }

    /// Adds a tensor; \a stored bytes of data make it a weight (a buffer of its own).
    int tensor(const std::string &name, std::vector<std::int32_t> shape, Type type = Float32, std::size_t stored = 0)
    {
        std::uint32_t buffer = 0;
        if (stored > 0) {
            buffer = std::uint32_t(m_buffers.size());
            m_buffers.push_back(FlatValue().reference(0, FlatValue::ofBytes(std::string(stored, '\1'))));
        }
        return add(name, std::move(shape), type, buffer);
    }

    /// The buffer of tensor \a tensor of the current subgraph; 0 for none.
    std::uint32_t bufferOf(int tensor) const { return m_subgraphs.back().bufferOf[std::size_t(tensor)]; }

    /// Adds a weight that reads \a buffer, as converters store equal data once.
    int reading(const std::string &name, std::vector<std::int32_t> shape, std::uint32_t buffer)
    {
        return add(name, std::move(shape), Float32, buffer);
    }

    /// Adds an operator of builtin \a code (32 with \a custom for a custom op); a pooling
    /// window of \a window x \a window when set.
    void op(std::int32_t code, std::vector<std::int32_t> inputs, std::vector<std::int32_t> outputs,
            const std::string &custom = {}, std::int32_t window = 0)
    {
        FlatValue op = operatorOf(code, std::move(inputs), std::move(outputs), custom);
        if (window > 0) {
            op.scalar<std::uint8_t>(3, 5); // Pool2DOptions
            op.reference(4, FlatValue().scalar<std::int32_t>(3, window).scalar<std::int32_t>(4, window));
        }
        current().operators.push_back(std::move(op));
    }

    /// Adds an operator of builtin \a code that runs \a subgraphs, as its \a options say.
    void call(std::int32_t code, Calls options, std::vector<std::int32_t> subgraphs, std::vector<std::int32_t> inputs,
              std::vector<std::int32_t> outputs)
    {
        FlatValue op = operatorOf(code, std::move(inputs), std::move(outputs), {});
        FlatValue table;
        for (std::size_t field = 0; field < subgraphs.size(); ++field)
            table.scalar<std::int32_t>(int(field), subgraphs[field]);
        op.scalar<std::uint8_t>(3, options).reference(4, std::move(table));
        current().operators.push_back(std::move(op));
    }

    void inputs(std::vector<std::int32_t> tensors) { current().inputs = std::move(tensors); }
    void outputs(std::vector<std::int32_t> tensors) { current().outputs = std::move(tensors); }

    std::string bytes(const std::string &identifier = "TFL3") const
    {
        std::vector<FlatValue> subgraphs;
        for (const Subgraph &made : m_subgraphs)
            subgraphs.push_back(FlatValue()
                                    .reference(0, FlatValue::ofTables(made.tensors))
                                    .reference(1, FlatValue::ofInts(made.inputs))
                                    .reference(2, FlatValue::ofInts(made.outputs))
                                    .reference(3, FlatValue::ofTables(made.operators))
                                    .reference(4, FlatValue::ofBytes(subgraphs.empty() ? "main" : "body")));
        FlatValue model;
        model.scalar<std::uint32_t>(0, 3)
            .reference(1, FlatValue::ofTables(m_codes))
            .reference(2, FlatValue::ofTables(std::move(subgraphs)))
            .reference(3, FlatValue::ofBytes("regal test model"))
            .reference(4, FlatValue::ofTables(m_buffers));
        return FlatWriter::write(model, identifier);
    }

private:
    struct Subgraph
    {
        std::vector<FlatValue> tensors;
        std::vector<FlatValue> operators;
        std::vector<std::uint32_t> bufferOf; ///< per tensor
        std::vector<std::int32_t> inputs;
        std::vector<std::int32_t> outputs;
    };

    Subgraph &current() { return m_subgraphs.back(); }

    int add(const std::string &name, std::vector<std::int32_t> shape, Type type, std::uint32_t buffer)
    {
        FlatValue tensor;
        tensor.scalar<std::int8_t>(1, type);
        if (buffer > 0)
            tensor.scalar<std::uint32_t>(2, buffer);
        tensor.reference(0, FlatValue::ofInts(std::move(shape))).reference(3, FlatValue::ofBytes(name));
        current().tensors.push_back(std::move(tensor));
        current().bufferOf.push_back(buffer);
        return int(current().tensors.size()) - 1;
    }

    /// An operator and its own operator code.
    FlatValue operatorOf(std::int32_t code, std::vector<std::int32_t> inputs, std::vector<std::int32_t> outputs,
                         const std::string &custom)
    {
        FlatValue opcode;
        opcode.scalar<std::int8_t>(0, std::int8_t(std::min(code, 127)));
        opcode.scalar<std::int32_t>(2, 1).scalar<std::int32_t>(3, code);
        if (!custom.empty())
            opcode.reference(1, FlatValue::ofBytes(custom));
        m_codes.push_back(std::move(opcode));
        FlatValue op;
        op.scalar<std::uint32_t>(0, std::uint32_t(m_codes.size() - 1));
        op.reference(1, FlatValue::ofInts(std::move(inputs))).reference(2, FlatValue::ofInts(std::move(outputs)));
        return op;
    }

    std::vector<Subgraph> m_subgraphs{1};
    std::vector<FlatValue> m_codes;
    std::vector<FlatValue> m_buffers{FlatValue()}; ///< buffer 0 is the empty one
};

/// TFLite builtin codes of the models below and of the tests.
enum TfliteCode : std::int32_t {
    Add = 0, Conv2D = 3, Dequantize = 6, FullyConnected = 9, MaxPool2D = 17, Mul = 18, Relu = 19, Reshape = 22,
    Custom = 32,
    Less = 58, If = 118, While = 119
};

/// x[1,8,8,3] -> Conv2D (float16 filters through a Dequantize listed after it, bias) -> MaxPool2D 2x2 ->
/// Reshape [1, 64] -> two FullyConnected reading one weight of 2,560 bytes -> a custom op on the first.
inline TfliteTestModel tfliteConvNet()
{
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 8, 8, 3});
    const int filters16 = model.tensor("conv/filters_fp16", {4, 3, 3, 3}, TfliteTestModel::Float16, 4 * 27 * 2);
    const int filters = model.tensor("conv/filters", {4, 3, 3, 3});
    const int bias = model.tensor("conv/bias", {4}, TfliteTestModel::Float32, 16);
    const int conv = model.tensor("conv/Relu;conv/BiasAdd", {1, 8, 8, 4});
    const int pooled = model.tensor("pool", {1, 4, 4, 4});
    const int shape = model.tensor("flatten/shape", {2}, TfliteTestModel::Int32, 8);
    const int flat = model.tensor("flatten", {1, 64});
    const int weights = model.tensor("dense/weights", {10, 64}, TfliteTestModel::Float32, 2560);
    const int y = model.tensor("dense", {1, 10});
    const int z = model.tensor("dense2", {1, 10});
    const int out = model.tensor("post", {1, 10});
    model.op(Conv2D, {x, filters, bias}, {conv});
    model.op(Dequantize, {filters16}, {filters});
    model.op(MaxPool2D, {conv}, {pooled}, {}, 2);
    model.op(Reshape, {pooled, shape}, {flat});
    model.op(FullyConnected, {flat, weights, -1}, {y});
    model.op(FullyConnected, {flat, weights, -1}, {z});
    model.op(Custom, {y}, {out}, "MyPostProcess");
    model.inputs({x});
    model.outputs({out, z});
    return model;
}

/// x[1,16] -> WHILE, whose condition (subgraph 1) compares with a stored limit and whose body
/// (subgraph 2) is a FullyConnected of 16 x 16 stored weights and a Relu. With \a float16Weights
/// the body stores its weights as float16, behind a DEQUANTIZE listed after the FullyConnected.
inline TfliteTestModel tfliteWhileNet(bool float16Weights = false)
{
    TfliteTestModel model;
    const int x = model.tensor("x", {1, 16});
    const int y = model.tensor("loop", {1, 16});
    model.call(While, TfliteTestModel::WhileOptions, {1, 2}, {x}, {y});
    model.inputs({x});
    model.outputs({y});
    model.subgraph();
    const int a = model.tensor("a", {1, 16});
    const int limit = model.tensor("limit", {1}, TfliteTestModel::Float32, 4);
    const int more = model.tensor("more", {1});
    model.op(Less, {a, limit}, {more});
    model.inputs({a});
    model.outputs({more});
    model.subgraph();
    const int b = model.tensor("b", {1, 16});
    const int weights = float16Weights ? model.tensor("body/weights", {16, 16})
                                       : model.tensor("body/weights", {16, 16}, TfliteTestModel::Float32, 16 * 16 * 4);
    const int dense = model.tensor("body/dense", {1, 16});
    const int relu = model.tensor("body/relu", {1, 16});
    model.op(FullyConnected, {b, weights, -1}, {dense});
    if (float16Weights)
        model.op(Dequantize, {model.tensor("body/weights_fp16", {16, 16}, TfliteTestModel::Float16, 16 * 16 * 2)},
                 {weights});
    model.op(Relu, {dense}, {relu});
    model.inputs({b});
    model.outputs({relu});
    return model;
}

} // namespace regal::test
