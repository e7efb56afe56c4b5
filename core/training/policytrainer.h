#pragma once

#include "core/base/threadpool.h"
#include "core/distributed/communicator.h"
#include "core/policy/adam.h"
#include "core/search/proposal.h"
#include "core/policy/graphfeatures.h"
#include "core/search/brkga.h"
#include "core/policy/policyfile.h"
#include "core/training/searchimitation.h"
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
    std::optional<double> validation;     ///< mean improvement over seeded BRKGA, when validated
    std::vector<double> validationByCluster; ///< the same per training cluster (params.clusters), when validated
    double seconds = 0.0;                 ///< spent training, resumed runs included
};

/// \brief Trains a policy network with REINFORCE as a contextual bandit (Paliwal et al. 2020,
/// section 4.2; Williams 1992).
///
/// Every graph is bound to each training cluster (TrainingCluster: speeds and a memory factor). A
/// step picks a few of these problems, samples several decisions for each from the policy, and
/// runs BRKGA with each decision's proposals at the training budget, as the regal method runs:
/// the heuristics' solutions in its first population, the proposals steering the samples that
/// TrainingParams::steering says (the policy keeps it, and the method steers alike).
/// The reward of a sample is its improvement over seeded BRKGA (the same search and starts
/// without proposals), (C_seeded - C) / C_seeded, with C_seeded the mean of several seeded runs,
/// computed once. A run's cost is its makespan or peak, raised for overflowing memory (see cost()).
/// The samples of one graph share a BRKGA seed, and each sample's baseline is the mean reward
/// of the others, so luck of the search cancels out. The loss adds an entropy bonus; Adam
/// updates the weights. Rollouts run in parallel. Every few steps the most probable decisions
/// are scored on the validation graphs, and the best network so far is kept. With
/// TrainingParams::pairedValidation each validation run is compared with seeded BRKGA on the
/// same problem and seed, run once and cached, rather than with the mean reference cost, and the
/// untrained network is validated first (step 0), so that it ships when no step beats it.
/// With a gate (PolicyShape::gate), the best network's gate is fitted after the last step
/// (gatefit.h) on the training problems and on graphs given to setGateGraphs().
///
/// Over several ranks (a Communicator), every rank holds the whole trainer and takes the same
/// steps: the rollouts of a step, the reference and the validation runs are spread over the
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

    /// What a run costs: \a proposals steering a search on \a problem, or none for the
    /// reference run. By default BRKGA, as the regal method and brkga-seeded run it; a test puts
    /// in a toy whose best decision is known. Set it before run().
    using Search = std::function<double(const Problem &problem, const ProposalSet *proposals, std::uint64_t seed)>;
    void setSearch(Search search) { m_search = std::move(search); }

    /// Graphs that the gate is also fitted on, besides the training graphs (each bound to every
    /// training cluster), never trained on: the gate then sees graphs of other sizes than
    /// training can afford. Their names must differ from the training graphs'. Set it before run().
    void setGateGraphs(std::vector<TrainingGraph> graphs);

    int step() const { return m_step; }
    /// The network that did best on validation (the latest when there is no validation set).
    PolicyModel bestModel() const;
    std::optional<double> bestValidation() const { return m_bestValidation; }
    /// \brief What the gate of the best network was fitted to, once training is done.
    struct GateSummary
    {
        std::size_t steered = 0;  ///< problems it was fitted on that it steers
        std::size_t problems = 0; ///< problems it was fitted on: the training problems and those of setGateGraphs()
        std::optional<double> validation; ///< the validation with the gate, when there is a validation set
    };
    const std::optional<GateSummary> &gateSummary() const { return m_gateSummary; }
    /// The reference cost of seeded BRKGA on a problem, by its name: the graph's, followed by
    /// " on " and the cluster when there are several.
    const std::map<std::string, double> &referenceCosts() const { return m_referenceCosts; }

    /// Everything needed to go on later exactly as if never stopped.
    std::string checkpointJson() const;
    Status restore(const std::string &checkpoint, const std::string &source);

private:
    struct Entry;

    /// BRKGA on \a entry as the regal method (with \a proposals) or brkga-seeded runs it.
    SearchResult search(const Entry &entry, const ProposalSet *proposals, std::uint64_t seed, std::int64_t budget) const;
    /// The cost of search() at the training budget, or of the test's search.
    double runSearch(const Entry &entry, const ProposalSet *proposals, std::uint64_t seed) const;
    /// Trains the network on the SearchTargets of seeded BRKGA at the imitation budget, then,
    /// when asked, on those of the searches that the imitated network steers.
    void imitateLongSearches();
    /// The SearchTargets of the best solution of a search at \a budget on every training
    /// problem: seeded BRKGA, or \a steered by steeringProposals().
    std::vector<SearchTargets> longSearchTargets(std::int64_t budget, bool steered) const;
    /// imitationEpochs passes of imitationStep() over the training problems, in a fresh order each.
    void imitate(const std::vector<SearchTargets> &targets);
    /// The proposals of the most probable choices of \a logits, the network's on \a entry,
    /// whatever its gate says.
    ProposalSet mostProbableProposals(const PolicyLogits &logits, const Entry &entry) const;
    /// The same where \a network steers \a entry; none where its gate leaves it to seeded BRKGA.
    std::optional<ProposalSet> steeringProposals(const PolicyNetwork &network, const Entry &entry) const;
    /// Binds each of \a graphs to every training cluster, with its heuristic start and features.
    std::vector<Entry> bind(std::vector<TrainingGraph> graphs) const;
    /// Fits the best network's gate (gatefit.h) to what its advice gains over seeded BRKGA on each
    /// training and gate-fitting problem, on seeds 1 to gateRuns (by default those of the reference
    /// runs), and validates it.
    Status fitBestGate();
    /// The costs of seeded BRKGA (runSearch without proposals) on each problem and seed, spread over the ranks.
    Result<std::vector<double>> seededRuns(const std::vector<std::pair<const Entry *, std::uint64_t>> &runs) const;
    /// Seeded BRKGA's mean cost over seeds 1 to \a runs, per entry.
    Result<std::vector<double>> seededMeans(const std::vector<const Entry *> &entries, std::size_t runs) const;
    /// The missing reference costs, and with paired validation the missing paired ones.
    Status computeReferenceCosts();
    Result<TrainingProgress> trainStep();
    /// The mean improvement of \a network on the validation problems, then the same per training cluster.
    Result<std::pair<double, std::vector<double>>> validate(const PolicyNetwork &network) const;
    /// Validates into \a status and keeps the network when it beats the best so far.
    Status validateAndKeepBest(TrainingProgress &status);
    /// Fails when the network differs between ranks, which would be a bug or mixed hardware.
    Status checkSameNetwork() const;

    TrainingParams m_params;
    std::unique_ptr<Communicator> m_ownCommunicator; ///< when none is given
    Communicator *m_communicator;
    std::vector<Entry> m_training;
    std::vector<Entry> m_validation;
    std::vector<Entry> m_gateOnly; ///< setGateGraphs()
    std::shared_ptr<PolicyNetwork> m_network;
    std::shared_ptr<PolicyNetwork> m_best;
    std::optional<double> m_bestValidation;
    std::optional<GateSummary> m_gateSummary;
    std::unique_ptr<Adam> m_adam;
    std::unique_ptr<ThreadPool> m_pool;
    std::map<std::string, double> m_referenceCosts;
    /// Seeded BRKGA on a validation problem (by name) and seed, when validation is paired.
    std::map<std::pair<std::string, std::uint64_t>, double> m_pairedReferenceCosts;
    Search m_search;
    int m_step = 0;
    double m_seconds = 0.0; ///< spent training, over every resumed run
};

} // namespace regal
