#include "core/graph/graph.h"

namespace regal {

NodeId Graph::find(std::string_view name) const
{
    const auto it = m_index.find(std::string(name));
    return it == m_index.end() ? InvalidNode : it->second;
}

std::span<const Consumer> Graph::consumers(std::uint32_t outputIndex) const
{
    return {m_consumers.data() + m_consumerOffset[outputIndex],
            m_consumers.data() + m_consumerOffset[outputIndex + 1]};
}

std::span<const NodeId> Graph::controlSuccessors(NodeId id) const
{
    return {m_controlSuccessors.data() + m_controlOffset[id],
            m_controlSuccessors.data() + m_controlOffset[id + 1]};
}

std::span<const NodeId> Graph::predecessors(NodeId id) const
{
    return {m_predecessors.data() + m_predecessorOffset[id],
            m_predecessors.data() + m_predecessorOffset[id + 1]};
}

std::span<const NodeId> Graph::successors(NodeId id) const
{
    return {m_successors.data() + m_successorOffset[id],
            m_successors.data() + m_successorOffset[id + 1]};
}

std::string Graph::tensorName(TensorRef ref) const
{
    const Node &producer = m_nodes[ref.node];
    if (ref.port == 0 && producer.outputs.size() == 1)
        return producer.name;
    return producer.name + ':' + std::to_string(ref.port);
}

} // namespace regal
