#include "core/sim/timeline.h"

#include <algorithm>

namespace regal {

const char *bufferKindName(BufferKind kind)
{
    switch (kind) {
    case BufferKind::Parameters:
        return "parameters";
    case BufferKind::Output:
        return "output";
    case BufferKind::Scratch:
        return "scratch";
    case BufferKind::Copy:
        return "copy";
    }
    return "output";
}

std::vector<std::vector<NodeId>> Timeline::deviceOrder() const
{
    std::vector<std::vector<NodeId>> order(memory.size());
    for (NodeId node = 0; node < ops.size(); ++node)
        order[ops[node].device].push_back(node);
    for (std::vector<NodeId> &nodes : order)
        std::stable_sort(nodes.begin(), nodes.end(),
                         [&](NodeId a, NodeId b) { return ops[a].start < ops[b].start; });
    return order;
}

} // namespace regal
