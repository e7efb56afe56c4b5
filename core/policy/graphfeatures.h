#pragma once

#include "core/policy/anchor.h"
#include "core/policy/tensor.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief What the policy network sees of a graph (SPEC section 4).
///
/// Per node: the log of its compute time, output, input, param and temp bytes and degrees,
/// standardised over the graph so that graphs of any scale look alike; its position (normalised
/// topological depth, top level and bottom level as shares of the critical path, rank in
/// topological order), left as fractions in [0, 1]; alias and graph-output flags; what the
/// anchor did with it (its priority, start and finish as shares of the makespan, the share of
/// its inputs and consumers on other devices, the load and the memory peak of its device); and
/// its operation type, hashed into one of OpBuckets buckets for an embedding. The two sparse
/// matrices average over a node's predecessors and over its successors.
struct GraphFeatures
{
    static constexpr int Count = 21;
    static constexpr int OpBuckets = 64;

    Matrix values;                  ///< nodes x Count
    std::vector<int> opBucket;      ///< per node
    SparseMatrix fromPredecessors;  ///< row v: 1/|pred(v)| at each predecessor
    SparseMatrix fromSuccessors;    ///< row v: 1/|succ(v)| at each successor

    std::size_t nodeCount() const { return opBucket.size(); }
};

GraphFeatures extractFeatures(const Problem &problem, const Anchor &anchor);

/// The bucket of an operation type: FNV-1a of its name, stable across runs and platforms.
int opBucketOf(const std::string &op);

} // namespace regal
