#pragma once

#include "core/graph/graph.h"
#include "core/policy/tensor.h"

#include <vector>

namespace regal {

/// \brief What the policy network sees of a graph (SPEC section 4).
///
/// Per node: the log of its compute time, output, input, param and temp bytes and degrees,
/// standardised over the graph so that graphs of any scale look alike; its position (normalised
/// topological depth, top level and bottom level as shares of the critical path, rank in
/// topological order), left as fractions in [0, 1]; alias and graph-output flags; and its
/// operation type, hashed into one of OpBuckets buckets for an embedding. The two sparse
/// matrices average over a node's predecessors and over its successors.
struct GraphFeatures
{
    static constexpr int Count = 14;
    static constexpr int OpBuckets = 64;

    Matrix values;                  ///< nodes x Count
    std::vector<int> opBucket;      ///< per node
    SparseMatrix fromPredecessors;  ///< row v: 1/|pred(v)| at each predecessor
    SparseMatrix fromSuccessors;    ///< row v: 1/|succ(v)| at each successor

    std::size_t nodeCount() const { return opBucket.size(); }
};

GraphFeatures extractFeatures(const Graph &graph);

/// The bucket of an operation type: FNV-1a of its name, stable across runs and platforms.
int opBucketOf(const std::string &op);

} // namespace regal
