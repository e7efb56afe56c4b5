#include "core/distributed/mpicommunicator.h"

#include <mpi.h>

#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fmt/format.h>
#include <mutex>
#include <optional>
#include <thread>

namespace regal {
namespace {

enum Tag : int { ResultTag = 1, JobTag = 2 };
constexpr std::int64_t NoJob = -1;

/// Waits for \a request without holding a core: MPI_Test, then a sleep that doubles up to 1 ms.
void waitFor(MPI_Request &request)
{
    auto pause = std::chrono::microseconds(10);
    for (;;) {
        int done = 0;
        MPI_Test(&request, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        std::this_thread::sleep_for(pause);
        pause = std::min(2 * pause, std::chrono::microseconds(1000));
    }
}

int countOf(std::size_t size)
{
    if (size > std::size_t(INT_MAX))
        throw RegalError(fmt::format("{} elements are more than one MPI message holds", size));
    return int(size);
}

/// A finished job as a message: its index, whether it succeeded, and its text or error.
std::string encodeResult(std::size_t index, const JobResult &result)
{
    std::string message(sizeof(std::int64_t) + 1, '\0');
    const auto job = std::int64_t(index);
    std::memcpy(message.data(), &job, sizeof job);
    message[sizeof job] = result ? '1' : '0';
    return message + (result ? *result : result.error());
}

std::pair<std::size_t, JobResult> decodeResult(const std::string &message)
{
    std::int64_t job = 0;
    std::memcpy(&job, message.data(), sizeof job);
    std::string text = message.substr(sizeof job + 1);
    if (message[sizeof job] == '1')
        return {std::size_t(job), JobResult(std::move(text))};
    return {std::size_t(job), JobResult(Error{std::move(text)})};
}

/// Rank 0's own share of a hand-out, run on a thread of its own while the calling thread
/// answers the other ranks.
class LocalShare
{
public:
    LocalShare(const std::vector<std::size_t> &order) : m_order(order) {}

    std::optional<std::size_t> take()
    {
        const std::lock_guard lock(m_mutex);
        if (m_stopping || m_next == m_order.size())
            return std::nullopt;
        return m_order[m_next++];
    }
    void stop()
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    void finish(std::size_t index, JobResult result)
    {
        const std::lock_guard lock(m_mutex);
        m_finished.emplace_back(index, std::move(result));
        m_changed.notify_one();
    }
    void close()
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
        m_changed.notify_one();
    }
    /// The results finished since the last call, after waiting at most \a timeout for one.
    std::deque<std::pair<std::size_t, JobResult>> finished(std::chrono::microseconds timeout)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait_for(lock, timeout, [&] { return !m_finished.empty() || m_closed; });
        return std::exchange(m_finished, {});
    }
    bool closed()
    {
        const std::lock_guard lock(m_mutex);
        return m_closed && m_finished.empty();
    }

private:
    const std::vector<std::size_t> &m_order;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::size_t m_next = 0;
    bool m_stopping = false;
    bool m_closed = false;
    std::deque<std::pair<std::size_t, JobResult>> m_finished;
};

} // namespace

MpiCommunicator::MpiCommunicator()
{
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &m_size);
    if (provided < MPI_THREAD_FUNNELED)
        abort("this MPI library cannot run threads beside MPI (MPI_THREAD_FUNNELED)", 1);
}

MpiCommunicator::~MpiCommunicator()
{
    MPI_Finalize();
}

void MpiCommunicator::sumAll(std::span<double> values)
{
    MPI_Request request;
    MPI_Iallreduce(MPI_IN_PLACE, values.data(), countOf(values.size()), MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &request);
    waitFor(request);
}

std::vector<std::string> MpiCommunicator::gatherAll(const std::string &text)
{
    const int length = countOf(text.size());
    auto lengths = std::vector<int>(std::size_t(m_size));
    MPI_Request request;
    MPI_Iallgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD, &request);
    waitFor(request);
    auto offsets = std::vector<int>(std::size_t(m_size));
    std::size_t total = 0;
    for (std::size_t rank = 0; rank < lengths.size(); ++rank) {
        offsets[rank] = countOf(total);
        total += std::size_t(lengths[rank]);
    }
    std::string all(total, '\0');
    MPI_Iallgatherv(text.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, MPI_COMM_WORLD,
                    &request);
    waitFor(request);
    std::vector<std::string> texts;
    for (std::size_t rank = 0; rank < lengths.size(); ++rank)
        texts.push_back(all.substr(std::size_t(offsets[rank]), std::size_t(lengths[rank])));
    return texts;
}

void MpiCommunicator::broadcast(std::string &text)
{
    std::int64_t length = std::int64_t(text.size());
    MPI_Request request;
    MPI_Ibcast(&length, 1, MPI_INT64_T, 0, MPI_COMM_WORLD, &request);
    waitFor(request);
    text.resize(std::size_t(length));
    MPI_Ibcast(text.data(), countOf(text.size()), MPI_CHAR, 0, MPI_COMM_WORLD, &request);
    waitFor(request);
}

void MpiCommunicator::handOut(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect)
{
    if (m_rank == 0)
        handOutAsRoot(order, run, collect);
    else
        workForRoot(run);
}

void MpiCommunicator::handOutAsRoot(const std::vector<std::size_t> &order, const JobRunner &run, const JobCollector &collect)
{
    LocalShare share(order);
    std::thread worker([&] {
        while (const std::optional<std::size_t> index = share.take())
            share.finish(*index, runJob(run, *index));
        share.close();
    });
    const auto collected = [&](std::size_t index, int rank, JobResult result) {
        try {
            if (!collect(index, rank, std::move(result)))
                share.stop();
        } catch (const std::exception &error) {
            abort(fmt::format("rank 0: {}", error.what()), 1);
        }
    };
    int working = m_size - 1; // other ranks not yet told to stop
    while (working > 0 || !share.closed()) {
        int waiting = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, ResultTag, MPI_COMM_WORLD, &waiting, &status);
        if (waiting) {
            int length = 0;
            MPI_Get_count(&status, MPI_CHAR, &length);
            std::string message(std::size_t(length), '\0');
            MPI_Recv(message.data(), length, MPI_CHAR, status.MPI_SOURCE, ResultTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            if (!message.empty()) {
                auto [index, result] = decodeResult(message);
                collected(index, status.MPI_SOURCE, std::move(result));
            }
            const std::optional<std::size_t> next = share.take();
            const std::int64_t job = next ? std::int64_t(*next) : NoJob;
            if (!next)
                --working;
            MPI_Send(&job, 1, MPI_INT64_T, status.MPI_SOURCE, JobTag, MPI_COMM_WORLD);
        }
        // Sleeps up to 1 ms when no other rank is waiting, and wakes early for a local result.
        for (auto &[index, result] : share.finished(std::chrono::microseconds(waiting ? 0 : 1000)))
            collected(index, 0, std::move(result));
    }
    worker.join();
}

void MpiCommunicator::workForRoot(const JobRunner &run)
{
    std::string message; // empty: the first request, with no result
    for (;;) {
        MPI_Request request;
        MPI_Isend(message.data(), countOf(message.size()), MPI_CHAR, 0, ResultTag, MPI_COMM_WORLD, &request);
        waitFor(request);
        std::int64_t job = NoJob;
        MPI_Irecv(&job, 1, MPI_INT64_T, 0, JobTag, MPI_COMM_WORLD, &request);
        waitFor(request);
        if (job == NoJob)
            return;
        message = encodeResult(std::size_t(job), runJob(run, std::size_t(job)));
    }
}

void MpiCommunicator::endEveryRank(int code)
{
    MPI_Abort(MPI_COMM_WORLD, code);
}

} // namespace regal
