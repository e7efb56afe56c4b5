#include "core/io/tflite/tfliteimporter.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/import/dependencyorder.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/importnotes.h"
#include "core/io/import/nodenames.h"
#include "core/io/tflite/tfliteops.h"
#include "core/io/tflite/tflitereader.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace regal {
namespace {

/// A tensor's name up to its first ';' (the converter joins the names of fused ops).
std::string shortName(const std::string &name) { return name.substr(0, name.find(';')); }

/// What running the subgraphs that a control-flow op calls costs.
struct CallCost
{
    double flops = 0.0;
    Bytes weights = 0; ///< data the called subgraphs store
};

/// How deep control-flow ops may nest before the rest counts nothing.
constexpr int MaxCallDepth = 32;

/// Which operators of \a subgraph the runtime computes once, when it loads the model: those that
/// read held tensors alone, such as the DEQUANTIZE of a float16 weight. A tensor is held when no
/// operator writes it and it is none of \a inputs (stored data, or a variable), or when a folded
/// operator writes it.
std::vector<bool> foldedOperators(const TfliteSubgraph &subgraph, const std::unordered_set<std::int32_t> &inputs)
{
    const std::size_t count = subgraph.operators.size();
    std::vector<std::size_t> unheld(count); // per operator, the inputs not known to be held
    std::unordered_map<std::int32_t, std::vector<std::size_t>> readers;
    std::vector<std::size_t> ready;
    for (std::size_t index = 0; index < count; ++index) {
        bool reads = false;
        for (std::int32_t tensor : subgraph.operators[index].inputs) {
            if (tensor < 0)
                continue;
            reads = true;
            if (subgraph.producer.contains(tensor) || inputs.contains(tensor)) {
                ++unheld[index];
                readers[tensor].push_back(index);
            }
        }
        if (reads && unheld[index] == 0)
            ready.push_back(index);
    }
    std::vector<bool> folded(count, false);
    while (!ready.empty()) {
        const std::size_t index = ready.back();
        ready.pop_back();
        folded[index] = true;
        for (std::int32_t tensor : subgraph.operators[index].outputs)
            if (const auto read = readers.find(tensor); read != readers.end() && !inputs.contains(tensor))
                for (std::size_t reader : read->second)
                    if (unheld[reader] > 0 && --unheld[reader] == 0)
                        ready.push_back(reader);
    }
    return folded;
}

class TfliteImporter
{
public:
    TfliteImporter(const std::string &bytes, const std::string &source, const ImportOptions &options)
        : m_source(source), m_resolver(options, m_notes), m_reader(bytes, source, m_resolver),
          m_builder(std::filesystem::path(source).stem().string())
    {
        m_notes.format = "tensorflow lite";
    }

    Result<Graph> run()
    {
        if (Status opened = m_reader.open(); !opened)
            return opened.failure();
        m_notes.producer = nameInWarning(m_reader.description());
        Result<TfliteSubgraph> main = m_reader.subgraph(0);
        if (!main)
            return main.failure();
        m_main = std::move(*main);
        if (Status sorted = sort(); !sorted)
            return sorted.failure();
        if (Status built = build(); !built)
            return built.failure();
        m_notes.storedParameterBytes = m_reader.storedBytes();
        m_resolver.finish();
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    Error invalid(std::string what) const { return Error::of(ErrorKind::InvalidFile, {m_source, std::move(what)}); }

    /// The cost of running subgraph \a index once: its operators' FLOPs, those of the subgraphs
    /// they run in turn, and the data they read that no node holds yet (the main subgraph's
    /// weights, another subgraph's: converters store equal data once). What the runtime computes
    /// when it loads the model (foldedOperators) counts as data. A subgraph that runs itself, or
    /// lies deeper than MaxCallDepth, costs nothing more.
    Result<CallCost> callCost(std::uint32_t index, int depth)
    {
        if (const auto known = m_costs.find(index); known != m_costs.end())
            return CallCost{known->second, 0};
        if (depth > MaxCallDepth) {
            m_tooDeep.push_back(index);
            return CallCost{};
        }
        if (!m_calling.insert(index).second)
            return CallCost{};
        Result<TfliteSubgraph> subgraph = m_reader.subgraph(index);
        if (!subgraph)
            return subgraph.failure();
        const std::unordered_set<std::int32_t> inputs(subgraph->inputs.begin(), subgraph->inputs.end());
        const std::vector<bool> folded = foldedOperators(*subgraph, inputs);
        CallCost cost;
        std::unordered_set<std::int32_t> read;
        for (std::size_t at = 0; at < subgraph->operators.size(); ++at) {
            if (folded[at])
                continue;
            const TfliteOperator &op = subgraph->operators[at];
            for (std::int32_t tensor : op.inputs)
                if (tensor >= 0 && read.insert(tensor).second)
                    cost.weights =
                        std::min(cost.weights + dataRead(*subgraph, folded, inputs, tensor), limits::MaxBytes);
            Result<CallCost> called = callsCost(op, depth + 1);
            if (!called)
                return called.failure();
            cost.flops += flopsOf(op, subgraph->tensors) + called->flops;
            cost.weights = std::min(cost.weights + called->weights, limits::MaxBytes);
        }
        m_calling.erase(index);
        m_costs.emplace(index, cost.flops);
        return cost;
    }

    /// The bytes of held data that reading \a tensor of a called \a subgraph adds: stored data
    /// that no node holds yet, or what a folded operator computed; 0 for what the caller or an
    /// operator that runs gives.
    Bytes dataRead(const TfliteSubgraph &subgraph, const std::vector<bool> &folded,
                   const std::unordered_set<std::int32_t> &inputs, std::int32_t index)
    {
        const TfliteTensor &tensor = subgraph.tensors[std::size_t(index)];
        if (inputs.contains(index))
            return 0;
        if (const auto producer = subgraph.producer.find(index); producer != subgraph.producer.end()) {
            if (!folded[producer->second])
                return 0;
            addFolded(tensor.info.bytes());
            return tensor.info.bytes();
        }
        return tensor.stored > 0 && m_heldBuffers.insert(tensor.buffer).second ? tensor.stored : 0;
    }

    /// What the subgraphs \a op runs cost: the larger branch of an IF (one of them runs), the
    /// condition and the body of a WHILE once (the trip count is not in the model), the init
    /// subgraph of a CALL_ONCE. All their weights count: they are loaded with the model.
    Result<CallCost> callsCost(const TfliteOperator &op, int depth)
    {
        CallCost total;
        for (std::uint32_t called : op.calls) {
            Result<CallCost> cost = callCost(called, depth);
            if (!cost)
                return cost.failure();
            total.flops = op.code == tflite::If ? std::max(total.flops, cost->flops) : total.flops + cost->flops;
            total.weights = std::min(total.weights + cost->weights, limits::MaxBytes);
        }
        return total;
    }

    static double flopsOf(const TfliteOperator &op, const std::vector<TfliteTensor> &tensors)
    {
        TfliteOp shapes{op.code, op.name, {}, {}, op.poolWindow, op.adjointX};
        for (std::int32_t tensor : op.inputs)
            shapes.inputs.push_back(tensor >= 0 ? &tensors[std::size_t(tensor)].info : nullptr);
        for (std::int32_t tensor : op.outputs)
            shapes.outputs.push_back(tensor >= 0 ? &tensors[std::size_t(tensor)].info : nullptr);
        return tfliteFlops(shapes);
    }

    /// Kahn's order of the operators, in file order among the ready ones.
    Status sort()
    {
        std::vector<std::vector<std::size_t>> readers(m_main.operators.size());
        for (std::size_t index = 0; index < m_main.operators.size(); ++index)
            for (std::int32_t tensor : m_main.operators[index].inputs)
                if (const auto producer = m_main.producer.find(tensor); producer != m_main.producer.end())
                    readers[producer->second].push_back(index);
        DependencyOrder sorted(readers);
        if (!sorted.complete()) {
            const std::size_t index = sorted.firstLeftOut();
            return invalid(
                fmt::format("the operators have a cycle through operator {} ({})", index, m_main.operators[index].name));
        }
        m_order = std::move(sorted.order);
        return {};
    }

    /// Whether tensor \a index is data the model holds rather than something an op or the caller
    /// gives: stored in a buffer, computed from stored data alone (a folded op's output), or a
    /// variable that no op writes.
    bool isHeld(std::int32_t index) const
    {
        const auto producer = m_main.producer.find(index);
        return (producer == m_main.producer.end() || m_folded[producer->second]) && !m_inputs.contains(index);
    }

    /// Folds what the runtime computes when it loads the model (foldedOperators): the outputs of
    /// those operators are held.
    void fold()
    {
        m_folded = foldedOperators(m_main, m_inputs);
        m_notes.foldedConstantBytes = 0;
        for (std::size_t index = 0; index < m_main.operators.size(); ++index)
            if (m_folded[index])
                for (std::int32_t tensor : m_main.operators[index].outputs)
                    if (tensor >= 0)
                        addFolded(m_main.tensors[std::size_t(tensor)].info.bytes());
    }

    /// Counts \a bytes more that the runtime computes when it loads the model.
    void addFolded(Bytes bytes)
    {
        m_notes.foldedConstantBytes = std::min(m_notes.foldedConstantBytes + bytes, limits::MaxTotalBytes);
    }

    /// Gives each stored tensor the first tensor that stores its data: tensors that share a
    /// buffer read one copy of it, which the runtime maps from the file once.
    void shareBuffers()
    {
        std::unordered_map<std::uint32_t, std::int32_t> first;
        m_dataOf.resize(m_main.tensors.size());
        for (std::int32_t index = 0; index < std::int32_t(m_main.tensors.size()); ++index) {
            const TfliteTensor &tensor = m_main.tensors[std::size_t(index)];
            const bool stored = tensor.stored > 0 && !m_main.producer.contains(index) && !m_inputs.contains(index);
            m_dataOf[std::size_t(index)] = stored ? first.emplace(tensor.buffer, index).first->second : index;
            if (stored)
                m_heldBuffers.insert(tensor.buffer);
        }
    }

    /// The tensor that holds the data of held tensor \a index.
    std::int32_t dataOf(std::int32_t index) const { return m_dataOf[std::size_t(index)]; }

    Bytes heldBytes(std::int32_t index) const
    {
        const TfliteTensor &tensor = m_main.tensors[std::size_t(index)];
        return tensor.stored > 0 ? std::max(tensor.stored, tensor.info.bytes()) : tensor.info.bytes();
    }

    /// A held tensor of 1 KiB or more that several operators read: one Parameter node each.
    void addParameters()
    {
        std::unordered_map<std::int32_t, std::size_t> readers;
        for (std::size_t index = 0; index < m_main.operators.size(); ++index) {
            if (m_folded[index])
                continue;
            const TfliteOperator &op = m_main.operators[index];
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
            const std::string name = shortName(m_main.tensors[std::size_t(tensor)].name);
            m_refs[tensor] = addParameterNode(m_builder, m_names, name, "weights", scopeOfName(name), heldBytes(tensor));
        }
    }

    Status build()
    {
        for (std::int32_t input : m_main.inputs) {
            if (input < 0 || input >= std::int32_t(m_main.tensors.size()) || m_main.producer.contains(input) ||
                m_inputs.contains(input))
                continue;
            m_inputs.insert(input);
            const TfliteTensor &tensor = m_main.tensors[std::size_t(input)];
            m_refs[input] = addInputNode(m_builder, m_names, shortName(tensor.name), "input", {}, tensor.info.bytes());
        }
        shareBuffers();
        fold();
        addParameters();
        for (std::size_t index : m_order)
            if (!m_folded[index])
                if (Status added = addOperator(m_main.operators[index]); !added)
                    return added;
        for (std::int32_t output : m_main.outputs)
            if (const auto ref = m_refs.find(output); ref != m_refs.end())
                m_builder.node(ref->second.node).outputs[ref->second.port].isGraphOutput = true;
        warnAboutCalls();
        return {};
    }

    Status addOperator(const TfliteOperator &op)
    {
        Node node;
        const std::string first = op.outputs.empty() || op.outputs[0] < 0 ? std::string()
                                                                           : m_main.tensors[std::size_t(op.outputs[0])].name;
        node.name = m_names.take(shortName(first), op.name);
        node.op = op.name;
        node.group = scopeOfName(node.name);
        node.flops = flopsOf(op, m_main.tensors);
        double accessed = 0.0;
        if (!op.calls.empty()) {
            Result<CallCost> called = callsCost(op, 1);
            if (!called)
                return called.failure();
            node.flops += called->flops;
            node.paramBytes = called->weights;
            accessed += double(called->weights);
            auto &[count, firstCaller] = m_callers[op.code];
            if (count++ == 0)
                firstCaller = node.name;
        }
        int aliasSlot = -1;
        const bool reshapes = op.code == tflite::Reshape || op.code == tflite::Squeeze || op.code == tflite::ExpandDims;
        InputSlots slots(node.inputs);
        for (std::size_t slot = 0; slot < op.inputs.size(); ++slot) {
            const std::int32_t tensor = op.inputs[slot];
            if (tensor < 0)
                continue;
            const bool held = isHeld(tensor);
            if (const auto ref = m_refs.find(held ? dataOf(tensor) : tensor); ref != m_refs.end()) {
                accessed += double(m_main.tensors[std::size_t(tensor)].info.bytes());
                const std::size_t input = slots.add(ref->second);
                if (reshapes && slot == 0 && !held)
                    aliasSlot = int(input);
            } else if (held && m_charged.insert(dataOf(tensor)).second) {
                node.paramBytes = std::min(node.paramBytes + heldBytes(dataOf(tensor)), limits::MaxBytes);
                accessed += double(heldBytes(dataOf(tensor)));
            }
        }
        node.outputs.resize(std::max<std::size_t>(op.outputs.size(), 1));
        node.outputs[0].aliasOf = aliasSlot;
        for (std::size_t port = 0; port < op.outputs.size(); ++port) {
            const std::int32_t tensor = op.outputs[port];
            node.outputs[port].bytes = tensor >= 0 ? m_main.tensors[std::size_t(tensor)].info.bytes() : 0;
            accessed += double(node.outputs[port].bytes);
        }
        node.bytesAccessed = accessed;
        const NodeId id = m_builder.addNode(std::move(node));
        for (std::size_t port = 0; port < op.outputs.size(); ++port)
            if (op.outputs[port] >= 0)
                m_refs[op.outputs[port]] = TensorRef{id, std::uint32_t(port)};
        return {};
    }

    /// The subgraphs met only below MaxCallDepth, and those they run in turn: a walk from where
    /// callCost stopped, not a recursion, so it needs no limit.
    std::unordered_set<std::uint32_t> subgraphsTooDeep()
    {
        std::unordered_set<std::uint32_t> deep;
        std::vector<std::uint32_t> pending = m_tooDeep;
        while (!pending.empty()) {
            const std::uint32_t index = pending.back();
            pending.pop_back();
            if (m_costs.contains(index) || !deep.insert(index).second)
                continue;
            if (const Result<TfliteSubgraph> subgraph = m_reader.subgraph(index))
                for (const TfliteOperator &op : subgraph->operators)
                    pending.insert(pending.end(), op.calls.begin(), op.calls.end());
        }
        return deep;
    }

    /// Says how the ops that run subgraphs were counted, and which subgraphs no op runs.
    void warnAboutCalls()
    {
        for (const auto &[code, callers] : m_callers) {
            const auto &[count, first] = callers;
            const std::string ops = fmt::format("{} ('{}'{})", counted(std::int64_t(count), tfliteOpName(code) + " op"),
                                                nameInWarning(first), count > 1 ? ", ..." : "");
            if (code == tflite::While)
                m_notes.warn(ops + ": the condition and the body are counted once each, as part of the op: the model "
                                   "does not say how often the loop runs");
            else if (code == tflite::If)
                m_notes.warn(ops + ": the larger branch is counted, as part of the op; the weights of both");
        }
        const std::size_t tooDeep = subgraphsTooDeep().size();
        if (tooDeep > 0)
            m_notes.warn(fmt::format("{} nested more than {} levels deep count nothing",
                                     counted(std::int64_t(tooDeep), "subgraph"), MaxCallDepth));
        const std::size_t unused = m_reader.subgraphCount() - 1 - m_costs.size() - tooDeep;
        if (unused > 0)
            m_notes.warn(fmt::format("{} that no operator runs not imported", counted(std::int64_t(unused), "subgraph")));
    }

    const std::string &m_source;
    ImportNotes m_notes;
    DimensionResolver m_resolver;
    TfliteReader m_reader;
    GraphBuilder m_builder;
    UniqueNames m_names;
    TfliteSubgraph m_main;
    std::unordered_set<std::int32_t> m_inputs;
    std::unordered_map<std::int32_t, TensorRef> m_refs;
    std::vector<std::size_t> m_order;
    std::vector<bool> m_folded;
    std::vector<std::int32_t> m_dataOf; ///< per tensor, as shareBuffers() found
    std::unordered_set<std::int32_t> m_charged; ///< held tensors some node's param_bytes counts
    std::unordered_map<std::uint32_t, double> m_costs;   ///< FLOPs per subgraph that an op runs
    std::unordered_set<std::uint32_t> m_heldBuffers;     ///< buffers whose data some node's param_bytes count
    std::unordered_set<std::uint32_t> m_calling;         ///< the subgraphs whose cost is being found
    std::vector<std::uint32_t> m_tooDeep;                ///< subgraphs callCost met below MaxCallDepth
    std::map<std::int32_t, std::pair<std::size_t, std::string>> m_callers; ///< per control-flow op code: how many, the first
};

} // namespace

Result<Graph> readTfliteModel(const std::string &bytes, const std::string &source, const ImportOptions &options)
{
    TfliteImporter importer(bytes, source, options);
    return importer.run();
}

} // namespace regal
