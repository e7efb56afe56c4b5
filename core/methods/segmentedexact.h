#pragma once

#include "core/sim/problem.h"

#include <atomic>
#include <cstddef>
#include <span>
#include <vector>

namespace regal {

/// \brief Limits and choices of segmentedExactSchedule().
struct SegmentedExactOptions
{
    /// Seconds of search for the whole graph; then it returns its best order and a lower bound.
    double timeLimit = 10.0;
    /// Most partial schedules kept at once in one segment (each costs a few dozen bytes plus
    /// one bit per node of the segment).
    std::size_t maxStates = std::size_t(1) << 21;
    /// Count each buffer at the smallest size of the tensors sharing it (the buffer and its
    /// aliases) instead of its own. A copy sent to another device has the size of the tensor
    /// read, so with this the peak is a lower bound for the relaxation of SPEC section 2 on
    /// several devices (docs/cost-model.md).
    bool smallestAliasBytes = false;
    /// Set by another thread to stop early, as at the time limit.
    const std::atomic<bool> *cancel = nullptr;
};

/// \brief What segmentedExactSchedule() found.
struct SegmentedExact
{
    std::vector<NodeId> order; ///< the best order found, topological
    Bytes peakMemory = 0;      ///< its one-device peak, params included
    Bytes lowerBound = 0;      ///< no order has a lower peak
    bool proven = false;       ///< peakMemory == lowerBound
    std::size_t segments = 0;        ///< pieces between cut nodes
    std::size_t largestSegment = 0;  ///< nodes of the largest piece
    std::size_t searchedSegments = 0; ///< pieces the search had to open (the others met the bound)
    std::size_t states = 0;          ///< partial schedules created in all pieces
};

/// \brief The least one-device peak memory by dynamic programming over the sets of finished
/// nodes, split at cut nodes, after Serenity (Ahn, Lee, Chen, Yoon and Kim, "Ordering Chaos:
/// Memory-Aware Scheduling of Irregularly Wired Neural Networks for Edge Devices", MLSys 2020).
///
/// The memory is the simulator's on one device (MemoryModel): params for the whole run, an
/// output from its producer's start until its last reader (of it or an alias of it) finishes.
/// Three reductions keep the optimum:
/// - a source without temp whose outputs all have readers (a weight, an input) runs right
///   before the first of its readers: later is never worse, as its reader holds it anyway;
/// - a cut node, one that every other node precedes or follows, splits the graph: every order
///   runs the nodes before it first, and the bytes live at a cut do not depend on the order;
///   the peak is the largest of the pieces' peaks;
/// - a ready node that frees at least what it allocates and runs within the peak so far is
///   taken at once (moving it first lowers every later moment).
/// Each piece is a shortest-path search on the largest peak (Dijkstra with max in place of
/// plus) over the sets of finished nodes, memoised by set, pruned at the best peak that the
/// \a upperOrders (topological orders, e.g. heuristics'; at least one) reach in that piece. A
/// piece whose best upper order already stays within the peak proven elsewhere is not searched.
/// At the time limit, the unfinished pieces keep their best upper order and the smallest open
/// peak of their search as a lower bound. Which pieces finish depends on the machine's speed.
SegmentedExact segmentedExactSchedule(const Problem &problem, std::span<const std::vector<NodeId>> upperOrders,
                                      const SegmentedExactOptions &options = {});

} // namespace regal
