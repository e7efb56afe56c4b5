#include "core/methods/placementmemory.h"

#include <algorithm>
#include <bit>

namespace regal {

PlacementMemory::PlacementMemory(const Problem &problem, std::vector<Bytes> capacity)
    : m_problem(problem)
    , m_capacity(std::move(capacity))
    , m_device(problem.nodeCount(), InvalidDevice)
    , m_live(std::size_t(problem.deviceCount()), 0)
    , m_params(std::size_t(problem.deviceCount()), 0)
    , m_busiest(std::size_t(problem.deviceCount()), 0)
    , m_rootHolds(problem.graph().outputCount(), 0)
    , m_consumersLeft(problem.graph().outputCount(), 0)
    , m_copies(problem.graph().outputCount(), 0)
    , m_kept(problem.graph().outputCount(), 0)
{
    m_capacity.resize(std::size_t(problem.deviceCount()), 0);
    for (std::uint32_t output = 0; output < problem.graph().outputCount(); ++output)
        if (problem.isGraphOutput(output))
            m_kept[problem.bufferRoot(output)] = 1;
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        for (std::uint32_t input : problem.inputOutputs(node)) {
            ++m_rootHolds[problem.bufferRoot(input)];
            ++m_consumersLeft[input];
        }
}

bool PlacementMemory::hasCopy(std::uint32_t output, DeviceId device) const
{
    return (m_copies[output] >> device & 1) != 0;
}

Bytes PlacementMemory::need(NodeId node, DeviceId device) const
{
    // Params live from the start: the device's busiest moment so far holds this node's too.
    return m_params[device] + m_problem.paramBytes(node) + std::max(m_busiest[device], active(node, device));
}

Bytes PlacementMemory::active(NodeId node, DeviceId device) const
{
    const Graph &graph = m_problem.graph();
    Bytes bytes = m_live[device] + m_problem.tempBytes(node);
    const std::span<const std::uint32_t> inputs = m_problem.inputOutputs(node);
    for (std::size_t slot = 0; slot < inputs.size(); ++slot) {
        const std::uint32_t input = inputs[slot];
        if (m_device[m_problem.producerOf(input)] == device || hasCopy(input, device))
            continue;
        if (std::find(inputs.begin(), inputs.begin() + std::ptrdiff_t(slot), input) == inputs.begin() + std::ptrdiff_t(slot))
            bytes += m_problem.outputBytes(input);
    }
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
        if (m_problem.aliasSlot(output) < 0)
            bytes += m_problem.outputBytes(output);
    return bytes;
}

Bytes PlacementMemory::overflow(NodeId node, DeviceId device) const
{
    const Bytes capacity = m_capacity[device];
    return capacity <= 0 ? 0 : std::max<Bytes>(0, need(node, device) - capacity);
}

void PlacementMemory::place(NodeId node, DeviceId device)
{
    const Graph &graph = m_problem.graph();
    m_busiest[device] = std::max(m_busiest[device], active(node, device));
    m_device[node] = device;
    m_params[device] += m_problem.paramBytes(node);
    for (std::uint32_t input : m_problem.inputOutputs(node))
        if (m_device[m_problem.producerOf(input)] != device && !hasCopy(input, device)) {
            m_copies[input] |= std::uint64_t(1) << device;
            m_live[device] += m_problem.outputBytes(input);
        }
    for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
        if (m_problem.aliasSlot(output) < 0 && (m_rootHolds[output] > 0 || m_kept[output]))
            m_live[device] += m_problem.outputBytes(output);
    for (std::uint32_t input : m_problem.inputOutputs(node)) {
        const std::uint32_t root = m_problem.bufferRoot(input);
        if (--m_rootHolds[root] == 0 && !m_kept[root])
            m_live[m_device[m_problem.producerOf(root)]] -= m_problem.outputBytes(root);
        if (--m_consumersLeft[input] == 0)
            for (std::uint64_t copies = m_copies[input]; copies != 0; copies &= copies - 1)
                m_live[std::size_t(std::countr_zero(copies))] -= m_problem.outputBytes(input);
    }
}

} // namespace regal
