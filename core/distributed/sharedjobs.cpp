#include "core/distributed/sharedjobs.h"

#include <exception>
#include <fmt/format.h>
#include <mutex>

namespace regal {

Result<std::vector<double>> computeShared(Communicator &communicator, ThreadPool &pool, std::size_t count,
                                          const std::function<double(std::size_t)> &job)
{
    const auto ranks = std::size_t(communicator.size());
    const auto rank = std::size_t(communicator.rank());
    std::vector<std::size_t> mine;
    for (std::size_t index = rank; index < count; index += ranks)
        mine.push_back(index);
    // The values, then one failure flag per rank: each element is written by one rank only.
    std::vector<double> values(count + ranks, 0.0);
    std::mutex failureMutex;
    std::string failure;
    pool.parallelFor(mine.size(), [&](std::size_t position, int) {
        const std::size_t index = mine[position];
        try {
            communicator.startJob();
            values[index] = job(index);
        } catch (const std::exception &error) {
            const std::lock_guard lock(failureMutex);
            if (failure.empty())
                failure = fmt::format("job {}: {}", index, error.what());
        }
    });
    values[count + rank] = failure.empty() ? 0.0 : 1.0;
    communicator.sumAll(values);
    bool failed = false;
    for (std::size_t other = 0; other < ranks; ++other)
        failed = failed || values[count + other] != 0.0;
    if (failed) {
        const std::vector<std::string> failures = communicator.gatherAll(failure);
        for (std::size_t other = 0; other < ranks; ++other)
            if (!failures[other].empty())
                return Error{fmt::format("rank {} failed {}", other, failures[other])};
    }
    values.resize(count);
    return values;
}

bool setOnAnyRank(Communicator &communicator, bool flag)
{
    double value = flag ? 1.0 : 0.0;
    communicator.sumAll({&value, 1});
    return value != 0.0;
}

} // namespace regal
