#include "core/io/onnx/onnximporter.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/import/importedgraph.h"
#include "core/io/import/nodenames.h"
#include "core/io/onnx/onnxgraphwalk.h"
#include "core/io/onnx/onnxinline.h"
#include "core/io/onnx/onnxstoredtensors.h"
#include "core/io/onnx/onnxtensors.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <unordered_set>

namespace regal {
namespace {

Result<onnx::ModelProto> parseModel(const std::string &bytes, const std::string &source)
{
    onnx::ModelProto model;
    if (bytes.empty())
        return Error::of(ErrorKind::InvalidFile, {source, "the file is empty, not an ONNX model"});
    if (!model.ParseFromString(bytes))
        return Error::of(ErrorKind::InvalidFile, {source, "not an ONNX model: the protobuf data is malformed or truncated"});
    if (!model.has_graph() || model.ir_version() <= 0)
        return Error::of(ErrorKind::InvalidFile, {source, "not an ONNX model: the protobuf holds no model graph (no IR version or graph)"});
    if (model.graph().node_size() == 0)
        return Error::of(ErrorKind::InvalidFile, {source, "the ONNX model's graph has no nodes"});
    return model;
}

int defaultOpset(const onnx::ModelProto &model)
{
    for (const onnx::OperatorSetIdProto &opset : model.opset_import())
        if (opset.domain().empty() || opset.domain() == "ai.onnx")
            return int(opset.version());
    return 13;
}

constexpr int MaxInlineRounds = 32;
/// Builds the regal graph from a walked ONNX main graph.
class OnnxImporter
{
public:
    OnnxImporter(onnx::ModelProto &model, const std::string &source, const ImportOptions &options)
        : m_model(model), m_source(source), m_options(options), m_resolver(options, m_notes),
          m_builder(std::filesystem::path(source).stem().string())
    {
        m_notes.format = "onnx";
        m_notes.producer = fmt::format("{} {}", model.producer_name(), model.producer_version());
        while (!m_notes.producer.empty() && m_notes.producer.back() == ' ')
            m_notes.producer.pop_back();
        m_context.opset = defaultOpset(model);
        m_context.dimensions = &m_resolver;
        m_context.notes = &m_notes;
    }

    Result<Graph> run()
    {
        flattenIfs();
        const onnx::GraphProto &graph = m_model.graph();
        defineGraphInputs(m_scope, m_resolver);
        for (const onnx::ValueInfoProto &input : graph.input())
            if (const TensorInfo *info = m_scope.find(input.name()); info && !info->constant)
                addInput(input.name(), *info);

        OnnxGraphWalk walk(graph, m_scope, m_context);
        if (Status walked = walk.run(); !walked)
            return Error::of(ErrorKind::InvalidFile, {m_source, walked.error()});
        const OnnxStoredTensors stored(graph, walk, m_scope);
        m_stored = &stored;
        for (const std::string &name : stored.shared(SharedParameterMinBytes))
            addParameter(name, stored.bytesOf(name));
        for (int index : walk.order())
            if (!walk.info(index).folded)
                addNode(graph.node(index), walk.info(index));
        for (const onnx::ValueInfoProto &output : graph.output())
            markGraphOutput(output.name());

        m_resolver.finish();
        m_notes.storedParameterBytes = stored.storedBytes();
        m_notes.foldedConstantBytes = m_foldedBytes;
        for (const auto &[op, fallback] : m_context.fallbacks)
            m_notes.warn(fmt::format("{} of op type {} (first '{}'): {}; {}", counted(std::int64_t(fallback.count), "node"), op,
                                     fallback.firstNode, fallback.reason, fallback.how));
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    /// Initializers and graph inputs, the latter with their dynamic dimensions resolved.
    void defineGraphInputs(OnnxScope &scope, DimensionResolver &resolver)
    {
        const onnx::GraphProto &graph = m_model.graph();
        for (const onnx::TensorProto &initializer : graph.initializer())
            scope.define(initializer.name(), tensorInfoOfOnnx(initializer));
        for (const onnx::SparseTensorProto &sparse : graph.sparse_initializer()) {
            TensorInfo info = tensorInfoOfOnnx(sparse.values());
            info.dims.assign(sparse.dims().begin(), sparse.dims().end());
            info.values.reset();
            scope.define(sparse.values().name(), info);
        }
        for (const onnx::ValueInfoProto &input : graph.input()) {
            if (scope.definesLocally(input.name()))
                continue;
            const DeclaredShape declared = declaredShapeOf(input);
            TensorInfo info;
            info.type = declared.type;
            info.shapeKnown = declared.hasShape;
            info.dims = declared.dims;
            for (std::size_t axis = 0; axis < info.dims.size(); ++axis)
                if (info.dims[axis] < 0)
                    info.dims[axis] = resolver.resolve(declared.symbols[axis], input.name(), axis, declared.dims);
            scope.define(input.name(), std::move(info));
        }
    }

    /// Inlines If nodes round by round; each round first walks the graph (with notes of its
    /// own) to learn which conditions are known before running the model.
    void flattenIfs()
    {
        for (int round = 0; round < MaxInlineRounds && hasIfNodes(m_model.graph()); ++round) {
            ImportNotes probeNotes;
            DimensionResolver probeResolver(m_options, probeNotes);
            OnnxWalkContext probe{m_context.opset, &probeResolver, &probeNotes, {}, 0};
            OnnxScope scope;
            defineGraphInputs(scope, probeResolver);
            OnnxGraphWalk walk(m_model.graph(), scope, probe);
            const bool walked = walk.run().ok();
            const IfCondition condition = [&](const std::string &name) -> std::optional<bool> {
                const TensorInfo *tensor = walked ? scope.find(name) : nullptr;
                if (!tensor || !tensor->values || tensor->values->empty())
                    return std::nullopt;
                return tensor->values->front() != 0.0;
            };
            inlineIfBranches(*m_model.mutable_graph(), m_notes, condition);
        }
        if (hasIfNodes(m_model.graph()))
            m_notes.warn(fmt::format("If nodes nested deeper than {} levels stay collapsed into their node",
                                     MaxInlineRounds));
    }

    void addInput(const std::string &name, const TensorInfo &info)
    {
        if (!info.shapeKnown)
            m_notes.warn(fmt::format("graph input '{}' has no shape; counted as 0 bytes", name));
        m_producers[name] = addInputNode(m_builder, m_names, name, "input", {}, info.bytes());
    }

    void addNode(const onnx::NodeProto &proto, const OnnxNodeInfo &info)
    {
        Node node;
        node.name = m_names.take(proto.name(), fmt::format("{}_{}", proto.op_type(), m_builder.nodeCount()));
        node.op = proto.op_type();
        node.group = scopeOfName(proto.name());
        node.flops = info.flops;
        node.paramBytes = info.subgraphParams;

        double accessed = 0.0;
        int aliasSlot = -1;
        std::vector<std::string> reads(proto.input().begin(), proto.input().end());
        reads.insert(reads.end(), info.outerInputs.begin(), info.outerInputs.end());
        for (std::size_t slot = 0; slot < reads.size(); ++slot) {
            const std::string &name = reads[slot];
            const TensorInfo *tensor = name.empty() ? nullptr : m_scope.find(name);
            if (!tensor)
                continue;
            accessed += double(tensor->bytes());
            if (tensor->constant) {
                chargeConstant(name, *tensor, node);
                continue;
            }
            const TensorRef producer = m_producers.at(name);
            auto existing = std::find(node.inputs.begin(), node.inputs.end(), producer);
            if (existing == node.inputs.end())
                existing = node.inputs.insert(node.inputs.end(), producer);
            if (int(slot) == info.aliasOf)
                aliasSlot = int(existing - node.inputs.begin());
        }
        const auto id = NodeId(m_builder.nodeCount());
        for (int port = 0; port < proto.output_size(); ++port) {
            const std::string &name = proto.output(port);
            const TensorInfo *tensor = name.empty() ? nullptr : m_scope.find(name);
            Tensor output;
            output.bytes = tensor ? tensor->bytes() : 0;
            if (port == 0 && aliasSlot >= 0)
                output.aliasOf = aliasSlot;
            accessed += double(output.bytes);
            node.outputs.push_back(output);
            if (!name.empty())
                m_producers[name] = TensorRef{id, std::uint32_t(port)};
        }
        node.bytesAccessed = info.bytesAccessed >= 0.0 ? info.bytesAccessed : accessed;
        m_builder.addNode(std::move(node));
    }

    /// Sums of sizes stop past the limit of a whole graph, which the builder then refuses by
    /// name: each size is at most 2^62, so the sum never overflows.
    static void addBytes(Bytes &total, Bytes more) { total = std::min(total + more, limits::MaxTotalBytes + 1); }

    /// A stored tensor that several ops read: one buffer, made by a node of zero cost that
    /// feeds every reader (SPEC section 2, docs/cost-model.md).
    void addParameter(const std::string &name, Bytes bytes)
    {
        m_parameters[name] = addParameterNode(m_builder, m_names, name, "parameter", scopeOfName(name), bytes);
    }

    /// A node reads the constant \a name: it reads the stored tensors behind it, each either
    /// from its parameter node or, read by this node alone, as its own param_bytes; a constant
    /// folded from no stored tensor is a folded constant of its first reader.
    void chargeConstant(const std::string &name, const TensorInfo &tensor, Node &node)
    {
        const std::vector<std::string> roots = m_stored->rootsOf(name);
        if (roots.empty()) {
            if (m_charged.insert(name).second) {
                addBytes(node.paramBytes, tensor.bytes());
                addBytes(m_foldedBytes, tensor.bytes());
            }
            return;
        }
        for (const std::string &root : roots) {
            if (const auto parameter = m_parameters.find(root); parameter != m_parameters.end()) {
                if (std::find(node.inputs.begin(), node.inputs.end(), parameter->second) == node.inputs.end())
                    node.inputs.push_back(parameter->second);
            } else if (m_charged.insert(root).second) {
                addBytes(node.paramBytes, m_stored->bytesOf(root));
            }
        }
    }

    void markGraphOutput(const std::string &name)
    {
        const auto found = m_producers.find(name);
        if (found == m_producers.end()) {
            m_notes.warn(fmt::format("graph output '{}' is a constant or missing; it has no node", name));
            return;
        }
        m_builder.node(found->second.node).outputs[found->second.port].isGraphOutput = true;
    }

    onnx::ModelProto &m_model;
    std::string m_source;
    const ImportOptions &m_options;
    ImportNotes m_notes;
    DimensionResolver m_resolver;
    OnnxWalkContext m_context;
    OnnxScope m_scope;
    GraphBuilder m_builder;
    UniqueNames m_names;
    std::unordered_map<std::string, TensorRef> m_producers;
    std::unordered_set<std::string> m_charged;
    const OnnxStoredTensors *m_stored = nullptr;
    std::unordered_map<std::string, TensorRef> m_parameters;
    Bytes m_foldedBytes = 0;
};

} // namespace

Result<Graph> readOnnx(const std::string &bytes, const std::string &source, const ImportOptions &options)
{
    Result<onnx::ModelProto> model = parseModel(bytes, source);
    if (!model)
        return model.failure();
    return OnnxImporter(*model, source, options).run();
}

} // namespace regal
