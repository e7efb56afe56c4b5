#include "widgets/graph/layoutservice.h"

#include <QtConcurrent/QtConcurrentRun>

namespace regal {

LayoutService::LayoutService(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<GraphLayout>::finished, this, &LayoutService::onFinished);
}

LayoutService::~LayoutService()
{
    m_waiting.reset();
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

std::shared_ptr<const GraphLayout> LayoutService::cached(const QString &key) const
{
    const auto *found = m_cache.object(key);
    return found ? *found : nullptr;
}

void LayoutService::request(const QString &key, LayoutRequest request, LayoutEngine engine)
{
    if (auto layout = cached(key)) {
        emit ready(key, layout);
        return;
    }
    if (m_running == key)
        return;
    m_waiting = Job{key, std::move(request), engine};
    if (!m_running)
        startNext();
}

void LayoutService::startNext()
{
    if (!m_waiting)
        return;
    Job job = std::move(*m_waiting);
    m_waiting.reset();
    m_running = job.key;
    m_watcher.setFuture(QtConcurrent::run(
        [request = std::move(job.request), engine = job.engine] { return layoutGraph(request, engine); }));
}

void LayoutService::onFinished()
{
    if (!m_running || !m_watcher.isFinished())
        return;
    const QString key = *m_running;
    m_running.reset();
    auto layout = std::make_shared<const GraphLayout>(m_watcher.result());
    m_cache.insert(key, new std::shared_ptr<const GraphLayout>(layout));
    if (!m_waiting)
        emit ready(key, layout);
    startNext();
}

void LayoutService::waitForIdle()
{
    while (m_running) {
        m_watcher.waitForFinished();
        onFinished();
    }
}

} // namespace regal
