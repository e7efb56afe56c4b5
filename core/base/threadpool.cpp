#include "core/base/threadpool.h"

#include <atomic>

namespace regal {

/// One parallelFor: its own counters, so that a worker still holding a finished loop finds no
/// item left in it and leaves the next loop alone.
struct ThreadPool::Loop
{
    const std::function<void(std::size_t, int)> *task;
    std::size_t count;
    std::atomic<std::size_t> next{0};
    std::size_t completed = 0; ///< guarded by mutex
    std::mutex mutex;
    std::condition_variable done;

    void drain(int worker)
    {
        std::size_t finished = 0;
        for (std::size_t index = next++; index < count; index = next++) {
            (*task)(index, worker);
            ++finished;
        }
        if (finished == 0)
            return;
        std::lock_guard lock(mutex);
        completed += finished;
        if (completed == count)
            done.notify_all();
    }
};

ThreadPool::ThreadPool(int threadCount)
{
    if (threadCount <= 0)
        threadCount = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int worker = 1; worker < threadCount; ++worker)
        m_workers.emplace_back([this, worker] { workerLoop(worker); });
}

ThreadPool::~ThreadPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (std::thread &thread : m_workers)
        thread.join();
}

void ThreadPool::parallelFor(std::size_t count, const std::function<void(std::size_t, int)> &task)
{
    if (m_workers.empty() || count <= 1) {
        for (std::size_t index = 0; index < count; ++index)
            task(index, 0);
        return;
    }
    auto loop = std::make_shared<Loop>();
    loop->task = &task;
    loop->count = count;
    {
        std::lock_guard lock(m_mutex);
        m_loop = loop;
        ++m_generation;
    }
    m_wake.notify_all();
    loop->drain(0);
    std::unique_lock lock(loop->mutex);
    loop->done.wait(lock, [&] { return loop->completed == loop->count; });
}

void ThreadPool::workerLoop(int worker)
{
    std::uint64_t seen = 0;
    for (;;) {
        std::shared_ptr<Loop> loop;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
            if (m_stopping)
                return;
            seen = m_generation;
            loop = m_loop;
        }
        loop->drain(worker);
    }
}

} // namespace regal
