#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace regal {

/// \brief A fixed set of worker threads that run parallel loops.
///
/// The calling thread takes part as worker 0, so a pool of one thread runs everything inline.
/// A loop ends as soon as its last item is done: a worker that wakes up late finds nothing left
/// and never holds the caller up. The pool owns its threads and joins them on destruction.
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
    /// it can select per-thread scratch space. The task must not throw.
    void parallelFor(std::size_t count, const std::function<void(std::size_t, int)> &task);

private:
    struct Loop;

    void workerLoop(int worker);

    std::vector<std::thread> m_workers;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::shared_ptr<Loop> m_loop;
    std::uint64_t m_generation = 0;
    bool m_stopping = false;
};

} // namespace regal
