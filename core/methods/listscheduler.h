#pragma once

#include "core/sim/problem.h"

#include <span>
#include <vector>

namespace regal {

/// \brief A schedule built by a list scheduler: where and when every node runs in the
/// scheduler's own model (free links, no memory), and the order it placed them in.
struct ListSchedule
{
    std::vector<DeviceId> device;
    std::vector<NodeId> order; ///< nodes in the order they were scheduled
    std::vector<double> start;
    std::vector<double> finish;
    double makespan = 0.0;
};

/// The mean time of \a node over the devices it may use.
double averageOpTime(const Problem &problem, NodeId node);
/// The mean time of sending \a bytes over the links between distinct devices (0 with one device).
double averageTransferTime(const Problem &problem, Bytes bytes);

/// HEFT's upward rank (Topcuoglu, Hariri and Wu, "Performance-effective and low-complexity task
/// scheduling for heterogeneous computing", IEEE TPDS 13(3), 2002): the node's mean time plus
/// the largest mean transfer-plus-rank of its successors. The mean transfer to a successor sums
/// the outputs it reads.
std::vector<double> upwardRanks(const Problem &problem);
/// The downward rank of the same paper: the longest mean path from a source to the node,
/// the node itself excluded.
std::vector<double> downwardRanks(const Problem &problem);

/// \brief Insertion-free list scheduling by earliest finish time.
///
/// Repeatedly takes the ready node of highest \a priority (ties: lower id) and puts it on the
/// device given by \a fixedDevice, or, where that is InvalidDevice (or \a fixedDevice is
/// empty), on the allowed device where it finishes first (ties: lower index). A node may start
/// on a device when the device is free and its inputs have arrived: at once from the same
/// device, after latency + bytes / bandwidth from another; control inputs when they finish.
ListSchedule listSchedule(const Problem &problem, std::span<const double> priority,
                          std::span<const DeviceId> fixedDevice = {});

/// A solution whose priorities reproduce \a order: the first node gets the highest priority.
/// Priorities are (n - k) / (n + 1) for the k-th node, all in (0, 1).
Solution solutionFromOrder(std::span<const NodeId> order, std::vector<DeviceId> device);

} // namespace regal
