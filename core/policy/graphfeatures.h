#pragma once

#include "core/graph/opcategory.h"
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
/// its inputs and consumers on other devices, the load and the memory peak of its device); what
/// the cluster offers where the anchor put it (the device's speed, its memory against the
/// graph's need, how full the anchor leaves it, the node's share of the bytes live at that
/// device's peak); and its operation's category (OpCategory) for an embedding. The two sparse
/// matrices average over a node's predecessors and over its successors.
struct GraphFeatures
{
    static constexpr int Count = 25;
    static constexpr int OpCategories = OpCategoryCount;

    Matrix values;                  ///< nodes x Count
    std::vector<int> opCategory;    ///< per node, an OpCategory
    SparseMatrix fromPredecessors;  ///< row v: 1/|pred(v)| at each predecessor
    SparseMatrix fromSuccessors;    ///< row v: 1/|succ(v)| at each successor

    std::size_t nodeCount() const { return opCategory.size(); }
};

GraphFeatures extractFeatures(const Problem &problem, const Anchor &anchor);

} // namespace regal
