#pragma once

#include "core/base/random.h"
#include "core/sim/problem.h"

#include <span>
#include <vector>

namespace regal {

/// \brief The classic compiler heuristics for ordering operations to save memory
/// (SPEC section 5). Every order is topological.

/// Nodes as the file lists them, made topological: among ready nodes the lower id first.
std::vector<NodeId> inputOrder(const Problem &problem);

/// Depth-first post-order from the sinks that visits the largest subtree first, so that a
/// subtree's result is ready before a smaller sibling starts (Sethi and Ullman, "The generation
/// of optimal code for arithmetic expressions", JACM 17(4), 1970, on trees). Subtree sizes are
/// tree estimates: a node shared by several subtrees counts in each.
std::vector<NodeId> dfsPostOrder(const Problem &problem);

/// Greedy list scheduling by memory: among the ready nodes, the one that frees the most bytes
/// minus the bytes it allocates (ties: the lower id).
std::vector<NodeId> greedyMemoryOrder(const Problem &problem);

/// A topological order drawn at random: each step takes a ready node uniformly.
std::vector<NodeId> randomTopologicalOrder(const Problem &problem, Random &random);

/// Where \a order is cut into one contiguous block per device: the d - 1 ranks at which the
/// blocks of devices 1, 2, ... begin (ascending, in [0, n]; equal ranks leave a block empty).
/// Blocks are weighted by the bytes each node brings (params, outputs, temp) in proportion to
/// device speed, so that every device holds a share of the memory and data crosses few block
/// boundaries.
std::vector<std::size_t> byteWeightedBoundaries(const Problem &problem, std::span<const NodeId> order);

/// Each node on the device of the block its rank falls in; pinned nodes keep their device.
std::vector<DeviceId> placeInBlocks(const Problem &problem, std::span<const NodeId> order,
                                    std::span<const std::size_t> boundaries);

/// placeInBlocks() at byteWeightedBoundaries().
std::vector<DeviceId> blockPlacement(const Problem &problem, std::span<const NodeId> order);

/// What draws a node to a device in streamedPlacement(): the number of its inputs the device
/// holds, or their bytes.
enum class Affinity { Inputs, InputBytes };
/// What streamedPlacement() keeps even across the devices: the operations each runs, so that
/// they keep in step, or the bytes each node brings (params, outputs, temp), so that weights
/// are shared out too.
enum class Balance { Operations, BytesBrought };

/// Each node of \a order in turn on the device with the most \a affinity for it (ties: the
/// least loaded, then the lower index), among those no more than four nodes' worth of load
/// ahead of the least loaded one: four operations, or four times the mean bytes a node brings,
/// by \a balance, divided by the device's speed. The devices then run the order side by side,
/// so each holds about its share of the tensors alive, and data crosses devices where the
/// order's streams meet. Pinned nodes keep their device.
std::vector<DeviceId> streamedPlacement(const Problem &problem, std::span<const NodeId> order, Affinity affinity,
                                        Balance balance);

/// The solution that runs \a order: priorities from the order, devices by blockPlacement().
Solution memorySolution(const Problem &problem, std::span<const NodeId> order);

} // namespace regal
