#include "core/sim/bufferconsumers.h"

#include <algorithm>

namespace regal {

std::vector<NodeId> bufferConsumers(const Problem &problem, const Solution &solution, const BufferSpan &buffer)
{
    if (buffer.kind == BufferKind::Parameters || buffer.kind == BufferKind::Scratch)
        return {buffer.node};
    const Graph &graph = problem.graph();
    std::vector<NodeId> readers;
    const auto addReaders = [&](std::uint32_t output) {
        for (const Consumer &consumer : graph.consumers(output))
            if (solution.device[consumer.node] == buffer.device)
                readers.push_back(consumer.node);
    };
    addReaders(buffer.output);
    if (buffer.kind == BufferKind::Output)
        for (const std::uint32_t alias : problem.aliasOutputs())
            if (problem.bufferRoot(alias) == buffer.output && solution.device[problem.producerOf(alias)] == buffer.device)
                addReaders(alias);
    std::sort(readers.begin(), readers.end());
    readers.erase(std::unique(readers.begin(), readers.end()), readers.end());
    return readers;
}

} // namespace regal
