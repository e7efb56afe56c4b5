// REGAL's synthetic families and layered DAGs. A random graph becomes a DAG by orienting every
// edge from the earlier to the later node of a random order; since node ids are arbitrary, the
// id order serves as that random order.

#include "core/generate/familybuilders.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace regal {
namespace {

/// Appends each of \a candidates to \a chosen with probability \a p, skipping ahead
/// geometrically so the cost grows with the edges drawn, not with the candidates.
void sampleEach(Random &random, std::span<const NodeId> candidates, double p, std::vector<NodeId> &chosen)
{
    if (p <= 0.0)
        return;
    if (p >= 1.0) {
        chosen.insert(chosen.end(), candidates.begin(), candidates.end());
        return;
    }
    const double logMiss = std::log1p(-p);
    for (double index = std::floor(std::log(1.0 - random.uniform()) / logMiss); index < double(candidates.size());
         index += 1.0 + std::floor(std::log(1.0 - random.uniform()) / logMiss))
        chosen.push_back(candidates[std::size_t(index)]);
}

} // namespace

void buildErdosRenyi(GraphSketch &sketch)
{
    // Each of the n(n-1)/2 ordered pairs is an edge with probability p = 3 / (n - 1): about
    // 1.5 edges per node.
    const std::size_t n = sketch.remaining();
    const double p = n > 1 ? std::min(1.0, 3.0 / double(n - 1)) : 0.0;
    std::vector<NodeId> earlier;
    std::vector<NodeId> inputs;
    for (std::size_t j = 0; j < n; ++j) {
        inputs.clear();
        sampleEach(sketch.random(), earlier, p, inputs);
        earlier.push_back(sketch.add("Op", {}, inputs));
    }
}

void buildStochasticBlock(GraphSketch &sketch)
{
    // k communities; a pair inside one is an edge about 4/(n/k) of the time, a pair across
    // communities 0.6/n of the time: about 1.2 edges per node inside, 0.3 across.
    const std::size_t n = sketch.remaining();
    const std::size_t k = std::clamp<std::size_t>(n / 50, 2, 16);
    const double inside = std::min(1.0, 2.4 * double(k) / double(std::max<std::size_t>(n, 1)));
    const double across = std::min(1.0, 0.6 / double(std::max<std::size_t>(n, 1)));
    std::vector<std::vector<NodeId>> members(k);
    std::vector<NodeId> inputs;
    for (std::size_t j = 0; j < n; ++j) {
        const std::size_t block = sketch.random().below(k);
        inputs.clear();
        for (std::size_t other = 0; other < k; ++other)
            sampleEach(sketch.random(), members[other], other == block ? inside : across, inputs);
        std::sort(inputs.begin(), inputs.end());
        members[block].push_back(sketch.add("Op", fmt::format("community{}", block), inputs));
    }
}

void buildLayered(GraphSketch &sketch)
{
    // Layers sqrt(n) / 1.5 wide, so there are a few more layers than nodes per layer, as in
    // real networks. Each node reads 1-3 nodes of the layer before and,
    // one time in five, one node of the layer before that.
    const std::size_t n = sketch.remaining();
    const std::size_t width = std::max<std::size_t>(2, std::size_t(std::lround(std::sqrt(double(n)) / 1.5)));
    std::vector<NodeId> previous;
    std::vector<NodeId> beforePrevious;
    std::vector<NodeId> current;
    std::vector<NodeId> inputs;
    for (std::size_t layer = 0; sketch.remaining() > 0; ++layer) {
        current.clear();
        const std::string group = fmt::format("layer{}", layer);
        for (std::size_t i = 0; i < width && sketch.remaining() > 0; ++i) {
            inputs.clear();
            if (!previous.empty()) {
                const std::size_t fanIn = std::min<std::size_t>(previous.size(), 1 + sketch.random().below(3));
                while (inputs.size() < fanIn) {
                    const NodeId pick = previous[sketch.random().below(previous.size())];
                    if (std::find(inputs.begin(), inputs.end(), pick) == inputs.end())
                        inputs.push_back(pick);
                }
            }
            if (!beforePrevious.empty() && sketch.random().chance(0.2))
                inputs.push_back(beforePrevious[sketch.random().below(beforePrevious.size())]);
            current.push_back(sketch.add("Op", group, inputs));
        }
        beforePrevious = std::move(previous);
        previous = current;
    }
}

} // namespace regal
