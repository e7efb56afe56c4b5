#pragma once

#include "core/search/proposal.h"
#include "core/search/searchparams.h"
#include "core/search/searchstatus.h"
#include "core/sim/problem.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace regal {

/// \brief What a search returns: its best solution with its score and what it spent.
struct SearchResult
{
    Solution solution;
    Score score;
    std::int64_t evaluations = 0;
    int generations = 0;
    double seconds = 0.0;
    StopReason reason = StopReason::Budget;
};

/// \brief The biased random-key genetic algorithm of Goncalves and Resende ("Biased
/// random-key genetic algorithms for combinatorial optimization", J. Heuristics 17, 2011) with
/// REGAL's per-node proposal distributions (Paliwal et al. 2020, SPEC section 3).
///
/// Each generation keeps the elite, adds mutants sampled from the proposals (see Steering), and
/// fills the rest with children of one elite and one non-elite parent, each node's keys taken
/// from the elite parent with that node's rho. Evaluations run on a thread pool; every
/// individual draws from its own random stream (seed, generation, index), so the result does
/// not depend on the number of threads. The budget is counted exactly: the last generation
/// evaluates only as many children as it has left. Heuristic seeds join the initial
/// population, so the result is never worse than the best seed evaluated. Under memory limits
/// (BrkgaParams::populationOnceFeasibleFor), the generation after the first one whose best
/// solution fits in memory may keep only some of the best, and every later one has that size.
class Brkga
{
public:
    /// Which samples, of the initial population and of each generation's mutants, draw their
    /// keys from the proposals.
    enum class Steering
    {
        /// Every other one; the rest draw uniform keys, as plain BRKGA would. Poor proposals
        /// cannot crowd out the search plain BRKGA does, and good ones still fill half of it.
        EveryOther,
        /// Every one, as in REGAL (Paliwal et al. 2020).
        All,
    };

    /// \brief Proposals asked for again as the search goes: after every \a every evaluations of
    /// the search, \a advise gets the best solution so far and returns the proposals that steer
    /// from then on. Each asking costs one evaluation of the budget (advice around a solution
    /// reads its simulated timeline). The first time it is due while the best still overflows
    /// memory, the search repairs that best first (repairMemory()), and the next of the population
    /// while the repaired one still overflows, stopping once a tenth of the budget has gone to
    /// them (checked between the rounds of a repair).
    struct Readvice
    {
        std::int64_t every = 0;
        std::function<ProposalSet(const Solution &best)> advise;
    };

    /// Throws RegalError when a parameter is out of its range.
    Brkga(const Problem &problem, Task task, const BrkgaParams &params, const ControlParams &control);

    /// Replaces the uniform proposals; throws RegalError when \a proposals do not fit the
    /// problem or are invalid.
    void setProposals(ProposalSet proposals, Steering steering = Steering::EveryOther);
    const ProposalSet &proposals() const { return m_proposals; }
    /// Asks for new proposals as the search goes; the proposals it returns must fit the problem.
    void setReadvice(Readvice readvice);
    /// Adds a solution to the initial population (the first population-size seeds count).
    /// With \a simulated, its score from a simulation made elsewhere: the first population
    /// counts that simulation as its evaluation of the seed instead of running another, when
    /// the seed's keys decode to the very solution.
    void addSeed(const Solution &solution, std::optional<Score> simulated = std::nullopt);
    /// A flag another thread may set to stop the search after the current generation.
    void setCancelFlag(const std::atomic<bool> *cancel) { m_cancel = cancel; }
    /// Called once per generation, on the calling thread.
    void setStatusCallback(std::function<void(const SearchStatus &)> callback) { m_callback = std::move(callback); }

    SearchResult run() const;
    /// The individuals kept once a generation fits, as the parameters decide for this problem
    /// and budget; 0 keeps them all.
    int populationOnceFeasible() const { return m_populationOnceFeasible; }

private:
    /// Draws the keys of the \a index-th sample of a generation from \a proposals or uniform
    /// ones, as the steering says.
    void sample(const ProposalSet &proposals, std::size_t index, Random &random, double *keys) const;

    const Problem &m_problem;
    Task m_task;
    BrkgaParams m_params;
    int m_populationOnceFeasible = 0; ///< BrkgaParams::populationOnceFeasibleFor this problem and budget
    ControlParams m_control;
    ProposalSet m_uniform;
    ProposalSet m_proposals;
    Steering m_steering = Steering::EveryOther;
    Readvice m_readvice;
    std::vector<Solution> m_seeds;
    std::vector<std::optional<Score>> m_seedScores; ///< addSeed's \a simulated, one per seed
    const std::atomic<bool> *m_cancel = nullptr;
    std::function<void(const SearchStatus &)> m_callback;
};

std::string_view steeringName(Brkga::Steering steering);
/// "every-other" or "all"; nothing for another name.
std::optional<Brkga::Steering> parseSteering(std::string_view name);

} // namespace regal
