#pragma once

#include "core/base/result.h"
#include "core/policy/adam.h"
#include "core/policy/policynetwork.h"
#include "core/search/searchparams.h"
#include "core/sim/objective.h"

namespace regal {

/// \brief The knobs of policy training (SPEC section 4), with their ranges checked by validate().
struct TrainingParams
{
    Task task = Task::Runtime;
    int devices = defaults::Devices; ///< identical devices of the training clusters, in [1, MaxDevices]
    int steps = 500;            ///< policy updates, >= 1
    int graphsPerStep = 2;      ///< training graphs per update, >= 1
    int samplesPerGraph = 4;    ///< decisions sampled per graph, >= 2 (the baseline needs the others)
    std::int64_t budget = 2000; ///< evaluations of every BRKGA run, >= 1
    int uniformRuns = 3;        ///< seeds of uniform BRKGA averaged for the reference cost, >= 1
    double entropyWeight = 0.01;///< >= 0
    int validateEvery = 25;     ///< steps between validations, >= 1
    int validationSeeds = 2;    ///< BRKGA seeds per validation graph, >= 1
    int threads = 0;            ///< rollouts in parallel; 0 means one per hardware thread
    bool heuristicsInPopulation = true; ///< steered runs start from the heuristics, as the regal method does
    std::uint64_t seed = 1;
    BrkgaParams brkga;          ///< of every BRKGA run, uniform or steered
    PolicyShape shape;
    Adam::Settings adam;

    Status validate() const;
    /// The parameters as a JSON object text, for the model card.
    std::string json() const;
};

} // namespace regal
