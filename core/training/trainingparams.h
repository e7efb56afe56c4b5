#pragma once

#include "core/base/result.h"
#include "core/policy/adam.h"
#include "core/policy/policynetwork.h"
#include "core/search/brkga.h"
#include "core/search/searchparams.h"
#include "core/sim/objective.h"

#include <string>
#include <string_view>
#include <vector>

namespace regal {

/// \brief A kind of cluster to train on: one device per speed, default links, and, with a
/// memory factor F > 0, each device given F × (the graph's oneDevicePeak()) / devices of memory.
struct TrainingCluster
{
    std::vector<double> speeds = std::vector<double>(std::size_t(defaults::Devices), 1.0);
    double memoryFactor = 0.0; ///< 0: unlimited memory

    /// "1,1,0.5,0.5@1.3": the speeds, then the memory factor when there is one.
    std::string text() const;
    /// Reads text(); the message names what is wrong.
    static Result<TrainingCluster> parse(std::string_view text);
    friend bool operator==(const TrainingCluster &, const TrainingCluster &) = default;
};

/// \brief The knobs of policy training (SPEC section 4), with their ranges checked by validate().
struct TrainingParams
{
    Task task = Task::Runtime;
    /// Every graph is trained and validated on each of them.
    std::vector<TrainingCluster> clusters = {TrainingCluster{}};
    int steps = 500;            ///< policy updates, >= 1
    int graphsPerStep = 2;      ///< training graphs per update, >= 1
    int samplesPerGraph = 4;    ///< decisions sampled per graph, >= 2 (the baseline needs the others)
    std::int64_t budget = 2000; ///< evaluations of every BRKGA run, >= 1
    /// Which samples of a steered run the proposals steer; the policy keeps it, and the regal
    /// method runs with it.
    Brkga::Steering steering = Brkga::Steering::EveryOther;
    int referenceRuns = 3;      ///< seeds of seeded BRKGA averaged for the reference cost, >= 1
    double entropyWeight = 0.01;///< >= 0
    /// Divides each graph's advantages by the spread of its samples' rewards (at least
    /// MinRewardSpread), so that every graph of a step weighs alike: a graph whose samples
    /// overflow memory or not no longer drowns one whose samples differ by a point of makespan.
    bool scaledAdvantages = false;
    static constexpr double MinRewardSpread = 0.01;
    int validateEvery = 25;     ///< steps between validations, >= 1
    int validationSeeds = 2;    ///< BRKGA seeds per validation graph, >= 1
    /// Scores each validation run against seeded BRKGA run on the same seed (cached per problem
    /// and seed) instead of against the reference cost averaged over seeds 1 to referenceRuns,
    /// so that the luck of the seeds cancels out. Off: validation as the shipped policies had it.
    bool pairedValidation = false;
    /// Before the first step, the network learns to predict, node by node, the choices under
    /// which the best solution of seeded BRKGA at this many evaluations is most likely
    /// (SearchTargets), over imitationEpochs passes of the training problems; 0: no imitation.
    std::int64_t imitationBudget = 0;
    /// After that, one more round of imitation (a fresh Adam from the imitated weights): of the
    /// best solutions of searches at this many evaluations that the imitated network's most
    /// probable proposals steer, as the regal method runs them. The network learns from searches
    /// it leads (expert iteration); 0: no such round. Needs imitationBudget > 0.
    std::int64_t steeredImitationBudget = 0;
    int imitationEpochs = 20;   ///< >= 1, per round
    /// The gate, when the shape has one, steers where the advice gained by more than this many
    /// standard errors of its runs on its fitting seeds (cautiousGain); 0: where it gained.
    double gateConfidence = 0.0;
    /// The gate's evidence: its fitting runs, steered and seeded alike, are on seeds 1 to this;
    /// 0: the reference runs' seeds, whose mean it reuses.
    int gateRuns = 0;
    int threads = 0;            ///< rollouts in parallel; 0 means one per hardware thread
    std::uint64_t seed = 1;
    /// Of every BRKGA run, seeded or steered. The full population throughout and no repair, as
    /// the shipped policies were trained before searches under memory limits shrank it once they
    /// fit (BrkgaParams::populationOnceFeasibleFor) and repaired what still overflowed
    /// (BrkgaParams::repairFraction); so `regal train` still reproduces them.
    BrkgaParams brkga{.populationOnceFeasible = 0, .repairFraction = 0.0};
    PolicyShape shape;
    Adam::Settings adam;

    Status validate() const;
    /// The parameters as a JSON object text, for the model card.
    std::string json() const;
};

} // namespace regal
