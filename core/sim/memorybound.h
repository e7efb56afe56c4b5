#pragma once

#include "core/sim/problem.h"

namespace regal {

/// \brief Lower bounds on the largest device peak beyond one operation's working set
/// (docs/cost-model.md, "Lower bounds", gives the reasoning for each).

/// Live across a node: while node v runs, every device together holds all params, v's temp,
/// outputs and inputs, and every tensor produced by an ancestor of v and read later by a
/// descendant of v (or kept to the end): the bytes that every order must hold at once at that
/// point of the graph. This is the largest of those sums over the nodes. On several devices
/// tensors count at the smallest size among a buffer and its aliases (a copy on another device
/// has the size of the tensor read); otherwise the sum depends on the graph alone, so a caller
/// that changes the rest of the cluster may keep it and give it to lowerBounds(): it is the
/// costliest of the bounds. Returns 0 above \a maxNodes nodes (the ancestor sets are built in
/// blocks of 1,024 nodes, O((nodes + edges) × nodes / 64)).
Bytes liveAcrossTotal(const Problem &problem, std::size_t maxNodes = 50000);

/// The bound from \a total (liveAcrossTotal()): on d devices the largest peak is at least 1/d
/// of it, rounded up; on one device, all of it.
Bytes liveAcrossBound(const Problem &problem, Bytes total);

/// Params cannot be split: each node's params sit whole on its device. The largest device's
/// params are at least the largest pinned set of one device, and, over the free choice of
/// devices, at least the sum of the k + 1 smallest of the k × d + 1 largest params for every k
/// (pigeonhole: one device gets k + 1 of them).
Bytes indivisibleParamsBound(const Problem &problem);

} // namespace regal
