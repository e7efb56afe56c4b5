#pragma once

#include "core/base/threadpool.h"
#include "core/search/decoder.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace regal {

/// \brief Evaluations in parallel under an exact budget: a thread pool, a Decoder with one
/// scratch space per thread, and the count of evaluations spent.
///
/// Every search of the project spends its budget here, so that the count is exact and never
/// exceeds the budget. A batch asks for some evaluations and gets the first ones that the
/// budget still allows; which ones those are depends only on their indices, never on threads.
class Evaluator
{
public:
    /// \a threads as in ControlParams (0: one per hardware thread); \a budget >= 0.
    Evaluator(const Problem &problem, Task task, int threads, std::int64_t budget);

    const Decoder &decoder() const { return m_decoder; }
    const Problem &problem() const { return m_decoder.problem(); }
    Task task() const { return m_decoder.task(); }
    int threadCount() const { return m_pool.threadCount(); }

    std::int64_t budget() const { return m_budget; }
    std::int64_t evaluations() const { return m_evaluations; }
    std::int64_t remaining() const { return m_budget - m_evaluations; }

    /// The function that produces one evaluation: it gets the item's index and the worker
    /// that runs it (for Decoder::evaluate and other per-thread scratch) and returns the score.
    using Job = std::function<Score(std::size_t index, int worker)>;

    /// Runs \a evaluate for indices [0, k) in parallel, k = min(scores.size(), remaining()),
    /// writes their scores and returns k. Counts k evaluations.
    std::size_t run(std::span<Score> scores, const Job &evaluate);

    /// One evaluation of \a solution on the calling thread (worker 0); nothing when the budget
    /// is spent.
    std::optional<Score> evaluate(const Solution &solution);

    /// Counts one evaluation made elsewhere, such as a simulation that records a timeline;
    /// false, counting nothing, when the budget is spent.
    bool spend();

private:
    ThreadPool m_pool;
    Decoder m_decoder;
    std::int64_t m_budget;
    std::int64_t m_evaluations = 0;
};

} // namespace regal
