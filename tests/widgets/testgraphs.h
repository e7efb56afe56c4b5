#pragma once

#include "core/graph/graphbuilder.h"
#include "core/sim/problem.h"

#include <functional>
#include <memory>
#include <string>

namespace regal::test {

/// Six nodes in two groups:  a -> b -> d -> f,  a -> c -> e -> f,  with b, c in "left" and
/// d, e in "right"; costs 1 to 3 seconds, outputs of 100 bytes.
inline std::shared_ptr<const Graph> diamondGraph()
{
    GraphBuilder builder("diamond");
    auto add = [&](const char *name, double cost, const char *group, std::vector<NodeId> inputs) {
        Node node;
        node.name = name;
        node.op = inputs.size() > 1 ? "Add" : "Conv";
        node.cost = cost;
        node.group = group;
        node.outputs.push_back(Tensor{100, -1, false, {}});
        for (NodeId input : inputs)
            node.inputs.push_back({input, 0});
        return builder.addNode(std::move(node));
    };
    const NodeId a = add("a", 1.0, "", {});
    const NodeId b = add("b", 2.0, "left", {a});
    const NodeId c = add("c", 3.0, "left", {a});
    const NodeId d = add("d", 1.0, "right", {b});
    const NodeId e = add("e", 2.0, "right", {c});
    add("f", 1.0, "", {d, e});
    return std::make_shared<const Graph>(std::move(builder).build().value());
}

/// \a count nodes n0, n1, ... (op "Op", cost 1 s, one 8-byte output), node i fed by node
/// i - \a stride; \a groupOf names a node's group (none by default).
inline Graph stridedChain(const char *name, int count, int stride, const std::function<std::string(int)> &groupOf = {})
{
    GraphBuilder builder(name);
    for (int index = 0; index < count; ++index) {
        Node node;
        node.name = "n" + std::to_string(index);
        node.op = "Op";
        node.cost = 1.0;
        if (groupOf)
            node.group = groupOf(index);
        node.outputs.push_back(Tensor{8, -1, false, {}});
        if (index >= stride)
            node.inputs.push_back({NodeId(index - stride), 0});
        builder.addNode(std::move(node));
    }
    return std::move(builder).build().value();
}

/// Two devices of speed 1 with slow links (1 MB/s), so transfers show in the schedule.
inline Cluster twoDevices()
{
    Cluster cluster = Cluster::uniform(2);
    cluster.defaultLink = Link{1e6, 1e-3};
    return cluster;
}

/// ResNet-50 as Darknet's resnet50.cfg builds it, 70 nodes: input, a stem convolution and max
/// pool, 16 bottleneck blocks of three convolutions and a shortcut from the block's input, then
/// average pool, the classifier convolution and softmax.
inline std::shared_ptr<const Graph> resnet50Chain()
{
    GraphBuilder builder("resnet50");
    int index = 0;
    auto add = [&](const std::string &op, std::vector<NodeId> inputs) {
        Node node;
        node.name = op == "input" ? op : op + "_" + std::to_string(index - 1);
        node.op = op;
        node.cost = op == "convolutional" ? 2e-4 : 2e-5;
        node.outputs.push_back(Tensor{1 << 20, -1, false, {}});
        for (NodeId input : inputs)
            node.inputs.push_back({input, 0});
        ++index;
        return builder.addNode(std::move(node));
    };
    NodeId last = add("input", {});
    last = add("maxpool", {add("convolutional", {last})});
    for (int block = 0; block < 16; ++block) {
        const NodeId entry = last;
        for (int conv = 0; conv < 3; ++conv)
            last = add("convolutional", {last});
        last = add("shortcut", {last, entry});
    }
    add("softmax", {add("convolutional", {add("avgpool", {last})})});
    return std::make_shared<const Graph>(std::move(builder).build().value());
}

/// A ResNet-like chain named as PyTorch exports it to ONNX, \a count nodes in scopes
/// "/layerL/layerL.B/conv1", ".../bn1", ".../relu1" with names ".../conv1/Conv" and so on.
inline std::shared_ptr<const Graph> onnxResNetChain(int count)
{
    GraphBuilder builder("onnx-resnet");
    const char *ops[] = {"Conv", "BatchNormalization", "Relu"};
    const char *modules[] = {"conv", "bn", "relu"};
    for (int index = 0; index < count; ++index) {
        const std::string scope = "/layer" + std::to_string(index / 40 + 1) + "/layer" + std::to_string(index / 40 + 1) + "."
                                  + std::to_string(index / 12 % 4) + "/" + modules[index % 3] + std::to_string(index / 3 % 4 + 1);
        Node node;
        node.op = ops[index % 3];
        node.name = scope + "/" + node.op;
        node.group = scope;
        node.cost = 1e-4;
        node.outputs.push_back(Tensor{1 << 16, -1, false, {}});
        if (index > 0)
            node.inputs.push_back({NodeId(index - 1), 0});
        builder.addNode(std::move(node));
    }
    return std::make_shared<const Graph>(std::move(builder).build().value());
}

} // namespace regal::test
