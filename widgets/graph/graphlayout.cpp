#include "widgets/graph/graphlayout.h"

#include "widgets/graph/dotlayout.h"
#include "widgets/graph/foldlayout.h"
#include "widgets/graph/wraplayout.h"

#include <QElapsedTimer>

namespace regal {
namespace {

/// True when the edges of \a request form a cycle, as collapsed groups that hold both a layer
/// and its gradients do.
bool hasCycle(const LayoutRequest &request)
{
    std::vector<std::vector<std::uint32_t>> successors(request.sizes.size());
    std::vector<int> indegree(request.sizes.size(), 0);
    for (auto [from, to] : request.edges) {
        successors[from].push_back(to);
        ++indegree[to];
    }
    std::vector<std::uint32_t> ready;
    for (std::uint32_t v = 0; v < request.sizes.size(); ++v)
        if (indegree[v] == 0)
            ready.push_back(v);
    std::size_t seen = 0;
    while (!ready.empty()) {
        const std::uint32_t v = ready.back();
        ready.pop_back();
        ++seen;
        for (std::uint32_t w : successors[v])
            if (--indegree[w] == 0)
                ready.push_back(w);
    }
    return seen < request.sizes.size();
}

} // namespace

int dotLimit()
{
    return 1500;
}

GraphLayout layoutGraph(const LayoutRequest &request, LayoutEngine engine)
{
    QElapsedTimer timer;
    timer.start();
    // Dot reverses edges to break cycles, which tangles a chain of collapsed layers whose
    // gradients flow back; the layered layout keeps such a chain in its forward order.
    if (engine == LayoutEngine::Auto)
        engine = int(request.sizes.size()) <= dotLimit() && !hasCycle(request) ? LayoutEngine::Dot : LayoutEngine::Layered;
    GraphLayout layout = engine == LayoutEngine::Dot ? dotLayout(request) : layeredLayout(request);
    if (!request.viewport.isEmpty()) {
        layout = wrapLayout(std::move(layout), request.sizes, request.edges, request.viewport);
        layout = foldLayout(std::move(layout), request.sizes, request.edges, request.viewport);
    }
    layout.seconds = double(timer.nsecsElapsed()) * 1e-9;
    return layout;
}

} // namespace regal
