#include "core/distributed/launch.h"


namespace regal {

Result<std::unique_ptr<Communicator>> createCommunicator()
{
    if (launchedProcesses() > 1)
        return Error{"this regal was built without MPI (cmake -DREGAL_MPI=ON needs Open MPI), so each process an MPI launcher "
                     "starts would run the whole job alone; run it without mpirun or srun"};
    return std::unique_ptr<Communicator>(std::make_unique<LocalCommunicator>());
}

} // namespace regal
