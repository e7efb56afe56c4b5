#include "core/io/graphjson.h"

#include "core/graph/graphbuilder.h"
#include "core/base/jsonreader.h"

#include <fmt/format.h>

namespace regal {
namespace {

constexpr int GraphVersion = 1;

std::string placeOf(const nlohmann::json &node, std::size_t index)
{
    const auto name = node.is_object() ? node.find("name") : node.end();
    if (node.is_object() && name != node.end() && name->is_string())
        return fmt::format("node '{}'", name->get<std::string>());
    return fmt::format("nodes[{}]", index);
}

std::vector<Tensor> readOutputs(JsonFields &fields)
{
    std::vector<Tensor> outputs;
    const nlohmann::json &list = fields.array("outputs", false);
    for (std::size_t port = 0; port < list.size(); ++port) {
        JsonFields output(list[port], fmt::format("{}: outputs[{}]", fields.where(), port), fields.errors());
        Tensor tensor;
        tensor.bytes = output.bytes("bytes", 0);
        tensor.aliasOf = int(output.integer("alias_of", -1, 0, 1 << 20));
        tensor.isGraphOutput = output.boolean("is_graph_output", false);
        tensor.extra = output.unknownFields();
        outputs.push_back(std::move(tensor));
    }
    return outputs;
}

template <typename Add>
void readReferences(JsonFields &fields, const char *key, Add add)
{
    const nlohmann::json &list = fields.array(key, false);
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string()) {
            fields.fail(fmt::format("{}[{}] must be a string like \"producer:0\", got {}", key, i, list[i].dump()));
            return;
        }
        add(list[i].get<std::string>());
    }
}

} // namespace

Result<Graph> readGraphJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-graph", GraphVersion);
    GraphBuilder builder(top.optionalString("name"));
    const nlohmann::json &nodes = top.array("nodes", true);
    for (std::size_t index = 0; index < nodes.size() && !errors.failed(); ++index) {
        JsonFields fields(nodes[index], placeOf(nodes[index], index), errors);
        Node node;
        node.name = fields.string("name");
        node.op = fields.optionalString("op");
        node.group = fields.optionalString("group");
        if (fields.has("cost"))
            node.cost = fields.nonNegative("cost", 0.0);
        node.flops = fields.nonNegative("flops", 0.0);
        node.bytesAccessed = fields.nonNegative("bytes_accessed", 0.0);
        node.tempBytes = fields.bytes("temp_bytes");
        node.paramBytes = fields.bytes("param_bytes");
        node.device = fields.optionalString("device");
        node.outputs = readOutputs(fields);
        const NodeId id = builder.addNode(std::move(node));
        readReferences(fields, "inputs", [&](const std::string &reference) {
            auto [producer, port] = splitTensorName(reference);
            builder.addInput(id, std::move(producer), port);
        });
        readReferences(fields, "control_inputs", [&](const std::string &reference) {
            builder.addControlInput(id, reference.starts_with('^') ? reference.substr(1) : reference);
        });
        builder.node(id).extra = fields.unknownFields();
    }
    builder.setExtra(top.unknownFields());
    if (errors.failed())
        return errors.error();
    Result<Graph> graph = std::move(builder).build();
    if (!graph)
        return Error::of(ErrorKind::InvalidFile, {source, graph.error()});
    return graph;
}

std::string writeGraphJson(const Graph &graph)
{
    nlohmann::ordered_json top;
    top["format"] = "regal-graph";
    top["version"] = GraphVersion;
    top["name"] = graph.name();
    mergeUnknownFields(top, graph.extra());

    std::string text = top.dump();
    text.pop_back();
    text += graph.nodeCount() == 0 ? ",\"nodes\":[]}\n" : ",\"nodes\":[\n";
    for (NodeId id = 0; id < graph.nodeCount(); ++id) {
        const Node &node = graph.node(id);
        nlohmann::ordered_json item;
        item["name"] = node.name;
        item["op"] = node.op;
        if (!node.group.empty())
            item["group"] = node.group;
        if (node.cost)
            item["cost"] = *node.cost;
        if (node.flops > 0.0)
            item["flops"] = node.flops;
        if (node.bytesAccessed > 0.0)
            item["bytes_accessed"] = node.bytesAccessed;
        if (node.tempBytes > 0)
            item["temp_bytes"] = node.tempBytes;
        if (node.paramBytes > 0)
            item["param_bytes"] = node.paramBytes;
        if (!node.device.empty())
            item["device"] = node.device;
        if (!node.inputs.empty()) {
            nlohmann::ordered_json &inputs = item["inputs"] = nlohmann::ordered_json::array();
            for (TensorRef input : node.inputs)
                inputs.push_back(graph.node(input.node).name + ':' + std::to_string(input.port));
        }
        if (!node.controlInputs.empty()) {
            nlohmann::ordered_json &controls = item["control_inputs"] = nlohmann::ordered_json::array();
            for (NodeId control : node.controlInputs)
                controls.push_back(graph.node(control).name);
        }
        nlohmann::ordered_json &outputs = item["outputs"] = nlohmann::ordered_json::array();
        for (const Tensor &tensor : node.outputs) {
            nlohmann::ordered_json output;
            output["bytes"] = tensor.bytes;
            if (tensor.isAlias())
                output["alias_of"] = tensor.aliasOf;
            if (tensor.isGraphOutput)
                output["is_graph_output"] = true;
            mergeUnknownFields(output, tensor.extra);
            outputs.push_back(std::move(output));
        }
        mergeUnknownFields(item, node.extra);
        text += ' ' + item.dump() + (id + 1 < graph.nodeCount() ? ",\n" : "]}\n");
    }
    return text;
}

} // namespace regal
