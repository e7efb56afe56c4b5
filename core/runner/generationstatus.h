#pragma once

#include "core/methods/method.h"

#include <cstdint>
#include <string>
#include <vector>

namespace regal {

/// \brief One point of a convergence curve: the state after one generation.
struct ConvergencePoint
{
    int generation = 0;
    std::int64_t evaluations = 0;
    double best = 0.0; ///< the task's value (seconds or bytes) of the best solution so far
    double mean = 0.0; ///< the same, averaged over this generation's population
};

/// \brief The newest state of a run, as the GUI receives it with a batch of points.
struct GenerationStatus
{
    ConvergencePoint point;
    double elapsedSeconds = 0.0;
    /// The best solution so far, decoded once per delivery to the GUI (not per generation);
    /// empty for methods that keep no population.
    Solution best;
    /// Members of the population sampled since the last delivery (samplePopulation, a few per
    /// generation, at most MaxSampledPerDelivery): what the Pareto view plots. Empty for
    /// methods that keep no population.
    std::vector<Solution> sample;
};

/// How many members of the population each generation samples besides the best, and the most
/// one delivery to the GUI carries: the worker decodes no more than that per 100 ms.
inline constexpr std::size_t PopulationSampleSize = 4;
inline constexpr std::size_t MaxSampledPerDelivery = 64;

/// \brief The end of a run: what the method returned and how it went.
struct RunOutcome
{
    MethodResult result;
    std::vector<ConvergencePoint> history;
    double elapsedSeconds = 0.0;
    bool stopped = false;  ///< ended by Stop rather than by its budget
    std::string error;     ///< set when the run failed; then nothing else is meaningful
};

} // namespace regal
