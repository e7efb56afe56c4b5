#pragma once

#include "core/base/result.h"
#include "core/base/threadpool.h"
#include "core/distributed/communicator.h"

#include <functional>
#include <vector>

namespace regal {

/// Computes job(i) for every i in [0, count): job i runs on rank i % size, and the jobs of one
/// rank run in parallel on \a pool. Every rank receives every value, with the same bits for any
/// number of ranks and threads as long as job(i) depends on i alone. When a job throws on any
/// rank, every rank gets the same error, which names the rank. A collective.
Result<std::vector<double>> computeShared(Communicator &communicator, ThreadPool &pool, std::size_t count,
                                          const std::function<double(std::size_t)> &job);

/// Whether \a flag is set on any rank. A collective.
bool setOnAnyRank(Communicator &communicator, bool flag);

} // namespace regal
