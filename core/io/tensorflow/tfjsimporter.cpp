#include "core/io/tensorflow/tfjsimporter.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/io/import/dependencyorder.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/nodenames.h"
#include "core/base/jsonreader.h"
#include "core/io/tensorflow/kerasimporter.h"
#include "core/io/tensorflow/tfjsfiles.h"
#include "core/io/tensorflow/tfjsops.h"

#include <algorithm>
#include <fmt/format.h>
#include <unordered_map>
#include <unordered_set>

namespace regal {
namespace {

/// Ops whose output is filled while the model runs, however constant their inputs: a loop's next
/// iteration, and the lists and arrays a loop writes into. Folding them would fold the loop's
/// results, and everything after them, as constants.
bool filledAtRunTime(const std::string &op)
{
    return op == "NextIteration" || op == "TensorListReserve" || op == "TensorArrayV3";
}

struct InputRef
{
    std::size_t node = 0;
    std::uint32_t port = 0;
    bool control = false;
};

class TfjsImporter
{
public:
    TfjsImporter(const nlohmann::json &nodes, const std::string &source, const ImportOptions &options)
        : m_nodes(nodes), m_source(source), m_resolver(options, m_notes), m_builder(tfjsGraphName(source))
    {
        m_notes.format = "tensorflow.js";
    }

    Result<Graph> run(TfjsManifest manifest)
    {
        m_weights = manifest.weights;
        for (const std::string &warning : manifest.warnings())
            m_notes.warn(warning);
        if (Status linked = link(); !linked)
            return linked.failure();
        if (Status sorted = sort(); !sorted)
            return sorted.failure();
        for (std::size_t index : m_order)
            infer(index);
        build();
        m_resolver.finish();
        m_notes.storedParameterBytes = manifest.storedBytes();
        m_fallbacks.warn(m_notes, "node", "op type");
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    const nlohmann::json &node(std::size_t index) const { return m_nodes[index]; }
    std::string nameOf(std::size_t index) const { return node(index).value("name", std::string()); }
    std::string opOf(std::size_t index) const { return node(index).value("op", std::string()); }

    Status link()
    {
        const std::size_t count = m_nodes.size();
        for (std::size_t index = 0; index < count; ++index) {
            if (!node(index).is_object() || !node(index).contains("name") || !node(index)["name"].is_string())
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("modelTopology.node[{}] has no name", index)});
            if (!m_byName.emplace(nameOf(index), index).second)
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("node '{}' is defined twice", nameOf(index))});
        }
        m_inputs.resize(count);
        m_outputCount.assign(count, 1);
        for (std::size_t index = 0; index < count; ++index) {
            if (!node(index).contains("input"))
                continue;
            if (!node(index)["input"].is_array())
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("node '{}': 'input' must be a list", nameOf(index))});
            for (const nlohmann::json &input : node(index)["input"]) {
                std::string text = input.is_string() ? input.get<std::string>() : std::string();
                InputRef ref;
                if (text.starts_with('^')) {
                    ref.control = true;
                    text.erase(0, 1);
                }
                auto [producer, port] = splitTensorName(text);
                const auto found = m_byName.find(producer);
                if (found == m_byName.end())
                    return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("node '{}' reads '{}', which no node defines", nameOf(index),
                                             text)});
                ref.node = found->second;
                ref.port = port;
                m_outputCount[ref.node] = std::max<std::size_t>(m_outputCount[ref.node], port + 1);
                m_inputs[index].push_back(ref);
            }
        }
        return {};
    }

    /// Kahn's order; while-loop back edges (NextIteration into Merge) are dropped first.
    Status sort()
    {
        const std::size_t count = m_nodes.size();
        std::vector<std::vector<std::size_t>> readers(count);
        std::size_t dropped = 0;
        std::string firstDropped;
        for (std::size_t index = 0; index < count; ++index) {
            auto &inputs = m_inputs[index];
            if (opOf(index) == "Merge")
                std::erase_if(inputs, [&](const InputRef &ref) {
                    const bool back = opOf(ref.node) == "NextIteration";
                    if (back && dropped++ == 0)
                        firstDropped = nameOf(index);
                    return back;
                });
            for (const InputRef &ref : inputs)
                readers[ref.node].push_back(index);
        }
        if (dropped > 0)
            m_notes.warn(fmt::format("{} (NextIteration into Merge, first into '{}') dropped so the graph is acyclic: "
                                     "each loop body is counted once",
                                     counted(std::int64_t(dropped), "while-loop back edge"), firstDropped));
        DependencyOrder sorted(readers);
        if (!sorted.complete()) {
            const std::size_t index = sorted.firstLeftOut();
            return Error{fmt::format("{}: the graph has a cycle through node '{}' ({}) that is not a while loop", m_source,
                                     nameOf(index), opOf(index))};
        }
        m_order = std::move(sorted.order);
        return {};
    }

    TensorInfo constantInfo(std::size_t index)
    {
        TensorInfo info;
        info.constant = true;
        info.shapeKnown = true;
        const nlohmann::json &attributes = node(index).value("attr", nlohmann::json::object());
        if (attributes.contains("value") && attributes["value"].contains("tensor")) {
            const nlohmann::json &tensor = attributes["value"]["tensor"];
            info.type = elementTypeOfTf(tensor.value("dtype", std::string("DT_FLOAT")));
            if (tensor.contains("tensorShape") && tensor["tensorShape"].contains("dim"))
                for (const nlohmann::json &dim : tensor["tensorShape"]["dim"])
                    info.dims.push_back(tfjsInteger(dim.value("size", nlohmann::json("0"))));
        }
        if (auto weight = m_weights.find(nameOf(index)); weight != m_weights.end()) {
            info.type = weight->second.type;
            info.dims = weight->second.dims;
            info.values = weight->second.values;
            m_constantBytes[index] = weight->second.bytes;
        }
        return info;
    }

    TensorInfo placeholderInfo(std::size_t index)
    {
        TensorInfo info;
        TfOpContext context;
        const nlohmann::json &attributes = node(index).value("attr", nlohmann::json::object());
        context.attributes = &attributes;
        info.type = elementTypeOfTf(context.text("dtype", "DT_FLOAT"));
        if (attributes.contains("shape") && attributes["shape"].contains("shape")) {
            const nlohmann::json &shape = attributes["shape"]["shape"];
            info.shapeKnown = !shape.value("unknownRank", false);
            if (shape.contains("dim"))
                for (const nlohmann::json &dim : shape["dim"])
                    info.dims.push_back(tfjsInteger(dim.value("size", nlohmann::json("-1"))));
            const Dims declared = info.dims;
            for (std::size_t axis = 0; axis < info.dims.size(); ++axis)
                if (info.dims[axis] < 0)
                    info.dims[axis] = m_resolver.resolve({}, nameOf(index), axis, declared);
        }
        if (!info.shapeKnown)
            m_notes.warn(fmt::format("input '{}' has no shape; counted as 0 bytes", nameOf(index)));
        return info;
    }

    void infer(std::size_t index)
    {
        const std::string op = opOf(index);
        std::vector<TensorInfo> outputs;
        bool folded = false;
        if (op == "Const") {
            outputs.push_back(constantInfo(index));
            folded = true;
        } else if (op == "Placeholder" || op == "PlaceholderWithDefault") {
            outputs.push_back(placeholderInfo(index));
        } else {
            const nlohmann::json &attributes = node(index).value("attr", nlohmann::json::object());
            TfOpContext context;
            context.op = op;
            context.attributes = &attributes;
            bool allConstant = false;
            for (const InputRef &ref : m_inputs[index]) {
                if (ref.control)
                    continue;
                const TensorInfo *input = tensor(ref);
                context.inputs.push_back(input);
                allConstant = (context.inputs.size() == 1 || allConstant) && input && input->constant;
            }
            if (inferTfOp(context)) {
                if (!context.guess.empty())
                    m_notes.warn(fmt::format("node '{}' ({}): {}", nameOf(index), op, context.guess));
            } else {
                m_fallbacks.add(op, nameOf(index), context.problem);
                context.outputs.clear();
                const TensorInfo *first = context.shaped(0);
                context.setOutput(0, first ? first->dims : Dims{}, first ? first->type : ElementType::Float32);
                context.outputs[0].shapeKnown = first != nullptr;
                context.flops = first ? double(first->elements()) : 0.0;
            }
            outputs = std::move(context.outputs);
            bool allValues = !outputs.empty();
            for (const TensorInfo &output : outputs)
                allValues = allValues && output.values.has_value();
            folded = (allConstant && !filledAtRunTime(op)) || allValues;
            m_flops[index] = context.flops;
            m_alias[index] = context.aliasOf;
            if (context.bytesAccessed)
                m_accessed[index] = *context.bytesAccessed;
        }
        outputs.resize(std::max(outputs.size(), m_outputCount[index]));
        for (TensorInfo &output : outputs)
            output.constant = folded;
        m_folded[index] = folded;
        m_tensors[index] = std::move(outputs);
    }

    const TensorInfo *tensor(const InputRef &ref) const
    {
        const auto found = m_tensors.find(ref.node);
        if (found == m_tensors.end() || ref.port >= found->second.size())
            return nullptr;
        return &found->second[ref.port];
    }

    Bytes constantBytes(std::size_t index, const TensorInfo &info) const
    {
        const auto found = m_constantBytes.find(index);
        return found != m_constantBytes.end() ? found->second : info.bytes();
    }

    /// A folded constant of 1 KiB or more that several kept nodes read: one Parameter node of
    /// zero cost that feeds them (docs/cost-model.md, shared parameters).
    std::unordered_map<std::size_t, TensorRef> addParameters()
    {
        std::unordered_map<std::size_t, std::size_t> readers;
        for (std::size_t index : m_order) {
            if (m_folded[index])
                continue;
            std::unordered_set<std::size_t> read;
            for (const InputRef &ref : m_inputs[index])
                if (!ref.control && m_folded[ref.node] && ref.port == 0 && tensor(ref) && read.insert(ref.node).second)
                    ++readers[ref.node];
        }
        std::unordered_map<std::size_t, TensorRef> parameters;
        for (std::size_t index : m_order) {
            const auto count = readers.find(index);
            if (count == readers.end() || count->second < 2)
                continue;
            const Bytes bytes = constantBytes(index, m_tensors[index][0]);
            if (bytes < SharedParameterMinBytes)
                continue;
            parameters[index] = addParameterNode(m_builder, m_names, nameOf(index), "node", scopeOfName(nameOf(index)), bytes);
        }
        return parameters;
    }

    void build()
    {
        std::vector<bool> consumed(m_nodes.size(), false);
        for (std::size_t index : m_order)
            if (!m_folded[index])
                for (const InputRef &ref : m_inputs[index])
                    consumed[ref.node] = true;
        std::unordered_set<std::size_t> charged;
        std::unordered_map<std::size_t, NodeId> ids;
        const std::unordered_map<std::size_t, TensorRef> parameters = addParameters();
        for (std::size_t index : m_order) {
            if (m_folded[index])
                continue;
            Node made;
            made.name = m_names.take(nameOf(index));
            made.op = opOf(index) == "Placeholder" ? "Input" : opOf(index);
            made.group = scopeOfName(nameOf(index));
            made.flops = m_flops[index];
            double accessed = 0.0;
            int aliasSlot = -1;
            std::size_t dataSlot = 0;
            InputSlots slots(made.inputs);
            for (const InputRef &ref : m_inputs[index]) {
                if (ref.control) {
                    if (!m_folded[ref.node])
                        made.controlInputs.push_back(ids.at(ref.node));
                    continue;
                }
                const TensorInfo *input = tensor(ref);
                const std::size_t slot = dataSlot++;
                if (!input)
                    continue;
                if (m_folded[ref.node]) {
                    const Bytes bytes = constantBytes(ref.node, *input);
                    accessed += double(bytes);
                    if (const auto parameter = parameters.find(ref.node); parameter != parameters.end()) {
                        slots.add(parameter->second);
                    } else if (charged.insert(ref.node).second) {
                        made.paramBytes += bytes;
                    }
                    continue;
                }
                accessed += double(input->bytes());
                const TensorRef producer{ids.at(ref.node), ref.port};
                const std::size_t reading = slots.add(producer);
                if (int(slot) == m_alias[index])
                    aliasSlot = int(reading);
            }
            for (std::size_t port = 0; port < m_tensors[index].size(); ++port) {
                Tensor output;
                output.bytes = m_tensors[index][port].bytes();
                if (port == 0 && aliasSlot >= 0)
                    output.aliasOf = aliasSlot;
                output.isGraphOutput = port == 0 && !consumed[index] && made.op != "Input";
                accessed += double(output.bytes);
                made.outputs.push_back(output);
            }
            made.bytesAccessed = m_accessed.contains(index) ? m_accessed[index] : accessed;
            ids[index] = m_builder.addNode(std::move(made));
        }
    }

    const nlohmann::json &m_nodes;
    const std::string &m_source;
    ImportNotes m_notes;
    DimensionResolver m_resolver;
    GraphBuilder m_builder;
    UniqueNames m_names;
    std::unordered_map<std::string, TfjsWeight> m_weights;
    std::unordered_map<std::string, std::size_t> m_byName;
    std::vector<std::vector<InputRef>> m_inputs;
    std::vector<std::size_t> m_outputCount;
    std::vector<std::size_t> m_order;
    std::unordered_map<std::size_t, std::vector<TensorInfo>> m_tensors;
    std::unordered_map<std::size_t, bool> m_folded;
    std::unordered_map<std::size_t, double> m_flops;
    std::unordered_map<std::size_t, int> m_alias;
    std::unordered_map<std::size_t, double> m_accessed;
    std::unordered_map<std::size_t, Bytes> m_constantBytes;
    ShapeFallbacks m_fallbacks;
};

} // namespace

bool isTfjsModel(const std::string &text)
{
    if (text.find("\"modelTopology\"") == std::string::npos)
        return false;
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    return document.is_object() && document.contains("modelTopology");
}

Result<Graph> readTfjsModel(const std::string &text, const std::string &source, const ImportOptions &options)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    if (!document->is_object() || !document->contains("modelTopology") || !(*document)["modelTopology"].is_object())
        return Error::of(ErrorKind::InvalidFile, {source, "not a TensorFlow.js model: no modelTopology object"});
    const nlohmann::json &topology = (*document)["modelTopology"];
    const bool layers = isKerasTopology(topology);
    if (!layers && !topology.contains("node"))
        return Error::of(ErrorKind::InvalidFile, {source, "not a TensorFlow.js model: modelTopology has neither a 'node' "
                                                          "list (a graph model) nor a 'model_config' (a layers model)"});
    if (!layers && (!topology["node"].is_array() || topology["node"].empty()))
        return Error::of(ErrorKind::InvalidFile, {source, "modelTopology.node must be a non-empty list"});
    try {
        if (layers)
            return readKerasModel(*document, source, options);
        TfjsImporter importer(topology["node"], source, options);
        return importer.run(readTfjsManifest(*document, source));
    } catch (const nlohmann::json::exception &error) {
        // A field of an unexpected JSON type deep in the model (json::value() checks types).
        return Error{source + ": not a well-formed TensorFlow.js model: " + error.what()};
    }
}

} // namespace regal
