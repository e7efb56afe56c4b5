#include "widgets/session/nodeselection.h"

#include <algorithm>

namespace regal {

bool NodeSelection::contains(NodeId node) const
{
    return std::binary_search(m_sorted.begin(), m_sorted.end(), node);
}

void NodeSelection::set(std::vector<NodeId> nodes)
{
    std::vector<NodeId> sorted = nodes;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (sorted == m_sorted && (nodes.empty() || nodes.back() == current()))
        return;
    m_nodes = std::move(nodes);
    m_sorted = std::move(sorted);
    emit changed();
}

} // namespace regal
