#pragma once

#include "core/graph/graph.h"

namespace regal {

/// \brief An Inception-style graph built in code: a stem, \a blocks mixed blocks of four
/// parallel branches each (grouped as "mixed_K/branch_J"), and a classifier head. Used when the
/// build has no embedded samples, and by the view benchmark's smaller sibling.
Graph inceptionDemoGraph(int blocks = 6);

/// \brief A random layered DAG of \a nodes nodes for benchmarks: each node reads one to three
/// outputs of the layers just above; every 40 nodes form a group "stage_S/block_B".
Graph layeredBenchmarkGraph(int nodes, unsigned seed, bool grouped);

} // namespace regal
