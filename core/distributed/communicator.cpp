#include "core/distributed/communicator.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fmt/format.h>

namespace regal {

JobResult Communicator::runJob(const JobRunner &run, std::size_t index)
{
    try {
        startJob();
        return run(index);
    } catch (const std::exception &error) {
        return Error{error.what()};
    }
}

void LocalCommunicator::handOut(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect)
{
    for (const std::size_t index : order)
        if (!collect(index, 0, runJob(run, index)))
            return;
}

void Communicator::abort(const std::string &message, int code)
{
    std::fprintf(stderr, "regal: %s\n", message.c_str());
    std::fflush(stderr);
    endEveryRank(code);
    std::exit(code);
}

int runOnEveryRank(Communicator &communicator, const std::function<int()> &body)
{
    if (communicator.size() == 1)
        return body();
    std::string message;
    try {
        return body();
    } catch (const std::exception &error) {
        message = fmt::format("rank {}: {}", communicator.rank(), error.what());
    }
    communicator.abort(message, 1);
}

} // namespace regal
