#include "core/runner/runcontroller.h"

#include "core/base/stopwatch.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <iterator>
#include <mutex>
#include <optional>

namespace regal {

/// What the worker and the GUI thread share: the cancel flag the method reads, the pause
/// requests, and the progress the GUI has not read yet.
struct RunController::Gate
{
    std::mutex mutex;
    std::condition_variable wake;
    std::atomic<bool> cancel{false};
    bool paused = false;
    int stepsLeft = 0;
    bool bestWanted = true; ///< the GUI took the last decoded best; decode the next one
    std::vector<ConvergencePoint> points;
    std::optional<GenerationStatus> latest;
    std::vector<Solution> sample; ///< population samples since the last delivery

    /// The method's progress callback, on the worker thread: records the generation, decodes
    /// the best when the GUI wants one, and blocks while paused. \a held is called once the
    /// worker is about to wait.
    template <typename Held>
    void report(const SearchStatus &status, const ConvergencePoint &point, Held held)
    {
        bool decode = false;
        bool sampleWanted = false;
        {
            std::lock_guard lock(mutex);
            decode = bestWanted && status.decodeBest;
            sampleWanted = sample.size() < MaxSampledPerDelivery;
        }
        Solution best = decode ? status.decodeBest() : Solution{};
        std::vector<Solution> sampled =
            sampleWanted ? samplePopulation(status, PopulationSampleSize) : std::vector<Solution>{};
        std::unique_lock lock(mutex);
        points.push_back(point);
        const std::size_t room = MaxSampledPerDelivery - std::min(sample.size(), MaxSampledPerDelivery);
        std::move(sampled.begin(), sampled.begin() + std::ptrdiff_t(std::min(room, sampled.size())),
                  std::back_inserter(sample));
        if (!latest)
            latest.emplace();
        latest->point = point;
        latest->elapsedSeconds = status.elapsed;
        if (decode) {
            latest->best = std::move(best);
            bestWanted = false;
        }
        if (paused && stepsLeft > 0)
            --stepsLeft;
        if (paused && stepsLeft == 0 && !cancel) {
            held();
            wake.wait(lock, [&] { return !paused || stepsLeft > 0 || cancel; });
        }
    }
};

RunController::RunController(std::shared_ptr<const MethodAssets> assets, QObject *parent, std::span<const Method> table)
    : QObject(parent), m_assets(std::move(assets)), m_table(table)
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

Status RunController::start(const Problem &problem, const RunRequest &request, bool paused)
{
    if (isActive())
        return Error{"a run is already going on"};
    const Method *method = nullptr;
    std::string known;
    for (const Method &candidate : m_table) {
        if (candidate.name == request.method)
            method = &candidate;
        known += (known.empty() ? "" : ", ") + std::string(candidate.name);
    }
    if (!method)
        return Error{"unknown method '" + request.method + "'; the methods are: " + known};
    if (Status valid = request.validate(); !valid)
        return valid;
    m_gate = std::make_shared<Gate>();
    m_gate->paused = paused;

    auto work = [gate = m_gate, assets = m_assets, method, problem, request, controller = this](
                    QPromise<RunOutcome> &promise) {
        const Stopwatch stopwatch;
        RunOutcome outcome;
        try {
            Result<Problem> pinned = problem.withPins(request.pins);
            if (!pinned)
                throw std::runtime_error(pinned.error());
            MethodContext context = request.context(*pinned, *assets);
            context.cancel = &gate->cancel;
            context.progress = [&](const SearchStatus &status) {
                const ConvergencePoint point{status.generation + 1, status.evaluations, status.best.value, status.mean,
                                             status.best.penalty > 0.0};
                outcome.history.push_back(point);
                // Paused: hand this generation to the GUI at once, so a Step shows its effect.
                gate->report(status, point, [controller] {
                    QMetaObject::invokeMethod(controller, [controller] { controller->deliver(); }, Qt::QueuedConnection);
                });
                if (promise.isCanceled())
                    gate->cancel = true;
            };
            Result<MethodResult> result = method->run(context);
            if (result)
                outcome.result = std::move(result).value();
            else
                outcome.error = result.failure();
        } catch (const std::exception &error) {
            outcome.error = Error{error.what()};
        } catch (...) {
            outcome.error = Error{"the run failed with an unknown error"};
        }
        outcome.elapsedSeconds = stopwatch.seconds();
        outcome.stopped = gate->cancel.load();
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
        m_gate->cancel = true;
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
        if (latest)
            latest->sample.swap(m_gate->sample);
        m_gate->bestWanted = true;
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
        outcome.error = Error{"the run ended without a result"};
    m_gate.reset();
    setState(State::Idle);
    emit finished(outcome);
}

} // namespace regal
