#pragma once

#include "core/base/result.h"
#include "core/io/import/tensorinfo.h"
#include "core/io/tflite/flatbufferview.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace regal {

class DimensionResolver;

struct TfliteTensor
{
    TensorInfo info;
    std::string name;
    /// Bytes of data the model stores for it: a weight or a constant.
    Bytes stored = 0;
    /// The buffer that stores them; 0 for none.
    std::uint32_t buffer = 0;
};

struct TfliteOperator
{
    std::int32_t code = 0;
    std::string name;
    std::vector<std::int32_t> inputs;
    std::vector<std::int32_t> outputs;
    std::int64_t poolWindow = 1;
    bool adjointX = false;
    /// The subgraphs it runs: IF's two branches, WHILE's condition and body, CALL_ONCE's init.
    std::vector<std::uint32_t> calls;
};

/// \brief One subgraph of a model: its tensors and operators, every tensor index checked.
struct TfliteSubgraph
{
    std::vector<TfliteTensor> tensors;
    std::vector<TfliteOperator> operators;
    /// The operator that writes each tensor an operator writes.
    std::unordered_map<std::int32_t, std::size_t> producer;
    /// The tensors it takes and gives, as the file lists them (unchecked).
    std::vector<std::int32_t> inputs;
    std::vector<std::int32_t> outputs;
};

/// \brief Reads the subgraphs of a TensorFlow Lite model through a bounds-checked FlatBuffers
/// view: a cut or hostile file gives an error that names it, never a read past its end.
///
/// Tables of a flatbuffer may share their vectors, so a small file could name one long shape a
/// million times: all reads together (shape entries, tensor indexes, name bytes) may take at
/// most ReadPerByte times the file's size.
class TfliteReader
{
public:
    static constexpr std::uint64_t ReadPerByte = 8;

    /// \a resolver gives dimensions of -1 their value.
    TfliteReader(const std::string &bytes, const std::string &source, DimensionResolver &resolver);

    /// Checks the identifier and the root table.
    Status open();
    std::uint32_t subgraphCount() const { return m_subgraphs ? m_subgraphs->count : 0; }
    /// Subgraph \a index, 0 being the main one; an error names what is broken in it.
    Result<TfliteSubgraph> subgraph(std::uint32_t index);
    /// The model's description (the converter that wrote it).
    std::string description();
    /// Bytes of data in the buffers of the tensors read so far, each buffer once.
    Bytes storedBytes() const { return m_stored; }

private:
    Error invalid(std::string what) const;
    bool spend(std::uint64_t amount);
    std::vector<std::int32_t> integers(std::uint64_t table, int field);
    std::string text(std::uint64_t table, int field);
    Bytes bufferBytes(std::uint32_t index) const;
    std::vector<TfliteTensor> readTensors(std::uint64_t subgraph);
    /// Operator \a index of a subgraph of \a tensorCount tensors; \a of names the subgraph in errors.
    Result<TfliteOperator> readOperator(std::uint64_t op, std::size_t index, std::size_t tensorCount, const std::string &of);

    FlatBufferView m_view;
    std::uint64_t m_budget; ///< shape entries, tensor indexes and name bytes still allowed
    bool m_overspent = false;
    const std::string &m_source;
    DimensionResolver &m_resolver;
    std::optional<std::uint64_t> m_model;
    std::optional<FlatBufferView::Vector> m_subgraphs;
    std::optional<FlatBufferView::Vector> m_codes;
    std::optional<FlatBufferView::Vector> m_buffers;
    std::unordered_set<std::uint32_t> m_counted; ///< buffers counted in m_stored
    Bytes m_stored = 0;
};

} // namespace regal
