#pragma once

#include "core/methods/blocksearch.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief Memory-constrained placement after Baechi (Jeon, Cai, Srivastava, Jiang, Lin,
/// Campbell and Gupta, "Baechi: Fast Device Placement of Machine Learning Graphs", SoCC 2020).
///
/// Each placer assigns the nodes one at a time, in the order they would run, and puts a node
/// only on a device whose memory, as PlacementMemory counts it, can hold it; when none can, on
/// the device it overflows least. Devices of unlimited memory (0) always fit.
enum class MemoryPlacer {
    Topo, ///< m-TOPO: topological order, one device filled after the other
    Etf,  ///< m-ETF: earliest (ready node, device) start first (Hwang et al. 1989)
    Sct,  ///< m-SCT: m-ETF that keeps each node's favourite child on its device
};

/// \brief A placer's devices and the order it placed the nodes in.
struct MemoryPlacement
{
    std::vector<DeviceId> device;
    std::vector<NodeId> order;
};

/// One pass of \a placer against the memory \a capacity of each device (0: unlimited).
///
/// - m-TOPO walks the input order (inputOrder()) and keeps a device until the node does not fit
///   or the device has its share of the work (in proportion to its speed), then moves to the
///   next device. Baechi balances by a per-device memory share instead; a share of the work
///   keeps the slow devices from taking as much as the fast ones.
/// - m-ETF list-schedules as listSchedule() does (transfers of latency + bytes / bandwidth,
///   no memory in the timing) and each step takes, among the ready nodes and the devices that
///   hold them, the pair that starts first (ties: higher upward rank, lower id, earlier
///   finish, lower device).
/// - m-SCT is m-ETF where each node's favourite child runs on its parent's device when it fits
///   there and starts there no later than elsewhere plus the transfer that keeps it local, and
///   wins ties for that device (Baechi's "urgent" favourite child). Baechi
///   chooses favourite children with a linear-programming relaxation of the schedule (Hanen and
///   Munier's SCT); here the favourite child is the successor that reads the most bytes of the
///   node's outputs (ties: higher upward rank, lower id), the edge the relaxation would keep
///   local first when communication is small.
MemoryPlacement placeUnderMemory(const Problem &problem, MemoryPlacer placer, const std::vector<Bytes> &capacity);

/// The placer's solution for the problem's own device memories. The simulator's peaks differ
/// from the placer's count (devices run side by side, transfers take time), so when the
/// solution overflows, the overflowing devices' capacities are scaled down by capacity / peak
/// and the placer runs again, up to five times; the best by the run-time objective is kept.
/// Evaluations count those simulations.
SearchedSolution memoryPlacerSolution(const Problem &problem, MemoryPlacer placer);

} // namespace regal
