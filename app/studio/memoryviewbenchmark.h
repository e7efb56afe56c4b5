#pragma once

namespace regal {

/// \brief `regal-studio --bench-memory-views`: on generated graphs of 1k, 5k and 10k nodes
/// placed on four devices, times the lifetime view's plan and table, its chart's repaint, and
/// the Pareto view taking one delivery of sampled solutions; prints a table and returns 0.
int runMemoryViewBenchmark();

} // namespace regal
