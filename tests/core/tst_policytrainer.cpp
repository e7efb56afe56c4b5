#include "core/generate/generator.h"
#include "core/methods/heuristicstart.h"
#include "core/methods/runrequest.h"
#include "core/policy/actiongrid.h"
#include "core/policy/categorical.h"
#include "core/policy/graphfeatures.h"
#include "core/sim/memoryneed.h"
#include "core/training/policytrainer.h"
#include "tests/core/trainingcase.h"

#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace regal;
using namespace regal::test;

namespace {

/// A checkpoint without its clock: what training learned, which must not depend on timing.
std::string learnedState(const std::string &checkpoint)
{
    nlohmann::json json = nlohmann::json::parse(checkpoint);
    json.erase("seconds");
    return json.dump();
}

std::unique_ptr<PolicyTrainer> trainer(int threads)
{
    return std::make_unique<PolicyTrainer>(
        tinyParams(threads), trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}, {Family::Rnn, 3}}, 30),
        trainingGraphs({{Family::Inception, 4}}, 30));
}

/// The largest difference between two networks' weights, flattened alike.
double largestDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double largest = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(a[i] - b[i]));
    return largest;
}

std::vector<double> weightsOf(const PolicyNetwork &network)
{
    std::vector<double> weights;
    for (const Parameter *parameter : network.parameters())
        weights.insert(weights.end(), parameter->value.data(), parameter->value.data() + parameter->value.size());
    return weights;
}

/// The share of the nodes of \a graph whose most probable device choice is one that imitation
/// teaches ("keep firmly" or "move off") and the untrained network never makes.
double imitatedChoices(const PolicyNetwork &network, const TrainingGraph &graph, const TrainingParams &params)
{
    const Problem problem = Problem::create(graph.graph, Cluster::withSpeeds(params.clusters[0].speeds)).value();
    const GraphFeatures features = extractFeatures(problem, heuristicStart(problem, params.task, AnchorRule::FittingFirst).anchor);
    PolicyNetwork::Cache cache;
    const std::vector<int> device = CategoricalGroups(network.forward(features, cache).device, params.shape.deviceChoices).mode();
    return double(std::count_if(device.begin(), device.end(), [](int choice) { return choice == ActionGrid::KeepFirmly || choice == ActionGrid::MoveOff; }))
        / double(device.size());
}

} // namespace

class TestPolicyTrainer : public QObject
{
    Q_OBJECT

private slots:
    void trainsAndValidates();
    void validatesPerCluster();
    void pairedValidationCancelsTheLuckOfSeeds();
    void shipsTheUntrainedNetworkWhenTrainingOnlyHurts();
    void sameResultOnAnyNumberOfThreads();
    void resumesExactlyFromACheckpoint();
    void rewardIsAgainstSeededBrkga();
    void learnsTheBestActionOfAToy();
    void scaledAdvantagesWeighEveryGraphAlike();
    void imitatesLongSearchesBeforeTheFirstStep();
    void imitatesTheSearchesItSteersAfterwards();
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
    QCOMPARE(training->referenceCosts().size(), std::size_t(4));
    for (const auto &[name, cost] : training->referenceCosts())
        QVERIFY2(cost > 0.0, name.c_str());
    for (const TrainingProgress &step : steps)
        QVERIFY(step.meanEntropy > 0.0 && step.meanReward > -1.0 && step.meanReward < 1.0);
    const PolicyModel model = training->bestModel();
    QCOMPARE(model.task, Task::Runtime);
    QVERIFY(model.trainingJson.find("\"trained_steps\":4") != std::string::npos);
}

void TestPolicyTrainer::validatesPerCluster()
{
    // A toy search where proposals halve the cost on the tight cluster and change nothing on
    // the unlimited one: validation gains 0.5 there, 0 on the other, 0.25 in the mean.
    TrainingParams params = tinyParams(1);
    params.clusters = {TrainingCluster{{1.0, 1.0}, 0.0}, TrainingCluster{{1.0, 1.0}, 1.3}};
    params.steps = 2;
    PolicyTrainer trainer(params, trainingGraphs({{Family::Layered, 1}}, 20),
                          trainingGraphs({{Family::Residual, 2}, {Family::Rnn, 3}}, 20));
    trainer.setSearch([](const Problem &problem, const ProposalSet *proposals, std::uint64_t) {
        const bool tight = problem.cluster().devices[0].memoryBytes > 0;
        return proposals && tight ? 0.5 : 1.0;
    });
    std::optional<TrainingProgress> validated;
    QVERIFY(trainer.run([&](const TrainingProgress &progress) {
        if (progress.validation)
            validated = progress;
    }).ok());
    QVERIFY(validated.has_value());
    QCOMPARE(*validated->validation, 0.25);
    QCOMPARE(validated->validationByCluster, (std::vector<double>{0.0, 0.5}));
}

void TestPolicyTrainer::pairedValidationCancelsTheLuckOfSeeds()
{
    // A toy search whose cost is the luck of its seed, halved when proposals steer it on the
    // tight cluster. Paired, validation sees only what the policy does: 0 on the unlimited
    // cluster, 0.5 on the tight one. Unpaired, seeds 1000 to 1002 are held against the mean of
    // seeds 1 and 2, and their luck shows (-1/3 on the unlimited cluster).
    TrainingParams params = tinyParams(1);
    params.clusters = {TrainingCluster{{1.0, 1.0}, 0.0}, TrainingCluster{{1.0, 1.0}, 1.3}};
    params.validationSeeds = 3;
    const auto validations = [&](bool paired, int &seededValidationRuns, std::string &trainingJson) {
        params.pairedValidation = paired;
        PolicyTrainer trainer(params, trainingGraphs({{Family::Layered, 1}}, 20),
                              trainingGraphs({{Family::Residual, 2}, {Family::Rnn, 3}}, 20));
        std::atomic<int> seeded{0};
        trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t seed) {
            if (!proposals && seed >= 1000)
                ++seeded;
            const double luck = 1.0 + double(seed % 7);
            const bool tight = problem.cluster().devices[0].memoryBytes > 0;
            return proposals && tight ? 0.5 * luck : luck;
        });
        std::vector<TrainingProgress> validated;
        const bool ran = trainer.run([&](const TrainingProgress &progress) {
            if (progress.validation)
                validated.push_back(progress);
        }).ok();
        seededValidationRuns = seeded;
        trainingJson = trainer.bestModel().trainingJson;
        return ran ? validated : std::vector<TrainingProgress>{};
    };
    int seededRuns = 0;
    std::string trainingJson;
    const std::vector<TrainingProgress> paired = validations(true, seededRuns, trainingJson);
    QCOMPARE(paired.size(), std::size_t(3)); // the untrained network, then steps 2 and 4
    QCOMPARE(paired[0].step, 0);
    for (const TrainingProgress &progress : paired) {
        QCOMPARE(*progress.validation, 0.25);
        QCOMPARE(progress.validationByCluster, (std::vector<double>{0.0, 0.5}));
    }
    // Seeded BRKGA ran once per validation problem (2 graphs on 2 clusters) and seed, not once per validation.
    QCOMPARE(seededRuns, 2 * 2 * 3);
    QVERIFY(trainingJson.find("\"paired_validation_seeds\":3") != std::string::npos);

    const std::vector<TrainingProgress> unpaired = validations(false, seededRuns, trainingJson);
    QCOMPARE(unpaired.size(), std::size_t(2));
    QCOMPARE(unpaired[0].step, 2);
    QVERIFY(std::abs(unpaired[0].validationByCluster[0] + 1.0 / 3.0) < 1e-12);
    QCOMPARE(seededRuns, 0);
    QVERIFY(trainingJson.find("paired") == std::string::npos);
}

void TestPolicyTrainer::shipsTheUntrainedNetworkWhenTrainingOnlyHurts()
{
    // A toy search in which every steered validation run costs more than the one before: paired,
    // the untrained network (step 0) validates best and is the one that ships.
    TrainingParams params = tinyParams(1);
    params.pairedValidation = true;
    PolicyTrainer trainer(params, trainingGraphs({{Family::Layered, 1}}, 20),
                          trainingGraphs({{Family::Residual, 2}}, 20));
    const nlohmann::json untrained = nlohmann::json::parse(trainer.checkpointJson())["weights"];
    std::atomic<int> steeredValidations{0};
    trainer.setSearch([&](const Problem &, const ProposalSet *proposals, std::uint64_t seed) {
        if (!proposals)
            return 1.0;
        return seed >= 1000 ? 1.0 + 0.1 * double(steeredValidations++) : 1.0;
    });
    std::vector<int> validatedSteps;
    QVERIFY(trainer.run([&](const TrainingProgress &progress) {
        if (progress.validation)
            validatedSteps.push_back(progress.step);
    }).ok());
    QCOMPARE(validatedSteps, (std::vector<int>{0, 2, 4}));
    QCOMPARE(*trainer.bestValidation(), 0.0);
    const nlohmann::json trained = nlohmann::json::parse(trainer.checkpointJson());
    QVERIFY(trained["weights"] != untrained); // the steps did change the network
    QVERIFY(trained["best_weights"] == untrained);
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

void TestPolicyTrainer::rewardIsAgainstSeededBrkga()
{
    // The reference cost of a problem is what `--method brkga-seeded` gets at the training
    // budget, averaged over seeds 1 to referenceRuns; with tight memory it is raised for overflow.
    TrainingParams params = tinyParams(1);
    params.steps = 1;
    params.budget = 200;
    params.clusters = {TrainingCluster{{1.0, 0.5}, 0.0}, TrainingCluster{{1.0, 0.5}, 0.6}};
    const std::vector<TrainingGraph> training = trainingGraphs({{Family::Layered, 1}}, 30);
    PolicyTrainer trainer(params, training, {});
    QVERIFY(trainer.run({}).ok());
    QCOMPARE(trainer.referenceCosts().size(), std::size_t(2));

    Cluster cluster = Cluster::uniform(2);
    cluster.devices[1].speed = 0.5;
    const Bytes need = oneDevicePeak(training[0].graph).value();
    const Cluster tight = withMemoryFactor(cluster, need, 0.6);
    RunRequest request;
    request.method = "brkga-seeded";
    request.params.brkga = params.brkga;
    request.params.control.budget = params.budget;
    request.params.control.threads = 1;
    const auto seededCost = [&](const Cluster &on) {
        const Problem problem = Problem::create(training[0].graph, on).value();
        double sum = 0.0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(params.referenceRuns); ++seed) {
            request.params.control.seed = seed;
            const Result<MethodResult> result = findMethod(request.method)->run(request.context(problem, {}));
            if (!result)
                return -1.0;
            const double memory = 2.0 * double(on.devices[0].memoryBytes);
            sum += result->score.penalty > 0.0 ? result->score.value * (2.0 + result->score.penalty / memory)
                                               : result->score.value;
        }
        return sum / double(params.referenceRuns);
    };
    QCOMPARE(trainer.referenceCosts().at(training[0].name + " on 1,0.5"), seededCost(cluster));
    // At 0.6 of the need nothing fits: the cost is raised for the overflow.
    const double tightCost = seededCost(tight);
    QCOMPARE(trainer.referenceCosts().at(training[0].name + " on 1,0.5@0.6"), tightCost);
    QVERIFY(tightCost > seededCost(cluster));
}

void TestPolicyTrainer::learnsTheBestActionOfAToy()
{
    // A toy search whose best decision is known: it costs 2 minus the share of nodes whose
    // proposals keep them firmly on the anchor's device (device choice 3), so the reference run,
    // without proposals, costs 2. A network that learns nothing stays near the reward of
    // random choices, about 0.1; the policy must learn to pick choice 3 nearly everywhere.
    const auto firmlyKept = [](const ProposalSet &proposals, NodeId node) {
        for (int key = 0; key + 1 < proposals.keysPerNode(); ++key)
            if (proposals.key(node, key) == ActionGrid::deviceKey(ActionGrid::KeepFirmly, ActionGrid::DeviceKind::Anchor))
                return true;
        return false;
    };
    TrainingParams params = tinyParams(1);
    params.steps = 60;
    params.samplesPerGraph = 4;
    params.entropyWeight = 0.0;
    params.adam.learningRate = 0.05;
    params.validateEvery = 1000;
    PolicyTrainer trainer(params, trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}}, 20), {});
    trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t) {
        double kept = 0.0;
        for (NodeId node = 0; proposals && node < problem.nodeCount(); ++node)
            kept += firmlyKept(*proposals, node) ? 1.0 : 0.0;
        return 2.0 - kept / double(problem.nodeCount());
    });
    std::vector<double> rewards;
    QVERIFY(trainer.run([&](const TrainingProgress &progress) { rewards.push_back(progress.meanReward); }).ok());
    const double first = (rewards[0] + rewards[1] + rewards[2]) / 3.0;
    const double last = (rewards[57] + rewards[58] + rewards[59]) / 3.0;
    QVERIFY2(first < 0.2 && last > 0.4, qPrintable(QStringLiteral("reward %1 -> %2").arg(first).arg(last)));
}

void TestPolicyTrainer::scaledAdvantagesWeighEveryGraphAlike()
{
    // A toy search that costs 100 without proposals and less for each node whose device keys the
    // proposals steer, with a gain per node 4 times larger on one graph than on the other. Scaled, each graph's advantages are divided by the spread of its rewards, so the
    // training takes the same steps either way; unscaled, that graph pulls harder.
    const auto weightsAfterTraining = [](bool scaled, double residualGain) {
        TrainingParams params = tinyParams(1);
        params.scaledAdvantages = scaled;
        params.validateEvery = 1000;
        PolicyTrainer trainer(params, trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}}, 20), {});
        trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t) {
            double steered = 0.0;
            for (NodeId node = 0; proposals && node < problem.nodeCount(); ++node)
                steered += !proposals->key(node, 0).isUniform() || !proposals->key(node, 1).isUniform();
            const double gain = problem.graph().name().find("residual") != std::string::npos ? residualGain : 50.0;
            return 100.0 - gain * steered / double(problem.nodeCount());
        });
        trainer.run({});
        std::vector<double> weights;
        const nlohmann::json checkpoint = nlohmann::json::parse(trainer.checkpointJson());
        for (const auto &[name, matrix] : checkpoint["weights"].items())
            for (const auto &value : matrix)
                weights.push_back(value.get<double>());
        return weights;
    };
    QVERIFY(largestDifference(weightsAfterTraining(true, 50.0), weightsAfterTraining(true, 200.0)) < 1e-9);
    QVERIFY(largestDifference(weightsAfterTraining(false, 50.0), weightsAfterTraining(false, 200.0)) > 1e-4);
}

void TestPolicyTrainer::imitatesLongSearchesBeforeTheFirstStep()
{
    // Imitation targets are "keep firmly" or "move off" on every node (SearchTargets), which the
    // untrained network, choosing plain BRKGA everywhere, never proposes.
    TrainingParams params = tinyParams(1);
    params.steps = 1;
    params.pairedValidation = true;
    params.imitationBudget = 300;
    params.imitationEpochs = 40;
    const std::vector<TrainingGraph> training = trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}}, 30);
    PolicyTrainer trainer(params, training, trainingGraphs({{Family::Inception, 4}}, 30));
    std::vector<int> validatedSteps;
    QVERIFY(trainer.run([&](const TrainingProgress &progress) {
        if (progress.validation)
            validatedSteps.push_back(progress.step);
    }).ok());
    QCOMPARE(validatedSteps, (std::vector<int>{0, 1}));
    const PolicyModel model = trainer.bestModel();
    QVERIFY(model.trainingJson.find("\"imitation\":{\"budget\":300,\"epochs\":40}") != std::string::npos);
    const double share = imitatedChoices(*model.network, training[0], params);
    QVERIFY2(share >= 0.9, std::to_string(share).c_str());
    // Without imitation the same training proposes none of these choices.
    params.imitationBudget = 0;
    PolicyTrainer plain(params, training, trainingGraphs({{Family::Inception, 4}}, 30));
    QVERIFY(plain.run({}).ok());
    QCOMPARE(imitatedChoices(*plain.bestModel().network, training[0], params), 0.0);
}

void TestPolicyTrainer::imitatesTheSearchesItSteersAfterwards()
{
    // The steered round starts from the imitated network and fits it to other targets: the
    // weights move, the choices stay those that imitation teaches (keep or move off).
    TrainingParams params = tinyParams(1);
    params.steps = 1;
    params.imitationBudget = 300;
    params.imitationEpochs = 40;
    const std::vector<TrainingGraph> training = trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}}, 30);
    const auto trainerWith = [&](std::int64_t steeredBudget) {
        params.steeredImitationBudget = steeredBudget;
        auto trainer = std::make_unique<PolicyTrainer>(params, training, std::vector<TrainingGraph>{});
        trainer->setSearch([](const Problem &, const ProposalSet *, std::uint64_t) { return 1.0; }); // REINFORCE learns nothing
        return trainer;
    };
    const std::unique_ptr<PolicyTrainer> imitating = trainerWith(0);
    const std::unique_ptr<PolicyTrainer> steering = trainerWith(300);
    QVERIFY(imitating->run({}).ok());
    QVERIFY(steering->run({}).ok());
    const PolicyModel imitated = imitating->bestModel();
    const PolicyModel steered = steering->bestModel();
    QVERIFY(steered.trainingJson.find("\"imitation\":{\"budget\":300,\"epochs\":40,\"steered_budget\":300}") != std::string::npos);
    const double moved = largestDifference(weightsOf(*imitated.network), weightsOf(*steered.network));
    QVERIFY2(moved > 1e-3, std::to_string(moved).c_str());
    const double share = imitatedChoices(*steered.network, training[0], params);
    QVERIFY2(share >= 0.9, std::to_string(share).c_str());
}

void TestPolicyTrainer::refusesBadParameters()
{
    TrainingParams params = tinyParams(1);
    params.samplesPerGraph = 1;
    QVERIFY(!params.validate().ok());
    QVERIFY_THROWS_EXCEPTION(RegalError, PolicyTrainer(params, trainingGraphs({{Family::Layered, 1}}, 20), {}));
    params = tinyParams(1);
    params.imitationEpochs = 0;
    QVERIFY(params.validate().error().find("imitation epochs") != std::string::npos);
    params = tinyParams(1);
    params.steeredImitationBudget = 1000;
    QVERIFY(params.validate().error().find("needs an imitation budget") != std::string::npos);
    QVERIFY_THROWS_EXCEPTION(RegalError, PolicyTrainer(tinyParams(1), {}, {}));

    const Result<TrainingCluster> tight = TrainingCluster::parse("1,1,0.5,0.5@1.3");
    QVERIFY(tight.ok());
    QCOMPARE(tight->speeds, std::vector<double>({1.0, 1.0, 0.5, 0.5}));
    QCOMPARE(tight->memoryFactor, 1.3);
    QCOMPARE(tight->text(), std::string("1,1,0.5,0.5@1.3"));
    for (const char *wrong : {"", "1,,2", "1,x", "0,1", "1,1@", "1,1@0", "1,1@-2", "1@1.3@2"}) {
        const Result<TrainingCluster> parsed = TrainingCluster::parse(wrong);
        QVERIFY2(!parsed.ok(), wrong);
        QVERIFY(parsed.error().find("e.g. 1,1,0.5,0.5@1.3") != std::string::npos);
    }
}

QTEST_GUILESS_MAIN(TestPolicyTrainer)
#include "tst_policytrainer.moc"
