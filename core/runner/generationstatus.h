#pragma once

#include "core/methods/method.h"
#include "core/search/convergencepoint.h"

#include <cstdint>
#include <string>
#include <vector>

namespace regal {

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
    Error error;           ///< a message when the run failed; then nothing else is meaningful
    bool failed() const { return !error.message.empty(); }
};

} // namespace regal
