#include "core/runner/runcontroller.h"
#include "core/graph/graphbuilder.h"
#include "core/sim/costsimulator.h"

#include <QSignalSpy>
#include <QTest>
#include <atomic>
#include <thread>

using namespace regal;

namespace {

/// Generations of the slow method so far.
std::atomic<int> slowGenerations{0};

/// Counts its generations and takes 20 ms for each, like a search on a big graph.
Result<MethodResult> runSlow(const MethodContext &context)
{
    MethodResult result{context.problem.defaultSolution(), {}, 0};
    const StopCriteria stop(context.control, context.cancel);
    SearchStatus status;
    for (int generation = 0; result.evaluations < context.control.budget; ++generation) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        result.evaluations += context.brkga.population;
        ++slowGenerations;
        status.generation = generation;
        status.evaluations = result.evaluations;
        status.best.value = 1.0;
        status.mean = 2.0;
        context.progress(status);
        if (stop.check(status))
            break;
    }
    return result;
}

Result<MethodResult> runFailing(const MethodContext &)
{
    throw std::runtime_error("decoder exploded");
}

/// The engine's methods plus the two above.
std::vector<Method> testTable()
{
    std::vector<Method> table(methods().begin(), methods().end());
    table.push_back({"slow", "search", "test", runSlow});
    table.push_back({"failing", "search", "test", runFailing});
    return table;
}

const std::vector<Method> &table()
{
    static const std::vector<Method> methods = testTable();
    return methods;
}

std::shared_ptr<const MethodAssets> noAssets()
{
    return std::make_shared<const MethodAssets>();
}

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
        slowGenerations = 0;
    }

    void stopEndsTheRunWithinOneGeneration()
    {
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "slow";
        settings.params.control.budget = 1'000'000;
        QVERIFY(controller.start(chainProblem(10), settings));
        QTRY_VERIFY(slowGenerations >= 3);
        const int atStop = slowGenerations;
        controller.stop();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY2(slowGenerations <= atStop + 1, qPrintable(QStringLiteral("%1 then %2").arg(atStop).arg(slowGenerations.load())));
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY(outcome.stopped);
        QCOMPARE(controller.state(), RunController::State::Idle);
    }

    void stopEndsABrkgaRunWithoutAnotherGeneration()
    {
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 100'000'000;
        QVERIFY(controller.start(chainProblem(60), settings, true)); // holds after generation 1
        QTRY_COMPARE(progress.count(), 1);
        controller.step();
        QTRY_COMPARE(progress.count(), 2); // held after generation 2
        controller.stop();
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY(outcome.stopped);
        QCOMPARE(int(outcome.history.size()), 2);
        QVERIFY(outcome.result.evaluations < settings.params.control.budget);
        QCOMPARE(outcome.result.solution.size(), std::size_t(60));
    }

    void pauseHoldsAndStepRunsExactlyOneGeneration()
    {
        RunController controller(noAssets(), nullptr, table());
        RunRequest settings;
        settings.method = "slow";
        settings.params.control.budget = 1'000'000;
        QVERIFY(controller.start(chainProblem(10), settings, true));
        QTRY_COMPARE(slowGenerations.load(), 1);
        QTest::qWait(100);
        QCOMPARE(slowGenerations.load(), 1);
        controller.step();
        QTRY_COMPARE(slowGenerations.load(), 2);
        QTest::qWait(100);
        QCOMPARE(slowGenerations.load(), 2);
        controller.resume();
        QTRY_VERIFY(slowGenerations >= 5);
        controller.pause();
        QTest::qWait(60);
        const int paused = slowGenerations;
        QTest::qWait(100);
        QCOMPARE(slowGenerations.load(), paused);
        controller.stop();
        QTRY_COMPARE(controller.state(), RunController::State::Idle);
    }

    void progressIsCoalesced()
    {
        RunController controller(noAssets(), nullptr, table());
        controller.setSnapshotInterval(200);
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "slow";
        settings.params.control.budget = 2000;
        settings.params.brkga.population = 20; // 100 generations of 20 ms
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
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "failing";
        QVERIFY(controller.start(chainProblem(5), settings));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().value<RunOutcome>().error.message, std::string("decoder exploded"));
        settings.method = "nonsense";
        QVERIFY(!controller.start(chainProblem(5), settings));
    }

    void brkgaThroughTheRunnerMatchesADirectRun()
    {
        const Problem problem = chainProblem(40);
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 600;
        settings.params.control.threads = 2;
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY2(!outcome.failed(), outcome.error.message.c_str());
        QCOMPARE(outcome.result.evaluations, std::int64_t(600));
        QCOMPARE(outcome.history.back().evaluations, std::int64_t(600));

        settings.params.control.threads = 1;
        // The command line's way: the method of the table with the request's context.
        const Result<MethodResult> again = findMethod("brkga")->run(settings.context(problem, MethodAssets{}));
        QVERIFY(again);
        QCOMPARE(again->solution, outcome.result.solution);
    }

    void aStartSolutionSeedsBrkga()
    {
        const Problem problem = chainProblem(20);
        Solution start = problem.defaultSolution();
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 100; // the first generation only
        settings.start = start;
        const Result<MethodResult> outcome = findMethod("brkga")->run(settings.context(problem, MethodAssets{}));
        QVERIFY(outcome);
        CostSimulator simulator(problem);
        QVERIFY(score(Task::Runtime, simulator.run(outcome->solution)) <= score(Task::Runtime, simulator.run(start)));
    }

    void generationsOfBrkgaCarryTheBestSolutionAndSamples()
    {
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 300;
        const Problem problem = chainProblem(15);
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(progress.count() >= 1);
        QCOMPARE(progress.back().at(1).value<GenerationStatus>().best.size(), std::size_t(15));
        std::size_t sampled = 0;
        for (const QList<QVariant> &signal : progress) {
            const GenerationStatus status = signal.at(1).value<GenerationStatus>();
            QVERIFY(status.sample.size() <= MaxSampledPerDelivery);
            for (const Solution &solution : status.sample)
                QVERIFY(problem.check(solution).ok());
            sampled += status.sample.size();
        }
        QVERIFY(sampled >= PopulationSampleSize); // at least the first generation's
    }

    void pinsAreRespected()
    {
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "random";
        settings.params.control.budget = 200;
        settings.pins.assign(10, InvalidDevice);
        settings.pins[3] = 2;
        settings.pins[7] = 1;
        QVERIFY(controller.start(chainProblem(10), settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QCOMPARE(outcome.result.solution.device[3], DeviceId(2));
        QCOMPARE(outcome.result.solution.device[7], DeviceId(1));
    }

    void aStartSolutionAgainstLaterPinsStillSeedsBrkga()
    {
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        const Problem problem = chainProblem(10);
        RunRequest settings;
        settings.method = "brkga";
        settings.params.control.budget = 200;
        settings.start = problem.defaultSolution(); // every node on device 0
        settings.pins.assign(10, InvalidDevice);
        settings.pins[4] = 2;
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        const auto outcome = finished.front().front().value<RunOutcome>();
        QVERIFY2(!outcome.failed(), outcome.error.message.c_str());
        QCOMPARE(outcome.result.solution.device[4], DeviceId(2));
    }


    void pinsNarrowTheDeviceMasksAndKeepTheNodes()
    {
        const Problem problem = chainProblem(6);
        std::vector<DeviceId> pins(6, InvalidDevice);
        pins[2] = 1;
        const Result<Problem> pinned = problem.withPins(pins);
        QVERIFY2(pinned, pinned ? "" : pinned.error().c_str());
        QCOMPARE(pinned->nodeCount(), problem.nodeCount());
        QCOMPARE(pinned->allowedDevices(2), std::uint64_t(0b010));
        QCOMPARE(pinned->allowedDevices(3), std::uint64_t(0b111));
        pins[4] = 3; // the cluster has devices 0 to 2
        const Result<Problem> outside = problem.withPins(pins);
        QVERIFY(!outside);
        QVERIFY2(outside.error().find("'n4'") != std::string::npos, outside.error().c_str());
        QVERIFY(!problem.withPins(std::vector<DeviceId>(5, InvalidDevice)));
    }

    void aPinAgainstTheGraphsOwnPinFailsAsAValue()
    {
        GraphBuilder builder("pinned");
        Node node;
        node.name = "a";
        node.op = "Op";
        node.cost = 1.0;
        node.device = "GPU:0";
        builder.addNode(node);
        const Problem problem
            = Problem::create(std::make_shared<const Graph>(std::move(builder).build().value()), Cluster::uniform(2)).value();
        RunController controller(noAssets(), nullptr, table());
        QSignalSpy finished(&controller, &RunController::finished);
        RunRequest settings;
        settings.method = "random";
        settings.pins = {1};
        QVERIFY(controller.start(problem, settings));
        QTRY_COMPARE(finished.count(), 1);
        const std::string error = finished.front().front().value<RunOutcome>().error.message;
        QVERIFY2(error.find("already pinned to GPU:0") != std::string::npos, error.c_str());
    }
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"
