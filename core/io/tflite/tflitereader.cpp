#include "core/io/tflite/tflitereader.h"

#include "core/base/counted.h"
#include "core/graph/limits.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/importnotes.h"
#include "core/io/tflite/tfliteops.h"

#include <algorithm>
#include <fmt/format.h>

namespace regal {
namespace {

/// The fields of the TFLite schema's tables that the reader reads, by their index.
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

/// The options union's types that the reader reads.
namespace options {
constexpr std::uint8_t Pool2D = 5;
constexpr std::uint8_t If = 92;      ///< then_subgraph_index, else_subgraph_index
constexpr std::uint8_t While = 93;   ///< cond_subgraph_index, body_subgraph_index
constexpr std::uint8_t CallOnce = 103; ///< init_subgraph_index
} // namespace options

/// How many subgraph indexes each control-flow options table holds.
int calledSubgraphs(std::uint8_t type)
{
    return type == options::If || type == options::While ? 2 : type == options::CallOnce ? 1 : 0;
}

} // namespace

TfliteReader::TfliteReader(const std::string &bytes, const std::string &source, DimensionResolver &resolver)
    : m_view(bytes), m_budget(ReadPerByte * std::uint64_t(bytes.size())), m_source(source), m_resolver(resolver)
{
}

Error TfliteReader::invalid(std::string what) const
{
    return Error::of(ErrorKind::InvalidFile, {m_source, std::move(what)});
}

Status TfliteReader::open()
{
    if (m_view.identifier() != "TFL3")
        return invalid("not a TensorFlow Lite model: no \"TFL3\" identifier at byte 4");
    m_model = m_view.root();
    if (!m_model)
        return invalid("not a TensorFlow Lite model: its root table lies outside the file");
    m_subgraphs = m_view.vector(*m_model, field::ModelSubgraphs, 4);
    m_codes = m_view.vector(*m_model, field::ModelOperatorCodes, 4);
    m_buffers = m_view.vector(*m_model, field::ModelBuffers, 4);
    if (subgraphCount() == 0 || !m_view.tableAt(*m_subgraphs, 0))
        return invalid("the model has no subgraph");
    return {};
}

std::string TfliteReader::description() { return text(*m_model, field::ModelDescription); }

/// Takes \a amount from what the import may read in all.
bool TfliteReader::spend(std::uint64_t amount)
{
    m_overspent = m_overspent || amount > m_budget;
    m_budget -= m_overspent ? 0 : amount;
    return !m_overspent;
}

std::vector<std::int32_t> TfliteReader::integers(std::uint64_t table, int index)
{
    std::vector<std::int32_t> values;
    if (const std::optional<FlatBufferView::Vector> vector = m_view.vector(table, index, 4); vector && spend(vector->count))
        for (std::uint32_t at = 0; at < vector->count; ++at)
            values.push_back(m_view.element<std::int32_t>(*vector, at, -1));
    return values;
}

std::string TfliteReader::text(std::uint64_t table, int index)
{
    const std::optional<FlatBufferView::Vector> bytes = m_view.vector(table, index, 1);
    return bytes && spend(bytes->count) ? m_view.string(table, index) : std::string();
}

/// The bytes that buffer \a index of the model holds.
Bytes TfliteReader::bufferBytes(std::uint32_t index) const
{
    const std::optional<std::uint64_t> buffer = m_buffers ? m_view.tableAt(*m_buffers, index) : std::nullopt;
    if (!buffer)
        return 0;
    if (const std::optional<FlatBufferView::Vector> data = m_view.vector(*buffer, field::BufferData, 1))
        if (data->count > 0)
            return Bytes(data->count);
    // Models over 2 GiB keep their buffers after the flatbuffer and give only offset and size.
    return Bytes(std::min<std::uint64_t>(m_view.scalar<std::uint64_t>(*buffer, field::BufferSize, 0), limits::MaxBytes));
}

std::vector<TfliteTensor> TfliteReader::readTensors(std::uint64_t subgraph)
{
    std::vector<TfliteTensor> entries;
    const std::optional<FlatBufferView::Vector> tensors = m_view.vector(subgraph, field::SubgraphTensors, 4);
    for (std::uint32_t index = 0; tensors && index < tensors->count && !m_overspent; ++index) {
        TfliteTensor entry;
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
            entry.stored = entry.buffer == 0 ? 0 : bufferBytes(entry.buffer);
            // Tensors may share a buffer: converters store equal data once.
            if (entry.stored > 0 && m_counted.insert(entry.buffer).second)
                m_stored = std::min(m_stored + entry.stored, limits::MaxTotalBytes);
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

Result<TfliteOperator> TfliteReader::readOperator(std::uint64_t op, std::size_t index, std::size_t tensorCount,
                                                  const std::string &of)
{
    TfliteOperator entry;
    const std::uint32_t codeIndex = m_view.scalar<std::uint32_t>(op, field::OperatorCode, 0);
    const std::optional<std::uint64_t> code = m_codes ? m_view.tableAt(*m_codes, codeIndex) : std::nullopt;
    if (!code)
        return invalid(
            fmt::format("operator {}{} names operator code {}, which the model does not list", index, of, codeIndex));
    // Codes past 127 live in builtin_code; older files have only the byte.
    entry.code = std::max<std::int32_t>(m_view.scalar<std::int8_t>(*code, field::CodeDeprecatedBuiltin, 0),
                                        m_view.scalar<std::int32_t>(*code, field::CodeBuiltin, 0));
    entry.name = entry.code == tflite::Custom ? text(*code, field::CodeCustom) : tfliteOpName(entry.code);
    if (entry.name.empty())
        entry.name = "Custom";
    entry.inputs = integers(op, field::OperatorInputs);
    entry.outputs = integers(op, field::OperatorOutputs);
    for (const std::vector<std::int32_t> *list : {&entry.inputs, &entry.outputs})
        for (std::int32_t tensor : *list)
            if (tensor < -1 || tensor >= std::int32_t(tensorCount))
                return invalid(fmt::format("operator {}{} ({}) names tensor {}, but the subgraph has {}", index, of,
                                           entry.name, tensor, counted(std::int64_t(tensorCount), "tensor")));
    const std::uint8_t optionsType = m_view.scalar<std::uint8_t>(op, field::OperatorOptionsType, 0);
    const std::optional<std::uint64_t> optionsTable = m_view.table(op, field::OperatorOptions);
    const bool pool =
        entry.code == tflite::AveragePool2D || entry.code == tflite::MaxPool2D || entry.code == tflite::L2Pool2D;
    const auto windowSide = [&](int side) {
        return std::int64_t(std::clamp(m_view.scalar<std::int32_t>(*optionsTable, side, 1), 1, 1 << 20));
    };
    if (pool && optionsType == options::Pool2D && optionsTable)
        entry.poolWindow = windowSide(field::PoolFilterWidth) * windowSide(field::PoolFilterHeight);
    if (entry.code == tflite::BatchMatMul && optionsTable)
        entry.adjointX = m_view.scalar<std::uint8_t>(*optionsTable, field::BatchMatMulAdjointX, 0) != 0;
    for (int slot = 0; optionsTable && slot < calledSubgraphs(optionsType); ++slot) {
        const std::int32_t called = m_view.scalar<std::int32_t>(*optionsTable, slot, 0);
        if (called <= 0 || std::uint32_t(called) >= subgraphCount())
            return invalid(fmt::format("operator {}{} ({}) runs subgraph {}, but {}", index, of, entry.name, called,
                                       subgraphCount() > 1
                                           ? fmt::format("the model's other subgraphs are 1 to {}", subgraphCount() - 1)
                                           : std::string("the model has no other subgraph")));
        entry.calls.push_back(std::uint32_t(called));
    }
    return entry;
}

Result<TfliteSubgraph> TfliteReader::subgraph(std::uint32_t index)
{
    const std::optional<std::uint64_t> found = index < subgraphCount() ? m_view.tableAt(*m_subgraphs, index) : std::nullopt;
    if (!found)
        return invalid(fmt::format("subgraph {} lies outside the file", index));
    const std::uint64_t table = *found;
    const std::string of = index == 0 ? std::string() : fmt::format(" of subgraph {}", index);
    TfliteSubgraph subgraph;
    subgraph.tensors = readTensors(table);
    subgraph.inputs = integers(table, field::SubgraphInputs);
    subgraph.outputs = integers(table, field::SubgraphOutputs);
    const std::optional<FlatBufferView::Vector> operators = m_view.vector(table, field::SubgraphOperators, 4);
    for (std::uint32_t op = 0; operators && op < operators->count && !m_overspent; ++op) {
        const std::optional<std::uint64_t> at = m_view.tableAt(*operators, op);
        if (!at)
            return invalid(fmt::format("operator {}{} lies outside the file", op, of));
        Result<TfliteOperator> entry = readOperator(*at, op, subgraph.tensors.size(), of);
        if (!entry)
            return entry.failure();
        for (std::int32_t output : entry->outputs) {
            if (output < 0)
                continue;
            if (const auto [written, fresh] = subgraph.producer.emplace(output, subgraph.operators.size()); !fresh)
                return invalid(fmt::format("tensor {} ('{}'){} is written by operators {} and {}", output,
                                           nameInWarning(subgraph.tensors[std::size_t(output)].name), of,
                                           written->second, op));
        }
        subgraph.operators.push_back(std::move(*entry));
    }
    if (m_overspent)
        return invalid(fmt::format("its tables name the same data over and over: reading them would take more than "
                                   "{} times the file's size",
                                   ReadPerByte));
    if (index == 0 && subgraph.operators.empty())
        return invalid("the main subgraph has no operators");
    return subgraph;
}

} // namespace regal
