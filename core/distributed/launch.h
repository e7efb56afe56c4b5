#pragma once

#include "core/base/result.h"
#include "core/distributed/communicator.h"

#include <memory>

namespace regal {

/// The communicator of this process: over MPI when the program was built with it (REGAL_MPI)
/// and started by an MPI launcher (mpirun, srun --mpi=pmix), of one process otherwise. Fails
/// when a launcher started several processes of a program built without MPI, which would
/// each run the whole job.
Result<std::unique_ptr<Communicator>> createCommunicator();

/// How many processes an MPI launcher says it started, from its environment; 0 when none did.
int launchedProcesses();

} // namespace regal
