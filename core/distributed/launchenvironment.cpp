#include "core/distributed/launch.h"

#include <algorithm>
#include <cstdlib>

namespace regal {

int launchedProcesses()
{
    // Open MPI's mpirun, then the PMI of MPICH's launchers and of Slurm's srun.
    for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
        if (const char *value = std::getenv(name))
            return std::max(1, std::atoi(value));
    if (std::getenv("PMIX_RANK"))
        return 1 + std::max(0, std::atoi(std::getenv("PMIX_RANK")));
    return 0;
}

} // namespace regal
