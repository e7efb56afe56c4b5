#pragma once

#include "core/base/result.h"
#include "core/generate/family.h"
#include "core/graph/graph.h"

namespace regal {

/// \brief Limits of the generators: graphs of 1 to MaxGeneratedNodes nodes.
inline constexpr std::size_t MaxGeneratedNodes = 1'000'000;

/// A graph of \a family with exactly \a nodes nodes, the same for the same seed on every
/// platform. Costs and sizes are log-normal around typical values of each operation type.
Result<Graph> generateGraph(Family family, std::size_t nodes, std::uint64_t seed);

} // namespace regal
