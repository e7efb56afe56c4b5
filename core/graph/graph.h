#pragma once

#include "core/graph/node.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace regal {

/// \brief A data input of a node that reads a given tensor: the consumer and its input slot.
struct Consumer
{
    NodeId node = InvalidNode;
    std::uint32_t slot = 0;
};

/// \brief An immutable, validated computation graph (SPEC section 1).
///
/// Built by GraphBuilder, which checks names, edges, sizes and acyclicity. Besides the nodes it
/// holds the derived structure that every algorithm needs: consumers of each output, control
/// successors, predecessors and successors, a topological order and a content hash.
/// Outputs are numbered globally: outputIndex(node, port) = outputOffset(node) + port.
class Graph
{
public:
    Graph() = default;

    const std::string &name() const { return m_name; }
    const std::string &extra() const { return m_extra; }

    std::size_t nodeCount() const { return m_nodes.size(); }
    const Node &node(NodeId id) const { return m_nodes[id]; }
    const std::vector<Node> &nodes() const { return m_nodes; }
    /// The node with \a name, or InvalidNode.
    NodeId find(std::string_view name) const;

    std::size_t dataEdgeCount() const { return m_consumers.size(); }
    std::size_t controlEdgeCount() const { return m_controlSuccessors.size(); }
    std::size_t edgeCount() const { return dataEdgeCount() + controlEdgeCount(); }

    std::size_t outputCount() const { return m_outputOffset.back(); }
    std::uint32_t outputOffset(NodeId id) const { return m_outputOffset[id]; }
    std::uint32_t outputIndex(TensorRef ref) const { return m_outputOffset[ref.node] + ref.port; }
    std::span<const Consumer> consumers(std::uint32_t outputIndex) const
    {
        return {m_consumers.data() + m_consumerOffset[outputIndex], m_consumers.data() + m_consumerOffset[outputIndex + 1]};
    }
    std::span<const NodeId> controlSuccessors(NodeId id) const
    {
        return {m_controlSuccessors.data() + m_controlOffset[id], m_controlSuccessors.data() + m_controlOffset[id + 1]};
    }

    /// Distinct nodes this node depends on or that depend on it, through data or control.
    std::span<const NodeId> predecessors(NodeId id) const
    {
        return {m_predecessors.data() + m_predecessorOffset[id], m_predecessors.data() + m_predecessorOffset[id + 1]};
    }
    std::span<const NodeId> successors(NodeId id) const
    {
        return {m_successors.data() + m_successorOffset[id], m_successors.data() + m_successorOffset[id + 1]};
    }

    /// Sources first; among ready nodes, lower ids first.
    const std::vector<NodeId> &topologicalOrder() const { return m_topologicalOrder; }

    /// "sha256:" and the digest of everything that affects simulation: names, ops, costs, sizes,
    /// pins and edges, in node order. Groups and unknown fields do not count.
    const std::string &contentHash() const { return m_contentHash; }

    /// "name:port", or "name" for port 0 of a node with a single output.
    std::string tensorName(TensorRef ref) const;

private:
    friend class GraphBuilder;

    std::string m_name;
    std::string m_extra;
    std::vector<Node> m_nodes;
    std::unordered_map<std::string, NodeId> m_index;

    std::vector<std::uint32_t> m_outputOffset{0};
    std::vector<std::uint32_t> m_consumerOffset{0};
    std::vector<Consumer> m_consumers;
    std::vector<std::uint32_t> m_controlOffset{0};
    std::vector<NodeId> m_controlSuccessors;
    std::vector<std::uint32_t> m_predecessorOffset{0};
    std::vector<NodeId> m_predecessors;
    std::vector<std::uint32_t> m_successorOffset{0};
    std::vector<NodeId> m_successors;
    std::vector<NodeId> m_topologicalOrder;
    std::string m_contentHash;
};

} // namespace regal
