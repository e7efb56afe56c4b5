#include "core/graph/graphbuilder.h"

#include "core/base/counted.h"
#include "core/base/sha256.h"
#include "core/base/utf8.h"
#include "core/graph/limits.h"

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
    const auto bad = [&](const char *field, double value, double largest) -> Status {
        return Error{fmt::format("node {}: {} must be a finite number from 0 to {:g}, not {}", quoted(node.name),
                                 field, largest, value)};
    };
    const auto inRange = [](double value, double largest) { return std::isfinite(value) && value >= 0.0 && value <= largest; };
    if (node.cost && !inRange(*node.cost, limits::MaxCost))
        return bad("cost", *node.cost, limits::MaxCost);
    if (!inRange(node.flops, limits::MaxWork))
        return bad("flops", node.flops, limits::MaxWork);
    if (!inRange(node.bytesAccessed, limits::MaxWork))
        return bad("bytes_accessed", node.bytesAccessed, limits::MaxWork);
    if (node.tempBytes < 0 || node.tempBytes > limits::MaxBytes)
        return bad("temp_bytes", double(node.tempBytes), double(limits::MaxBytes));
    if (node.paramBytes < 0 || node.paramBytes > limits::MaxBytes)
        return bad("param_bytes", double(node.paramBytes), double(limits::MaxBytes));
    for (std::size_t port = 0; port < node.outputs.size(); ++port) {
        const Tensor &output = node.outputs[port];
        if (output.bytes < 0 || output.bytes > limits::MaxBytes)
            return Error{fmt::format("node {}: output {} has {} bytes; sizes go from 0 to {}", quoted(node.name),
                                     port, output.bytes, limits::MaxBytes)};
        if (output.aliasOf >= int(node.inputs.size()))
            return Error{fmt::format("node {}: output {} is an alias of input {}, but the node has {}",
                                     quoted(node.name), port, output.aliasOf,
                                     counted(std::int64_t(node.inputs.size()), "data input"))};
    }
    return {};
}

/// Refuses graphs past the counts of core/graph/limits.h before anything is built from them.
Status checkCounts(const std::vector<Node> &nodes, std::size_t namedEdges)
{
    if (nodes.size() > limits::MaxNodes)
        return Error{fmt::format("the graph has {} nodes; at most {} are supported", nodes.size(), limits::MaxNodes)};
    std::size_t outputs = 0;
    std::size_t edges = namedEdges;
    Bytes total = 0;
    for (const Node &node : nodes) {
        for (const std::string *text : {&node.name, &node.op, &node.group, &node.device}) {
            if (text->size() > limits::MaxNameBytes)
                return Error{fmt::format("node '{}...': a name, op, group or device has {} bytes; at most {} are "
                                         "supported",
                                         toValidUtf8(node.name.substr(0, 40)), text->size(), limits::MaxNameBytes)};
            // Names end up in JSON files, which are UTF-8.
            if (const std::optional<std::size_t> at = invalidUtf8At(*text))
                return Error{fmt::format("node '{}': the {} is not valid UTF-8 (byte {})", toValidUtf8(node.name),
                                         text == &node.name ? "name" : text == &node.op ? "op" : text == &node.group ? "group" : "device",
                                         *at + 1)};
        }
        outputs += node.outputs.size();
        edges += node.inputs.size() + node.controlInputs.size();
        if (outputs > limits::MaxOutputs)
            return Error{fmt::format("the graph has more than {} output tensors", limits::MaxOutputs)};
        if (edges > limits::MaxEdges)
            return Error{fmt::format("the graph has more than {} inputs and control inputs", limits::MaxEdges)};
        // Each size is checked against MaxBytes later; clamped here, and the sum checked after
        // every term, the total stays below 2^57 and cannot overflow.
        bool tooLarge = false;
        const auto add = [&](Bytes bytes) {
            total += std::clamp<Bytes>(bytes, 0, limits::MaxBytes);
            tooLarge = tooLarge || total > limits::MaxTotalBytes;
        };
        add(node.tempBytes);
        add(node.paramBytes);
        for (std::size_t port = 0; port < node.outputs.size() && !tooLarge; ++port)
            add(node.outputs[port].bytes);
        if (tooLarge)
            return Error{fmt::format("the sizes of the graph add up to more than {} bytes (at node '{}')",
                                     limits::MaxTotalBytes, node.name)};
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
    // The name often comes from a file name, which need not be UTF-8; it is only a label.
    graph.m_name = toValidUtf8(m_name);
    graph.m_extra = std::move(m_extra);
    const std::size_t count = m_nodes.size();
    if (Status counts = checkCounts(m_nodes, m_namedEdges.size()); !counts)
        return counts.failure();

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
                return Error{fmt::format("node {}: input {}:{} asks for output {}, but {} has {}",
                                         quoted(node.name), producer.name, input.port, input.port,
                                         quoted(producer.name), counted(std::int64_t(producer.outputs.size()), "output"))};
        }
        for (NodeId control : node.controlInputs)
            if (control >= count)
                return Error{fmt::format("node {}: control input refers to node id {}, but the graph has {} nodes",
                                         quoted(node.name), control, count)};
        if (Status sizes = checkSizes(node); !sizes)
            return sizes.failure();
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
