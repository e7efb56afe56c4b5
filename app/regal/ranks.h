#pragma once

#include "app/regal/suite.h"
#include "core/distributed/communicator.h"

#include <functional>
#include <string>
#include <vector>

namespace regal::cli {

/// Runs \a command on every rank of this process's communicator (several under mpirun or
/// srun when regal is built with MPI, one otherwise) and returns its exit code.
int runOnRanks(const std::function<int(Communicator &)> &command);

/// For an error that every rank meets alike: prints "regal: MESSAGE" on rank 0 only and
/// returns exit code 1.
int failOnEveryRank(const Communicator &communicator, const std::string &message);

/// The names and content hashes of \a suite, the part of a run's fingerprint that says the
/// ranks read the same graphs.
std::string suiteFingerprint(const std::vector<SuiteGraph> &suite);

} // namespace regal::cli
