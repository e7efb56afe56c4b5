#pragma once

#include "core/base/stopwatch.h"
#include "core/search/searchparams.h"
#include "core/sim/objective.h"
#include "core/sim/solution.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace regal {

/// \brief Where a search stands after one generation (or one batch, for searches without
/// generations): what the progress callback receives and the stop predicate reads.
struct SearchStatus
{
    int generation = 0;
    std::int64_t evaluations = 0;
    Score best;        ///< the best score found so far
    double mean = 0.0; ///< mean Score::value over the current population or batch
    double worst = 0.0;///< largest Score::value in it
    double elapsed = 0.0; ///< seconds since the search started
    int stalled = 0;   ///< generations since the best last improved
    /// Decodes the best individual so far; set only during the progress callback of searches
    /// that keep a population (BRKGA), empty otherwise. Costs one decode when called.
    std::function<Solution()> decodeBest;
    /// Decodes the individual of rank \a rank (0 is the best) among \c populationSize; set and
    /// cleared with decodeBest. For views that sample what a search evaluates.
    std::function<Solution(std::size_t rank)> decodeRanked;
    std::size_t populationSize = 0;
};

/// Up to \a count individuals of the status's population, decoded, at ranks spread evenly from
/// the second best to the worst; empty when the search keeps no population.
std::vector<Solution> samplePopulation(const SearchStatus &status, std::size_t count);

/// \brief Why a search ended.
enum class StopReason { Budget, TimeLimit, Stall, Cancelled, Exhausted };

std::string_view stopReasonName(StopReason reason);

/// \brief The one stop predicate of a search, checked once per generation: the evaluation
/// budget, the time limit, the stall limit and a cancellation flag another thread may set.
class StopCriteria
{
public:
    StopCriteria(const ControlParams &control, const std::atomic<bool> *cancel);

    /// Seconds since construction.
    double elapsed() const;
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    /// Cancelled, or past the time limit: what a search checks between steps of its own.
    bool interrupted() const;
    /// Why to stop now, or nothing to go on.
    std::optional<StopReason> check(const SearchStatus &status) const;

private:
    /// Whether \a seconds reach the time limit, when there is one.
    bool pastTimeLimit(double seconds) const;

    ControlParams m_control;
    const std::atomic<bool> *m_cancel;
    Stopwatch m_stopwatch;
};

} // namespace regal
