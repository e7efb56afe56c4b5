#include "core/io/tensorflow/costgraphimport.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/nodenames.h"
#include "core/io/tensorflow/textproto.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fmt/format.h>
#include <limits>
#include <unordered_map>

namespace regal {
namespace {

using Field = TextProtoMessage::Field;

/// The largest output port a file may name: far above any real op, far below what would make
/// resizing a node's outputs exhaust memory.
constexpr std::int64_t MaxPort = 1 << 16;

/// Reads integer fields of one message, recording the first bad one.
class IntegerReader
{
public:
    IntegerReader(const std::string &source, std::string &error) : m_source(source), m_error(error) {}

    /// The field as a whole number in [low, high]; past that range it is an error, so the
    /// narrowing conversions of ports and ids below never see a value that does not fit.
    std::int64_t get(const Field &field, std::int64_t low = std::numeric_limits<std::int64_t>::min(),
                     std::int64_t high = std::numeric_limits<std::int64_t>::max())
    {
        std::int64_t value = 0;
        const char *first = field.value.data();
        const char *last = first + field.value.size();
        const auto [end, code] = std::from_chars(first, last, value);
        if (code != std::errc() || end != last || field.quoted || field.isMessage()) {
            if (m_error.empty())
                m_error = fmt::format("{}:{}: '{}' must be a whole number, not '{}'", m_source, field.line, field.name,
                                      field.value);
            return 0;
        }
        if (value < low || value > high) {
            if (m_error.empty())
                m_error = fmt::format("{}:{}: '{}' is {}; it must be from {} to {}", m_source, field.line, field.name,
                                      field.value, low, high);
            return std::clamp(value, low, high);
        }
        return value;
    }

    std::int64_t get(const TextProtoMessage &message, const char *name, std::int64_t fallback,
                     std::int64_t low = std::numeric_limits<std::int64_t>::min(),
                     std::int64_t high = std::numeric_limits<std::int64_t>::max())
    {
        const Field *field = message.find(name);
        return field ? get(*field, low, high) : fallback;
    }

private:
    const std::string &m_source;
    std::string &m_error;
};

struct CostNode
{
    const TextProtoMessage *message = nullptr;
    std::size_t line = 0;
    std::string name;
    std::int64_t id = 0;
};

} // namespace

Result<Graph> readCostGraph(const std::string &text, const std::string &source)
{
    Result<TextProtoMessage> document = parseTextProto(text, source);
    if (!document)
        return document.failure();
    std::string error;
    IntegerReader integers(source, error);
    ImportNotes notes;
    notes.format = "tensorflow-costgraph";

    std::vector<CostNode> nodes;
    std::unordered_map<std::int64_t, std::size_t> byId;
    for (const Field &field : document->fields) {
        if (field.name != "node")
            continue;
        if (!field.isMessage())
            return Error::of(ErrorKind::InvalidFile, {fmt::format("{}:{}", source, field.line), "'node' must be a message"});
        const TextProtoMessage &message = *field.message;
        if (message.find("op") && !message.find("input_info") && !message.find("output_info"))
            return Error{fmt::format("{}:{}: this looks like a TensorFlow GraphDef (nodes with 'op'), not a "
                                     "CostGraphDef",
                                     source, field.line)};
        const Field *name = message.find("name");
        CostNode node{&message, field.line, name ? name->value : std::string(), integers.get(message, "id", 0)};
        if (!byId.emplace(node.id, nodes.size()).second)
            return Error{fmt::format("{}:{}: node id {} is used twice ('{}' and '{}')", source, field.line, node.id,
                                     nodes[byId[node.id]].name, node.name)};
        nodes.push_back(std::move(node));
    }
    if (nodes.empty())
        return Error::of(ErrorKind::InvalidFile, {source, "no 'node' entries: not a CostGraphDef"});

    const auto isDroppedSource = [&](const CostNode &node) {
        return node.name == "_SOURCE" && integers.get(*node.message, "compute_cost", 0) == 0;
    };
    GraphBuilder builder(std::filesystem::path(source).stem().string());
    UniqueNames names;
    std::vector<NodeId> idOf(nodes.size(), InvalidNode);
    bool devicesDropped = false;
    for (std::size_t index = 0; index < nodes.size(); ++index) {
        const CostNode &entry = nodes[index];
        if (isDroppedSource(entry))
            continue;
        const TextProtoMessage &message = *entry.message;
        Node node;
        node.name = names.take(entry.name, fmt::format("node_{}", entry.id));
        node.op = message.find("op") ? message.find("op")->value : std::string();
        node.group = scopeOfName(entry.name);
        node.cost = double(integers.get(message, "compute_cost", 0)) * 1e-6;
        node.tempBytes = integers.get(message, "temporary_memory_size", 0);
        node.paramBytes = integers.get(message, "persistent_memory_size", 0);
        devicesDropped = devicesDropped || message.find("device");
        const bool isFinal = message.find("is_final") && message.find("is_final")->value == "true";
        for (const Field &field : message.fields) {
            if (field.name != "output_info" || !field.isMessage())
                continue;
            Tensor tensor;
            tensor.bytes = integers.get(*field.message, "size", 0);
            tensor.aliasOf = int(integers.get(*field.message, "alias_input_port", -1, -1, MaxPort));
            tensor.isGraphOutput = isFinal;
            node.outputs.push_back(tensor);
        }
        idOf[index] = builder.addNode(std::move(node));
    }
    if (!error.empty())
        return Error{error};

    // Edges, once every node has its id: data inputs by producer id and port, control by id.
    for (std::size_t index = 0; index < nodes.size(); ++index) {
        if (idOf[index] == InvalidNode)
            continue;
        Node &node = builder.node(idOf[index]);
        const TextProtoMessage &message = *nodes[index].message;
        std::vector<int> slotOfPort;
        for (const Field &field : message.fields) {
            if (field.name == "input_info" && field.isMessage()) {
                const std::int64_t producerId = integers.get(*field.message, "preceding_node", 0);
                const auto port = std::uint32_t(std::max<std::int64_t>(0, integers.get(*field.message, "preceding_port", 0, -1, MaxPort)));
                if (!error.empty())
                    return Error{error};
                const auto producer = byId.find(producerId);
                if (producer == byId.end())
                    return Error{fmt::format("{}:{}: node '{}' reads node id {}, which no node has", source, field.line,
                                             nodes[index].name, producerId)};
                if (idOf[producer->second] == InvalidNode) {
                    notes.warn(fmt::format("node '{}': its data input from _SOURCE is dropped", nodes[index].name));
                    slotOfPort.push_back(-1);
                    continue;
                }
                Node &from = builder.node(idOf[producer->second]);
                if (port >= from.outputs.size()) {
                    notes.warn(fmt::format("node '{}' reads output {} of '{}', which lists {}; the missing "
                                           "outputs are counted as 0 bytes",
                                           nodes[index].name, port, from.name,
                                           counted(std::int64_t(from.outputs.size()), "output")));
                    from.outputs.resize(port + 1);
                }
                slotOfPort.push_back(int(node.inputs.size()));
                node.inputs.push_back(TensorRef{idOf[producer->second], port});
            } else if (field.name == "control_input") {
                const auto producer = byId.find(integers.get(field));
                if (producer == byId.end())
                    return Error{fmt::format("{}:{}: node '{}' has a control input from node id {}, which no node has",
                                             source, field.line, nodes[index].name, field.value)};
                if (idOf[producer->second] != InvalidNode)
                    node.controlInputs.push_back(idOf[producer->second]);
            }
        }
        for (Tensor &tensor : node.outputs) {
            if (!tensor.isAlias())
                continue;
            const int port = tensor.aliasOf;
            tensor.aliasOf = port < int(slotOfPort.size()) ? slotOfPort[std::size_t(port)] : -1;
            if (tensor.aliasOf < 0)
                notes.warn(fmt::format("node '{}': alias_input_port {} names no kept input; the output is not an "
                                       "alias",
                                       nodes[index].name, port));
        }
    }
    if (!error.empty())
        return Error{error};
    if (devicesDropped)
        notes.warn("the device assignments in the file are not kept: a cluster file names the devices");
    return finishImport(std::move(builder), notes, source);
}

} // namespace regal
