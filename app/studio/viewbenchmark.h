#pragma once

namespace regal {

/// \brief `regal-studio --bench-view`: opens generated graphs of 1k, 5k and 10k nodes in a real
/// main window, measures the time from opening to the first painted frame and the mean and
/// worst frame of a scripted pan and zoom, prints a table and returns 0.
int runViewBenchmark();

} // namespace regal
