#pragma once

#include <atomic>
#include <cstddef>

namespace regal {

/// \brief A fault that tests ask for, to check that a run stops cleanly when a rank fails.
///
/// The environment variable REGAL_INJECT_FAULT holds "KIND:RANK:JOB": the JOB-th job (from 1)
/// that rank RANK starts fails with an exception (KIND "fail") or kills its process with
/// SIGKILL, as the out-of-memory killer would (KIND "die"). Unset, nothing happens.
class FaultInjection
{
public:
    FaultInjection();

    /// Called as rank \a rank starts a job; throws or dies when this is the job asked for.
    void beforeJob(int rank);

private:
    enum class Kind { None, Fail, Die };
    Kind m_kind = Kind::None;
    int m_rank = 0;
    long m_job = 0;
    std::atomic<long> m_started{0};
};

} // namespace regal
