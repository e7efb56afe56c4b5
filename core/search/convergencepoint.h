#pragma once

#include <cstdint>

namespace regal {

/// \brief One point of a convergence curve: the state after one generation.
struct ConvergencePoint
{
    int generation = 0;
    std::int64_t evaluations = 0;
    double best = 0.0; ///< the task's value (seconds or bytes) of the best solution so far
    double mean = 0.0; ///< the same, averaged over this generation's population
    /// The best solution so far overflows a device's memory: the search ranks it by the overflow
    /// first, so its value may rise until a solution fits.
    bool overMemory = false;
};

} // namespace regal
