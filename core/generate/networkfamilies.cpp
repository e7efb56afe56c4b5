// Families shaped like real networks. Each adds whole blocks while they fit and then fills the
// rest with a chain of cheap element-wise ops, so a graph has exactly the size asked for.

#include "core/generate/familybuilders.h"

#include <fmt/format.h>

namespace regal {

void buildResidual(GraphSketch &sketch)
{
    // ResNet-style: conv-bn-relu-conv-bn, added to the block's input, then relu (7 nodes).
    // Every fourth block opens a stage with a projection conv on the skip path (8 nodes);
    // activations shrink from stage to stage.
    NodeId x = sketch.add("Input", "input", {});
    double scale = 1.0;
    for (std::size_t block = 0;; ++block) {
        const bool opensStage = block > 0 && block % 4 == 0;
        if (sketch.remaining() < (opensStage ? 8u : 7u) + 1)
            break;
        if (opensStage)
            scale *= 0.7;
        const std::string group = fmt::format("stage{}/block{}", block / 4, block % 4);
        const NodeId c1 = sketch.add("Conv", group, {x}, scale);
        const NodeId n1 = sketch.add("BatchNorm", group, {c1}, scale);
        const NodeId r1 = sketch.add("Relu", group, {n1}, scale);
        const NodeId c2 = sketch.add("Conv", group, {r1}, scale);
        const NodeId n2 = sketch.add("BatchNorm", group, {c2}, scale);
        const NodeId skip = opensStage ? sketch.add("Conv", group, {x}, scale) : x;
        const NodeId sum = sketch.add("Add", group, {n2, skip}, scale);
        x = sketch.add("Relu", group, {sum}, scale);
    }
    sketch.markGraphOutput(sketch.fill(x, "head"));
}

void buildInception(GraphSketch &sketch)
{
    // Inception-style: four branches (1x1; 1x1-3x3; 1x1-3x3-3x3; pool-1x1) joined by a concat
    // (10 nodes); a pooling reduction after every third block.
    NodeId x = sketch.add("Input", "input", {});
    for (std::size_t block = 0; sketch.remaining() >= 10 + 2; ++block) {
        const std::string group = fmt::format("mixed{}", block);
        const NodeId b1 = sketch.add("Conv", group + "/branch1", {x}, 0.25);
        const NodeId b2a = sketch.add("Conv", group + "/branch2", {x}, 0.2);
        const NodeId b2 = sketch.add("Conv", group + "/branch2", {b2a}, 0.3);
        const NodeId b3a = sketch.add("Conv", group + "/branch3", {x}, 0.1);
        const NodeId b3b = sketch.add("Conv", group + "/branch3", {b3a}, 0.15);
        const NodeId b3 = sketch.add("Conv", group + "/branch3", {b3b}, 0.2);
        const NodeId b4a = sketch.add("Pool", group + "/branch4", {x}, 1.0);
        const NodeId b4 = sketch.add("Conv", group + "/branch4", {b4a}, 0.15);
        x = sketch.add("Concat", group, {b1, b2, b3, b4}, 1.0);
        if (block % 3 == 2)
            x = sketch.add("Pool", group, {x}, 0.5);
    }
    sketch.markGraphOutput(sketch.fill(x, "head"));
}

void buildTransformer(GraphSketch &sketch)
{
    // Encoder layers: attention (layer norm; Q, K, V projections; head reshapes that alias their
    // input; scores; softmax; weighted sum; output projection; residual add) then a feed-forward
    // part four times as wide with its own residual add (17 nodes).
    NodeId x = sketch.add("Input", "embedding", {});
    for (std::size_t layer = 0; sketch.remaining() >= 17 + 1; ++layer) {
        const std::string attention = fmt::format("layer{}/attention", layer);
        const std::string feedForward = fmt::format("layer{}/ffn", layer);
        const NodeId ln1 = sketch.add("LayerNorm", attention, {x});
        const NodeId q = sketch.add("MatMul", attention, {ln1});
        const NodeId k = sketch.add("MatMul", attention, {ln1});
        const NodeId v = sketch.add("MatMul", attention, {ln1});
        const NodeId qHeads = sketch.add("Reshape", attention, {q});
        const NodeId kHeads = sketch.add("Reshape", attention, {k});
        const NodeId vHeads = sketch.add("Reshape", attention, {v});
        for (NodeId view : {qHeads, kHeads, vHeads})
            sketch.makeAlias(view);
        const NodeId scores = sketch.add("BatchMatMul", attention, {qHeads, kHeads}, 1.5);
        const NodeId weights = sketch.add("Softmax", attention, {scores}, 1.5);
        const NodeId mixed = sketch.add("BatchMatMul", attention, {weights, vHeads});
        const NodeId projected = sketch.add("MatMul", attention, {mixed});
        const NodeId residual = sketch.add("Add", attention, {projected, x});
        const NodeId ln2 = sketch.add("LayerNorm", feedForward, {residual});
        const NodeId up = sketch.add("MatMul", feedForward, {ln2}, 4.0);
        const NodeId act = sketch.add("Gelu", feedForward, {up}, 4.0);
        const NodeId down = sketch.add("MatMul", feedForward, {act});
        x = sketch.add("Add", feedForward, {down, residual});
    }
    sketch.markGraphOutput(sketch.fill(x, "head"));
}

void buildRnn(GraphSketch &sketch)
{
    // Two stacked recurrent layers unrolled over time: h = tanh(x W + h' U). The weights are
    // Variable nodes read by every step (their output is the weight tensor, so placing a step
    // away from its weights costs a transfer). A step has an input, and per layer two matmuls,
    // an add and a tanh (the first step has no h', so one matmul and no add).
    constexpr int layers = 2;
    std::vector<NodeId> inputWeights;
    std::vector<NodeId> stateWeights;
    for (int layer = 0; layer < layers && sketch.remaining() >= 2; ++layer) {
        for (std::vector<NodeId> *weights : {&inputWeights, &stateWeights}) {
            const NodeId variable = sketch.add("Variable", fmt::format("weights/layer{}", layer), {});
            Node &node = sketch.node(variable);
            node.paramBytes = Bytes(sketch.random().logNormal(4e6, 0.5)) / 4 * 4;
            node.outputs[0].bytes = node.paramBytes;
            weights->push_back(variable);
        }
    }
    std::vector<NodeId> state(layers, InvalidNode);
    NodeId last = inputWeights.empty() ? sketch.add("Input", "input", {}) : inputWeights.back();
    for (std::size_t step = 0; int(inputWeights.size()) == layers; ++step) {
        const std::size_t needed = step == 0 ? 1 + 2 * layers : 1 + 4 * layers;
        if (sketch.remaining() < needed + 1)
            break;
        NodeId input = sketch.add("Input", fmt::format("step{}", step), {}, 0.3);
        for (int layer = 0; layer < layers; ++layer) {
            const std::string group = fmt::format("step{}/layer{}", step, layer);
            NodeId sum = sketch.add("MatMul", group, {input, inputWeights[layer]}, 0.3);
            if (state[layer] != InvalidNode) {
                const NodeId recurrent = sketch.add("MatMul", group, {state[layer], stateWeights[layer]}, 0.3);
                sum = sketch.add("Add", group, {sum, recurrent}, 0.3);
            }
            state[layer] = sketch.add("Tanh", group, {sum}, 0.3);
            input = state[layer];
        }
        last = input;
    }
    for (NodeId id = 0; id < sketch.size(); ++id)
        if (sketch.node(id).op == "MatMul")
            sketch.node(id).paramBytes = 0;
    sketch.markGraphOutput(sketch.fill(last, "head"));
}

} // namespace regal
