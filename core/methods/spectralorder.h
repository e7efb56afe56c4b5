#pragma once

#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief Spectral sequencing (Juvan and Mohar, "Optimal linear labelings and eigenvalues of
/// graphs", Discrete Applied Mathematics 36(2), 1992) as a memory order.
///
/// Each node gets its coordinate in the Fiedler vector of the graph's Laplacian, with every
/// data edge weighted by the square root of its tensor's bytes: the one-dimensional layout
/// that keeps heavy tensors short, so that few bytes are alive at once. The root tempers the
/// few huge tensors that would otherwise decide the whole layout (on the training graphs it
/// beats both plain bytes and unweighted edges). The order is then made topological:
/// among ready nodes the lowest coordinate first. The vector comes from power iteration
/// started at the topological ranks, so it runs from the sources towards the sinks; it stops
/// after a fixed number of steps, where layered graphs have long converged.
std::vector<NodeId> spectralOrder(const Problem &problem);

} // namespace regal
