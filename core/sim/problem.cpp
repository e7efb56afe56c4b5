#include "core/sim/problem.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fmt/format.h>

namespace regal {
namespace {

double operationTime(const Node &node, const Device &device)
{
    if (node.cost)
        return *node.cost / device.speed;
    return std::max(node.flops / device.effectivePeakFlops(), node.bytesAccessed / device.effectiveMemBandwidth());
}

} // namespace

Result<Problem> Problem::create(std::shared_ptr<const Graph> graph, Cluster cluster)
{
    if (Status status = cluster.validate(); !status)
        return Error{status.error()};
    Problem problem;
    const int d = cluster.deviceCount();
    const std::uint64_t all = d == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << d) - 1;
    const std::size_t n = graph->nodeCount();
    problem.m_deviceCount = d;
    problem.m_opTime.resize(n * std::size_t(d));
    problem.m_allowed.assign(n, all);
    problem.m_pinned.assign(n, InvalidDevice);
    problem.m_inputOffset.assign(n + 1, 0);
    problem.m_producer.resize(graph->outputCount());
    problem.m_tempBytes.resize(n);
    problem.m_paramBytes.resize(n);
    problem.m_dependencyCount.resize(n);
    for (NodeId v = 0; v < n; ++v) {
        const Node &node = graph->node(v);
        for (DeviceId a = 0; a < DeviceId(d); ++a)
            problem.m_opTime[std::size_t(v) * d + a] = operationTime(node, cluster.devices[a]);
        if (!node.device.empty()) {
            const DeviceId pinned = cluster.find(node.device);
            if (pinned == InvalidDevice)
                return Error{fmt::format("node '{}' is pinned to device '{}', which the cluster does not have",
                                         node.name, node.device)};
            problem.m_pinned[v] = pinned;
            problem.m_allowed[v] = std::uint64_t(1) << pinned;
        }
        for (TensorRef input : node.inputs)
            problem.m_inputOutput.push_back(graph->outputIndex(input));
        problem.m_inputOffset[v + 1] = std::uint32_t(problem.m_inputOutput.size());
        for (std::uint32_t port = 0; port < node.outputs.size(); ++port) {
            const Tensor &output = node.outputs[port];
            problem.m_producer[graph->outputOffset(v) + port] = v;
            problem.m_outputBytes.push_back(output.bytes);
            problem.m_aliasSlot.push_back(output.aliasOf);
            problem.m_graphOutput.push_back(output.isGraphOutput ? 1 : 0);
        }
        problem.m_tempBytes[v] = node.tempBytes;
        problem.m_paramBytes[v] = node.paramBytes;
        problem.m_dependencyCount[v] = std::uint32_t(node.inputs.size() + node.controlInputs.size());
    }
    problem.m_bufferRoot.resize(graph->outputCount());
    for (NodeId v : graph->topologicalOrder())
        for (std::uint32_t output = graph->outputOffset(v); output < graph->outputOffset(v + 1); ++output) {
            const int slot = problem.m_aliasSlot[output];
            problem.m_bufferRoot[output] = output;
            if (slot >= 0) {
                problem.m_aliasOutputs.push_back(output);
                problem.m_bufferRoot[output] = problem.m_bufferRoot[problem.inputOutputs(v)[std::size_t(slot)]];
            }
        }
    problem.m_graph = std::move(graph);
    problem.m_cluster = std::move(cluster);
    return problem;
}

Status Problem::check(const Solution &solution) const
{
    const std::size_t n = nodeCount();
    if (solution.device.size() != n || solution.priority.size() != n)
        return Error{fmt::format("the solution covers {} nodes, the graph has {}", solution.device.size(), n)};
    for (NodeId v = 0; v < n; ++v) {
        const std::string &name = m_graph->node(v).name;
        const DeviceId device = solution.device[v];
        if (device >= DeviceId(m_deviceCount))
            return Error{fmt::format("node '{}' is placed on device {}, but the cluster has {} devices", name,
                                     device, m_deviceCount)};
        if (!(m_allowed[v] >> device & 1))
            return Error{fmt::format("node '{}' is pinned to '{}' but placed on '{}'", name,
                                     m_cluster.devices[m_pinned[v]].name, m_cluster.devices[device].name)};
        if (!(solution.priority[v] >= 0.0 && solution.priority[v] <= 1.0))
            return Error{fmt::format("node '{}' has priority {}; priorities are in [0, 1]", name, solution.priority[v])};
    }
    return {};
}

Solution Problem::defaultSolution() const
{
    const std::size_t n = nodeCount();
    Solution solution;
    solution.device.resize(n);
    solution.priority.resize(n);
    for (NodeId v = 0; v < n; ++v) {
        solution.device[v] = DeviceId(std::countr_zero(m_allowed[v]));
        solution.priority[v] = n > 1 ? 1.0 - double(v) / double(n - 1) : 1.0;
    }
    return solution;
}

Result<Problem> Problem::withPins(std::span<const DeviceId> pins) const
{
    if (pins.empty())
        return *this;
    if (pins.size() != nodeCount())
        return Error{fmt::format("pins: expected one entry per node ({}), got {}", nodeCount(), pins.size())};
    Problem pinned = *this;
    for (NodeId v = 0; v < nodeCount(); ++v) {
        const DeviceId pin = pins[v];
        if (pin == InvalidDevice)
            continue;
        const std::string &name = m_graph->node(v).name;
        if (pin >= DeviceId(m_deviceCount))
            return Error{fmt::format("node '{}' is pinned to a device the cluster does not have", name)};
        if (m_pinned[v] != InvalidDevice && m_pinned[v] != pin)
            return Error{fmt::format("node '{}' is already pinned to {} by the graph", name, m_cluster.devices[m_pinned[v]].name)};
        pinned.m_allowed[v] = std::uint64_t(1) << pin;
        pinned.m_pinned[v] = pin;
    }
    return pinned;
}

} // namespace regal
