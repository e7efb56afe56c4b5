#pragma once

#include "core/distributed/communicator.h"

namespace regal {

/// \brief The ranks of MPI_COMM_WORLD (MPI 3: nonblocking collectives).
///
/// Only the thread that made it calls MPI (MPI_THREAD_FUNNELED). A rank that waits does not
/// spin: it tests its request and sleeps up to a millisecond between tests, so that a rank
/// which finished early leaves its core to the threads of the others. Rank 0 hands out jobs
/// from its calling thread and runs its own share on a second thread.
class MpiCommunicator final : public Communicator
{
public:
    /// Initialises MPI; MPI is finalised on destruction.
    MpiCommunicator();
    ~MpiCommunicator() override;
    MpiCommunicator(const MpiCommunicator &) = delete;
    MpiCommunicator &operator=(const MpiCommunicator &) = delete;

    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    void sumAll(std::span<double> values) override;
    std::vector<std::string> gatherAll(const std::string &text) override;
    void broadcast(std::string &text) override;
    void handOut(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect) override;

protected:
    void endEveryRank(int code) override;

private:
    void handOutAsRoot(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect);
    void workForRoot(const JobRunner &run);

    int m_rank = 0;
    int m_size = 1;
};

} // namespace regal
