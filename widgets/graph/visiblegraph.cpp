#include "widgets/graph/visiblegraph.h"

#include <QHash>
#include <queue>
#include <unordered_map>

namespace regal {
namespace {

/// The outermost collapsed prefix of \a group, or an empty string.
QString collapsedPrefix(const std::string &group, const QSet<QString> &collapsed)
{
    if (group.empty() || collapsed.isEmpty())
        return {};
    const QString path = QString::fromStdString(group);
    for (qsizetype end = path.indexOf(QLatin1Char('/')); ; end = path.indexOf(QLatin1Char('/'), end + 1)) {
        const QString prefix = end < 0 ? path : path.left(end);
        if (collapsed.contains(prefix))
            return prefix;
        if (end < 0)
            return {};
    }
}

} // namespace

VisibleGraph buildVisibleGraph(const Graph &graph, const std::vector<double> &costs, const QSet<QString> &collapsed)
{
    VisibleGraph visible;
    visible.vertexOf.resize(graph.nodeCount());
    QHash<QString, std::uint32_t> groupVertex;
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        const QString prefix = collapsedPrefix(graph.node(node).group, collapsed);
        std::uint32_t vertex;
        if (prefix.isEmpty()) {
            vertex = std::uint32_t(visible.vertices.size());
            visible.vertices.push_back({node, {}, {node}, costs[node]});
        } else if (auto found = groupVertex.find(prefix); found != groupVertex.end()) {
            vertex = *found;
            visible.vertices[vertex].members.push_back(node);
            visible.vertices[vertex].cost += costs[node];
        } else {
            vertex = std::uint32_t(visible.vertices.size());
            groupVertex.insert(prefix, vertex);
            visible.vertices.push_back({InvalidNode, prefix, {node}, costs[node]});
        }
        visible.vertexOf[node] = vertex;
    }

    std::unordered_map<std::uint64_t, std::size_t> edgeIndex;
    auto addEdge = [&](NodeId from, NodeId to, Bytes bytes, bool control) {
        const std::uint32_t a = visible.vertexOf[from], b = visible.vertexOf[to];
        if (a == b)
            return;
        const std::uint64_t key = std::uint64_t(a) << 32 | b;
        if (auto found = edgeIndex.find(key); found != edgeIndex.end()) {
            VisibleGraph::Edge &edge = visible.edges[found->second];
            edge.bytes += bytes;
            edge.control = edge.control && control;
            return;
        }
        edgeIndex.emplace(key, visible.edges.size());
        visible.edges.push_back({a, b, from, to, bytes, control});
    };
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        for (TensorRef input : graph.node(node).inputs)
            addEdge(input.node, node, graph.node(input.node).outputs[input.port].bytes, false);
        for (NodeId control : graph.node(node).controlInputs)
            addEdge(control, node, 0, true);
    }
    return visible;
}

QStringList groupPaths(const Graph &graph)
{
    QSet<QString> paths;
    for (const Node &node : graph.nodes()) {
        if (node.group.empty())
            continue;
        const QString path = QString::fromStdString(node.group);
        for (qsizetype end = path.indexOf(QLatin1Char('/')); end >= 0; end = path.indexOf(QLatin1Char('/'), end + 1))
            paths.insert(path.left(end));
        paths.insert(path);
    }
    QStringList sorted(paths.begin(), paths.end());
    sorted.sort();
    return sorted;
}

std::vector<NodeId> groupMembers(const Graph &graph, const QString &path)
{
    const QString inside = path + QLatin1Char('/');
    std::vector<NodeId> members;
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        const QString group = QString::fromStdString(graph.node(node).group);
        if (group == path || group.startsWith(inside))
            members.push_back(node);
    }
    return members;
}

std::vector<NodeId> nodesNamed(const Graph &graph, const QString &name)
{
    if (const NodeId node = graph.find(name.toStdString()); node != InvalidNode)
        return {node};
    return name.isEmpty() ? std::vector<NodeId>{} : groupMembers(graph, name);
}

QStringList topLevelGroups(const Graph &graph)
{
    QStringList top;
    for (const QString &path : groupPaths(graph))
        if (!path.contains(QLatin1Char('/')))
            top.append(path);
    return top;
}

QSet<QString> collapseToFit(const Graph &graph, int maxBoxes)
{
    std::vector<QStringList> scopes;
    int deepest = 0;
    for (const Node &node : graph.nodes()) {
        scopes.push_back(node.group.empty() ? QStringList() : QString::fromStdString(node.group).split(QLatin1Char('/')));
        deepest = std::max(deepest, int(scopes.back().size()));
    }
    QSet<QString> chosen;
    for (int depth = 1; depth <= deepest; ++depth) {
        QSet<QString> prefixes;
        int single = 0;
        for (const QStringList &scope : scopes) {
            if (scope.size() >= depth)
                prefixes.insert(scope.mid(0, depth).join(QLatin1Char('/')));
            else
                ++single;
        }
        if (depth > 1 && single + prefixes.size() > maxBoxes)
            break;
        chosen = std::move(prefixes);
        if (single + chosen.size() > maxBoxes)
            break;
    }
    return chosen;
}

QSet<QString> collapseToBudget(const Graph &graph, int maxBoxes)
{
    struct Scope
    {
        int nodes = 0;  ///< inside, at any depth
        int direct = 0; ///< nodes whose group is this scope itself
        QStringList children;
    };
    QHash<QString, Scope> scopes;
    QStringList outermost;
    int boxes = 0;
    for (const Node &node : graph.nodes()) {
        if (node.group.empty()) {
            ++boxes;
            continue;
        }
        const QString path = QString::fromStdString(node.group);
        QString parent;
        for (qsizetype end = path.indexOf(QLatin1Char('/')); ; end = path.indexOf(QLatin1Char('/'), end + 1)) {
            const QString prefix = end < 0 ? path : path.left(end);
            auto found = scopes.find(prefix);
            if (found == scopes.end()) {
                found = scopes.insert(prefix, Scope{});
                (parent.isEmpty() ? outermost : scopes[parent].children).append(prefix);
            }
            ++found->nodes;
            if (end < 0) {
                ++found->direct;
                break;
            }
            parent = prefix;
        }
    }
    auto larger = [&](const QString &a, const QString &b) { return scopes.constFind(a)->nodes < scopes.constFind(b)->nodes; };
    std::priority_queue<QString, std::vector<QString>, decltype(larger)> closed(larger);
    for (const QString &path : outermost)
        closed.push(path);
    boxes += int(outermost.size());
    QSet<QString> collapsed;
    while (!closed.empty()) {
        const QString path = closed.top();
        closed.pop();
        const Scope &scope = scopes[path];
        const int opened = scope.direct + int(scope.children.size());
        if (opened > 1 && boxes - 1 + opened > maxBoxes) {
            collapsed.insert(path);
            continue;
        }
        boxes += opened - 1;
        for (const QString &child : scope.children)
            closed.push(child);
    }
    return collapsed;
}

CollapsedSize collapsedSize(const Graph &graph, const QSet<QString> &collapsed)
{
    QHash<QString, int> groups;
    CollapsedSize size;
    for (const Node &node : graph.nodes()) {
        const QString prefix = collapsedPrefix(node.group, collapsed);
        if (prefix.isEmpty())
            ++size.boxes;
        else
            size.largestGroup = std::max(size.largestGroup, ++groups[prefix]);
    }
    size.boxes += int(groups.size());
    return size;
}

} // namespace regal
