#include "core/baselines/method.h"
#include "core/generate/generator.h"
#include "core/policy/actiongrid.h"
#include "core/policy/policyadvice.h"

#include <QTest>

using namespace regal;

class TestActionGrid : public QObject
{
    Q_OBJECT

private slots:
    void stagesMapOntoDevices();
    void choiceZeroIsPlainBrkga();
    void choicesBecomeProposals();
    void trainedPreferenceSteersTheSearch();
};

void TestActionGrid::stagesMapOntoDevices()
{
    // Stage s of 4 sits at (2s + 1) / 8 of the devices.
    for (int choice : {1, 5})
        QCOMPARE(ActionGrid::preferredDevice(choice, 4), 0);
    QCOMPARE(ActionGrid::preferredDevice(4, 4), 3);
    QCOMPARE(ActionGrid::preferredDevice(8, 4), 3);
    QCOMPARE(ActionGrid::preferredDevice(2, 2), 0);
    QCOMPARE(ActionGrid::preferredDevice(3, 2), 1);
    QCOMPARE(ActionGrid::preferredDevice(4, 8), 7);
    QCOMPARE(ActionGrid::preferredDevice(4, 1), 0);
    QCOMPARE(ActionGrid::preferredDevice(0, 4), -1);
}

void TestActionGrid::choiceZeroIsPlainBrkga()
{
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Residual, 30, 1).value());
    const Problem problem = Problem::create(graph, Cluster::uniform(3)).value();
    const PolicyDecision zero{std::vector<int>(30, 0), std::vector<int>(30, 0), std::vector<int>(30, 0)};
    QCOMPARE(proposalsFor(zero, problem, 0.7), ProposalSet::uniform(30, 4, 0.7));
}

void TestActionGrid::choicesBecomeProposals()
{
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Residual, 30, 1).value());
    const Problem problem = Problem::create(graph, Cluster::uniform(4)).value();
    PolicyDecision decision{std::vector<int>(30, 0), std::vector<int>(30, 0), std::vector<int>(30, 0)};
    decision.device[5] = 7;   // stage 2, strongly: device 2
    decision.priority[5] = 5; // mean 0.9
    decision.rho[5] = 3;      // 0.95
    const ProposalSet proposals = proposalsFor(decision, problem, 0.7);
    QCOMPARE(proposals.key(5, 2), (BetaParams{10.0, 1.0}));
    QCOMPARE(proposals.key(5, 0), (BetaParams{1.0, 10.0}));
    QCOMPARE(proposals.key(5, 3), (BetaParams{1.0, 10.0}));
    QVERIFY(std::abs(proposals.key(5, 4).mean() - 0.9) < 1e-12);
    QCOMPARE(proposals.rho(5), 0.95);
    QVERIFY(proposals.key(6, 2).isUniform());
    for (int choice = 1; choice < ActionGrid::PriorityChoices; ++choice)
        QVERIFY(std::abs(ActionGrid::priorityKey(choice).mean() - (0.2 * choice - 0.1)) < 1e-12);
}

void TestActionGrid::trainedPreferenceSteersTheSearch()
{
    // A policy whose device head always says "stage 3, strongly": on 4 devices BRKGA with its
    // proposals keeps most nodes on device 3, where uniform keys spread them evenly.
    auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 1);
    for (Parameter *parameter : network->parameters())
        if (parameter->name == "device_head.bias")
            parameter->value(0, 8) = 50.0;
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Layered, 60, 2).value());
    const Problem problem = Problem::create(graph, Cluster::uniform(4)).value();
    const PolicyAdvice advice = advise(*network, *graph);
    QVERIFY(std::all_of(advice.decision.device.begin(), advice.decision.device.end(), [](int c) { return c == 8; }));
    QVERIFY(advice.deviceEntropy[0] < 1e-6);
    const NodeProposal described = describeProposal(advice, 0, 4, 0.7);
    QCOMPARE(described.preferredDevice, 3);

    MethodContext context{.problem = problem, .task = Task::Memory};
    context.brkga.population = 20;
    context.control.budget = 60;
    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Memory, network});
    const Result<MethodResult> steered = findMethod("regal")->run(context);
    QVERIFY(steered.ok());
    const auto onDevice3 = std::count(steered->solution.device.begin(), steered->solution.device.end(), DeviceId(3));
    QVERIFY2(onDevice3 > 45, std::to_string(onDevice3).c_str());

    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Runtime, network});
    const Result<MethodResult> wrongTask = findMethod("regal")->run(context);
    QVERIFY(!wrongTask.ok());
    QVERIFY(wrongTask.error().find("trained for the runtime task") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestActionGrid)
#include "tst_actiongrid.moc"
