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

/// Numbers the distinct links between different devices, so that transfer times are stored once
/// per output and distinct link (once per output on a uniform mesh).
std::vector<Link> distinctLinks(const Cluster &cluster, std::vector<std::uint32_t> &linkClass)
{
    const std::size_t d = std::size_t(cluster.deviceCount());
    std::vector<Link> links{cluster.defaultLink};
    linkClass.assign(d * d, 0);
    if (cluster.linkMatrix.empty())
        return links;
    links.clear();
    for (DeviceId from = 0; from < d; ++from)
        for (DeviceId to = 0; to < d; ++to) {
            if (from == to)
                continue;
            const Link &link = cluster.link(from, to);
            const auto known = std::find(links.begin(), links.end(), link);
            linkClass[from * d + to] = std::uint32_t(known - links.begin());
            if (known == links.end())
                links.push_back(link);
        }
    if (links.empty())
        links.push_back(cluster.defaultLink);
    return links;
}

/// Numbers the devices' distinct speeds: devices of one class take the same time for every node.
std::vector<std::uint32_t> deviceClasses(const Cluster &cluster, std::vector<DeviceId> &representative)
{
    std::vector<std::uint32_t> deviceClass;
    for (DeviceId device = 0; device < DeviceId(cluster.deviceCount()); ++device) {
        const auto same = [&](DeviceId other) { return cluster.devices[other].sameRatesAs(cluster.devices[device]); };
        const auto known = std::find_if(representative.begin(), representative.end(), same);
        deviceClass.push_back(std::uint32_t(known - representative.begin()));
        if (known == representative.end())
            representative.push_back(device);
    }
    return deviceClass;
}

} // namespace

Result<Problem> Problem::create(std::shared_ptr<const Graph> graph, Cluster cluster)
{
    if (Status status = cluster.validate(); !status)
        return status.failure();
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
    // Whole picoseconds, each duration rounded once; refused when even the worst schedule (every op
    // on its slowest device, one after another, and every output sent everywhere on the slowest
    // link) might not fit.
    const std::vector<Link> links = distinctLinks(cluster, problem.m_linkClass);
    problem.m_linkClassCount = links.size();
    double worst = 0.0;
    for (NodeId v = 0; v < n; ++v)
        worst += *std::max_element(problem.m_opTime.begin() + std::ptrdiff_t(v) * d,
                                   problem.m_opTime.begin() + std::ptrdiff_t(v + 1) * d);
    for (std::uint32_t output = 0; output < graph->outputCount(); ++output) {
        double slowest = 0.0;
        for (const Link &link : links)
            slowest = std::max(slowest, link.transferTime(problem.m_outputBytes[output]));
        worst += slowest * double(std::min<std::size_t>(std::size_t(d - 1), graph->consumers(output).size()));
    }
    if (!(worst * TicksPerSecond <= double(MaxScheduleTicks)))
        return Error{fmt::format("the graph's work and transfers on this cluster may take up to {:g} s, more than the "
                                 "simulator's range of 2^62 ps (about {:.0f} days)",
                                 worst, double(MaxScheduleTicks) / TicksPerSecond / 86400.0)};
    std::vector<DeviceId> representative;
    problem.m_deviceClass = deviceClasses(cluster, representative);
    problem.m_deviceClassCount = representative.size();
    problem.m_opTicks.resize(n * representative.size());
    for (NodeId v = 0; v < n; ++v)
        for (std::size_t c = 0; c < representative.size(); ++c)
            problem.m_opTicks[v * representative.size() + c] =
                toTicks(problem.m_opTime[std::size_t(v) * d + representative[c]]);
    // Outputs that nobody on another device reads are never sent: their entries are clamped.
    const double longest = double(MaxScheduleTicks) / TicksPerSecond;
    problem.m_transferTicks.resize(graph->outputCount() * links.size());
    for (std::uint32_t output = 0; output < graph->outputCount(); ++output)
        for (std::size_t link = 0; link < links.size(); ++link)
            problem.m_transferTicks[output * links.size() + link] =
                toTicks(std::min(longest, links[link].transferTime(problem.m_outputBytes[output])));
    problem.m_transfersTakeTime = d == 1 || std::ranges::all_of(problem.m_transferTicks, [](Ticks t) { return t > 0; });

    // What the simulator reads per node and per output, once per problem.
    problem.m_consumerOffset.assign(graph->outputCount() + 1, 0);
    problem.m_consumerInputs.reserve(graph->dataEdgeCount());
    for (std::uint32_t output = 0; output < graph->outputCount(); ++output) {
        for (const Consumer &consumer : graph->consumers(output))
            problem.m_consumerInputs.push_back({consumer.node, problem.m_inputOffset[consumer.node] + consumer.slot});
        problem.m_consumerOffset[output + 1] = std::uint32_t(problem.m_consumerInputs.size());
    }

    problem.m_simNodes.resize(n);
    for (NodeId v = 0; v < n; ++v) {
        SimNode &node = problem.m_simNodes[v];
        node.startBytes = problem.m_tempBytes[v];
        node.tempBytes = problem.m_tempBytes[v];
        node.firstInput = problem.m_inputOffset[v];
        node.lastInput = problem.m_inputOffset[v + 1];
        node.firstOutput = graph->outputOffset(v);
        node.lastOutput = graph->outputOffset(v + 1);
        node.firstControl = std::uint32_t(problem.m_controlSuccessors.size());
        for (NodeId successor : graph->controlSuccessors(v))
            problem.m_controlSuccessors.push_back(successor);
        node.lastControl = std::uint32_t(problem.m_controlSuccessors.size());
        node.hasAlias = 0;
        node.firstConsumer = problem.m_consumerOffset[node.firstOutput];
        for (std::uint32_t output = node.firstOutput; output < node.lastOutput; ++output) {
            node.startBytes += problem.localBytes(output);
            if (problem.m_aliasSlot[output] >= 0)
                node.hasAlias = 1;
        }
    }
    problem.m_simOutputs.resize(graph->outputCount());
    for (std::uint32_t output = 0; output < graph->outputCount(); ++output)
        problem.m_simOutputs[output] = {problem.m_outputBytes[output], problem.m_consumerOffset[output],
                                        problem.m_consumerOffset[output + 1], problem.m_aliasSlot[output],
                                        std::uint32_t(problem.m_graphOutput[output])};

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
