#include "core/distributed/faultinjection.h"

#include "core/base/error.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace regal {

FaultInjection::FaultInjection()
{
    const char *text = std::getenv("REGAL_INJECT_FAULT");
    if (!text || !*text)
        return;
    char kind[8] = {};
    int rank = 0;
    long job = 0;
    if (std::sscanf(text, "%7[a-z]:%d:%ld", kind, &rank, &job) != 3 || job < 1
        || (std::string(kind) != "fail" && std::string(kind) != "die"))
        throw RegalError(std::string("REGAL_INJECT_FAULT must be fail:RANK:JOB or die:RANK:JOB, not '") + text + "'");
    m_kind = std::string(kind) == "fail" ? Kind::Fail : Kind::Die;
    m_rank = rank;
    m_job = job;
}

void FaultInjection::beforeJob(int rank)
{
    if (m_kind == Kind::None || rank != m_rank || ++m_started != m_job)
        return;
    if (m_kind == Kind::Die) {
        std::fprintf(stderr, "regal: rank %d: killing itself at its job %ld, as REGAL_INJECT_FAULT asks\n", rank, m_job);
        std::raise(SIGKILL);
    }
    throw RegalError("a fault injected by REGAL_INJECT_FAULT");
}

} // namespace regal
