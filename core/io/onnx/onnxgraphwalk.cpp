#include "core/io/onnx/onnxgraphwalk.h"

#include "core/graph/limits.h"
#include "core/io/onnx/onnxopcontext.h"
#include "core/io/onnx/onnxtensors.h"

#include <algorithm>
#include <fmt/format.h>
#include <queue>

namespace regal {

const TensorInfo *OnnxScope::find(const std::string &name) const
{
    for (const OnnxScope *scope = this; scope; scope = scope->m_parent)
        if (auto found = scope->m_tensors.find(name); found != scope->m_tensors.end())
            return &found->second;
    return nullptr;
}

TensorInfo &OnnxScope::define(const std::string &name, TensorInfo info)
{
    return m_tensors[name] = std::move(info);
}

OnnxGraphWalk::OnnxGraphWalk(const onnx::GraphProto &graph, OnnxScope &scope, OnnxWalkContext &context)
    : m_graph(graph), m_scope(scope), m_context(context), m_infos(std::size_t(graph.node_size()))
{
    for (const onnx::ValueInfoProto &output : graph.output()) {
        m_graphOutputs.insert(output.name());
        m_declared.emplace(output.name(), &output);
    }
    for (const onnx::ValueInfoProto &value : graph.value_info())
        m_declared.emplace(value.name(), &value);
}

std::set<std::string> OnnxGraphWalk::freeNames(const onnx::GraphProto &graph)
{
    std::set<std::string> defined;
    for (const onnx::ValueInfoProto &input : graph.input())
        defined.insert(input.name());
    for (const onnx::TensorProto &initializer : graph.initializer())
        defined.insert(initializer.name());
    for (const onnx::NodeProto &node : graph.node())
        for (const std::string &output : node.output())
            defined.insert(output);
    std::set<std::string> free;
    for (const onnx::NodeProto &node : graph.node()) {
        for (const std::string &input : node.input())
            if (!input.empty() && !defined.contains(input))
                free.insert(input);
        for (const onnx::AttributeProto &attribute : node.attribute()) {
            const auto addFree = [&](const onnx::GraphProto &subgraph) {
                for (const std::string &name : freeNames(subgraph))
                    if (!defined.contains(name))
                        free.insert(name);
            };
            if (attribute.has_g())
                addFree(attribute.g());
            for (const onnx::GraphProto &subgraph : attribute.graphs())
                addFree(subgraph);
        }
    }
    return free;
}

Status OnnxGraphWalk::sortNodes()
{
    const int count = m_graph.node_size();
    std::unordered_map<std::string, int> producer;
    for (int index = 0; index < count; ++index) {
        const onnx::NodeProto &node = m_graph.node(index);
        for (const std::string &output : node.output()) {
            if (output.empty())
                continue;
            // ONNX graphs are in single static assignment: a second writer would leave readers
            // ordered before it.
            if (const auto [first, added] = producer.emplace(output, index); !added) {
                const onnx::NodeProto &other = m_graph.node(first->second);
                return Error{first->second == index
                                 ? fmt::format("node '{}' ({}) names its output '{}' twice", node.name(), node.op_type(), output)
                                 : fmt::format("nodes '{}' ({}) and '{}' ({}) both write '{}'; a tensor has one producer",
                                               other.name(), other.op_type(), node.name(), node.op_type(), output)};
            }
        }
    }
    std::vector<std::vector<int>> successors{std::size_t(count)};
    std::vector<int> waiting(std::size_t(count), 0);
    for (int index = 0; index < count; ++index) {
        const onnx::NodeProto &node = m_graph.node(index);
        std::set<std::string> reads(node.input().begin(), node.input().end());
        for (const onnx::AttributeProto &attribute : node.attribute()) {
            if (attribute.has_g())
                reads.merge(freeNames(attribute.g()));
            for (const onnx::GraphProto &subgraph : attribute.graphs())
                reads.merge(freeNames(subgraph));
        }
        for (const std::string &name : reads) {
            if (name.empty())
                continue;
            if (auto found = producer.find(name); found != producer.end()) {
                successors[std::size_t(found->second)].push_back(index);
                ++waiting[std::size_t(index)];
            } else if (!m_scope.find(name)) {
                return Error{fmt::format("node '{}' ({}) reads '{}', which no node, graph input or initializer "
                                         "provides",
                                         node.name(), node.op_type(), name)};
            }
        }
    }
    std::priority_queue<int, std::vector<int>, std::greater<>> ready;
    for (int index = 0; index < count; ++index)
        if (waiting[std::size_t(index)] == 0)
            ready.push(index);
    m_order.reserve(std::size_t(count));
    while (!ready.empty()) {
        const int index = ready.top();
        ready.pop();
        m_order.push_back(index);
        for (int next : successors[std::size_t(index)])
            if (--waiting[std::size_t(next)] == 0)
                ready.push(next);
    }
    if (m_order.size() != std::size_t(count)) {
        for (int index = 0; index < count; ++index)
            if (waiting[std::size_t(index)] > 0)
                return Error{fmt::format("the graph has a cycle through node '{}' ({})", m_graph.node(index).name(),
                                         m_graph.node(index).op_type())};
    }
    return {};
}

const TensorInfo *OnnxGraphWalk::lookup(const std::string &name)
{
    if (name.empty())
        return nullptr;
    if (!m_scope.definesLocally(name) && m_scope.parent())
        m_outerReads.insert(name);
    return m_scope.find(name);
}

Status OnnxGraphWalk::run()
{
    if (Status sorted = sortNodes(); !sorted)
        return sorted;
    for (int index : m_order)
        inferNode(index);
    return {};
}

bool OnnxGraphWalk::declaredShape(const std::string &name, TensorInfo &info)
{
    const auto found = m_declared.find(name);
    if (found == m_declared.end())
        return false;
    const DeclaredShape declared = declaredShapeOf(*found->second);
    if (!declared.hasShape)
        return false;
    info.type = declared.type != ElementType::Unknown ? declared.type : info.type;
    info.dims = declared.dims;
    for (std::size_t axis = 0; axis < info.dims.size(); ++axis)
        if (info.dims[axis] < 0)
            info.dims[axis] = m_context.dimensions->resolve(declared.symbols[axis], name, axis, declared.dims);
    info.shapeKnown = true;
    return true;
}

void OnnxGraphWalk::fallBack(int index, const std::string &reason, std::vector<TensorInfo> &outputs,
                             const std::vector<const TensorInfo *> &inputs, bool perNode)
{
    const onnx::NodeProto &node = m_graph.node(index);
    bool fromModel = true;
    for (std::size_t port = 0; port < outputs.size(); ++port)
        if (!node.output(int(port)).empty() && !declaredShape(node.output(int(port)), outputs[port]))
            fromModel = false;
    std::string how = outputs.empty() ? "it produces nothing" : "shapes from the model's value_info";
    if (!fromModel) {
        const TensorInfo *first = !inputs.empty() && inputs[0] && inputs[0]->shapeKnown ? inputs[0] : nullptr;
        for (TensorInfo &output : outputs) {
            if (output.shapeKnown)
                continue;
            if (first) {
                output.type = first->type;
                output.dims = first->dims;
                output.shapeKnown = true;
            }
        }
        how = first ? "outputs assumed the shape of input 0" : "output sizes unknown, counted as 0 bytes";
    }
    m_infos[std::size_t(index)].flops = outputs.empty() ? 0.0 : double(outputs[0].elements());
    if (perNode) {
        m_context.notes->warn(fmt::format("node '{}' ({}): {}; {}", node.name(), node.op_type(), reason, how));
        return;
    }
    OnnxWalkContext::Fallback &fallback = m_context.fallbacks[node.op_type()];
    if (fallback.count++ == 0) {
        fallback.firstNode = node.name();
        fallback.reason = reason;
        fallback.how = how;
    }
}

void OnnxGraphWalk::inferNode(int index)
{
    const onnx::NodeProto &node = m_graph.node(index);
    OnnxNodeInfo &info = m_infos[std::size_t(index)];
    std::vector<const TensorInfo *> inputs;
    inputs.reserve(std::size_t(node.input_size()));
    bool allConstant = node.input_size() > 0;
    bool anyInput = false;
    for (const std::string &name : node.input()) {
        const TensorInfo *input = lookup(name);
        inputs.push_back(input);
        if (input) {
            anyInput = true;
            allConstant = allConstant && input->constant;
        }
    }
    std::vector<TensorInfo> outputs(std::size_t(node.output_size()));
    bool hasSubgraph = false;
    for (const onnx::AttributeProto &attribute : node.attribute())
        hasSubgraph = hasSubgraph || attribute.has_g() || attribute.graphs_size() > 0;

    if (hasSubgraph) {
        walkSubgraphs(index, info, outputs, inputs);
        allConstant = false;
    } else if (outputs.empty()) {
        fallBack(index, "the node has no outputs", outputs, inputs);
    } else if (OnnxOpRule rule = findOnnxOpRule(node.op_type())) {
        OnnxOpContext context(node, inputs, m_context.opset);
        if (rule(context)) {
            outputs = std::move(context.outputs());
            info.flops = context.flops;
            info.aliasOf = context.aliasOf;
            if (context.bytesAccessed)
                info.bytesAccessed = *context.bytesAccessed;
            if (!context.guess.empty())
                m_context.notes->warn(fmt::format("node '{}' ({}): {}", node.name(), node.op_type(), context.guess));
        } else {
            fallBack(index, context.problem, outputs, inputs, context.attributeLies);
        }
    } else {
        fallBack(index, "no shape rule for this op type", outputs, inputs);
    }

    bool allValues = !outputs.empty();
    bool isGraphOutput = false;
    for (std::size_t port = 0; port < outputs.size(); ++port) {
        allValues = allValues && outputs[port].values.has_value();
        isGraphOutput = isGraphOutput || m_graphOutputs.contains(node.output(int(port)));
    }
    info.folded = !isGraphOutput && (node.op_type() == "Constant" || (anyInput && allConstant) || allValues);
    for (std::size_t port = 0; port < outputs.size(); ++port) {
        outputs[port].constant = info.folded;
        if (!node.output(int(port)).empty())
            m_scope.define(node.output(int(port)), std::move(outputs[port]));
    }
}

double OnnxGraphWalk::totalFlops() const
{
    double total = 0.0;
    for (const OnnxNodeInfo &info : m_infos)
        total += info.folded ? 0.0 : info.flops;
    return total;
}

double OnnxGraphWalk::totalBytesAccessed() const
{
    double total = 0.0;
    for (int index : m_order) {
        const OnnxNodeInfo &info = m_infos[std::size_t(index)];
        if (info.folded)
            continue;
        if (info.bytesAccessed >= 0.0) {
            total += info.bytesAccessed;
            continue;
        }
        const onnx::NodeProto &node = m_graph.node(index);
        for (const std::string &name : node.input())
            if (const TensorInfo *tensor = m_scope.find(name))
                total += double(tensor->bytes());
        for (const std::string &name : node.output())
            if (const TensorInfo *tensor = m_scope.find(name))
                total += double(tensor->bytes());
    }
    return total;
}

Bytes OnnxGraphWalk::constantBytesRead() const
{
    std::set<std::string> counted;
    Bytes total = 0;
    for (int index : m_order) {
        const OnnxNodeInfo &info = m_infos[std::size_t(index)];
        if (info.folded)
            continue;
        total = std::min(total + info.subgraphParams, limits::MaxTotalBytes + 1);
        for (const std::string &name : m_graph.node(index).input()) {
            if (name.empty() || !m_scope.definesLocally(name) || !counted.insert(name).second)
                continue;
            if (const TensorInfo *tensor = m_scope.find(name); tensor && tensor->constant)
                total = std::min(total + tensor->bytes(), limits::MaxTotalBytes + 1); // never overflows
        }
    }
    return total;
}

} // namespace regal
