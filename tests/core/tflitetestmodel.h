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

/// \brief A TFLite model of one subgraph, built tensor by tensor and operator by operator.
class TfliteTestModel
{
public:
    enum Type : std::int8_t { Float32 = 0, Float16 = 1, Int32 = 2, Int8 = 9 };

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

    /// Adds a weight that reads the buffer of weight \a same, as converters store equal data once.
    int sharing(const std::string &name, std::vector<std::int32_t> shape, int same)
    {
        return add(name, std::move(shape), Float32, m_bufferOf[std::size_t(same)]);
    }

    /// Adds an operator of builtin \a code (32 with \a custom for a custom op); a pooling
    /// window of \a window x \a window when set.
    void op(std::int32_t code, std::vector<std::int32_t> inputs, std::vector<std::int32_t> outputs,
            const std::string &custom = {}, std::int32_t window = 0)
    {
        FlatValue opcode;
        opcode.scalar<std::int8_t>(0, std::int8_t(std::min(code, 127))).scalar<std::int32_t>(2, 1).scalar<std::int32_t>(3, code);
        if (!custom.empty())
            opcode.reference(1, FlatValue::ofBytes(custom));
        m_codes.push_back(std::move(opcode));
        FlatValue op;
        op.scalar<std::uint32_t>(0, std::uint32_t(m_codes.size() - 1));
        op.reference(1, FlatValue::ofInts(std::move(inputs))).reference(2, FlatValue::ofInts(std::move(outputs)));
        if (window > 0) {
            op.scalar<std::uint8_t>(3, 5); // Pool2DOptions
            op.reference(4, FlatValue().scalar<std::int32_t>(3, window).scalar<std::int32_t>(4, window));
        }
        m_operators.push_back(std::move(op));
    }

    void inputs(std::vector<std::int32_t> tensors) { m_inputs = std::move(tensors); }
    void outputs(std::vector<std::int32_t> tensors) { m_outputs = std::move(tensors); }

    std::string bytes(const std::string &identifier = "TFL3") const
    {
        FlatValue subgraph;
        subgraph.reference(0, FlatValue::ofTables(m_tensors))
            .reference(1, FlatValue::ofInts(m_inputs))
            .reference(2, FlatValue::ofInts(m_outputs))
            .reference(3, FlatValue::ofTables(m_operators))
            .reference(4, FlatValue::ofBytes("main"));
        FlatValue model;
        model.scalar<std::uint32_t>(0, 3)
            .reference(1, FlatValue::ofTables(m_codes))
            .reference(2, FlatValue::ofTables({subgraph}))
            .reference(3, FlatValue::ofBytes("regal test model"))
            .reference(4, FlatValue::ofTables(m_buffers));
        return FlatWriter::write(model, identifier);
    }

private:
    int add(const std::string &name, std::vector<std::int32_t> shape, Type type, std::uint32_t buffer)
    {
        FlatValue tensor;
        tensor.scalar<std::int8_t>(1, type);
        if (buffer > 0)
            tensor.scalar<std::uint32_t>(2, buffer);
        tensor.reference(0, FlatValue::ofInts(std::move(shape))).reference(3, FlatValue::ofBytes(name));
        m_tensors.push_back(std::move(tensor));
        m_bufferOf.push_back(buffer);
        return int(m_tensors.size()) - 1;
    }

    std::vector<FlatValue> m_tensors;
    std::vector<FlatValue> m_codes;
    std::vector<FlatValue> m_operators;
    std::vector<FlatValue> m_buffers{FlatValue()}; ///< buffer 0 is the empty one
    std::vector<std::uint32_t> m_bufferOf;         ///< per tensor
    std::vector<std::int32_t> m_inputs;
    std::vector<std::int32_t> m_outputs;
};

/// TFLite builtin codes of tfliteConvNet().
enum TfliteCode : std::int32_t { Conv2D = 3, Dequantize = 6, FullyConnected = 9, MaxPool2D = 17, Reshape = 22, Custom = 32 };

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

} // namespace regal::test
