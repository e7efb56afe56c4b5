#include "core/generate/generator.h"

#include "core/generate/familybuilders.h"

#include <fmt/format.h>

namespace regal {

Result<Graph> generateGraph(Family family, std::size_t nodes, std::uint64_t seed)
{
    if (nodes < 1 || nodes > MaxGeneratedNodes)
        return Error{fmt::format("a generated graph has 1 to {} nodes, not {}", MaxGeneratedNodes, nodes)};
    GraphSketch sketch(fmt::format("{}-{}-s{}", familyName(family), nodes, seed), seed, nodes);
    switch (family) {
    case Family::ErdosRenyi:
        buildErdosRenyi(sketch);
        break;
    case Family::StochasticBlock:
        buildStochasticBlock(sketch);
        break;
    case Family::Layered:
        buildLayered(sketch);
        break;
    case Family::Residual:
        buildResidual(sketch);
        break;
    case Family::Inception:
        buildInception(sketch);
        break;
    case Family::Transformer:
        buildTransformer(sketch);
        break;
    case Family::Rnn:
        buildRnn(sketch);
        break;
    }
    return std::move(sketch).build();
}

} // namespace regal
