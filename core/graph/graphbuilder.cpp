#include "core/graph/graphbuilder.h"

#include "core/base/sha256.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <deque>

#include <fmt/format.h>

namespace regal {
namespace {

std::string quoted(const std::string &name) { return '\'' + name + '\''; }

Status checkSizes(const Node &node)
{
    const auto bad = [&](const char *field, double value) -> Status {
        return Error{fmt::format("node {}: {} must be a finite number >= 0, not {}", quoted(node.name),
                                 field, value)};
    };
    if (node.cost && !(std::isfinite(*node.cost) && *node.cost >= 0.0))
        return bad("cost", *node.cost);
    if (!(std::isfinite(node.flops) && node.flops >= 0.0))
        return bad("flops", node.flops);
    if (!(std::isfinite(node.bytesAccessed) && node.bytesAccessed >= 0.0))
        return bad("bytes_accessed", node.bytesAccessed);
    if (node.tempBytes < 0)
        return bad("temp_bytes", double(node.tempBytes));
    if (node.paramBytes < 0)
        return bad("param_bytes", double(node.paramBytes));
    for (std::size_t port = 0; port < node.outputs.size(); ++port) {
        const Tensor &output = node.outputs[port];
        if (output.bytes < 0)
            return Error{fmt::format("node {}: output {} has negative bytes ({})", quoted(node.name),
                                     port, output.bytes)};
        if (output.aliasOf >= int(node.inputs.size()))
            return Error{fmt::format("node {}: output {} is an alias of input {}, but the node has "
                                     "{} data input(s)",
                                     quoted(node.name), port, output.aliasOf, node.inputs.size())};
    }
    return {};
}

/// Names the nodes of one cycle among those that Kahn's algorithm could not order: walking to a
/// predecessor that is still unordered must come back to a node it has seen.
std::string describeCycle(const Graph &graph, const std::vector<int> &remaining)
{
    NodeId current = NodeId(std::find_if(remaining.begin(), remaining.end(), [](int r) { return r > 0; })
                            - remaining.begin());
    std::vector<int> seenAt(graph.nodeCount(), -1);
    std::vector<NodeId> path;
    while (seenAt[current] < 0) {
        seenAt[current] = int(path.size());
        path.push_back(current);
        for (NodeId predecessor : graph.predecessors(current)) {
            if (remaining[predecessor] > 0) {
                current = predecessor;
                break;
            }
        }
    }
    std::string text = quoted(graph.node(current).name);
    for (std::size_t i = path.size(); i-- > std::size_t(seenAt[current]);)
        text += " -> " + quoted(graph.node(path[i]).name);
    return text;
}

std::string canonicalText(const Graph &graph)
{
    std::string text;
    const auto number = [](double value) { return fmt::format("{}", value); };
    for (const Node &node : graph.nodes()) {
        text += "node\t" + node.name + '\t' + node.op + '\t' + (node.cost ? number(*node.cost) : "-") + '\t'
                + number(node.flops) + '\t' + number(node.bytesAccessed) + '\t'
                + std::to_string(node.tempBytes) + '\t' + std::to_string(node.paramBytes) + '\t'
                + node.device + '\n';
        for (TensorRef input : node.inputs)
            text += "in\t" + graph.node(input.node).name + ':' + std::to_string(input.port) + '\n';
        for (NodeId control : node.controlInputs)
            text += "ctl\t" + graph.node(control).name + '\n';
        for (const Tensor &output : node.outputs)
            text += "out\t" + std::to_string(output.bytes) + '\t' + std::to_string(output.aliasOf) + '\t'
                    + (output.isGraphOutput ? "1" : "0") + '\n';
    }
    return text;
}

template <typename Edges>
void fillCsr(std::size_t count, const Edges &edges, std::vector<std::uint32_t> &offset,
             std::vector<NodeId> &targets)
{
    offset.assign(count + 1, 0);
    for (const auto &[from, to] : edges)
        ++offset[from + 1];
    for (std::size_t i = 0; i < count; ++i)
        offset[i + 1] += offset[i];
    targets.resize(edges.size());
    std::vector<std::uint32_t> cursor(offset.begin(), offset.end() - 1);
    for (const auto &[from, to] : edges)
        targets[cursor[from]++] = to;
}

} // namespace

std::pair<std::string, std::uint32_t> splitTensorName(std::string_view text)
{
    const auto colon = text.rfind(':');
    if (colon != std::string_view::npos && colon + 1 < text.size()) {
        std::uint32_t port = 0;
        const char *first = text.data() + colon + 1;
        const char *last = text.data() + text.size();
        const auto [end, error] = std::from_chars(first, last, port);
        if (error == std::errc() && end == last)
            return {std::string(text.substr(0, colon)), port};
    }
    return {std::string(text), 0};
}

GraphBuilder::GraphBuilder(std::string graphName) : m_name(std::move(graphName)) {}

NodeId GraphBuilder::addNode(Node node)
{
    m_nodes.push_back(std::move(node));
    return NodeId(m_nodes.size() - 1);
}

void GraphBuilder::addInput(NodeId consumer, std::string producer, std::uint32_t port)
{
    m_namedEdges.push_back({consumer, std::move(producer), port, false});
}

void GraphBuilder::addControlInput(NodeId consumer, std::string producer)
{
    m_namedEdges.push_back({consumer, std::move(producer), 0, true});
}

Result<Graph> GraphBuilder::build() &&
{
    Graph graph;
    graph.m_name = std::move(m_name);
    graph.m_extra = std::move(m_extra);
    const std::size_t count = m_nodes.size();
    if (count >= std::size_t(InvalidNode))
        return Error{fmt::format("the graph has {} nodes, more than the {} it may have", count,
                                 std::size_t(InvalidNode) - 1)};

    for (NodeId id = 0; id < count; ++id) {
        const std::string &name = m_nodes[id].name;
        if (name.empty())
            return Error{fmt::format("node {} has no name", id)};
        const auto [it, inserted] = graph.m_index.emplace(name, id);
        if (!inserted)
            return Error{fmt::format("node {} is defined twice (nodes {} and {})", quoted(name), it->second, id)};
    }
    for (NamedEdge &edge : m_namedEdges) {
        Node &consumer = m_nodes[edge.consumer];
        const auto it = graph.m_index.find(edge.producer);
        if (it == graph.m_index.end())
            return Error{fmt::format("node {}: {} input {} names no node", quoted(consumer.name),
                                     edge.control ? "control" : "data", quoted(edge.producer))};
        if (edge.control)
            consumer.controlInputs.push_back(it->second);
        else
            consumer.inputs.push_back({it->second, edge.port});
    }

    for (const Node &node : m_nodes) {
        for (TensorRef input : node.inputs) {
            if (input.node >= count)
                return Error{fmt::format("node {}: data input refers to node id {}, but the graph has {} nodes",
                                         quoted(node.name), input.node, count)};
            const Node &producer = m_nodes[input.node];
            if (input.port >= producer.outputs.size())
                return Error{fmt::format("node {}: input {}:{} asks for output {}, but {} has {} output(s)",
                                         quoted(node.name), producer.name, input.port, input.port,
                                         quoted(producer.name), producer.outputs.size())};
        }
        for (NodeId control : node.controlInputs)
            if (control >= count)
                return Error{fmt::format("node {}: control input refers to node id {}, but the graph has {} nodes",
                                         quoted(node.name), control, count)};
        if (Status sizes = checkSizes(node); !sizes)
            return Error{sizes.error()};
    }
    graph.m_nodes = std::move(m_nodes);

    // Outputs, consumers and control successors in compressed rows.
    graph.m_outputOffset.assign(count + 1, 0);
    for (NodeId id = 0; id < count; ++id)
        graph.m_outputOffset[id + 1] = graph.m_outputOffset[id] + std::uint32_t(graph.m_nodes[id].outputs.size());
    std::vector<std::pair<std::uint32_t, Consumer>> dataEdges;
    std::vector<std::pair<NodeId, NodeId>> controlEdges;
    std::vector<std::pair<NodeId, NodeId>> dependencies;
    for (NodeId id = 0; id < count; ++id) {
        const Node &node = graph.m_nodes[id];
        for (std::uint32_t slot = 0; slot < node.inputs.size(); ++slot) {
            dataEdges.push_back({graph.outputIndex(node.inputs[slot]), {id, slot}});
            dependencies.push_back({node.inputs[slot].node, id});
        }
        for (NodeId control : node.controlInputs) {
            controlEdges.push_back({control, id});
            dependencies.push_back({control, id});
        }
    }
    graph.m_consumerOffset.assign(graph.outputCount() + 1, 0);
    for (const auto &edge : dataEdges)
        ++graph.m_consumerOffset[edge.first + 1];
    for (std::size_t i = 0; i < graph.outputCount(); ++i)
        graph.m_consumerOffset[i + 1] += graph.m_consumerOffset[i];
    graph.m_consumers.resize(dataEdges.size());
    {
        std::vector<std::uint32_t> cursor(graph.m_consumerOffset.begin(), graph.m_consumerOffset.end() - 1);
        for (const auto &[output, consumer] : dataEdges)
            graph.m_consumers[cursor[output]++] = consumer;
    }
    fillCsr(count, controlEdges, graph.m_controlOffset, graph.m_controlSuccessors);

    std::sort(dependencies.begin(), dependencies.end());
    dependencies.erase(std::unique(dependencies.begin(), dependencies.end()), dependencies.end());
    fillCsr(count, dependencies, graph.m_successorOffset, graph.m_successors);
    for (auto &[from, to] : dependencies)
        std::swap(from, to);
    std::sort(dependencies.begin(), dependencies.end());
    fillCsr(count, dependencies, graph.m_predecessorOffset, graph.m_predecessors);

    // Kahn's algorithm; what it cannot order lies on or behind a cycle.
    std::vector<int> remaining(count);
    std::deque<NodeId> ready;
    for (NodeId id = 0; id < count; ++id) {
        remaining[id] = int(graph.predecessors(id).size());
        if (remaining[id] == 0)
            ready.push_back(id);
    }
    graph.m_topologicalOrder.reserve(count);
    while (!ready.empty()) {
        const NodeId id = ready.front();
        ready.pop_front();
        graph.m_topologicalOrder.push_back(id);
        for (NodeId successor : graph.successors(id))
            if (--remaining[successor] == 0)
                ready.push_back(successor);
    }
    if (graph.m_topologicalOrder.size() != count)
        return Error{"the graph has a cycle: " + describeCycle(graph, remaining)};

    graph.m_contentHash = "sha256:" + sha256Hex(canonicalText(graph));
    return graph;
}

} // namespace regal
