#include "core/runner/runcontroller.h"

#include "core/runner/pinning.h"

#include <QtConcurrent/QtConcurrentRun>
#include <condition_variable>
#include <mutex>
#include <optional>

namespace regal {

/// What the worker and the GUI thread share: the pause and stop requests and the unread progress.
struct RunController::Gate
{
    std::mutex mutex;
    std::condition_variable wake;
    bool paused = false;
    int stepsLeft = 0;
    bool stopRequested = false;
    bool waiting = false;
    std::vector<ConvergencePoint> points;
    std::optional<GenerationStatus> latest;
};

RunController::RunController(const MethodRegistry &methods, QObject *parent)
    : QObject(parent), m_methods(methods)
{
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &RunController::deliver);
    connect(&m_watcher, &QFutureWatcher<RunOutcome>::finished, this, &RunController::onFinished);
}

RunController::~RunController()
{
    stop();
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

Status RunController::start(const Problem &problem, const RunSettings &settings, bool paused)
{
    if (isActive())
        return Error{"a run is already going on"};
    if (Status valid = settings.validate(); !valid)
        return valid;
    Result<std::unique_ptr<Optimizer>> created = m_methods.create(settings.method);
    if (!created)
        return Error{created.error()};
    std::shared_ptr<Optimizer> optimizer = std::move(created).value();
    m_gate = std::make_shared<Gate>();
    m_gate->paused = paused;

    auto work = [gate = m_gate, optimizer, problem, settings, controller = this](
                    QPromise<RunOutcome> &promise) {
        auto onGeneration = [&](const GenerationStatus &status) {
            std::unique_lock lock(gate->mutex);
            gate->points.push_back(status.point);
            gate->latest = status;
            if (gate->paused && gate->stepsLeft > 0)
                --gate->stepsLeft;
            if (gate->paused && gate->stepsLeft == 0 && !gate->stopRequested) {
                gate->waiting = true;
                // Paused: hand this generation to the GUI at once, so a Step shows its effect.
                QMetaObject::invokeMethod(controller, [controller] { controller->deliver(); }, Qt::QueuedConnection);
                gate->wake.wait(lock, [&] { return !gate->paused || gate->stepsLeft > 0 || gate->stopRequested; });
                gate->waiting = false;
            }
            return !gate->stopRequested && !promise.isCanceled();
        };
        RunOutcome outcome;
        try {
            Result<Problem> pinned = withPins(problem, settings.pins);
            if (!pinned) {
                outcome.error = pinned.error();
            } else if (Result<RunOutcome> result = optimizer->run(*pinned, settings, onGeneration); result) {
                outcome = std::move(result).value();
            } else {
                outcome.error = result.error();
            }
        } catch (const std::exception &error) {
            outcome.error = error.what();
        } catch (...) {
            outcome.error = "the run failed with an unknown error";
        }
        promise.addResult(std::move(outcome));
    };
    m_watcher.setFuture(QtConcurrent::run(work));
    m_timer.start();
    setState(paused ? State::Paused : State::Running);
    return {};
}

void RunController::pause()
{
    if (m_state != State::Running)
        return;
    {
        std::lock_guard lock(m_gate->mutex);
        m_gate->paused = true;
        m_gate->stepsLeft = 0;
    }
    setState(State::Paused);
}

void RunController::resume()
{
    if (m_state != State::Paused)
        return;
    {
        std::lock_guard lock(m_gate->mutex);
        m_gate->paused = false;
    }
    m_gate->wake.notify_all();
    setState(State::Running);
}

void RunController::step()
{
    if (m_state != State::Paused)
        return;
    {
        std::lock_guard lock(m_gate->mutex);
        m_gate->stepsLeft = 1;
    }
    m_gate->wake.notify_all();
}

void RunController::stop()
{
    if (!isActive() || m_state == State::Stopping)
        return;
    {
        std::lock_guard lock(m_gate->mutex);
        m_gate->stopRequested = true;
    }
    m_gate->wake.notify_all();
    setState(State::Stopping);
}

void RunController::waitForFinished()
{
    if (!isActive())
        return;
    m_watcher.waitForFinished();
    onFinished();
}

void RunController::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void RunController::deliver()
{
    if (!m_gate)
        return;
    std::vector<ConvergencePoint> points;
    std::optional<GenerationStatus> latest;
    {
        std::lock_guard lock(m_gate->mutex);
        points.swap(m_gate->points);
        latest.swap(m_gate->latest);
    }
    if (latest)
        emit progress(points, *latest);
}

void RunController::onFinished()
{
    if (!isActive())
        return;
    m_timer.stop();
    deliver();
    RunOutcome outcome;
    if (m_watcher.future().resultCount() > 0)
        outcome = m_watcher.result();
    else
        outcome.error = "the run ended without a result";
    m_gate.reset();
    setState(State::Idle);
    emit finished(outcome);
}

} // namespace regal
