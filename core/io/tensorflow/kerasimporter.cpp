#include "core/io/tensorflow/kerasimporter.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/nodenames.h"
#include "core/io/tensorflow/kerasops.h"
#include "core/io/tensorflow/tfjsfiles.h"
#include "core/io/tensorflow/tfjsops.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <queue>
#include <tuple>
#include <unordered_map>

namespace regal {
namespace {

using nlohmann::json;

/// A call's output that a model reads is counted from 0 to this; a larger index is a lying file.
constexpr std::int64_t MaxOutputsRead = 1024;
/// Calls of nested models in all: a real model calls a few sub-models a few times each.
constexpr std::size_t MaxNestedCalls = 10'000;
/// The scopes of a weight's name that may name its layer, counted from the last.
constexpr std::size_t MaxWeightScopes = 16;

bool isModelClass(const std::string &className)
{
    return className == "Sequential" || className == "Functional" || className == "Model";
}

std::string textField(const json &object, const char *name)
{
    return object.is_object() && object.contains(name) && object[name].is_string() ? object[name].get<std::string>()
                                                                                   : std::string();
}

std::string classOf(const json &layer) { return textField(layer, "class_name"); }

const json &configOf(const json &layer)
{
    static const json empty = json::object();
    return layer.is_object() && layer.contains("config") && layer["config"].is_object() ? layer["config"] : empty;
}

std::string nameOf(const json &layer)
{
    const std::string own = textField(layer, "name");
    return own.empty() ? textField(configOf(layer), "name") : own;
}

/// The layers of a Sequential or Functional model's config (an old Sequential's config is the
/// list itself).
const json &layersOf(const json &model)
{
    static const json none = json::array();
    if (model.is_object() && model.contains("config") && model["config"].is_array())
        return model["config"];
    const json &config = configOf(model);
    return config.contains("layers") && config["layers"].is_array() ? config["layers"] : none;
}

const json &inboundOf(const json &layer)
{
    static const json none = json::array();
    return layer.is_object() && layer.contains("inbound_nodes") && layer["inbound_nodes"].is_array()
               ? layer["inbound_nodes"]
               : none;
}

/// One tensor as a call names it: the layer, which of its calls, which of that call's outputs.
using KerasRef = std::tuple<std::string, std::int64_t, std::int64_t>;

/// Keras 2 names a tensor ["layer", call, output, {kwargs}]; Keras 3 as an object of class
/// "__keras_tensor__" whose config has "keras_history": ["layer", call, output].
std::optional<KerasRef> refOf(const json &value)
{
    const json *history = &value;
    if (value.is_object() && classOf(value) == "__keras_tensor__") {
        const json &config = configOf(value);
        if (!config.contains("keras_history"))
            return std::nullopt;
        history = &config["keras_history"];
    }
    if (!history->is_array() || history->empty() || !(*history)[0].is_string())
        return std::nullopt;
    const auto at = [&](std::size_t index) { return history->size() > index ? tfjsInteger((*history)[index]) : 0; };
    return KerasRef{(*history)[0].get<std::string>(), at(1), at(2)};
}

/// The tensors that \a value names, in order: one call (a list of refs, or Keras 3's "args"), or
/// the input_layers and output_layers of a model (one ref or a list).
void collectRefs(const json &value, std::vector<KerasRef> &refs)
{
    if (const std::optional<KerasRef> ref = refOf(value)) {
        refs.push_back(*ref);
    } else if (value.is_array()) {
        for (const json &item : value)
            collectRefs(item, refs);
    } else if (value.is_object() && value.contains("args")) {
        collectRefs(value["args"], refs);
    }
}

std::vector<KerasRef> refsOf(const json &value)
{
    std::vector<KerasRef> refs;
    collectRefs(value, refs);
    return refs;
}

std::string describe(const KerasRef &ref)
{
    const auto &[layer, call, output] = ref;
    return call == 0 && output == 0 ? fmt::format("'{}'", nameInWarning(layer))
                                    : fmt::format("'{}' (call {}, output {})", nameInWarning(layer), call, output);
}

class KerasImporter
{
public:
    KerasImporter(const std::string &source, const ImportOptions &options, TfjsManifest manifest)
        : m_source(source), m_resolver(options, m_notes), m_builder(tfjsGraphName(source)), m_manifest(std::move(manifest))
    {
        m_notes.format = "tensorflow.js layers";
    }

    Result<Graph> run(const json &topology)
    {
        const json &model = topology.contains("model_config") ? topology["model_config"] : topology;
        if (!isModelClass(classOf(model)))
            return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("the Keras model is of class '{}', not "
                                                                            "Sequential, Functional or Model",
                                                                            nameInWarning(classOf(model)))});
        if (const std::string version = textField(topology, "keras_version"); !version.empty())
            m_notes.producer = "keras " + nameInWarning(version);
        for (const std::string &warning : m_manifest.warnings())
            m_notes.warn(warning);
        countCalls(model, {}, 1);
        assignWeights();
        Result<std::vector<std::size_t>> outputs = expand(model, {}, {});
        if (!outputs)
            return outputs.failure();
        if (m_builder.nodeCount() == 0)
            return Error::of(ErrorKind::InvalidFile, {m_source, "the Keras model has no layers"});
        for (std::size_t value : *outputs)
            if (m_values[value].ref.node != InvalidNode)
                m_builder.node(m_values[value].ref.node).outputs[m_values[value].ref.port].isGraphOutput = true;
        m_resolver.finish();
        m_notes.storedParameterBytes = m_manifest.storedBytes();
        m_fallbacks.warn(m_notes, "layer call", "class");
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    /// A tensor of the expanded model: what is known of it, and the node output that holds it.
    struct Value
    {
        TensorInfo info;
        TensorRef ref;
    };
    /// A layer's weights, found in the manifest by its name, and how often the model calls it.
    struct LayerWeights
    {
        Bytes bytes = 0;
        std::int64_t calls = 0;
        std::optional<TensorRef> parameter;
        bool charged = false;
    };

    /// Counts the calls of every layer, nested models' layers times the calls of their model. (The
    /// JSON reader's depth limit bounds how deep models nest, and so this recursion.)
    void countCalls(const json &model, const std::string &scope, std::int64_t times)
    {
        const bool functional = classOf(model) != "Sequential";
        for (const json &layer : layersOf(model)) {
            const std::string key = scope + nameOf(layer);
            const std::int64_t calls = functional ? std::int64_t(inboundOf(layer).size()) : 1;
            const std::int64_t total = std::min<std::int64_t>(times * calls, std::int64_t(limits::MaxNodes));
            m_layers[key].calls = std::min<std::int64_t>(m_layers[key].calls + total, std::int64_t(limits::MaxNodes));
            m_keysByName[nameOf(layer)].push_back(key);
            if (isModelClass(classOf(layer)))
                countCalls(layer, key + "/", std::max<std::int64_t>(total, 1));
        }
    }

    /// The layer that a weight "a/b/conv/kernel" belongs to: the longest run of its scopes that
    /// names a layer by its nested path, else one scope that names exactly one layer.
    std::optional<std::string> layerOfWeight(const std::string &weight) const
    {
        std::vector<std::string> parts;
        for (std::size_t begin = 0; begin <= weight.size();) {
            const std::size_t end = std::min(weight.find('/', begin), weight.size());
            parts.push_back(weight.substr(begin, end - begin));
            begin = end + 1;
        }
        parts.pop_back();
        // Real paths have a few scopes; a lying one of thousands is looked at by its last ones.
        const std::size_t first = parts.size() > MaxWeightScopes ? parts.size() - MaxWeightScopes : 0;
        for (std::size_t end = parts.size(); end > first; --end)
            for (std::size_t begin = first; begin < end; ++begin) {
                std::string candidate = parts[begin];
                for (std::size_t part = begin + 1; part < end; ++part)
                    candidate += '/' + parts[part];
                if (m_layers.contains(candidate))
                    return candidate;
                if (const auto keys = m_keysByName.find(candidate); end - begin == 1 && keys != m_keysByName.end() &&
                                                                    keys->second.size() == 1)
                    return keys->second.front();
            }
        return std::nullopt;
    }

    void assignWeights()
    {
        std::size_t unplaced = 0;
        std::string first;
        for (const auto &[name, weight] : m_manifest.weights) {
            if (const std::optional<std::string> layer = layerOfWeight(name)) {
                LayerWeights &owner = m_layers[*layer];
                owner.bytes = std::min(owner.bytes + weight.bytes, limits::MaxBytes);
            } else if (unplaced++ == 0 || name < first) {
                first = name;
            }
        }
        if (unplaced > 0)
            m_notes.warn(fmt::format("{} of the manifest (first '{}') belong to no layer of the model: their bytes "
                                     "are on no operation",
                                     counted(std::int64_t(unplaced), "weight"), nameInWarning(first)));
    }

    Result<std::vector<std::size_t>> expand(const json &model, const std::string &scope,
                                            const std::vector<std::size_t> &inputs)
    {
        return classOf(model) == "Sequential" ? expandSequential(model, scope, inputs) : expandFunctional(model, scope, inputs);
    }

    Result<std::vector<std::size_t>> expandSequential(const json &model, const std::string &scope,
                                                      const std::vector<std::size_t> &inputs)
    {
        std::optional<std::size_t> current;
        if (!inputs.empty())
            current = inputs.front();
        for (const json &layer : layersOf(model)) {
            if (classOf(layer) == "InputLayer") {
                if (!current)
                    current = makeInput(layer, scope + nameOf(layer));
                continue;
            }
            if (!current && isModelClass(classOf(layer))) {
                // A nested model first in line brings its own inputs.
            } else if (!current) {
                if (!configOf(layer).contains("batch_input_shape") && !configOf(layer).contains("batch_shape"))
                    return Error::of(ErrorKind::InvalidFile,
                                     {m_source, fmt::format("the Sequential model's first layer '{}' gives no input "
                                                            "shape (batch_input_shape)",
                                                            nameInWarning(nameOf(layer)))});
                current = makeInput(layer, scope + nameOf(layer) + "_input");
            }
            Result<std::vector<std::size_t>> outputs =
                call(layer, scope, current ? std::vector<std::size_t>{*current} : std::vector<std::size_t>{}, 1);
            if (!outputs)
                return outputs.failure();
            if (outputs->empty())
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("layer '{}' of a Sequential model has no "
                                                                                "output",
                                                                                nameInWarning(scope + nameOf(layer)))});
            current = outputs->front();
        }
        if (!current)
            return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("the Sequential model '{}' has no layers",
                                                                            nameInWarning(scope + nameOf(model)))});
        return std::vector<std::size_t>{*current};
    }

    /// The calls of a Functional model in an order where every call comes after the calls whose
    /// outputs it reads (Kahn's, in file order among the ready ones).
    Result<std::vector<std::size_t>> expandFunctional(const json &model, const std::string &scope,
                                                      const std::vector<std::size_t> &inputs)
    {
        struct Call
        {
            const json *layer;
            std::int64_t index;
            std::vector<KerasRef> reads;
            std::size_t waiting = 0;
        };
        std::map<KerasRef, std::size_t> bound;
        std::map<KerasRef, std::vector<std::size_t>> readers;
        std::vector<Call> calls;
        std::map<std::string, const json *> byName;
        std::map<std::pair<std::string, std::int64_t>, std::size_t> width; ///< outputs read of each call
        const auto read = [&](const KerasRef &ref) {
            const auto &[layer, index, port] = ref;
            std::size_t &wanted = width[{layer, index}];
            wanted = std::max<std::size_t>(wanted, std::size_t(std::clamp<std::int64_t>(port, 0, MaxOutputsRead)) + 1);
        };
        for (const json &layer : layersOf(model)) {
            byName.emplace(nameOf(layer), &layer);
            if (classOf(layer) == "InputLayer")
                continue;
            const json &inbound = inboundOf(layer);
            for (std::size_t index = 0; index < inbound.size(); ++index) {
                calls.push_back({&layer, std::int64_t(index), refsOf(inbound[index])});
                std::for_each(calls.back().reads.begin(), calls.back().reads.end(), read);
            }
        }
        const std::vector<KerasRef> modelOutputs = refsOf(configOf(model).value("output_layers", json::array()));
        std::for_each(modelOutputs.begin(), modelOutputs.end(), read);
        std::priority_queue<std::size_t, std::vector<std::size_t>, std::greater<>> ready;
        const auto bind = [&](const KerasRef &ref, std::size_t value) {
            if (!bound.emplace(ref, value).second)
                return;
            if (const auto waiting = readers.find(ref); waiting != readers.end())
                for (std::size_t reader : waiting->second)
                    if (--calls[reader].waiting == 0)
                        ready.push(reader);
        };
        for (std::size_t index = 0; index < calls.size(); ++index) {
            for (const KerasRef &ref : calls[index].reads) {
                readers[ref].push_back(index);
                ++calls[index].waiting;
            }
            if (calls[index].waiting == 0)
                ready.push(index);
        }
        const std::vector<KerasRef> modelInputs = refsOf(configOf(model).value("input_layers", json::array()));
        if (!inputs.empty() && inputs.size() != modelInputs.size())
            return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("the nested model '{}' takes {} but is called "
                                                                            "with {}",
                                                                            nameInWarning(scope), counted(std::int64_t(modelInputs.size()), "input"),
                                                                            inputs.size())});
        for (std::size_t index = 0; index < modelInputs.size(); ++index) {
            const std::string &layer = std::get<0>(modelInputs[index]);
            if (!inputs.empty())
                bind(modelInputs[index], inputs[index]);
            else if (const auto found = byName.find(layer); found != byName.end())
                bind(modelInputs[index], makeInput(*found->second, scope + layer));
            else
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("input_layers names '{}', which the "
                                                                                "model does not have",
                                                                                nameInWarning(layer))});
        }
        std::size_t done = 0;
        while (!ready.empty()) {
            const Call &next = calls[ready.top()];
            ready.pop();
            ++done;
            std::vector<std::size_t> reads;
            for (const KerasRef &ref : next.reads)
                reads.push_back(bound.at(ref));
            const auto wanted = width.find({nameOf(*next.layer), next.index});
            Result<std::vector<std::size_t>> outputs =
                call(*next.layer, scope, reads, wanted == width.end() ? 1 : wanted->second);
            if (!outputs)
                return outputs.failure();
            for (std::size_t port = 0; port < outputs->size(); ++port)
                bind(KerasRef{nameOf(*next.layer), next.index, std::int64_t(port)}, (*outputs)[port]);
        }
        if (done < calls.size())
            for (const Call &call : calls)
                if (call.waiting > 0)
                    for (const KerasRef &ref : call.reads)
                        if (!bound.contains(ref))
                            return Error::of(ErrorKind::InvalidFile,
                                             {m_source, fmt::format("layer '{}' reads {}, {}", nameInWarning(scope + nameOf(*call.layer)),
                                                                    describe(ref),
                                                                    byName.contains(std::get<0>(ref))
                                                                        ? "which no call of that layer makes, or which "
                                                                          "comes after it (a cycle)"
                                                                        : "which the model does not have")});
        std::vector<std::size_t> outputs;
        for (const KerasRef &ref : modelOutputs) {
            const auto found = bound.find(ref);
            if (found == bound.end())
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("output_layers names {}, which no layer "
                                                                                "makes",
                                                                                describe(ref))});
            outputs.push_back(found->second);
        }
        return outputs;
    }

    /// One call of \a layer on \a reads: a nested model expanded, or one node with at least
    /// \a outputs outputs (those the model reads of a layer whose shape rule gives fewer have no
    /// known shape).
    Result<std::vector<std::size_t>> call(const json &layer, const std::string &scope, const std::vector<std::size_t> &reads,
                                          std::size_t outputs)
    {
        // Models that call each other k times on each of d levels would expand k^d times before
        // making a single node, so the calls of nested models have a bound of their own.
        if (isModelClass(classOf(layer))) {
            if (++m_nestedCalls > MaxNestedCalls)
                return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("nested models are called more than {} "
                                                                                "times in all",
                                                                                MaxNestedCalls)});
            return expand(layer, scope + nameOf(layer) + "/", reads);
        }
        if (m_builder.nodeCount() >= limits::MaxNodes)
            return Error::of(ErrorKind::InvalidFile, {m_source, fmt::format("the model expands to more than {} operations",
                                                                            limits::MaxNodes)});
        return makeNode(layer, scope, reads, outputs);
    }

    std::size_t makeInput(const json &layer, const std::string &name)
    {
        const json &config = configOf(layer);
        const json &shape = config.contains("batch_input_shape") ? config["batch_input_shape"]
                                                                 : config.value("batch_shape", json());
        Value value;
        value.info.type = config.contains("dtype") && config["dtype"].is_string()
                              ? elementTypeOfTf(config["dtype"].get<std::string>())
                              : ElementType::Float32;
        value.info.shapeKnown = shape.is_array();
        if (shape.is_array()) {
            Dims declared;
            for (const json &dim : shape)
                declared.push_back(dim.is_null() ? -1 : tfjsInteger(dim));
            value.info.dims = declared;
            for (std::size_t axis = 0; axis < declared.size(); ++axis)
                if (declared[axis] < 0)
                    value.info.dims[axis] = m_resolver.resolve({}, name, axis, declared);
        } else {
            m_notes.warn(fmt::format("input '{}' has no shape; counted as 0 bytes", name));
        }
        value.ref = addInputNode(m_builder, m_names, name, "node", scopeOfName(name), value.info.bytes());
        m_values.push_back(std::move(value));
        return m_values.size() - 1;
    }

    /// The Parameter node of a layer that the model calls more than once.
    TensorRef parameterOf(LayerWeights &weights, const std::string &key)
    {
        if (!weights.parameter)
            weights.parameter = addParameterNode(m_builder, m_names, key + "/weights", "node", scopeOfName(key), weights.bytes);
        return *weights.parameter;
    }

    std::vector<std::size_t> makeNode(const json &layer, const std::string &scope, const std::vector<std::size_t> &reads,
                                      std::size_t outputs)
    {
        const std::string key = scope + nameOf(layer);
        KerasLayerCall call;
        call.className = classOf(layer);
        call.config = &configOf(layer);
        // m_values grows only once the call is made, so these pointers hold while the rule runs.
        for (std::size_t value : reads)
            call.inputs.push_back(&m_values[value].info);
        if (!inferKerasLayer(call)) {
            m_fallbacks.add(call.className, key, call.problem);
            call.outputs.clear();
            const TensorInfo *first = call.shaped(0);
            call.setOutput(0, first ? first->dims : Dims{});
            call.outputs[0].shapeKnown = first != nullptr;
            call.flops = first ? double(first->elements()) : 0.0;
            call.aliasOf = -1;
        }
        if (call.outputs.size() < outputs)
            call.outputs.resize(outputs);
        Node node;
        node.name = m_names.take(key, "layer");
        node.op = call.className.empty() ? "Layer" : call.className;
        node.group = scopeOfName(key);
        node.flops = call.flops;
        double accessed = 0.0;
        int aliasSlot = -1;
        InputSlots slots(node.inputs);
        for (std::size_t slot = 0; slot < reads.size(); ++slot) {
            const Value &read = m_values[reads[slot]];
            accessed += double(read.info.bytes());
            const std::size_t input = slots.add(read.ref);
            if (int(slot) == call.aliasOf)
                aliasSlot = int(input);
        }
        if (const auto weights = m_layers.find(key); weights != m_layers.end() && weights->second.bytes > 0) {
            LayerWeights &own = weights->second;
            accessed += double(own.bytes);
            if (own.calls > 1 && own.bytes >= SharedParameterMinBytes)
                node.inputs.push_back(parameterOf(own, key));
            else if (!std::exchange(own.charged, true))
                node.paramBytes = own.bytes;
        }
        for (std::size_t port = 0; port < call.outputs.size(); ++port) {
            Tensor output;
            output.bytes = call.outputs[port].bytes();
            if (port == 0)
                output.aliasOf = aliasSlot;
            accessed += double(output.bytes);
            node.outputs.push_back(output);
        }
        node.bytesAccessed = accessed;
        const NodeId id = m_builder.addNode(std::move(node));
        std::vector<std::size_t> values;
        for (std::size_t port = 0; port < call.outputs.size(); ++port) {
            m_values.push_back(Value{std::move(call.outputs[port]), TensorRef{id, std::uint32_t(port)}});
            values.push_back(m_values.size() - 1);
        }
        return values;
    }

    const std::string &m_source;
    ImportNotes m_notes;
    DimensionResolver m_resolver;
    GraphBuilder m_builder;
    UniqueNames m_names;
    TfjsManifest m_manifest;
    std::vector<Value> m_values;
    std::size_t m_nestedCalls = 0;
    std::unordered_map<std::string, LayerWeights> m_layers;
    std::unordered_map<std::string, std::vector<std::string>> m_keysByName;
    ShapeFallbacks m_fallbacks;
};

} // namespace

bool isKerasTopology(const nlohmann::json &topology)
{
    return topology.is_object() && !topology.contains("node") &&
           (topology.contains("model_config") || topology.contains("class_name"));
}

Result<Graph> readKerasModel(const nlohmann::json &document, const std::string &source, const ImportOptions &options)
{
    KerasImporter importer(source, options, readTfjsManifest(document, source));
    return importer.run(document["modelTopology"]);
}

} // namespace regal
