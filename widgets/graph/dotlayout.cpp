#include "widgets/graph/dotlayout.h"

#include "core/io/graphvizlock.h"

#include <graphviz/gvc.h>

#include <algorithm>
#include <mutex>
#include <numeric>
#include <string>

namespace regal {
namespace {

constexpr double PointsPerInch = 72.0;

char *text(std::string &value)
{
    return value.data();
}

void setGraphAttribute(Agraph_t *graph, const char *name, const char *value)
{
    std::string key = name, data = value;
    agattr(graph, AGRAPH, text(key), text(data));
}

Agsym_t *declare(Agraph_t *graph, int kind, const char *name, const char *fallback)
{
    std::string key = name, data = fallback;
    return agattr(graph, kind, text(key), text(data));
}

} // namespace

GraphLayout dotLayout(const LayoutRequest &request)
{
    GraphLayout layout;
    layout.engine = QStringLiteral("dot");
    const std::size_t count = request.sizes.size();
    layout.splines = count <= 600;
    layout.centers.resize(count);
    layout.routes.resize(request.edges.size());
    if (count == 0)
        return layout;

    std::lock_guard lock(graphvizMutex());
    GVC_t *context = gvContext();
    std::string graphName = "g";
    Agraph_t *graph = agopen(text(graphName), Agdirected, nullptr);
    setGraphAttribute(graph, "rankdir", "TB");
    setGraphAttribute(graph, "nodesep", "0.25");
    setGraphAttribute(graph, "ranksep", "0.4");
    setGraphAttribute(graph, "splines", count <= 600 ? "spline" : "line");
    // Bounded crossing minimisation and network simplex keep big graphs interactive.
    setGraphAttribute(graph, "mclimit", count <= 300 ? "1.0" : "0.3");
    setGraphAttribute(graph, "nslimit", "4");
    setGraphAttribute(graph, "nslimit1", "4");
    setGraphAttribute(graph, "searchsize", "30");
    declare(graph, AGNODE, "shape", "box");
    declare(graph, AGNODE, "fixedsize", "true");
    declare(graph, AGNODE, "label", "");
    Agsym_t *width = declare(graph, AGNODE, "width", "1");
    Agsym_t *height = declare(graph, AGNODE, "height", "0.5");

    std::vector<Agnode_t *> nodes(count);
    for (std::size_t index = 0; index < count; ++index) {
        std::string name = std::to_string(index);
        nodes[index] = agnode(graph, text(name), 1);
        std::string w = std::to_string(request.sizes[index].width() / PointsPerInch);
        std::string h = std::to_string(request.sizes[index].height() / PointsPerInch);
        agxset(nodes[index], width, text(w));
        agxset(nodes[index], height, text(h));
    }
    std::vector<Agedge_t *> edges(request.edges.size());
    for (std::size_t index = 0; index < request.edges.size(); ++index) {
        std::string name = "e" + std::to_string(index);
        edges[index] = agedge(graph, nodes[request.edges[index].first], nodes[request.edges[index].second], text(name), 1);
    }

    std::string engine = "dot";
    if (gvLayout(context, graph, engine.c_str()) == 0) {
        const boxf box = GD_bb(graph);
        auto point = [&](pointf p) { return QPointF(p.x, box.UR.y - p.y); };
        for (std::size_t index = 0; index < count; ++index)
            layout.centers[index] = point(ND_coord(nodes[index]));
        for (std::size_t index = 0; index < edges.size(); ++index) {
            // agedge returns the existing edge for a repeated pair; each still gets its route.
            const splines *route = ED_spl(edges[index]);
            std::vector<QPointF> &out = layout.routes[index];
            if (route && route->size > 0) {
                const bezier &curve = route->list[0];
                if (curve.sflag)
                    out.push_back(point(curve.sp));
                for (int p = 0; p < curve.size; ++p)
                    out.push_back(point(curve.list[p]));
                if (curve.eflag)
                    out.push_back(point(curve.ep));
            }
        }
        layout.bounds = QRectF(0, 0, box.UR.x - box.LL.x, box.UR.y - box.LL.y);
        gvFreeLayout(context, graph);
    }
    agclose(graph);
    gvFreeContext(context);

    // Straight fallbacks for routes Graphviz left empty; spline chains need 3k+1 points.
    for (std::size_t index = 0; index < layout.routes.size(); ++index) {
        std::vector<QPointF> &route = layout.routes[index];
        const bool chain = route.size() >= 4 && (route.size() - 1) % 3 == 0;
        if (!chain) {
            const QPointF from = layout.centers[request.edges[index].first];
            const QPointF to = layout.centers[request.edges[index].second];
            route = {from, from + (to - from) / 3.0, from + (to - from) * 2.0 / 3.0, to};
        }
    }
    return layout;
}

GraphLayout layeredLayout(const LayoutRequest &request)
{
    GraphLayout layout;
    layout.engine = QStringLiteral("layered");
    const std::size_t count = request.sizes.size();
    std::vector<std::vector<std::uint32_t>> successors(count), predecessors(count);
    std::vector<int> indegree(count, 0);
    for (auto [from, to] : request.edges) {
        successors[from].push_back(to);
        predecessors[to].push_back(from);
        ++indegree[to];
    }
    // Longest-path ranks by Kahn's algorithm; a cycle (collapsed groups can make one) is broken
    // at the waiting vertex of lowest index.
    std::vector<int> rank(count, 0);
    std::vector<char> done(count, 0);
    std::vector<std::uint32_t> ready;
    for (std::uint32_t v = 0; v < count; ++v)
        if (indegree[v] == 0)
            ready.push_back(v);
    std::size_t placed = 0, scan = 0;
    while (placed < count) {
        if (ready.empty()) {
            while (done[scan])
                ++scan;
            ready.push_back(std::uint32_t(scan));
        }
        const std::uint32_t v = ready.back();
        ready.pop_back();
        if (done[v])
            continue;
        done[v] = 1;
        ++placed;
        for (std::uint32_t w : successors[v]) {
            if (done[w])
                continue;
            rank[w] = std::max(rank[w], rank[v] + 1);
            if (--indegree[w] == 0)
                ready.push_back(w);
        }
    }
    const int rankCount = count ? *std::max_element(rank.begin(), rank.end()) + 1 : 0;
    std::vector<std::vector<std::uint32_t>> layers(static_cast<std::size_t>(rankCount));
    for (std::uint32_t v = 0; v < count; ++v)
        layers[std::size_t(rank[v])].push_back(v);

    // Barycentre sweeps: order each layer by the mean position of its neighbours.
    std::vector<double> position(count, 0.0);
    auto number = [&](const std::vector<std::uint32_t> &layer) {
        for (std::size_t i = 0; i < layer.size(); ++i)
            position[layer[i]] = double(i) - double(layer.size()) / 2.0;
    };
    for (const auto &layer : layers)
        number(layer);
    auto sweep = [&](std::vector<std::uint32_t> &layer, const std::vector<std::vector<std::uint32_t>> &neighbours) {
        std::vector<double> key(layer.size());
        for (std::size_t i = 0; i < layer.size(); ++i) {
            const auto &around = neighbours[layer[i]];
            key[i] = around.empty() ? position[layer[i]]
                                    : std::accumulate(around.begin(), around.end(), 0.0,
                                                      [&](double sum, std::uint32_t w) { return sum + position[w]; })
                                          / double(around.size());
        }
        std::vector<std::size_t> order(layer.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
        std::vector<std::uint32_t> sorted(layer.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            sorted[i] = layer[order[i]];
        layer = std::move(sorted);
        number(layer);
    };
    for (int round = 0; round < 3; ++round) {
        for (int r = 1; r < rankCount; ++r)
            sweep(layers[std::size_t(r)], predecessors);
        for (int r = rankCount - 2; r >= 0; --r)
            sweep(layers[std::size_t(r)], successors);
    }

    constexpr double Gap = 18.0, RankGap = 40.0;
    layout.centers.resize(count);
    double y = 0.0, left = 0.0, right = 0.0;
    for (const auto &layer : layers) {
        double width = 0.0, height = 0.0;
        for (std::uint32_t v : layer) {
            width += request.sizes[v].width() + Gap;
            height = std::max(height, request.sizes[v].height());
        }
        double x = -width / 2.0;
        for (std::uint32_t v : layer) {
            layout.centers[v] = QPointF(x + request.sizes[v].width() / 2.0, y + height / 2.0);
            x += request.sizes[v].width() + Gap;
        }
        left = std::min(left, -width / 2.0);
        right = std::max(right, width / 2.0);
        y += height + RankGap;
    }
    for (QPointF &center : layout.centers)
        center.rx() -= left;
    layout.bounds = QRectF(0, 0, right - left, std::max(0.0, y - RankGap));
    layout.routes.reserve(request.edges.size());
    for (auto [from, to] : request.edges) {
        const QPointF a = layout.centers[from] + QPointF(0, request.sizes[from].height() / 2.0);
        const QPointF b = layout.centers[to] - QPointF(0, request.sizes[to].height() / 2.0);
        layout.routes.push_back({a, b});
    }
    return layout;
}

} // namespace regal
