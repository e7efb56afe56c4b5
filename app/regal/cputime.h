#pragma once

#include <ctime>

namespace regal::cli {

/// CPU time of every thread of this process so far, in seconds: what the benchmarks quote beside
/// wall time, since it leaves out the time a shared machine gave to others.
inline double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

} // namespace regal::cli
