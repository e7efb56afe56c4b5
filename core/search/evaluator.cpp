#include "core/search/evaluator.h"

#include <algorithm>

namespace regal {

Evaluator::Evaluator(const Problem &problem, Task task, int threads, std::int64_t budget)
    : m_pool(threads)
    , m_decoder(problem, task, m_pool.threadCount())
    , m_budget(std::max<std::int64_t>(0, budget))
{
}

std::size_t Evaluator::run(std::span<Score> scores, const Job &evaluate)
{
    const std::size_t count = std::size_t(std::min<std::int64_t>(std::int64_t(scores.size()), remaining()));
    m_pool.parallelFor(count, [&](std::size_t index, int worker) { scores[index] = evaluate(index, worker); });
    m_evaluations += std::int64_t(count);
    return count;
}

std::optional<Score> Evaluator::evaluate(const Solution &solution)
{
    if (!spend())
        return std::nullopt;
    return m_decoder.evaluate(solution, 0);
}

bool Evaluator::spend()
{
    if (remaining() <= 0)
        return false;
    ++m_evaluations;
    return true;
}

} // namespace regal
