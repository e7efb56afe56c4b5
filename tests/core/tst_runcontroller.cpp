#include "core/runner/runcontroller.h"
#include "core/graph/graphbuilder.h"
#include "core/sim/costsimulator.h"

#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <thread>

using namespace regal;

namespace {

/// Counts its generations and takes 20 ms for each, like a search on a big graph.
class SlowOptimizer : public Optimizer
{
public:
    explicit SlowOptimizer(std::atomic<int> &generations) : m_generations(generations) {}

    Result<RunOutcome> run(const Problem &problem, const RunSettings &settings, const GenerationCallback &onGeneration) override
    {
        RunOutcome outcome;
        outcome.best = problem.defaultSolution();
        for (int generation = 1; outcome.evaluations < settings.budget; ++generation) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            outcome.evaluations += settings.populationSize;
            ++m_generations;
            GenerationStatus status;
            status.point = {generation, outcome.evaluations, 1.0, 2.0};
            status.best = outcome.best;
            if (!onGeneration(status)) {
                outcome.stopped = true;
                break;
            }
        }
        return outcome;
    }

private:
    std::atomic<int> &m_generations;
};

class FailingOptimizer : public Optimizer
{
public:
    Result<RunOutcome> run(const Problem &, const RunSettings &, const GenerationCallback &) override
    {
        throw std::runtime_error("decoder exploded");
    }
};

Problem chainProblem(int nodes)
{
    GraphBuilder builder("chain");
    for (int index = 0; index < nodes; ++index) {
        Node node;
        node.name = "n" + std::to_string(index);
        node.op = "Op";
        node.cost = 1.0 + index % 3;
        node.outputs.push_back(Tensor{64, -1, false, {}});
        if (index > 0)
            node.inputs.push_back({NodeId(index - 1), 0});
        if (index > 1)
            node.inputs.push_back({NodeId(index - 2), 0});
        builder.addNode(std::move(node));
    }
    return Problem::create(std::make_shared<const Graph>(std::move(builder).build().value()), Cluster::uniform(3)).value();
}

} // namespace

class TestRunController : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_generations = 0;
        m_methods = MethodRegistry{};
        addBuiltInMethods(m_methods, std::make_shared<const MethodAssets>());
        m_methods.add({"slow", "test", [this] { return std::make_unique<SlowOptimizer>(m_generations); }});
        m_methods.add({"failing", "test", [] { return std::make_unique<FailingOptimizer>(); }});
    }

    void stopEndsTheRunWithinOneGeneration()
    {
        RunController controller(m_methods);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "slow";
        settings.budget = 1'000'000;
        QVERIFY(controller.start(chainProblem(10), settings));
        QTRY_VERIFY(m_generations >= 3);
        const int atStop = m_generations;
        controller.stop();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY2(m_generations <= atStop + 1, qPrintable(QStringLiteral("%1 then %2").arg(atStop).arg(m_generations.load())));
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY(outcome.stopped);
        QCOMPARE(controller.state(), RunController::State::Idle);
    }

    void stopEndsABrkgaRunWithoutAnotherGeneration()
    {
        RunController controller(m_methods);
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 100'000'000;
        QVERIFY(controller.start(chainProblem(60), settings, true)); // holds after generation 1
        QTRY_COMPARE(progress.count(), 1);
        controller.step();
        QTRY_COMPARE(progress.count(), 2); // held after generation 2
        controller.stop();
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY(outcome.stopped);
        QCOMPARE(int(outcome.history.size()), 2);
        QVERIFY(outcome.evaluations < settings.budget);
        QCOMPARE(outcome.best.size(), std::size_t(60));
    }

    void pauseHoldsAndStepRunsExactlyOneGeneration()
    {
        RunController controller(m_methods);
        RunSettings settings;
        settings.method = "slow";
        settings.budget = 1'000'000;
        QVERIFY(controller.start(chainProblem(10), settings, true));
        QTRY_COMPARE(m_generations.load(), 1);
        QTest::qWait(100);
        QCOMPARE(m_generations.load(), 1);
        controller.step();
        QTRY_COMPARE(m_generations.load(), 2);
        QTest::qWait(100);
        QCOMPARE(m_generations.load(), 2);
        controller.resume();
        QTRY_VERIFY(m_generations >= 5);
        controller.pause();
        QTest::qWait(60);
        const int paused = m_generations;
        QTest::qWait(100);
        QCOMPARE(m_generations.load(), paused);
        controller.stop();
        QTRY_COMPARE(controller.state(), RunController::State::Idle);
    }

    void progressIsCoalesced()
    {
        RunController controller(m_methods);
        controller.setSnapshotInterval(200);
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "slow";
        settings.budget = 2000;
        settings.populationSize = 20; // 100 generations of 20 ms
        QVERIFY(controller.start(chainProblem(30), settings));
        QTRY_COMPARE(finished.count(), 1);
        std::size_t points = 0;
        for (const QList<QVariant> &signal : progress)
            points += signal.front().value<std::vector<ConvergencePoint>>().size();
        QCOMPARE(points, std::size_t(100));
        QVERIFY(progress.count() < 30);
    }

    void workerErrorsArriveAsValues()
    {
        RunController controller(m_methods);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "failing";
        QVERIFY(controller.start(chainProblem(5), settings));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().value<RunOutcome>().error, std::string("decoder exploded"));
        settings.method = "nonsense";
        QVERIFY(!controller.start(chainProblem(5), settings));
    }

    void brkgaThroughTheRunnerMatchesADirectRun()
    {
        const Problem problem = chainProblem(40);
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 600;
        settings.threads = 2;
        RunController controller(m_methods);
        QSignalSpy finished(&controller, &RunController::finished);
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY2(outcome.error.empty(), outcome.error.c_str());
        QCOMPARE(outcome.evaluations, std::int64_t(600));
        QCOMPARE(outcome.history.back().evaluations, std::int64_t(600));

        settings.threads = 1;
        Result<std::unique_ptr<Optimizer>> direct = m_methods.create("brkga");
        QVERIFY(direct);
        const RunOutcome again = (*direct)->run(problem, settings, [](const GenerationStatus &) { return true; }).value();
        QCOMPARE(again.best, outcome.best);
    }

    void aStartSolutionSeedsBrkga()
    {
        const Problem problem = chainProblem(20);
        Solution start = problem.defaultSolution();
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 100; // the first generation only
        settings.start = start;
        Result<std::unique_ptr<Optimizer>> optimizer = m_methods.create("brkga");
        const RunOutcome outcome = (*optimizer)->run(problem, settings, [](const GenerationStatus &) { return true; }).value();
        CostSimulator simulator(problem);
        QVERIFY(score(Task::Runtime, outcome.metrics) <= score(Task::Runtime, simulator.run(start)));
    }

    void generationsOfBrkgaCarryTheBestSolution()
    {
        RunController controller(m_methods);
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 300;
        QVERIFY(controller.start(chainProblem(15), settings));
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(progress.count() >= 1);
        QCOMPARE(progress.back().at(1).value<GenerationStatus>().best.size(), std::size_t(15));
    }

    void pinsAreRespected()
    {
        RunController controller(m_methods);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSettings settings;
        settings.method = "random";
        settings.budget = 200;
        settings.pins.assign(10, InvalidDevice);
        settings.pins[3] = 2;
        settings.pins[7] = 1;
        QVERIFY(controller.start(chainProblem(10), settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QCOMPARE(outcome.best.device[3], DeviceId(2));
        QCOMPARE(outcome.best.device[7], DeviceId(1));
    }

    void aStartSolutionAgainstLaterPinsStillSeedsBrkga()
    {
        RunController controller(m_methods);
        QSignalSpy finished(&controller, &RunController::finished);
        const Problem problem = chainProblem(10);
        RunSettings settings;
        settings.method = "brkga";
        settings.budget = 200;
        settings.start = problem.defaultSolution(); // every node on device 0
        settings.pins.assign(10, InvalidDevice);
        settings.pins[4] = 2;
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY2(outcome.error.empty(), outcome.error.c_str());
        QCOMPARE(outcome.best.device[4], DeviceId(2));
    }

private:
    std::atomic<int> m_generations{0};
    MethodRegistry m_methods;
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"
