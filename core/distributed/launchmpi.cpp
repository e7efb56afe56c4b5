#include "core/distributed/launch.h"
#include "core/distributed/mpicommunicator.h"

#include <fmt/format.h>

namespace regal {

Result<std::unique_ptr<Communicator>> createCommunicator()
{
    // A plain run stays out of MPI: initialising it alone would start a daemon for nothing.
    const int launched = launchedProcesses();
    if (launched == 0)
        return std::unique_ptr<Communicator>(std::make_unique<LocalCommunicator>());
    auto communicator = std::make_unique<MpiCommunicator>();
    if (communicator->size() == 1 && launched > 1)
        return Error{fmt::format("the launcher started {} processes but MPI sees only this one; with Slurm, run srun --mpi=pmix",
                                 launched)};
    return std::unique_ptr<Communicator>(std::move(communicator));
}

} // namespace regal
