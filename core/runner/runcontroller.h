#pragma once

#include "core/methods/runrequest.h"
#include "core/runner/generationstatus.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <memory>
#include <span>

namespace regal {

/// \brief Runs one method of the table at a time on a background thread and reports to the GUI
/// thread.
///
/// The worker calls the same entry point as `regal optimize`: the method's run() with the
/// MethodContext of a RunRequest. It goes through QtConcurrent::run with a QPromise and is
/// watched by a QFutureWatcher. The worker talks to this object only through a shared gate: the
/// method's progress callback leaves each generation there, and the controller hands the
/// coalesced batch to the GUI on a timer, so a fast search cannot flood the event loop. The gate
/// owns the method's cancel flag. Pause and Step block the worker inside the progress callback;
/// Stop sets the flag, so a run ends within one generation. The best solution is decoded only
/// once per delivery. The controller owns its run: the destructor stops it and waits.
class RunController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunController)
public:
    enum class State { Idle, Running, Paused, Stopping };
    Q_ENUM(State)

    /// Runs the methods of \a table (the engine's by default) with \a assets.
    explicit RunController(std::shared_ptr<const MethodAssets> assets, QObject *parent = nullptr,
                           std::span<const Method> table = methods());
    ~RunController() override;

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle; }
    /// What the methods run with: the tuned parameters and the policies.
    const MethodAssets &assets() const { return *m_assets; }

    /// Starts a run of \a request on \a problem. With \a paused the run stops after its first
    /// generation and waits for step() or resume(). Fails when a run is active, the method is
    /// unknown or the parameters are invalid.
    Status start(const Problem &problem, const RunRequest &request, bool paused = false);
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

    std::shared_ptr<const MethodAssets> m_assets;
    std::span<const Method> m_table;
    std::shared_ptr<Gate> m_gate;
    QFutureWatcher<RunOutcome> m_watcher;
    QTimer m_timer;
    State m_state = State::Idle;
};

} // namespace regal
