#include "core/methods/heuristicstart.h"
#include "core/generate/generator.h"
#include "core/training/policytrainer.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;

namespace {

/// A checkpoint without its clock: what training learned, which must not depend on timing.
std::string learnedState(const std::string &checkpoint)
{
    nlohmann::json json = nlohmann::json::parse(checkpoint);
    json.erase("seconds");
    return json.dump();
}

std::vector<TrainingGraph> graphs(std::initializer_list<std::pair<Family, std::uint64_t>> which, std::size_t nodes)
{
    std::vector<TrainingGraph> result;
    for (const auto &[family, seed] : which) {
        auto graph = std::make_shared<const Graph>(generateGraph(family, nodes, seed).value());
        result.push_back({graph->name(), graph});
    }
    return result;
}

TrainingParams tinyParams(int threads)
{
    TrainingParams params;
    params.task = Task::Runtime;
    params.devices = 2;
    params.steps = 4;
    params.graphsPerStep = 2;
    params.samplesPerGraph = 3;
    params.budget = 60;
    params.uniformRuns = 2;
    params.validateEvery = 2;
    params.validationSeeds = 1;
    params.threads = threads;
    params.brkga.population = 10;
    params.shape.hidden = 8;
    params.shape.rounds = 1;
    return params;
}

std::unique_ptr<PolicyTrainer> trainer(int threads)
{
    return std::make_unique<PolicyTrainer>(tinyParams(threads),
                                           graphs({{Family::Layered, 1}, {Family::Residual, 2}, {Family::Rnn, 3}}, 30),
                                           graphs({{Family::Inception, 4}}, 30));
}

} // namespace

class TestPolicyTrainer : public QObject
{
    Q_OBJECT

private slots:
    void trainsAndValidates();
    void sameResultOnAnyNumberOfThreads();
    void resumesExactlyFromACheckpoint();
    void steeredRunsStartFromTheHeuristics();
    void refusesBadParameters();
};

void TestPolicyTrainer::trainsAndValidates()
{
    auto training = trainer(1);
    std::vector<TrainingProgress> steps;
    training->run([&](const TrainingProgress &progress) { steps.push_back(progress); });
    QCOMPARE(steps.size(), std::size_t(4));
    QCOMPARE(steps.back().step, 4);
    QVERIFY(!steps[0].validation && steps[1].validation && steps[3].validation);
    QVERIFY(training->bestValidation().has_value());
    QCOMPARE(training->uniformCosts().size(), std::size_t(4));
    for (const auto &[name, cost] : training->uniformCosts())
        QVERIFY2(cost > 0.0, name.c_str());
    for (const TrainingProgress &step : steps)
        QVERIFY(step.meanEntropy > 0.0 && step.meanReward > -1.0 && step.meanReward < 1.0);
    const PolicyModel model = training->bestModel();
    QCOMPARE(model.task, Task::Runtime);
    QVERIFY(model.trainingJson.find("\"trained_steps\":4") != std::string::npos);
}

void TestPolicyTrainer::sameResultOnAnyNumberOfThreads()
{
    auto one = trainer(1);
    auto two = trainer(2);
    one->run({});
    two->run({});
    QCOMPARE(learnedState(one->checkpointJson()), learnedState(two->checkpointJson()));
}

void TestPolicyTrainer::resumesExactlyFromACheckpoint()
{
    auto straight = trainer(1);
    straight->run({});

    auto first = trainer(1);
    std::atomic<bool> stop{false};
    first->run([&](const TrainingProgress &progress) { stop = progress.step == 2; }, &stop);
    QCOMPARE(first->step(), 2);
    // An hour spent before the checkpoint, as the clock of a long training would say.
    nlohmann::json saved = nlohmann::json::parse(first->checkpointJson());
    saved["seconds"] = 3600.0;
    const std::string checkpoint = saved.dump();

    auto resumed = trainer(1);
    QVERIFY(resumed->restore(checkpoint, "checkpoint.json").ok());
    QCOMPARE(resumed->step(), 2);
    double seconds = 0.0;
    resumed->run([&](const TrainingProgress &progress) { seconds = progress.seconds; });
    QCOMPARE(learnedState(resumed->checkpointJson()), learnedState(straight->checkpointJson()));
    QVERIFY(seconds >= 3600.0);

    auto damaged = trainer(1);
    QVERIFY(!damaged->restore("{\"format\": \"regal-training-checkpoint\", \"version\": 1}", "c.json").ok());
}

void TestPolicyTrainer::steeredRunsStartFromTheHeuristics()
{
    // On 4 devices uniform keys scatter a graph, so the anchor (the best heuristic) is far
    // better than uniform BRKGA at a small budget; with the heuristics' solutions in every
    // steered run's population, no validated decision can end worse than it.
    TrainingParams params = tinyParams(1);
    params.devices = 4;
    params.steps = 2;
    const std::vector<TrainingGraph> validation = graphs({{Family::Inception, 4}}, 60);
    const Problem problem = Problem::create(validation[0].graph, Cluster::uniform(params.devices)).value();
    const double anchorCost = score(params.task, heuristicStart(problem, params.task).anchor.timeline.metrics).value;

    for (const bool heuristicsInPopulation : {true, false}) {
        params.heuristicsInPopulation = heuristicsInPopulation;
        PolicyTrainer training(params, graphs({{Family::Layered, 1}}, 30), validation);
        training.run({});
        const double uniform = training.uniformCosts().at(validation[0].name);
        const double anchorImprovement = (uniform - anchorCost) / uniform;
        QVERIFY(anchorImprovement > 0.05);
        if (heuristicsInPopulation)
            QVERIFY(*training.bestValidation() >= anchorImprovement - 1e-12);
        else
            QVERIFY(*training.bestValidation() < anchorImprovement);
        QVERIFY(training.bestModel().trainingJson.find(heuristicsInPopulation ? "\"heuristics_in_population\":true" : "\"heuristics_in_population\":false")
                != std::string::npos);
    }
}

void TestPolicyTrainer::refusesBadParameters()
{
    TrainingParams params = tinyParams(1);
    params.samplesPerGraph = 1;
    QVERIFY(!params.validate().ok());
    QVERIFY_THROWS_EXCEPTION(RegalError, PolicyTrainer(params, graphs({{Family::Layered, 1}}, 20), {}));
    QVERIFY_THROWS_EXCEPTION(RegalError, PolicyTrainer(tinyParams(1), {}, {}));
}

QTEST_GUILESS_MAIN(TestPolicyTrainer)
#include "tst_policytrainer.moc"
