#include "core/generate/graphsketch.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <fmt/format.h>

namespace regal {
namespace {

/// Typical cost and sizes of one operation type; sizes are multiples of the graph's activation size.
struct OpProfile
{
    std::string_view op;
    double cost;        ///< median seconds on a device of speed 1
    double paramBytes;  ///< median bytes of weights (0: none)
    double tempScale;   ///< scratch memory, relative to the output
};

constexpr std::array<OpProfile, 19> profiles = {{
    {"Input", 2e-5, 0, 0},
    {"Variable", 1e-5, 0, 0},
    {"Conv", 2e-3, 2.4e6, 0.5},
    {"MatMul", 1.5e-3, 4.2e6, 0.0},
    {"BatchMatMul", 1e-3, 0, 0.0},
    {"BatchNorm", 3e-4, 8e3, 0.0},
    {"LayerNorm", 3e-4, 8e3, 0.0},
    {"Relu", 1e-4, 0, 0.0},
    {"Gelu", 1.5e-4, 0, 0.0},
    {"Tanh", 1e-4, 0, 0.0},
    {"Sigmoid", 1e-4, 0, 0.0},
    {"Add", 1.5e-4, 0, 0.0},
    {"Mul", 1.5e-4, 0, 0.0},
    {"Concat", 2e-4, 0, 0.0},
    {"Pool", 3e-4, 0, 0.0},
    {"Softmax", 3e-4, 0, 0.25},
    {"Reshape", 1e-5, 0, 0.0},
    {"Op", 1e-3, 0, 0.2},
    {"Output", 2e-5, 0, 0.0},
}};

const OpProfile &profileOf(std::string_view op)
{
    const auto it = std::find_if(profiles.begin(), profiles.end(), [&](const OpProfile &p) { return p.op == op; });
    return it != profiles.end() ? *it : profileOf("Op");
}

std::string lowercase(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return lower;
}

} // namespace

GraphSketch::GraphSketch(std::string name, std::uint64_t seed, std::size_t nodeLimit)
    : m_builder(std::move(name)), m_random(seed), m_limit(nodeLimit)
{
    // Graphs differ in how heavy their tensors are against their compute, as real models do.
    m_activationBytes = m_random.logNormal(2e6, 0.6);
}

NodeId GraphSketch::add(std::string_view op, std::string_view group, std::span<const NodeId> inputs, double outputScale)
{
    const OpProfile &profile = profileOf(op);
    const NodeId id = NodeId(m_builder.nodeCount());
    Node node;
    node.name = group.empty() ? fmt::format("{}_{}", lowercase(op), id) : fmt::format("{}/{}_{}", group, lowercase(op), id);
    node.op = std::string(op);
    node.group = std::string(group);
    node.cost = m_random.logNormal(profile.cost, 0.6);
    const Bytes output = Bytes(m_random.logNormal(m_activationBytes * outputScale, 0.5)) / 4 * 4;
    node.outputs.push_back({.bytes = std::max<Bytes>(4, output)});
    if (profile.paramBytes > 0)
        node.paramBytes = Bytes(m_random.logNormal(profile.paramBytes, 0.8)) / 4 * 4;
    if (profile.tempScale > 0)
        node.tempBytes = Bytes(double(output) * profile.tempScale) / 4 * 4;
    for (NodeId input : inputs)
        node.inputs.push_back({input, 0});
    return m_builder.addNode(std::move(node));
}

void GraphSketch::makeAlias(NodeId node)
{
    Node &entry = m_builder.node(node);
    entry.outputs[0].aliasOf = 0;
    entry.outputs[0].bytes = m_builder.node(entry.inputs[0].node).outputs[0].bytes;
}

void GraphSketch::markGraphOutput(NodeId node)
{
    m_builder.node(node).outputs[0].isGraphOutput = true;
}

NodeId GraphSketch::fill(NodeId from, std::string_view group)
{
    static constexpr std::array<std::string_view, 3> cheap = {"Relu", "Add", "Mul"};
    NodeId last = from;
    while (remaining() > 0)
        last = add(cheap[m_random.below(cheap.size())], group, {last});
    return last;
}

Result<Graph> GraphSketch::build() &&
{
    return std::move(m_builder).build();
}

} // namespace regal
