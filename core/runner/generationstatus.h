#pragma once

#include "core/policy/policyadvice.h"

#include "core/sim/metrics.h"
#include "core/sim/solution.h"

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

/// \brief What an optimizer reports after each generation, by value.
struct GenerationStatus
{
    ConvergencePoint point;
    double elapsedSeconds = 0.0;
    Solution best;
    Metrics bestMetrics;
};

/// \brief The end of a run: the best solution and how it went.
struct RunOutcome
{
    Solution best;
    Metrics metrics;
    std::vector<ConvergencePoint> history;
    /// Per node what the policy proposed, when a policy steered the run; empty otherwise.
    std::vector<NodeProposal> policyProposals;
    std::int64_t evaluations = 0;
    double elapsedSeconds = 0.0;
    bool stopped = false;  ///< ended by Stop rather than by its budget
    std::string paramsJson = "{}"; ///< the parameters that made it, as a JSON object
    std::string error;     ///< set when the run failed; then nothing else is meaningful
};

} // namespace regal
