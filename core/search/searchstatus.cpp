#include "core/search/searchstatus.h"

#include <algorithm>

namespace regal {

std::string_view stopReasonName(StopReason reason)
{
    switch (reason) {
    case StopReason::Budget: return "budget";
    case StopReason::TimeLimit: return "time limit";
    case StopReason::Stall: return "stall";
    case StopReason::Cancelled: return "cancelled";
    case StopReason::Exhausted: return "exhausted";
    }
    return "unknown";
}

std::vector<Solution> samplePopulation(const SearchStatus &status, std::size_t count)
{
    std::vector<Solution> sample;
    if (!status.decodeRanked || status.populationSize < 2)
        return sample;
    const std::size_t others = status.populationSize - 1;
    count = std::min(count, others);
    for (std::size_t i = 1; i <= count; ++i)
        sample.push_back(status.decodeRanked(1 + (i * others - 1) / count));
    return sample;
}

StopCriteria::StopCriteria(const ControlParams &control, const std::atomic<bool> *cancel)
    : m_control(control)
    , m_cancel(cancel)
{
}

double StopCriteria::elapsed() const
{
    return m_stopwatch.seconds();
}

bool StopCriteria::pastTimeLimit(double seconds) const
{
    return m_control.timeLimit > 0.0 && seconds >= m_control.timeLimit;
}

bool StopCriteria::interrupted() const
{
    return cancelled() || pastTimeLimit(elapsed());
}

std::optional<StopReason> StopCriteria::check(const SearchStatus &status) const
{
    if (cancelled())
        return StopReason::Cancelled;
    if (status.evaluations >= m_control.budget)
        return StopReason::Budget;
    if (pastTimeLimit(status.elapsed))
        return StopReason::TimeLimit;
    if (m_control.stallGenerations > 0 && status.stalled >= m_control.stallGenerations)
        return StopReason::Stall;
    return std::nullopt;
}

} // namespace regal
