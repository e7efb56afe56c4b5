#include "core/generate/trainingstep.h"

#include "core/graph/graphbuilder.h"
#include "core/graph/opcategory.h"

#include <fmt/format.h>

namespace regal {
namespace {

/// Adam keeps two moments per weight.
constexpr Bytes AdamMomentsPerWeight = 2;
/// An update reads the weight, its gradient and both moments, and writes three of them.
constexpr double UpdateBytesPerWeight = 7.0;
/// The bandwidth that prices an update where the forward node gives a cost (bytes per second of
/// a device of speed 1, the default roofline's).
constexpr double UpdateBandwidth = 1e11;

/// Whether the backward pass of an operation reads its input: not for data movement, where the
/// gradient only moves back.
bool keepsItsInput(const std::string &op)
{
    switch (opCategoryOf(op)) {
    case OpCategory::ConcatSplit:
    case OpCategory::ReshapeView:
    case OpCategory::Resize:
    case OpCategory::Control:
    case OpCategory::Io:
        return false;
    default:
        return true;
    }
}

Bytes bytesOf(const Graph &graph, TensorRef ref)
{
    return graph.node(ref.node).outputs[ref.port].bytes;
}

/// The tensors the loss reads: the graph's outputs, or its sinks where none is marked.
std::vector<TensorRef> lossInputs(const Graph &graph)
{
    std::vector<TensorRef> marked;
    std::vector<TensorRef> sinks;
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        for (std::uint32_t port = 0; port < graph.node(node).outputs.size(); ++port) {
            if (graph.node(node).outputs[port].isGraphOutput)
                marked.push_back({node, port});
            if (graph.successors(node).empty() && port == 0)
                sinks.push_back({node, port});
        }
    return marked.empty() ? sinks : marked;
}

/// Scales what a node costs: its time, or its roofline work.
void scaleWork(Node &node, const Node &forward, double factor)
{
    if (forward.cost)
        node.cost = *forward.cost * factor;
    node.flops = forward.flops * factor;
    node.bytesAccessed = forward.bytesAccessed * factor;
}

/// Adds the Adam update of the weights of \a node, which reads their gradient \a gradient.
void addUpdate(GraphBuilder &builder, const Node &node, TensorRef gradient)
{
    Node update{.name = "update/" + node.name, .op = "ApplyAdam", .group = node.group};
    if (node.cost)
        update.cost = UpdateBytesPerWeight * double(node.paramBytes) / UpdateBandwidth;
    else
        update.bytesAccessed = UpdateBytesPerWeight * double(node.paramBytes);
    update.paramBytes = AdamMomentsPerWeight * node.paramBytes;
    update.inputs = {gradient};
    update.outputs.push_back({.bytes = node.paramBytes, .aliasOf = 0});
    builder.addNode(std::move(update));
}

} // namespace

Result<Graph> trainingStep(const Graph &forward)
{
    GraphBuilder builder(forward.name() + "-training");
    for (NodeId id = 0; id < forward.nodeCount(); ++id) {
        Node node = forward.node(id);
        for (Tensor &output : node.outputs)
            output.isGraphOutput = false;
        builder.addNode(std::move(node));
    }
    // Per forward output: the gradients its consumers send back.
    std::vector<std::vector<TensorRef>> gradients(forward.outputCount());

    const std::vector<TensorRef> predictions = lossInputs(forward);
    Node loss{.name = "loss", .op = "Loss", .cost = 1e-5};
    for (TensorRef prediction : predictions)
        loss.inputs.push_back(prediction);
    loss.outputs.push_back({.bytes = 4, .isGraphOutput = true});
    const NodeId lossId = builder.addNode(std::move(loss));
    Node lossBackward{.name = "grad/loss", .op = "LossBackward", .cost = 1e-5, .inputs = {{lossId, 0}}};
    for (std::uint32_t port = 0; port < predictions.size(); ++port) {
        lossBackward.outputs.push_back({.bytes = bytesOf(forward, predictions[port])});
        gradients[forward.outputIndex(predictions[port])].push_back({NodeId(builder.nodeCount()), port});
    }
    builder.addNode(std::move(lossBackward));

    const std::vector<NodeId> &order = forward.topologicalOrder();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const Node &node = forward.node(*it);
        Node backward{.name = "grad/" + node.name, .op = node.op + "Backward", .group = node.group};
        for (std::uint32_t port = 0; port < node.outputs.size(); ++port) {
            std::vector<TensorRef> &sent = gradients[forward.outputIndex({*it, port})];
            if (sent.size() > 1) {
                Node sum{.name = fmt::format("grad/{}/sum{}", node.name, port), .op = "AddN", .group = node.group};
                sum.cost = 1e-5 * double(sent.size());
                sum.inputs = sent;
                sum.outputs.push_back({.bytes = node.outputs[port].bytes});
                sent = {{builder.addNode(std::move(sum)), 0}};
            }
            backward.inputs.insert(backward.inputs.end(), sent.begin(), sent.end());
        }
        // A node whose outputs reach no loss has nothing to send back; a source has no backward,
        // but a weight tensor (the Variable of a recurrent layer) gets its update.
        if (backward.inputs.empty())
            continue;
        if (node.inputs.empty()) {
            if (node.paramBytes > 0)
                addUpdate(builder, node, backward.inputs.front());
            continue;
        }
        if (keepsItsInput(node.op))
            backward.inputs.push_back(node.inputs.front());
        scaleWork(backward, node, node.paramBytes > 0 ? 2.0 : 1.0);
        backward.tempBytes = node.tempBytes;
        for (TensorRef input : node.inputs)
            backward.outputs.push_back({.bytes = bytesOf(forward, input)});
        if (node.paramBytes > 0)
            backward.outputs.push_back({.bytes = node.paramBytes});
        const NodeId backwardId = NodeId(builder.nodeCount());
        for (std::uint32_t slot = 0; slot < node.inputs.size(); ++slot)
            gradients[forward.outputIndex(node.inputs[slot])].push_back({backwardId, slot});
        builder.addNode(std::move(backward));
        if (node.paramBytes > 0)
            addUpdate(builder, node, {backwardId, std::uint32_t(node.inputs.size())});
    }
    return std::move(builder).build();
}

} // namespace regal
