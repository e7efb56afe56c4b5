#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace regal {

/// \brief A fixed set of worker threads that run parallel loops.
///
/// The calling thread takes part as worker 0, so a pool of one thread runs everything inline.
/// The pool owns its threads and joins them on destruction.
class ThreadPool
{
public:
    /// \a threadCount >= 1; 0 means one per hardware thread.
    explicit ThreadPool(int threadCount);
    ~ThreadPool();
    ThreadPool(const ThreadPool &) = delete;
    ThreadPool &operator=(const ThreadPool &) = delete;

    int threadCount() const { return int(m_workers.size()) + 1; }

    /// Calls task(index, worker) for every index in [0, count) and returns when all are done.
    /// worker is in [0, threadCount()) and is unique among the calls running at one time, so
    /// it can select per-thread scratch space.
    void parallelFor(std::size_t count, const std::function<void(std::size_t, int)> &task);

private:
    void workerLoop(int worker);
    void drain(int worker);

    std::vector<std::thread> m_workers;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    const std::function<void(std::size_t, int)> *m_task = nullptr;
    std::size_t m_count = 0;
    std::atomic<std::size_t> m_next{0};
    int m_busy = 0;
    std::uint64_t m_generation = 0;
    bool m_stopping = false;
};

} // namespace regal
