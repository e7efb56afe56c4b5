#include "app/studio/demograph.h"

#include "core/graph/graphbuilder.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

namespace regal {
namespace {

NodeId add(GraphBuilder &builder, std::string name, std::string op, double cost, Bytes bytes, Bytes params,
           std::string group, std::vector<NodeId> inputs)
{
    Node node;
    node.name = std::move(name);
    node.op = std::move(op);
    node.cost = cost;
    node.paramBytes = params;
    node.group = std::move(group);
    node.outputs.push_back(Tensor{bytes, -1, false, {}});
    for (NodeId input : inputs)
        node.inputs.push_back(TensorRef{input, 0});
    return builder.addNode(std::move(node));
}

} // namespace

Graph inceptionDemoGraph(int blocks)
{
    GraphBuilder builder("inception-demo");
    constexpr Bytes MiB = 1 << 20;
    NodeId previous = add(builder, "input", "Placeholder", 1e-5, 6 * MiB, 0, "", {});
    previous = add(builder, "stem/conv1", "Conv", 4e-3, 48 * MiB, MiB, "stem", {previous});
    previous = add(builder, "stem/pool1", "MaxPool", 6e-4, 12 * MiB, 0, "stem", {previous});
    previous = add(builder, "stem/conv2", "Conv", 6e-3, 24 * MiB, 2 * MiB, "stem", {previous});
    for (int block = 0; block < blocks; ++block) {
        const std::string scope = "mixed_" + std::to_string(block);
        const double scale = 1.0 / (1.0 + 0.3 * block);
        std::vector<NodeId> branches;
        const int lengths[] = {1, 2, 3, 2};
        for (int branch = 0; branch < 4; ++branch) {
            const std::string group = scope + "/branch_" + std::to_string(branch);
            NodeId tip = previous;
            for (int step = 0; step < lengths[branch]; ++step) {
                const bool pool = branch == 3 && step == 0;
                tip = add(builder, group + (pool ? "/pool" : "/conv" + std::to_string(step)), pool ? "AvgPool" : "Conv",
                          (pool ? 5e-4 : 2.5e-3 * (step + 1)) * scale, Bytes(8 * MiB * scale), pool ? 0 : MiB / 2, group, {tip});
            }
            branches.push_back(tip);
        }
        previous = add(builder, scope + "/concat", "Concat", 2e-4, Bytes(32 * MiB * scale), 0, scope, branches);
    }
    previous = add(builder, "head/pool", "GlobalAvgPool", 3e-4, MiB, 0, "head", {previous});
    previous = add(builder, "head/fc", "MatMul", 1.2e-3, MiB / 4, 8 * MiB, "head", {previous});
    Node softmax;
    softmax.name = "head/softmax";
    softmax.op = "Softmax";
    softmax.cost = 1e-4;
    softmax.group = "head";
    softmax.inputs.push_back({previous, 0});
    softmax.outputs.push_back(Tensor{MiB / 4, -1, true, {}});
    builder.addNode(std::move(softmax));
    return std::move(builder).build().value();
}

Graph layeredBenchmarkGraph(int nodes, unsigned seed, bool grouped)
{
    std::mt19937 random(seed);
    GraphBuilder builder("layered-" + std::to_string(nodes));
    const int width = std::max(4, int(std::sqrt(double(nodes)) / 2));
    const char *ops[] = {"Conv", "MatMul", "Relu", "Add", "BatchNorm", "Concat"};
    std::uniform_real_distribution<double> cost(std::log(1e-5), std::log(5e-3));
    for (int index = 0; index < nodes; ++index) {
        Node node;
        node.name = "n" + std::to_string(index);
        node.op = ops[random() % 6];
        node.cost = std::exp(cost(random));
        node.outputs.push_back(Tensor{Bytes(1 << (16 + random() % 8)), -1, false, {}});
        if (grouped)
            node.group = "stage_" + std::to_string(index / 1000) + "/block_" + std::to_string(index / 40);
        const int layer = index / width;
        if (layer > 0) {
            const int inputs = 1 + int(random() % 3);
            for (int input = 0; input < inputs; ++input) {
                const int back = 1 + int(random() % std::min(3, layer));
                const int from = (layer - back) * width + int(random() % unsigned(width));
                if (std::none_of(node.inputs.begin(), node.inputs.end(), [&](TensorRef ref) { return ref.node == NodeId(from); }))
                    node.inputs.push_back({NodeId(from), 0});
            }
        }
        builder.addNode(std::move(node));
    }
    return std::move(builder).build().value();
}

} // namespace regal
