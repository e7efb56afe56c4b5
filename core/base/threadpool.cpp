#include "core/base/threadpool.h"

namespace regal {

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
    {
        std::lock_guard lock(m_mutex);
        m_task = &task;
        m_count = count;
        m_next = 0;
        m_busy = int(m_workers.size());
        ++m_generation;
    }
    m_wake.notify_all();
    drain(0);
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_busy == 0; });
    m_task = nullptr;
}

void ThreadPool::drain(int worker)
{
    for (std::size_t index = m_next++; index < m_count; index = m_next++)
        (*m_task)(index, worker);
}

void ThreadPool::workerLoop(int worker)
{
    std::uint64_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
            if (m_stopping)
                return;
            seen = m_generation;
        }
        drain(worker);
        std::lock_guard lock(m_mutex);
        if (--m_busy == 0)
            m_done.notify_one();
    }
}

} // namespace regal
