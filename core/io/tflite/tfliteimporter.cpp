#include "core/io/tflite/tfliteimporter.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/import/dependencyorder.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/importnotes.h"
#include "core/io/import/nodenames.h"
#include "core/io/tflite/flatbufferview.h"
#include "core/io/tflite/tfliteops.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <unordered_map>
#include <unordered_set>

namespace regal {
namespace {

/// The fields of the TFLite schema's tables that the importer reads, by their index.
namespace field {
constexpr int ModelOperatorCodes = 1;
constexpr int ModelSubgraphs = 2;
constexpr int ModelDescription = 3;
constexpr int ModelBuffers = 4;
constexpr int CodeDeprecatedBuiltin = 0;
constexpr int CodeCustom = 1;
constexpr int CodeBuiltin = 3;
constexpr int SubgraphTensors = 0;
constexpr int SubgraphInputs = 1;
constexpr int SubgraphOutputs = 2;
constexpr int SubgraphOperators = 3;
constexpr int TensorShape = 0;
constexpr int TensorType = 1;
constexpr int TensorBuffer = 2;
constexpr int TensorName = 3;
constexpr int OperatorCode = 0;
constexpr int OperatorInputs = 1;
constexpr int OperatorOutputs = 2;
constexpr int OperatorOptionsType = 3;
constexpr int OperatorOptions = 4;
constexpr int BufferData = 0;
constexpr int BufferSize = 2;
constexpr int PoolFilterWidth = 3;
constexpr int PoolFilterHeight = 4;
constexpr int BatchMatMulAdjointX = 0;
} // namespace field

/// The options union's type of a pooling operator.
constexpr std::uint8_t Pool2DOptions = 5;

struct TensorEntry
{
    TensorInfo info;
    std::string name;
    /// Bytes of data the model stores for it: a weight or a constant.
    Bytes stored = 0;
    /// The buffer that stores them; 0 for none.
    std::uint32_t buffer = 0;
};

struct OperatorEntry
{
    std::int32_t code = 0;
    std::string name;
    std::vector<std::int32_t> inputs;
    std::vector<std::int32_t> outputs;
    std::int64_t poolWindow = 1;
    bool adjointX = false;
};

/// What the import may read in all (shapes, tensor lists, names), per byte of the file: a model
/// reads each of its vectors once or a few times.
constexpr std::uint64_t ReadPerByte = 8;

/// A tensor's name up to its first ';' (the converter joins the names of fused ops).
std::string shortName(const std::string &name) { return name.substr(0, name.find(';')); }

class TfliteImporter
{
public:
    TfliteImporter(const std::string &bytes, const std::string &source, const ImportOptions &options)
        : m_view(bytes), m_budget(ReadPerByte * std::uint64_t(bytes.size())), m_source(source), m_resolver(options, m_notes),
          m_builder(std::filesystem::path(source).stem().string())
    {
        m_notes.format = "tensorflow lite";
    }

    Result<Graph> run()
    {
        if (m_view.identifier() != "TFL3")
            return invalid("not a TensorFlow Lite model: no \"TFL3\" identifier at byte 4");
        const std::optional<std::uint64_t> model = m_view.root();
        if (!model)
            return invalid("not a TensorFlow Lite model: its root table lies outside the file");
        m_notes.producer = nameInWarning(text(*model, field::ModelDescription));
        const std::optional<FlatBufferView::Vector> subgraphs = m_view.vector(*model, field::ModelSubgraphs, 4);
        const std::optional<std::uint64_t> subgraph = subgraphs ? m_view.tableAt(*subgraphs, 0) : std::nullopt;
        if (!subgraph)
            return invalid("the model has no subgraph");
        if (subgraphs->count > 1)
            m_notes.warn(fmt::format("{} besides the main one (the bodies of WHILE, IF and CALL ops) not imported: "
                                     "the ops that run them count as one op each",
                                     counted(std::int64_t(subgraphs->count) - 1, "subgraph")));
        readTensors(*model, *subgraph);
        Status operators = m_overspent ? Status() : readOperators(*model, *subgraph);
        if (m_overspent)
            return invalid(fmt::format("its tables name the same data over and over: reading them would take more than "
                                       "{} times the file's size",
                                       ReadPerByte));
        if (!operators)
            return operators.failure();
        if (Status sorted = sort(); !sorted)
            return sorted.failure();
        build(*subgraph);
        m_resolver.finish();
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    Error invalid(std::string what) const { return Error::of(ErrorKind::InvalidFile, {m_source, std::move(what)}); }

    /// Takes \a amount from what the import may read in all. Tables of a flatbuffer may share
    /// their vectors, so a small file could otherwise name one long shape a million times.
    bool spend(std::uint64_t amount)
    {
        m_overspent = m_overspent || amount > m_budget;
        m_budget -= m_overspent ? 0 : amount;
        return !m_overspent;
    }

    std::vector<std::int32_t> integers(std::uint64_t table, int index)
    {
        std::vector<std::int32_t> values;
        if (const std::optional<FlatBufferView::Vector> vector = m_view.vector(table, index, 4); vector && spend(vector->count))
            for (std::uint32_t at = 0; at < vector->count; ++at)
                values.push_back(m_view.element<std::int32_t>(*vector, at, -1));
        return values;
    }

    std::string text(std::uint64_t table, int index)
    {
        const std::optional<FlatBufferView::Vector> bytes = m_view.vector(table, index, 1);
        return bytes && spend(bytes->count) ? m_view.string(table, index) : std::string();
    }

    /// The bytes that buffer \a index of the model's \a buffers holds.
    Bytes bufferBytes(const std::optional<FlatBufferView::Vector> &buffers, std::uint32_t index) const
    {
        const std::optional<std::uint64_t> buffer = buffers ? m_view.tableAt(*buffers, index) : std::nullopt;
        if (!buffer)
            return 0;
        if (const std::optional<FlatBufferView::Vector> data = m_view.vector(*buffer, field::BufferData, 1))
            if (data->count > 0)
                return Bytes(data->count);
        // Models over 2 GiB keep their buffers after the flatbuffer and give only offset and size.
        return Bytes(std::min<std::uint64_t>(m_view.scalar<std::uint64_t>(*buffer, field::BufferSize, 0), limits::MaxBytes));
    }

    void readTensors(std::uint64_t model, std::uint64_t subgraph)
    {
        const std::optional<FlatBufferView::Vector> tensors = m_view.vector(subgraph, field::SubgraphTensors, 4);
        const std::optional<FlatBufferView::Vector> buffers = m_view.vector(model, field::ModelBuffers, 4);
        Bytes stored = 0;
        std::unordered_set<std::uint32_t> counted; // tensors may share a buffer: the converter stores equal data once
        for (std::uint32_t index = 0; tensors && index < tensors->count; ++index) {
            TensorEntry entry;
            if (const std::optional<std::uint64_t> tensor = m_view.tableAt(*tensors, index)) {
                entry.name = text(*tensor, field::TensorName);
                entry.info.type = tfliteElementType(m_view.scalar<std::int8_t>(*tensor, field::TensorType, 0));
                entry.info.shapeKnown = true;
                const std::vector<std::int32_t> shape = integers(*tensor, field::TensorShape);
                const Dims declared(shape.begin(), shape.end());
                for (std::size_t axis = 0; axis < declared.size(); ++axis)
                    entry.info.dims.push_back(declared[axis] >= 0 ? declared[axis]
                                                                  : m_resolver.resolve({}, entry.name, axis, declared));
                entry.buffer = m_view.scalar<std::uint32_t>(*tensor, field::TensorBuffer, 0);
                entry.stored = entry.buffer == 0 ? 0 : bufferBytes(buffers, entry.buffer);
                if (entry.stored > 0 && counted.insert(entry.buffer).second)
                    stored = std::min(stored + entry.stored, limits::MaxTotalBytes);
            }
            m_tensors.push_back(std::move(entry));
        }
        m_notes.storedParameterBytes = stored;
    }

    Status readOperators(std::uint64_t model, std::uint64_t subgraph)
    {
        const std::optional<FlatBufferView::Vector> codes = m_view.vector(model, field::ModelOperatorCodes, 4);
        const std::optional<FlatBufferView::Vector> operators = m_view.vector(subgraph, field::SubgraphOperators, 4);
        if (!operators || operators->count == 0)
            return invalid("the main subgraph has no operators");
        for (std::uint32_t index = 0; index < operators->count; ++index) {
            const std::optional<std::uint64_t> op = m_view.tableAt(*operators, index);
            if (!op)
                return invalid(fmt::format("operator {} lies outside the file", index));
            OperatorEntry entry;
            const std::uint32_t codeIndex = m_view.scalar<std::uint32_t>(*op, field::OperatorCode, 0);
            const std::optional<std::uint64_t> code = codes ? m_view.tableAt(*codes, codeIndex) : std::nullopt;
            if (!code)
                return invalid(fmt::format("operator {} names operator code {}, which the model does not list", index,
                                           codeIndex));
            // Codes past 127 live in builtin_code; older files have only the byte.
            entry.code = std::max<std::int32_t>(m_view.scalar<std::int8_t>(*code, field::CodeDeprecatedBuiltin, 0),
                                                m_view.scalar<std::int32_t>(*code, field::CodeBuiltin, 0));
            entry.name = entry.code == tflite::Custom ? text(*code, field::CodeCustom) : tfliteOpName(entry.code);
            if (entry.name.empty())
                entry.name = "Custom";
            entry.inputs = integers(*op, field::OperatorInputs);
            entry.outputs = integers(*op, field::OperatorOutputs);
            for (const std::vector<std::int32_t> *list : {&entry.inputs, &entry.outputs})
                for (std::int32_t tensor : *list)
                    if (tensor < -1 || tensor >= std::int32_t(m_tensors.size()))
                        return invalid(fmt::format("operator {} ({}) names tensor {}, but the subgraph has {}", index,
                                                   entry.name, tensor, counted(std::int64_t(m_tensors.size()), "tensor")));
            const bool pool = entry.code == tflite::AveragePool2D || entry.code == tflite::MaxPool2D || entry.code == tflite::L2Pool2D;
            if (pool && m_view.scalar<std::uint8_t>(*op, field::OperatorOptionsType, 0) == Pool2DOptions)
                if (const std::optional<std::uint64_t> options = m_view.table(*op, field::OperatorOptions))
                    entry.poolWindow = std::int64_t(std::clamp(m_view.scalar<std::int32_t>(*options, field::PoolFilterWidth, 1), 1, 1 << 20)) *
                                       std::clamp(m_view.scalar<std::int32_t>(*options, field::PoolFilterHeight, 1), 1, 1 << 20);
            if (entry.code == tflite::BatchMatMul)
                if (const std::optional<std::uint64_t> options = m_view.table(*op, field::OperatorOptions))
                    entry.adjointX = m_view.scalar<std::uint8_t>(*options, field::BatchMatMulAdjointX, 0) != 0;
            for (std::int32_t output : entry.outputs) {
                if (output < 0)
                    continue;
                if (const auto [at, fresh] = m_producer.emplace(output, m_operators.size()); !fresh)
                    return invalid(fmt::format("tensor {} ('{}') is written by operators {} and {}", output,
                                               nameInWarning(m_tensors[std::size_t(output)].name), at->second, index));
            }
            m_operators.push_back(std::move(entry));
        }
        return {};
    }

    /// Kahn's order of the operators, in file order among the ready ones.
    Status sort()
    {
        std::vector<std::vector<std::size_t>> readers(m_operators.size());
        for (std::size_t index = 0; index < m_operators.size(); ++index)
            for (std::int32_t tensor : m_operators[index].inputs)
                if (const auto producer = m_producer.find(tensor); producer != m_producer.end())
                    readers[producer->second].push_back(index);
        DependencyOrder sorted(readers);
        if (!sorted.complete()) {
            const std::size_t index = sorted.firstLeftOut();
            return invalid(fmt::format("the operators have a cycle through operator {} ({})", index, m_operators[index].name));
        }
        m_order = std::move(sorted.order);
        return {};
    }

    /// Whether tensor \a index is data the model holds rather than something an op or the caller
    /// gives: stored in a buffer, computed from stored data alone (a folded op's output), or a
    /// variable that no op writes.
    bool isHeld(std::int32_t index) const
    {
        const auto producer = m_producer.find(index);
        return (producer == m_producer.end() || m_folded[producer->second]) && !m_inputs.contains(index);
    }

    /// Folds the operators that read held tensors alone, such as the DEQUANTIZE of a float16
    /// weight, which the runtime does once when it loads the model: their outputs are held.
    void fold()
    {
        m_folded.assign(m_operators.size(), false);
        Bytes folded = 0;
        for (std::size_t index : m_order) {
            const OperatorEntry &op = m_operators[index];
            bool reads = false;
            bool held = true;
            for (std::int32_t tensor : op.inputs)
                if (tensor >= 0) {
                    reads = true;
                    held = held && isHeld(tensor);
                }
            m_folded[index] = reads && held;
            if (m_folded[index])
                for (std::int32_t tensor : op.outputs)
                    if (tensor >= 0)
                        folded = std::min(folded + m_tensors[std::size_t(tensor)].info.bytes(), limits::MaxTotalBytes);
        }
        m_notes.foldedConstantBytes = folded;
    }

    /// Gives each stored tensor the first tensor that stores its data: tensors that share a
    /// buffer read one copy of it, which the runtime maps from the file once.
    void shareBuffers()
    {
        std::unordered_map<std::uint32_t, std::int32_t> first;
        m_dataOf.resize(m_tensors.size());
        for (std::int32_t index = 0; index < std::int32_t(m_tensors.size()); ++index) {
            const TensorEntry &tensor = m_tensors[std::size_t(index)];
            const bool stored = tensor.stored > 0 && !m_producer.contains(index) && !m_inputs.contains(index);
            m_dataOf[std::size_t(index)] = stored ? first.emplace(tensor.buffer, index).first->second : index;
        }
    }

    /// The tensor that holds the data of held tensor \a index.
    std::int32_t dataOf(std::int32_t index) const { return m_dataOf[std::size_t(index)]; }

    Bytes heldBytes(std::int32_t index) const
    {
        const TensorEntry &tensor = m_tensors[std::size_t(index)];
        return tensor.stored > 0 ? std::max(tensor.stored, tensor.info.bytes()) : tensor.info.bytes();
    }

    /// A held tensor of 1 KiB or more that several operators read: one Parameter node each.
    void addParameters()
    {
        std::unordered_map<std::int32_t, std::size_t> readers;
        for (std::size_t index = 0; index < m_operators.size(); ++index) {
            if (m_folded[index])
                continue;
            const OperatorEntry &op = m_operators[index];
            std::unordered_set<std::int32_t> read;
            for (std::int32_t tensor : op.inputs)
                if (tensor >= 0 && isHeld(tensor) && read.insert(dataOf(tensor)).second)
                    ++readers[dataOf(tensor)];
        }
        std::vector<std::int32_t> shared;
        for (const auto &[tensor, count] : readers)
            if (count > 1 && heldBytes(tensor) >= SharedParameterMinBytes)
                shared.push_back(tensor);
        std::sort(shared.begin(), shared.end());
        for (std::int32_t tensor : shared) {
            const std::string name = shortName(m_tensors[std::size_t(tensor)].name);
            m_refs[tensor] = addParameterNode(m_builder, m_names, name, "weights", scopeOfName(name), heldBytes(tensor));
        }
    }

    void build(std::uint64_t subgraph)
    {
        for (std::int32_t input : integers(subgraph, field::SubgraphInputs)) {
            if (input < 0 || input >= std::int32_t(m_tensors.size()) || m_producer.contains(input) || m_inputs.contains(input))
                continue;
            m_inputs.insert(input);
            Node node;
            node.name = m_names.take(shortName(m_tensors[std::size_t(input)].name), "input");
            node.op = "Input";
            node.outputs.push_back(Tensor{m_tensors[std::size_t(input)].info.bytes(), -1, false, {}});
            m_refs[input] = TensorRef{m_builder.addNode(std::move(node)), 0};
        }
        shareBuffers();
        fold();
        addParameters();
        std::unordered_set<std::int32_t> charged;
        for (std::size_t index : m_order) {
            if (m_folded[index])
                continue;
            const OperatorEntry &op = m_operators[index];
            TfliteOp shapes{op.code, op.name, {}, {}, op.poolWindow, op.adjointX};
            for (std::int32_t tensor : op.inputs)
                shapes.inputs.push_back(tensor >= 0 ? &m_tensors[std::size_t(tensor)].info : nullptr);
            for (std::int32_t tensor : op.outputs)
                shapes.outputs.push_back(tensor >= 0 ? &m_tensors[std::size_t(tensor)].info : nullptr);
            Node node;
            const std::string first = op.outputs.empty() || op.outputs[0] < 0 ? std::string()
                                                                               : m_tensors[std::size_t(op.outputs[0])].name;
            node.name = m_names.take(shortName(first), op.name);
            node.op = op.name;
            node.group = scopeOfName(node.name);
            node.flops = tfliteFlops(shapes);
            double accessed = 0.0;
            int aliasSlot = -1;
            const bool reshapes = op.code == tflite::Reshape || op.code == tflite::Squeeze || op.code == tflite::ExpandDims;
            InputSlots slots(node.inputs);
            for (std::size_t slot = 0; slot < op.inputs.size(); ++slot) {
                const std::int32_t tensor = op.inputs[slot];
                if (tensor < 0)
                    continue;
                const bool held = isHeld(tensor);
                if (const auto ref = m_refs.find(held ? dataOf(tensor) : tensor); ref != m_refs.end()) {
                    accessed += double(m_tensors[std::size_t(tensor)].info.bytes());
                    const std::size_t input = slots.add(ref->second);
                    if (reshapes && slot == 0 && !held)
                        aliasSlot = int(input);
                } else if (held && charged.insert(dataOf(tensor)).second) {
                    node.paramBytes = std::min(node.paramBytes + heldBytes(dataOf(tensor)), limits::MaxBytes);
                    accessed += double(heldBytes(dataOf(tensor)));
                }
            }
            node.outputs.resize(std::max<std::size_t>(op.outputs.size(), 1));
            node.outputs[0].aliasOf = aliasSlot;
            for (std::size_t port = 0; port < op.outputs.size(); ++port) {
                const std::int32_t tensor = op.outputs[port];
                node.outputs[port].bytes = tensor >= 0 ? m_tensors[std::size_t(tensor)].info.bytes() : 0;
                accessed += double(node.outputs[port].bytes);
            }
            node.bytesAccessed = accessed;
            const NodeId id = m_builder.addNode(std::move(node));
            for (std::size_t port = 0; port < op.outputs.size(); ++port)
                if (op.outputs[port] >= 0)
                    m_refs[op.outputs[port]] = TensorRef{id, std::uint32_t(port)};
        }
        for (std::int32_t output : integers(subgraph, field::SubgraphOutputs))
            if (const auto ref = m_refs.find(output); ref != m_refs.end())
                m_builder.node(ref->second.node).outputs[ref->second.port].isGraphOutput = true;
    }

    FlatBufferView m_view;
    std::uint64_t m_budget; ///< shape entries, tensor indexes and name bytes still allowed
    bool m_overspent = false;
    const std::string &m_source;
    ImportNotes m_notes;
    DimensionResolver m_resolver;
    GraphBuilder m_builder;
    UniqueNames m_names;
    std::vector<TensorEntry> m_tensors;
    std::vector<OperatorEntry> m_operators;
    std::unordered_map<std::int32_t, std::size_t> m_producer;
    std::unordered_set<std::int32_t> m_inputs;
    std::unordered_map<std::int32_t, TensorRef> m_refs;
    std::vector<std::size_t> m_order;
    std::vector<bool> m_folded;
    std::vector<std::int32_t> m_dataOf; ///< per tensor, as shareBuffers() found

};

} // namespace

Result<Graph> readTfliteModel(const std::string &bytes, const std::string &source, const ImportOptions &options)
{
    TfliteImporter importer(bytes, source, options);
    return importer.run();
}

} // namespace regal
