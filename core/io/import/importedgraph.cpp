#include "core/io/import/importedgraph.h"

#include "core/base/counted.h"

#include <fmt/format.h>

namespace regal {

void ShapeFallbacks::add(const std::string &type, const std::string &name, const std::string &reason)
{
    Entry &entry = m_types[type];
    if (entry.count++ == 0) {
        entry.first = name;
        entry.reason = reason;
    }
}

void ShapeFallbacks::warn(ImportNotes &notes, const char *noun, const char *kind) const
{
    for (const auto &[type, entry] : m_types)
        notes.warn(fmt::format("{} of {} {} (first '{}'): {}; outputs assumed the shape of input 0",
                               counted(std::int64_t(entry.count), noun), kind, type, entry.first, entry.reason));
}

InputSlots::InputSlots(std::vector<TensorRef> &inputs) : m_inputs(inputs)
{
    for (std::size_t slot = 0; slot < inputs.size(); ++slot)
        m_slots.emplace(std::uint64_t(inputs[slot].node) << 32 | inputs[slot].port, slot);
}

std::size_t InputSlots::add(TensorRef ref)
{
    const auto [at, fresh] = m_slots.emplace(std::uint64_t(ref.node) << 32 | ref.port, m_inputs.size());
    if (fresh)
        m_inputs.push_back(ref);
    return at->second;
}

namespace {

/// A node of op \a op without inputs or cost whose one output holds \a bytes.
TensorRef addSourceNode(GraphBuilder &builder, UniqueNames &names, const char *op, const std::string &name,
                        const std::string &fallback, std::string group, Bytes bytes)
{
    Node node;
    node.name = names.take(name, fallback);
    node.op = op;
    node.group = std::move(group);
    node.outputs.push_back(Tensor{bytes, -1, false, {}});
    return TensorRef{builder.addNode(std::move(node)), 0};
}

} // namespace

TensorRef addParameterNode(GraphBuilder &builder, UniqueNames &names, const std::string &name, const std::string &fallback,
                           std::string group, Bytes bytes)
{
    return addSourceNode(builder, names, "Parameter", name, fallback, std::move(group), bytes);
}

TensorRef addInputNode(GraphBuilder &builder, UniqueNames &names, const std::string &name, const std::string &fallback,
                       std::string group, Bytes bytes)
{
    return addSourceNode(builder, names, "Input", name, fallback, std::move(group), bytes);
}

Result<Graph> finishImport(GraphBuilder &&builder, const ImportNotes &notes, const std::string &source)
{
    builder.setExtra(notes.toExtra());
    Result<Graph> graph = std::move(builder).build();
    if (!graph)
        return Error::of(ErrorKind::InvalidFile, {source, graph.error()});
    return graph;
}

} // namespace regal
