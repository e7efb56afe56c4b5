#include "core/methods/peakorders.h"

#include "core/methods/memorymodel.h"
#include "core/methods/memoryorders.h"
#include "core/sim/costsimulator.h"

#include <cassert>
#include <deque>
#include <queue>
#include <tuple>

namespace regal {

std::vector<NodeId> lpmfOrder(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const MemoryModel model(problem);
    std::vector<std::uint32_t> holds = model.initialHolds();

    // The readers of each buffer, and the most slots one reader has on it: what it frees can
    // change only once the holds left drop to that.
    std::vector<std::vector<NodeId>> readers(graph.outputCount());
    std::vector<std::uint32_t> mostSlots(graph.outputCount(), 0);
    for (NodeId node = 0; node < n; ++node) {
        const std::span<const std::uint32_t> inputs = problem.inputOutputs(node);
        for (std::size_t slot = 0; slot < inputs.size(); ++slot) {
            const std::uint32_t root = problem.bufferRoot(inputs[slot]);
            std::uint32_t mine = 0;
            for (std::uint32_t other : inputs)
                mine += problem.bufferRoot(other) == root ? 1 : 0;
            mostSlots[root] = std::max(mostSlots[root], mine);
            if (readers[root].empty() || readers[root].back() != node)
                readers[root].push_back(node);
        }
    }

    using Entry = std::tuple<Bytes, Bytes, NodeId, std::uint32_t>; // rise, -freed, node, version
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    std::vector<std::uint32_t> version(n, 0), pending(n);
    std::vector<unsigned char> isReady(n, 0);
    const auto push = [&](NodeId node) {
        const Bytes rise = model.bytesAllocated(node) + problem.tempBytes(node);
        queue.emplace(rise, -model.bytesFreed(node, holds), node, ++version[node]);
    };
    for (NodeId node = 0; node < n; ++node) {
        pending[node] = std::uint32_t(graph.predecessors(node).size());
        if (pending[node] == 0) {
            isReady[node] = 1;
            push(node);
        }
    }
    std::vector<NodeId> order;
    order.reserve(n);
    while (!queue.empty()) {
        const auto [rise, freed, node, entryVersion] = queue.top();
        queue.pop();
        if (entryVersion != version[node] || !isReady[node])
            continue;
        isReady[node] = 0;
        order.push_back(node);
        model.release(node, holds);
        for (std::uint32_t input : problem.inputOutputs(node)) {
            const std::uint32_t root = problem.bufferRoot(input);
            if (holds[root] > 0 && holds[root] <= mostSlots[root])
                for (NodeId reader : readers[root])
                    if (isReady[reader])
                        push(reader);
        }
        for (NodeId successor : graph.successors(node))
            if (--pending[successor] == 0) {
                isReady[successor] = 1;
                push(successor);
            }
    }
    assert(order.size() == n);
    return order;
}

std::vector<NodeId> breadthFirstOrder(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    std::vector<std::uint32_t> pending(n);
    std::deque<NodeId> queue;
    for (NodeId node = 0; node < n; ++node) {
        pending[node] = std::uint32_t(graph.predecessors(node).size());
        if (pending[node] == 0)
            queue.push_back(node);
    }
    std::vector<NodeId> order;
    order.reserve(n);
    while (!queue.empty()) {
        const NodeId node = queue.front();
        queue.pop_front();
        order.push_back(node);
        for (NodeId successor : graph.successors(node))
            if (--pending[successor] == 0)
                queue.push_back(successor);
    }
    assert(order.size() == n);
    return order;
}

BestOrder bestMemoryOrder(const Problem &problem, Task task)
{
    CostSimulator simulator(problem);
    BestOrder best;
    Score bestScore;
    std::int64_t evaluations = 0;
    const std::pair<const char *, std::vector<NodeId>> orders[] = {
        {"lpmf", lpmfOrder(problem)}, {"bfs", breadthFirstOrder(problem)}, {"dfs", dfsPostOrder(problem)}};
    for (const auto &[name, order] : orders) {
        SearchedSolution searched = memoryOrderSolution(problem, order, task);
        evaluations += searched.evaluations + 1;
        const Score candidate = score(task, simulator.run(searched.solution));
        if (best.order.empty() || candidate < bestScore) {
            bestScore = candidate;
            best.searched = std::move(searched);
            best.order = name;
        }
    }
    best.searched.evaluations = evaluations;
    return best;
}

} // namespace regal
