#include "core/graph/graph.h"

namespace regal {

NodeId Graph::find(std::string_view name) const
{
    const auto it = m_index.find(std::string(name));
    return it == m_index.end() ? InvalidNode : it->second;
}

std::string Graph::tensorName(TensorRef ref) const
{
    const Node &producer = m_nodes[ref.node];
    if (ref.port == 0 && producer.outputs.size() == 1)
        return producer.name;
    return producer.name + ':' + std::to_string(ref.port);
}

} // namespace regal
