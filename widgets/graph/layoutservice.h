#pragma once

#include "widgets/graph/graphlayout.h"

#include <QCache>
#include <QFutureWatcher>
#include <QObject>
#include <memory>
#include <optional>

namespace regal {

/// \brief Lays graphs out on a worker thread and keeps the results.
///
/// One layout runs at a time (Graphviz is serialised anyway); a request made while one runs
/// replaces any request still waiting, so only the newest is computed next. Results are cached by
/// key (graph hash plus the collapsed groups), so switching back costs nothing. The service owns
/// its worker and waits for it on destruction.
class LayoutService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LayoutService)
public:
    explicit LayoutService(QObject *parent = nullptr);
    ~LayoutService() override;

    /// The cached layout for \a key, or nullptr.
    std::shared_ptr<const GraphLayout> cached(const QString &key) const;
    /// Computes the layout of \a request unless cached; ready() follows either way.
    void request(const QString &key, LayoutRequest request, LayoutEngine engine = LayoutEngine::Auto);
    bool isBusy() const { return m_running.has_value(); }
    /// Blocks until no layout is running or waiting (for tests and --screenshot).
    void waitForIdle();

signals:
    void ready(const QString &key, std::shared_ptr<const regal::GraphLayout> layout);

private:
    struct Job
    {
        QString key;
        LayoutRequest request;
        LayoutEngine engine;
    };
    void startNext();
    void onFinished();

    QCache<QString, std::shared_ptr<const GraphLayout>> m_cache{16};
    QFutureWatcher<GraphLayout> m_watcher;
    std::optional<QString> m_running;
    std::optional<Job> m_waiting;
};

} // namespace regal
