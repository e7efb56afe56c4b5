#include "core/methods/memorymodel.h"

namespace regal {

MemoryModel::MemoryModel(const Problem &problem)
    : m_problem(problem)
{
    const Graph &graph = problem.graph();
    m_kept.assign(graph.outputCount(), 0);
    m_holds.assign(graph.outputCount(), 0);
    for (std::uint32_t output = 0; output < graph.outputCount(); ++output)
        if (problem.isGraphOutput(output))
            m_kept[problem.bufferRoot(output)] = 1;
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        for (std::uint32_t input : problem.inputOutputs(node))
            ++m_holds[problem.bufferRoot(input)];
}

Bytes MemoryModel::bytesAllocated(NodeId node) const
{
    const Graph &graph = m_problem.graph();
    Bytes bytes = 0;
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
        if (m_problem.aliasSlot(output) < 0)
            bytes += m_problem.outputBytes(output);
    return bytes;
}

Bytes MemoryModel::bytesFreed(NodeId node, const std::vector<std::uint32_t> &holds) const
{
    const Graph &graph = m_problem.graph();
    const std::span<const std::uint32_t> inputs = m_problem.inputOutputs(node);
    Bytes bytes = 0;
    for (std::size_t slot = 0; slot < inputs.size(); ++slot) {
        const std::uint32_t root = m_problem.bufferRoot(inputs[slot]);
        if (m_kept[root])
            continue;
        // Count this node's slots on the root once, at its first slot.
        std::uint32_t mine = 0;
        bool first = true;
        for (std::size_t other = 0; other < inputs.size(); ++other)
            if (m_problem.bufferRoot(inputs[other]) == root) {
                first = first && other >= slot;
                ++mine;
            }
        if (first && holds[root] == mine)
            bytes += m_problem.outputBytes(root);
    }
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
        if (m_problem.aliasSlot(output) < 0 && !m_kept[output] && m_holds[output] == 0)
            bytes += m_problem.outputBytes(output);
    return bytes;
}

void MemoryModel::release(NodeId node, std::vector<std::uint32_t> &holds) const
{
    for (std::uint32_t input : m_problem.inputOutputs(node))
        --holds[m_problem.bufferRoot(input)];
}

} // namespace regal
