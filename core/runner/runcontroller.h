#pragma once

#include "core/runner/methodregistry.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <memory>

namespace regal {

/// \brief Runs one optimizer at a time on a background thread and reports to the GUI thread.
///
/// The run goes through QtConcurrent::run with a QPromise and is watched by a QFutureWatcher.
/// The worker talks to this object only through a shared gate: it leaves each generation's
/// status there, and the controller hands the coalesced batch to the GUI on a timer, so a fast
/// search cannot flood the event loop. Pause and Step block the worker inside the per-generation
/// callback; Stop makes that callback return false, so a run ends within one generation. The
/// controller owns its run: the destructor stops it and waits.
class RunController : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Running, Paused, Stopping };
    Q_ENUM(State)

    explicit RunController(const MethodRegistry &methods, QObject *parent = nullptr);
    ~RunController() override;

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle; }

    /// Starts a run of \a settings.method on \a problem. With \a paused the run stops after its
    /// first generation and waits for step() or resume(). Fails when a run is active or the
    /// settings are invalid.
    Status start(const Problem &problem, const RunSettings &settings, bool paused = false);
    void pause();
    void resume();
    /// Runs one more generation, then pauses again. Only meaningful while paused.
    void step();
    void stop();
    /// Blocks until the active run, if any, has finished and its finished() signal was sent.
    /// A paused run must be resumed or stopped first.
    void waitForFinished();

    /// How often progress is handed to the GUI while running; default 100 ms.
    void setSnapshotInterval(int milliseconds) { m_timer.setInterval(milliseconds); }

signals:
    void stateChanged(regal::RunController::State state);
    /// New convergence points since the last signal, and the newest status.
    void progress(const std::vector<regal::ConvergencePoint> &points, const regal::GenerationStatus &latest);
    void finished(const regal::RunOutcome &outcome);

private:
    struct Gate;

    void setState(State state);
    void deliver();
    void onFinished();

    const MethodRegistry &m_methods;
    std::shared_ptr<Gate> m_gate;
    QFutureWatcher<RunOutcome> m_watcher;
    QTimer m_timer;
    State m_state = State::Idle;
};

} // namespace regal
