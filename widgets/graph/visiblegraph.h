#pragma once

#include "core/graph/graph.h"

#include <QSet>
#include <QString>
#include <vector>

namespace regal {

/// \brief The graph as the view shows it: nodes, with collapsed groups standing in for all the
/// nodes inside them, and the edges between what is shown, merged.
struct VisibleGraph
{
    struct Vertex
    {
        NodeId node = InvalidNode; ///< the node, or InvalidNode for a collapsed group
        QString group;             ///< the group path of a collapsed group
        std::vector<NodeId> members;
        double cost = 0.0;         ///< seconds at speed 1 (summed over the members)

        bool isGroup() const { return node == InvalidNode; }
    };
    struct Edge
    {
        std::uint32_t from = 0;
        std::uint32_t to = 0;
        NodeId fromNode = InvalidNode; ///< a representative node pair, to classify the edge
        NodeId toNode = InvalidNode;
        Bytes bytes = 0;
        bool control = false;
    };

    std::vector<Vertex> vertices;
    std::vector<std::uint32_t> vertexOf; ///< per node
    std::vector<Edge> edges;
};

/// \a collapsed holds group paths; a node is hidden in the outermost collapsed group that
/// contains it. \a costs holds every node's time at speed 1.
VisibleGraph buildVisibleGraph(const Graph &graph, const std::vector<double> &costs, const QSet<QString> &collapsed);

/// Every group path of \a graph, with its ancestors ("a", "a/b", ...), sorted.
QStringList groupPaths(const Graph &graph);
/// The nodes of the group at \a path, those of the groups nested in it included.
std::vector<NodeId> groupMembers(const Graph &graph, const QString &path);
/// The node named \a name, or else the members of the group at that path (as its box is titled);
/// empty when there is neither.
std::vector<NodeId> nodesNamed(const Graph &graph, const QString &name);
/// Paths with no '/': the outermost groups.
QStringList topLevelGroups(const Graph &graph);
/// The groups to collapse so that at most \a maxBoxes boxes remain, keeping as much detail as
/// possible: all groups of the deepest scope level that fits (the outermost level when none
/// does).
QSet<QString> collapseToFit(const Graph &graph, int maxBoxes);
/// The groups to collapse so that at most \a maxBoxes boxes remain (when the outermost groups
/// allow it), opened from the outside in: the collapsed group with the most nodes is expanded
/// first, as long as its contents still fit. A group that holds a single box is always open.
QSet<QString> collapseToBudget(const Graph &graph, int maxBoxes);
/// How many boxes \a graph shows with \a collapsed, and how many nodes the largest group holds.
struct CollapsedSize
{
    int boxes = 0;
    int largestGroup = 0;
};
CollapsedSize collapsedSize(const Graph &graph, const QSet<QString> &collapsed);

} // namespace regal
