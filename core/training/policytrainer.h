#pragma once

#include "core/base/threadpool.h"
#include "core/distributed/communicator.h"
#include "core/policy/adam.h"
#include "core/search/proposal.h"
#include "core/policy/graphfeatures.h"
#include "core/policy/policyfile.h"
#include "core/training/trainingparams.h"

#include <atomic>
#include <functional>
#include <map>
#include <optional>

namespace regal {

/// \brief A graph to train or validate on, by the name reports give it.
struct TrainingGraph
{
    std::string name;
    std::shared_ptr<const Graph> graph;
};

/// \brief How training stands after one step.
struct TrainingProgress
{
    int step = 0;
    double meanReward = 0.0;              ///< over this step's samples
    double meanEntropy = 0.0;             ///< per node and head, in nats
    std::optional<double> validation;     ///< mean improvement over uniform BRKGA, when validated
    double seconds = 0.0;                 ///< spent training, resumed runs included
};

/// \brief Trains a policy network with REINFORCE as a contextual bandit (Paliwal et al. 2020,
/// section 4.2; Williams 1992).
///
/// A step picks a few training graphs, samples several decisions for each from the policy, and
/// runs BRKGA with each decision's proposals at the training budget (and, unless the parameters
/// say otherwise, with the heuristics' solutions in its first population, as the regal method
/// runs). The reward of a sample is its improvement over uniform BRKGA on that graph,
/// (C_uniform - C) / C_uniform, with C_uniform the mean of several uniform runs, computed once.
/// The samples of one graph share a BRKGA seed, and each sample's baseline is the mean reward
/// of the others, so luck of the search cancels out. The loss adds an entropy bonus; Adam
/// updates the weights. Rollouts run in parallel. Every few steps the most probable decisions
/// are scored on the validation graphs, and the best network so far is kept.
///
/// Over several ranks (a Communicator), every rank holds the whole trainer and takes the same
/// steps: the rollouts of a step, the uniform and the validation runs are spread over the
/// ranks and their costs shared; the gradient of each chosen graph is computed on one rank,
/// and the ranks' gradients are summed (MPI_Allreduce) into fixed slots, then added in graph
/// order. So the weights have the same bits on every rank, for any number of ranks and
/// threads, as in a run of one process.
class PolicyTrainer
{
public:
    /// \a communicator (one process when null) must outlive the trainer.
    PolicyTrainer(TrainingParams params, std::vector<TrainingGraph> training, std::vector<TrainingGraph> validation,
                  Communicator *communicator = nullptr);
    ~PolicyTrainer();

    /// Trains from the current step up to params.steps, calling \a progress after every step;
    /// returns early, between steps, when \a cancel is set (on any rank). Fails, alike on every
    /// rank, when a run failed on one; the state is then that of the last step done.
    Status run(const std::function<void(const TrainingProgress &)> &progress, const std::atomic<bool> *cancel = nullptr);

    int step() const { return m_step; }
    /// The network that did best on validation (the latest when there is no validation set).
    PolicyModel bestModel() const;
    std::optional<double> bestValidation() const { return m_bestValidation; }
    /// The reference cost of uniform BRKGA on a graph, by graph name.
    const std::map<std::string, double> &uniformCosts() const { return m_uniformCosts; }

    /// Everything needed to go on later exactly as if never stopped.
    std::string checkpointJson() const;
    Status restore(const std::string &checkpoint, const std::string &source);

private:
    struct Entry;

    double runBrkga(const Entry &entry, const ProposalSet *proposals, std::uint64_t seed) const;
    Status computeUniformCosts();
    Result<TrainingProgress> trainStep();
    Result<double> validate() const;
    /// Fails when the network differs between ranks, which would be a bug or mixed hardware.
    Status checkSameNetwork() const;

    TrainingParams m_params;
    std::unique_ptr<Communicator> m_ownCommunicator; ///< when none is given
    Communicator *m_communicator;
    std::vector<Entry> m_training;
    std::vector<Entry> m_validation;
    std::shared_ptr<PolicyNetwork> m_network;
    std::shared_ptr<PolicyNetwork> m_best;
    std::optional<double> m_bestValidation;
    std::unique_ptr<Adam> m_adam;
    std::unique_ptr<ThreadPool> m_pool;
    std::map<std::string, double> m_uniformCosts;
    int m_step = 0;
    double m_seconds = 0.0; ///< spent training, over every resumed run
};

} // namespace regal
