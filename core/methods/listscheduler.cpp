#include "core/methods/listscheduler.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <queue>

namespace regal {

double averageOpTime(const Problem &problem, NodeId node)
{
    double sum = 0.0;
    int count = 0;
    for (DeviceId device = 0; device < DeviceId(problem.deviceCount()); ++device)
        if (problem.allowedDevices(node) >> device & 1) {
            sum += problem.opTime(node, device);
            ++count;
        }
    return sum / count;
}

double averageTransferTime(const Problem &problem, Bytes bytes)
{
    const int d = problem.deviceCount();
    if (d < 2)
        return 0.0;
    double sum = 0.0;
    for (DeviceId from = 0; from < DeviceId(d); ++from)
        for (DeviceId to = 0; to < DeviceId(d); ++to)
            if (from != to)
                sum += problem.transferTime(bytes, from, to);
    return sum / double(d * (d - 1));
}

namespace {

/// Calls visit(successor, meanTransfer) for every successor of \a node, where meanTransfer is
/// the mean time of sending every output of \a node that the successor reads.
template <typename Visit>
void forEachSuccessor(const Problem &problem, NodeId node, std::vector<double> &transfer, Visit visit)
{
    const Graph &graph = problem.graph();
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output) {
        const double time = averageTransferTime(problem, problem.outputBytes(output));
        NodeId previous = InvalidNode;
        for (const Consumer &consumer : graph.consumers(output))
            if (consumer.node != previous) { // a node reading one output twice receives it once
                transfer[consumer.node] += time;
                previous = consumer.node;
            }
    }
    for (NodeId successor : graph.successors(node)) {
        visit(successor, transfer[successor]);
        transfer[successor] = 0.0;
    }
}

} // namespace

std::vector<double> upwardRanks(const Problem &problem)
{
    const Graph &graph = problem.graph();
    std::vector<double> rank(graph.nodeCount(), 0.0);
    std::vector<double> transfer(graph.nodeCount(), 0.0);
    const std::vector<NodeId> &order = graph.topologicalOrder();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const NodeId node = *it;
        double tail = 0.0;
        forEachSuccessor(problem, node, transfer,
                         [&](NodeId successor, double time) { tail = std::max(tail, time + rank[successor]); });
        rank[node] = averageOpTime(problem, node) + tail;
    }
    return rank;
}

std::vector<double> downwardRanks(const Problem &problem)
{
    const Graph &graph = problem.graph();
    std::vector<double> rank(graph.nodeCount(), 0.0);
    std::vector<double> transfer(graph.nodeCount(), 0.0);
    for (NodeId node : graph.topologicalOrder()) {
        const double reach = rank[node] + averageOpTime(problem, node);
        forEachSuccessor(problem, node, transfer, [&](NodeId successor, double time) {
            rank[successor] = std::max(rank[successor], reach + time);
        });
    }
    return rank;
}

ListSchedule listSchedule(const Problem &problem, std::span<const double> priority,
                          std::span<const DeviceId> fixedDevice)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const int d = problem.deviceCount();
    ListSchedule schedule;
    schedule.device.assign(n, InvalidDevice);
    schedule.start.assign(n, 0.0);
    schedule.finish.assign(n, 0.0);
    schedule.order.reserve(n);

    const auto lower = [&](NodeId a, NodeId b) { return priority[a] < priority[b] || (priority[a] == priority[b] && a > b); };
    std::priority_queue<NodeId, std::vector<NodeId>, decltype(lower)> ready(lower);
    std::vector<std::uint32_t> pending(n);
    for (NodeId node = 0; node < n; ++node) {
        pending[node] = std::uint32_t(graph.predecessors(node).size());
        if (pending[node] == 0)
            ready.push(node);
    }
    std::vector<double> available(std::size_t(d), 0.0);
    while (!ready.empty()) {
        const NodeId node = ready.top();
        ready.pop();
        const auto finishOn = [&](DeviceId device) {
            double start = available[device];
            for (std::uint32_t output : problem.inputOutputs(node)) {
                const NodeId producer = problem.producerOf(output);
                const DeviceId from = schedule.device[producer];
                const double arrival = schedule.finish[producer]
                                       + (from == device ? 0.0 : problem.transferTime(problem.outputBytes(output), from, device));
                start = std::max(start, arrival);
            }
            for (NodeId control : graph.node(node).controlInputs)
                start = std::max(start, schedule.finish[control]);
            return std::pair(start, start + problem.opTime(node, device));
        };
        DeviceId chosen = fixedDevice.empty() ? InvalidDevice : fixedDevice[node];
        if (chosen == InvalidDevice || !(problem.allowedDevices(node) >> chosen & 1)) {
            double best = std::numeric_limits<double>::infinity();
            for (DeviceId device = 0; device < DeviceId(d); ++device)
                if ((problem.allowedDevices(node) >> device & 1) && finishOn(device).second < best) {
                    best = finishOn(device).second;
                    chosen = device;
                }
        }
        const auto [start, finish] = finishOn(chosen);
        schedule.device[node] = chosen;
        schedule.start[node] = start;
        schedule.finish[node] = finish;
        available[chosen] = finish;
        schedule.makespan = std::max(schedule.makespan, finish);
        schedule.order.push_back(node);
        for (NodeId successor : graph.successors(node))
            if (--pending[successor] == 0)
                ready.push(successor);
    }
    assert(schedule.order.size() == n);
    return schedule;
}

Solution solutionFromOrder(std::span<const NodeId> order, std::vector<DeviceId> device)
{
    const std::size_t n = order.size();
    Solution solution;
    solution.device = std::move(device);
    solution.priority.assign(n, 0.0);
    for (std::size_t rank = 0; rank < n; ++rank)
        solution.priority[order[rank]] = double(n - rank) / double(n + 1);
    return solution;
}

} // namespace regal
