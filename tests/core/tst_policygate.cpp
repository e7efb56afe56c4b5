#include "core/generate/generator.h"
#include "core/methods/heuristicstart.h"
#include "core/policy/policyadvice.h"
#include "core/training/gatefit.h"
#include "core/training/policytrainer.h"
#include "tests/core/trainingcase.h"

#include <QTest>
#include <atomic>
#include <cmath>

using namespace regal;
using namespace regal::test;

namespace {

/// A short training whose gate is fitted at its end, as the gate tests train.
TrainingParams gateParams()
{
    TrainingParams params = tinyParams(1);
    params.steps = 10;
    params.validateEvery = 1000;
    params.shape.gate = true;
    return params;
}

/// Two layered and two residual graphs: the families the gate tests tell apart.
std::vector<TrainingGraph> twoFamilies()
{
    return trainingGraphs({{Family::Layered, 1}, {Family::Residual, 2}, {Family::Layered, 3}, {Family::Residual, 4}},
                          20);
}

/// Whether the gate of \a model steers a graph of \a family that no training saw.
bool steersAnUnseenGraph(const PolicyModel &model, Family family, const TrainingParams &params)
{
    const auto graph = std::make_shared<const Graph>(generateGraph(family, 25, 7).value());
    const Problem problem = Problem::create(graph, Cluster::withSpeeds(params.clusters[0].speeds)).value();
    return advise(model, problem, heuristicStart(problem, params.task, AnchorRule::FittingFirst).anchor).steer;
}

} // namespace

/// The gate: where a trained network's advice pays, fitted after training on the seeds of the
/// reference runs (and more), with or without a margin for the seeds' luck.
class TestPolicyGate : public QObject
{
    Q_OBJECT
private slots:
    void gateLearnsWhereSteeringPays();
    void gateLearnsFromGraphsItNeverTrainsOn();
    void gateWithConfidenceLeavesLuckyGains();
    void gateRunsSeeWhatTheReferenceSeedsMiss();
};

void TestPolicyGate::gateLearnsWhereSteeringPays()
{
    // A toy search in which any steering costs 3 on layered graphs and 1 on residual ones, against
    // 2 for seeded BRKGA. A fresh gate steers everywhere; fitted after training, it must steer the
    // residual graphs and leave the layered ones to seeded BRKGA, also on graphs of those families
    // that it never saw.
    TrainingParams params = tinyParams(1);
    params.steps = 40;
    params.entropyWeight = 0.0;
    params.adam.learningRate = 0.05;
    params.validateEvery = 1000;
    params.shape.gate = true;
    PolicyTrainer trainer(params, twoFamilies(), {});
    trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t) {
        if (!proposals)
            return 2.0;
        return problem.graph().name().starts_with("layered") ? 3.0 : 1.0;
    });
    QVERIFY(trainer.run({}).ok());
    const PolicyModel model = trainer.bestModel();
    QVERIFY(model.network->shape().gate);
    QVERIFY(!steersAnUnseenGraph(model, Family::Layered, params));
    QVERIFY(steersAnUnseenGraph(model, Family::Residual, params));
}

void TestPolicyGate::gateLearnsFromGraphsItNeverTrainsOn()
{
    // The toy search of gateLearnsWhereSteeringPays, but training sees only residual graphs,
    // where steering pays. The layered graphs, where it costs, are given only to fit the gate:
    // the gate must learn from them to leave layered graphs to seeded BRKGA, and training must
    // never sample a decision on them.
    TrainingParams params = gateParams();
    PolicyTrainer trainer(params, trainingGraphs({{Family::Residual, 2}, {Family::Residual, 4}}, 20), {});
    trainer.setGateGraphs(trainingGraphs({{Family::Layered, 1}, {Family::Layered, 3}}, 20));
    std::atomic<int> layeredRollouts{0};
    trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t seed) {
        if (!proposals)
            return 2.0;
        const bool layered = problem.graph().name().starts_with("layered");
        // The gate's fit runs the advice on the seeds of the reference runs, 1 and 2.
        if (layered && seed > std::uint64_t(params.referenceRuns))
            ++layeredRollouts;
        return layered ? 3.0 : 1.0;
    });
    QVERIFY(trainer.run({}).ok());
    QCOMPARE(layeredRollouts.load(), 0);
    QCOMPARE(trainer.referenceCosts().size(), std::size_t(4));
    QCOMPARE(trainer.gateSummary()->problems, std::size_t(4));
    QCOMPARE(trainer.gateSummary()->steered, std::size_t(2));
    const PolicyModel model = trainer.bestModel();
    QVERIFY(!steersAnUnseenGraph(model, Family::Layered, params));
    QVERIFY(steersAnUnseenGraph(model, Family::Residual, params));
    // A graph in both sets would share one reference cost.
    QVERIFY_THROWS_EXCEPTION(RegalError, trainer.setGateGraphs(trainingGraphs({{Family::Residual, 4}}, 20)));
}

void TestPolicyGate::gateWithConfidenceLeavesLuckyGains()
{
    // Against 2 for seeded BRKGA, steering costs 1 on layered graphs, steadily, and on residual
    // ones 1.5 on odd seeds and 2.3 on even ones (the reference runs are seeds 1 and 2): a gain
    // of 5 % that the seeds' luck could have made. Without confidence the gate steers both; asked
    // for a gain of one standard error, only the steady one.
    const auto fittedGate = [](double confidence) {
        TrainingParams params = gateParams();
        params.gateConfidence = confidence;
        PolicyTrainer trainer(params, twoFamilies(), {});
        trainer.setSearch([](const Problem &problem, const ProposalSet *proposals, std::uint64_t seed) {
            if (!proposals)
                return 2.0;
            if (problem.graph().name().starts_with("layered"))
                return 1.0;
            return seed % 2 == 1 ? 1.5 : 2.3;
        });
        [&] { QVERIFY(trainer.run({}).ok()); }();
        return std::make_pair(trainer.bestModel(), params);
    };
    const auto [bold, boldParams] = fittedGate(0.0);
    QVERIFY(steersAnUnseenGraph(bold, Family::Layered, boldParams));
    QVERIFY(steersAnUnseenGraph(bold, Family::Residual, boldParams));
    const auto [cautious, cautiousParams] = fittedGate(1.0);
    QVERIFY(steersAnUnseenGraph(cautious, Family::Layered, cautiousParams));
    QVERIFY(!steersAnUnseenGraph(cautious, Family::Residual, cautiousParams));

    QCOMPARE(cautiousGain(std::vector{1.0, 1.0}, 2.0, 1.0), 0.5);
    QCOMPARE(cautiousGain(std::vector{1.5, 2.3}, 2.0, 0.0), (2.0 - 1.9) / 2.0);
    QCOMPARE(cautiousGain(std::vector{1.5, 2.3}, 2.0, 1.0), (2.0 - 1.9 - 0.4 * std::sqrt(2.0)) / 2.0);
    TrainingParams withoutGate = tinyParams(1);
    withoutGate.gateConfidence = 1.0;
    QVERIFY(!withoutGate.validate().ok());
}

void TestPolicyGate::gateRunsSeeWhatTheReferenceSeedsMiss()
{
    // Against 2 for seeded BRKGA, steering costs 1 on layered graphs on every seed, and on
    // residual ones 1 on seeds 1 and 2 (the reference runs') and 3 on all later seeds. Fitted on
    // the reference seeds the gate steers both; on seeds 1 to 6 it sees that steering the
    // residual graphs loses (a mean of 7/3), and runs seeded BRKGA on the four seeds it adds.
    const auto fittedGate = [](int gateRuns, int &seededRunsAdded) {
        TrainingParams params = gateParams();
        params.gateRuns = gateRuns;
        PolicyTrainer trainer(params, twoFamilies(), {});
        std::atomic<int> added{0};
        trainer.setSearch([&](const Problem &problem, const ProposalSet *proposals, std::uint64_t seed) {
            if (!proposals) {
                added += seed > 2 ? 1 : 0;
                return 2.0;
            }
            return problem.graph().name().starts_with("layered") || seed <= 2 ? 1.0 : 3.0;
        });
        [&] { QVERIFY(trainer.run({}).ok()); }();
        seededRunsAdded = added;
        return std::make_pair(trainer.bestModel(), params);
    };
    int added = 0;
    const auto [reference, referenceParams] = fittedGate(0, added);
    QVERIFY(steersAnUnseenGraph(reference, Family::Layered, referenceParams));
    QVERIFY(steersAnUnseenGraph(reference, Family::Residual, referenceParams));
    QCOMPARE(added, 0);
    const auto [sixSeeds, sixSeedsParams] = fittedGate(6, added);
    QVERIFY(steersAnUnseenGraph(sixSeeds, Family::Layered, sixSeedsParams));
    QVERIFY(!steersAnUnseenGraph(sixSeeds, Family::Residual, sixSeedsParams));
    QCOMPARE(added, 4 * 4);
    QVERIFY(sixSeeds.trainingJson.find("\"gate_runs\":6") != std::string::npos);
    TrainingParams withoutGate = tinyParams(1);
    withoutGate.gateRuns = 6;
    QVERIFY(!withoutGate.validate().ok());
}

QTEST_GUILESS_MAIN(TestPolicyGate)
#include "tst_policygate.moc"
