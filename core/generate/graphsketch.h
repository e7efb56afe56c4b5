#pragma once

#include "core/base/random.h"
#include "core/base/result.h"
#include "core/graph/graphbuilder.h"

#include <span>
#include <string_view>

namespace regal {

/// \brief Builds a generated graph node by node, drawing each node's cost and sizes from
/// log-normal distributions around the typical values of its operation type.
///
/// Every node has one output. A sketch holds at most its node limit; the generators ask
/// remaining() before adding a block, so a graph has exactly the number of nodes asked for.
class GraphSketch
{
public:
    GraphSketch(std::string name, std::uint64_t seed, std::size_t nodeLimit);

    Random &random() { return m_random; }
    std::size_t size() const { return m_builder.nodeCount(); }
    std::size_t remaining() const { return m_limit - size(); }

    /// Adds a node of type \a op in scope \a group reading output 0 of each of \a inputs.
    /// \a outputScale multiplies the typical output size (e.g. 0.25 for a pooling op).
    NodeId add(std::string_view op, std::string_view group, std::span<const NodeId> inputs, double outputScale = 1.0);
    NodeId add(std::string_view op, std::string_view group, std::initializer_list<NodeId> inputs,
               double outputScale = 1.0)
    {
        return add(op, group, std::span<const NodeId>(inputs.begin(), inputs.size()), outputScale);
    }
    Node &node(NodeId id) { return m_builder.node(id); }
    /// Makes the output of \a node reuse the buffer of its first input (a reshape or view).
    void makeAlias(NodeId node);
    void markGraphOutput(NodeId node);
    /// A chain of cheap element-wise ops from \a from until the sketch is full; returns the last.
    NodeId fill(NodeId from, std::string_view group);

    Result<Graph> build() &&;

private:
    GraphBuilder m_builder;
    Random m_random;
    std::size_t m_limit;
    double m_activationBytes;
};

} // namespace regal
