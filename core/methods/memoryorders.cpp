#include "core/methods/memoryorders.h"

#include "core/methods/listscheduler.h"
#include "core/methods/memorymodel.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <numeric>
#include <utility>

namespace regal {

std::vector<NodeId> inputOrder(const Problem &problem)
{
    return problem.graph().topologicalOrder();
}

std::vector<NodeId> dfsPostOrder(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    constexpr double Cap = 1e300;
    std::vector<double> size(n, 1.0);
    for (NodeId node : graph.topologicalOrder())
        for (NodeId predecessor : graph.predecessors(node))
            size[node] = std::min(Cap, size[node] + size[predecessor]);
    const auto largerFirst = [&](NodeId a, NodeId b) { return size[a] > size[b] || (size[a] == size[b] && a < b); };

    std::vector<NodeId> sinks;
    for (NodeId node = 0; node < n; ++node)
        if (graph.successors(node).empty())
            sinks.push_back(node);
    std::sort(sinks.begin(), sinks.end(), largerFirst);

    // Iterative DFS: each frame is a node and its predecessors still to visit, largest first.
    std::vector<NodeId> order;
    order.reserve(n);
    std::vector<unsigned char> visited(n, 0);
    struct Frame
    {
        NodeId node;
        std::vector<NodeId> children;
        std::size_t next = 0;
    };
    std::vector<Frame> stack;
    const auto push = [&](NodeId node) {
        visited[node] = 1;
        const std::span<const NodeId> predecessors = graph.predecessors(node);
        Frame frame{node, {predecessors.begin(), predecessors.end()}};
        std::sort(frame.children.begin(), frame.children.end(), largerFirst);
        stack.push_back(std::move(frame));
    };
    for (NodeId sink : sinks) {
        if (visited[sink])
            continue;
        push(sink);
        while (!stack.empty()) {
            Frame &top = stack.back();
            if (top.next < top.children.size()) {
                const NodeId child = top.children[top.next++];
                if (!visited[child])
                    push(child);
                continue;
            }
            order.push_back(top.node);
            stack.pop_back();
        }
    }
    assert(order.size() == n);
    return order;
}

namespace {

/// A topological order built one node at a time: \a pick chooses the index of the next node
/// among the ready ones (in no particular order) and may note its choice.
template <typename Pick>
std::vector<NodeId> orderBy(const Graph &graph, Pick pick)
{
    const std::size_t n = graph.nodeCount();
    std::vector<std::uint32_t> pending(n);
    std::vector<NodeId> ready;
    for (NodeId node = 0; node < n; ++node) {
        pending[node] = std::uint32_t(graph.predecessors(node).size());
        if (pending[node] == 0)
            ready.push_back(node);
    }
    std::vector<NodeId> order;
    order.reserve(n);
    while (!ready.empty()) {
        const std::size_t index = pick(std::as_const(ready));
        const NodeId node = ready[index];
        ready[index] = ready.back();
        ready.pop_back();
        order.push_back(node);
        for (NodeId successor : graph.successors(node))
            if (--pending[successor] == 0)
                ready.push_back(successor);
    }
    assert(order.size() == n);
    return order;
}

/// The bytes \a node brings to its device: its params, temp and the outputs it allocates.
Bytes bytesBrought(const Problem &problem, NodeId node)
{
    const Graph &graph = problem.graph();
    Bytes bytes = problem.paramBytes(node) + problem.tempBytes(node);
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
        if (problem.aliasSlot(output) < 0)
            bytes += problem.outputBytes(output);
    return bytes;
}

} // namespace

std::vector<NodeId> greedyMemoryOrder(const Problem &problem)
{
    const MemoryModel model(problem);
    std::vector<std::uint32_t> holds = model.initialHolds();
    return orderBy(problem.graph(), [&](const std::vector<NodeId> &ready) {
        std::size_t bestIndex = 0;
        Bytes bestGain = 0;
        for (std::size_t index = 0; index < ready.size(); ++index) {
            const NodeId node = ready[index];
            const Bytes gain = model.bytesFreed(node, holds) - model.bytesAllocated(node);
            if (index == 0 || gain > bestGain || (gain == bestGain && node < ready[bestIndex])) {
                bestGain = gain;
                bestIndex = index;
            }
        }
        model.release(ready[bestIndex], holds);
        return bestIndex;
    });
}

std::vector<NodeId> randomTopologicalOrder(const Problem &problem, Random &random)
{
    return orderBy(problem.graph(), [&](const std::vector<NodeId> &ready) { return std::size_t(random.below(ready.size())); });
}

std::vector<std::size_t> byteWeightedBoundaries(const Problem &problem, std::span<const NodeId> order)
{
    const std::size_t n = order.size();
    const int d = problem.deviceCount();
    std::vector<double> weight(n);
    double total = 0.0;
    for (std::size_t rank = 0; rank < n; ++rank) {
        weight[rank] = double(bytesBrought(problem, order[rank]));
        total += weight[rank];
    }
    if (total <= 0.0) {
        std::fill(weight.begin(), weight.end(), 1.0);
        total = double(n);
    }
    const double totalSpeed = problem.cluster().totalSpeed();
    std::vector<std::size_t> boundaries;
    double done = 0.0;
    double boundary = total * problem.cluster().devices[0].speed / totalSpeed;
    for (std::size_t rank = 0; rank < n; ++rank) {
        // A node goes to the block that holds the middle of its weight.
        const double middle = done + weight[rank] / 2.0;
        while (middle > boundary && int(boundaries.size()) + 1 < d) {
            boundaries.push_back(rank);
            boundary += total * problem.cluster().devices[boundaries.size()].speed / totalSpeed;
        }
        done += weight[rank];
    }
    boundaries.resize(std::size_t(d - 1), n);
    return boundaries;
}

std::vector<DeviceId> placeInBlocks(const Problem &problem, std::span<const NodeId> order,
                                    std::span<const std::size_t> boundaries)
{
    std::vector<DeviceId> device(problem.nodeCount(), 0);
    DeviceId current = 0;
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        while (current < boundaries.size() && boundaries[current] <= rank)
            ++current;
        const NodeId node = order[rank];
        device[node] = (problem.allowedDevices(node) >> current & 1) ? current
                                                                      : DeviceId(std::countr_zero(problem.allowedDevices(node)));
    }
    return device;
}

std::vector<DeviceId> blockPlacement(const Problem &problem, std::span<const NodeId> order)
{
    return placeInBlocks(problem, order, byteWeightedBoundaries(problem, order));
}

std::vector<DeviceId> streamedPlacement(const Problem &problem, std::span<const NodeId> order, Affinity affinity,
                                        Balance balance)
{
    const int d = problem.deviceCount();
    const std::size_t n = problem.nodeCount();
    std::vector<double> weight(n, 1.0);
    if (balance == Balance::BytesBrought)
        for (NodeId node = 0; node < n; ++node)
            weight[node] = double(bytesBrought(problem, node));
    const double slack = 4.0 * std::accumulate(weight.begin(), weight.end(), 0.0) / double(std::max<std::size_t>(n, 1));
    std::vector<DeviceId> device(n, 0);
    std::vector<double> load(std::size_t(d), 0.0);
    std::vector<double> pull(std::size_t(d), 0.0);
    for (NodeId node : order) {
        const std::uint64_t allowed = problem.allowedDevices(node);
        std::fill(pull.begin(), pull.end(), 0.0);
        for (std::uint32_t output : problem.inputOutputs(node))
            pull[device[problem.producerOf(output)]] += affinity == Affinity::InputBytes ? double(problem.outputBytes(output)) : 1.0;
        double least = std::numeric_limits<double>::infinity();
        for (DeviceId candidate = 0; candidate < DeviceId(d); ++candidate)
            if (allowed >> candidate & 1)
                least = std::min(least, load[candidate]);
        DeviceId chosen = InvalidDevice;
        for (DeviceId candidate = 0; candidate < DeviceId(d); ++candidate) {
            if (!(allowed >> candidate & 1) || load[candidate] > least + slack)
                continue;
            if (chosen == InvalidDevice || pull[candidate] > pull[chosen]
                || (pull[candidate] == pull[chosen] && load[candidate] < load[chosen]))
                chosen = candidate;
        }
        device[node] = chosen;
        load[chosen] += weight[node] / problem.cluster().devices[chosen].speed;
    }
    return device;
}

Solution memorySolution(const Problem &problem, std::span<const NodeId> order)
{
    return solutionFromOrder(order, blockPlacement(problem, order));
}

} // namespace regal
