#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

namespace regal {

/// \brief Collects nodes and edges and turns them into a validated Graph.
///
/// Inputs may be given by id in Node::inputs, or by name with addInput(), which lets readers
/// refer to nodes that are defined later in a file. build() reports the first problem it finds
/// with the name of the node: duplicate or empty names, unknown inputs, ports out of range,
/// negative or non-finite sizes and costs, bad aliases, and cycles.
class GraphBuilder
{
public:
    explicit GraphBuilder(std::string graphName = {});

    void setExtra(std::string extraJson) { m_extra = std::move(extraJson); }
    NodeId addNode(Node node);
    std::size_t nodeCount() const { return m_nodes.size(); }
    Node &node(NodeId id) { return m_nodes[id]; }

    /// Appends a data input of \a consumer that reads output \a port of the node named \a producer.
    void addInput(NodeId consumer, std::string producer, std::uint32_t port);
    void addControlInput(NodeId consumer, std::string producer);

    Result<Graph> build() &&;

private:
    struct NamedEdge
    {
        NodeId consumer;
        std::string producer;
        std::uint32_t port;
        bool control;
    };

    std::string m_name;
    std::string m_extra;
    std::vector<Node> m_nodes;
    std::vector<NamedEdge> m_namedEdges;
};

/// Splits "name:port" into name and port; a name without a numeric suffix is port 0.
std::pair<std::string, std::uint32_t> splitTensorName(std::string_view text);

} // namespace regal
