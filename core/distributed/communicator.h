#pragma once

#include "core/base/result.h"
#include "core/distributed/faultinjection.h"

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace regal {

/// \brief What one job of a hand-out produced: its result as text, or why it failed.
using JobResult = Result<std::string>;
/// Runs job \a index on this rank. It may throw: the exception becomes the job's failure.
using JobRunner = std::function<JobResult(std::size_t index)>;
/// Receives the result of job \a index, run on \a rank; returns false to hand out no more jobs.
using JobCollector = std::function<bool(std::size_t index, int rank, JobResult result)>;

/// \brief The processes of one run and the few collective operations that spread training and
/// benchmarks over them: MPI when the program was started by an MPI launcher, else one process.
///
/// Every rank calls the collectives in the same order; each returns the same on every rank. A
/// rank that dies ends the whole run (the launcher's doing); a rank that cannot go on calls
/// abort(), which ends every rank at once, so that no rank waits for ever.
class Communicator
{
public:
    virtual ~Communicator() = default;

    virtual int rank() const = 0;
    virtual int size() const = 0;
    bool isRoot() const { return rank() == 0; }

    /// Sums \a values element by element over the ranks, into \a values on every rank. The
    /// order of the additions is not fixed; a caller that needs the same bits for any number of
    /// ranks gives each element to one rank and leaves it 0 on the others (x + 0 is x).
    virtual void sumAll(std::span<double> values) = 0;
    /// Every rank's \a text, in rank order, on every rank.
    virtual std::vector<std::string> gatherAll(const std::string &text) = 0;
    /// Rank 0's \a text, into \a text on every rank.
    virtual void broadcast(std::string &text) = 0;

    /// Runs the jobs listed in \a order (read on rank 0), first to last, each on whichever rank
    /// is free first (rank 0 works too), and returns on every rank when the last has finished. On rank 0,
    /// \a collect receives every result as it arrives, on the calling thread; when it returns
    /// false no further job is handed out, and the jobs already running finish and are
    /// collected. Other ranks never call \a collect.
    virtual void handOut(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect) = 0;

    /// Prints "regal: MESSAGE" on stderr and ends every rank of the run with \a code.
    [[noreturn]] void abort(const std::string &message, int code);

    /// Called by every job as it starts on this rank, from any thread: injects the fault that
    /// tests ask for (see FaultInjection).
    void startJob() { m_faults.beforeJob(rank()); }

protected:
    /// Ends every rank of the run with \a code, at once.
    virtual void endEveryRank(int code) = 0;
    /// Runs one job of this rank: injects the test fault when one is asked for, and turns an
    /// exception into the job's failure.
    JobResult runJob(const JobRunner &run, std::size_t index);

private:
    FaultInjection m_faults;
};

/// \brief The communicator of a run in one process: every collective returns its input.
class LocalCommunicator final : public Communicator
{
public:
    int rank() const override { return 0; }
    int size() const override { return 1; }
    void sumAll(std::span<double>) override {}
    std::vector<std::string> gatherAll(const std::string &text) override { return {text}; }
    void broadcast(std::string &) override {}
    void handOut(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect) override;

protected:
    void endEveryRank(int) override {}
};

/// Runs \a body, the whole of a command, on this rank. When it throws on one rank of several,
/// the others may be waiting for it in a collective: every rank is ended with a message that
/// names this one. In a run of one process the exception goes on to the caller.
int runOnEveryRank(Communicator &communicator, const std::function<int()> &body);

} // namespace regal
