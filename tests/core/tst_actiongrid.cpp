#include "core/methods/heuristicstart.h"
#include "core/methods/method.h"
#include "core/generate/generator.h"
#include "core/policy/actiongrid.h"
#include "core/policy/policyadvice.h"
#include "core/sim/costsimulator.h"
#include "core/sim/memoryneed.h"

#include <QTest>

using namespace regal;

namespace {

Problem problemOf(Family family, std::size_t nodes, int devices)
{
    const auto graph = std::make_shared<const Graph>(generateGraph(family, nodes, 1).value());
    return Problem::create(graph, Cluster::uniform(devices)).value();
}

} // namespace

class TestActionGrid : public QObject
{
    Q_OBJECT

private slots:
    void choiceZeroIsPlainBrkga();
    void choicesBecomeProposalsAroundTheAnchor();
    void speedChoicesFavourFasterSlowerOrAsFastDevices();
    void eachDeviceChoiceReadsBackFromItsKeys();
    void anchorIsTheBestHeuristic();
    void firmAnchoringKeepsTheAnchorsPlacement();
    void aCommitteeWeakensTheDeviceAdviceItDisputes();
    void aClosedGateLeavesTheGraphToSeededBrkga();
    void regalStartsFromEveryHeuristicNamesItsPolicyAndTakesAStart();
    void regalAsksAgainOnlyUnderMemoryLimits();
    void regalAnchorsAtAFastStartThatOverflowsALittle();
};

void TestActionGrid::choiceZeroIsPlainBrkga()
{
    const Problem problem = problemOf(Family::Residual, 30, 3);
    const PolicyDecision zero{std::vector<int>(30, 0), std::vector<int>(30, 0), std::vector<int>(30, 0)};
    QCOMPARE(proposalsFor(zero, problem, problem.defaultSolution(), 0.7), ProposalSet::uniform(30, 4, 0.7));
}

void TestActionGrid::choicesBecomeProposalsAroundTheAnchor()
{
    const Problem problem = problemOf(Family::Residual, 30, 4);
    Solution anchor = problem.defaultSolution();
    anchor.device[5] = 2;
    anchor.priority[5] = 0.3;
    PolicyDecision decision{std::vector<int>(30, 0), std::vector<int>(30, 0), std::vector<int>(30, 0)};
    decision.device[5] = 3;   // firmly at the anchor's device
    decision.priority[5] = 2; // around the anchor's priority, alpha + beta = 12
    decision.rho[5] = 3;      // 0.95
    decision.priority[6] = 4; // early
    const ProposalSet proposals = proposalsFor(decision, problem, anchor, 0.7);
    QCOMPARE(proposals.key(5, 2), (BetaParams{10.0, 1.0}));
    QCOMPARE(proposals.key(5, 0), (BetaParams{1.0, 10.0}));
    QCOMPARE(proposals.key(5, 3), (BetaParams{1.0, 10.0}));
    QVERIFY(std::abs(proposals.key(5, 4).mean() - 0.3) < 1e-12);
    QVERIFY(std::abs(proposals.key(5, 4).alpha + proposals.key(5, 4).beta - 12.0) < 1e-12);
    QCOMPARE(proposals.rho(5), 0.95);
    QVERIFY(std::abs(proposals.key(6, 4).mean() - 0.85) < 1e-12);
    QVERIFY(proposals.key(6, 2).isUniform());
    QCOMPARE(proposals.rho(6), 0.7);
}

void TestActionGrid::speedChoicesFavourFasterSlowerOrAsFastDevices()
{
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Residual, 30, 1).value());
    const std::vector<double> speeds = {1.0, 1.0, 0.5, 0.5};
    const Problem problem = Problem::create(graph, Cluster::withSpeeds(speeds)).value();
    Solution anchor = problem.defaultSolution();
    anchor.device[5] = 2; // slow, as device 3; devices 0 and 1 are faster
    anchor.device[6] = 0; // fast: nothing is faster
    PolicyDecision decision{std::vector<int>(30, 0), std::vector<int>(30, 0), std::vector<int>(30, 0)};
    decision.device[5] = ActionGrid::ToFaster;
    decision.device[6] = ActionGrid::ToFaster;
    decision.device[7] = ActionGrid::ToSlower;
    anchor.device[7] = 1;
    decision.device[8] = ActionGrid::ToAsFast;
    anchor.device[8] = 3; // its twin of the same speed is device 2
    decision.device[9] = ActionGrid::ToAsFast;
    anchor.device[9] = 0; // its twin is device 1
    const ProposalSet proposals = proposalsFor(decision, problem, anchor, 0.7);
    const BetaParams high{4.0, 1.0};
    const BetaParams low{1.0, 4.0};
    QCOMPARE(proposals.key(5, 0), high);
    QCOMPARE(proposals.key(5, 1), high);
    QCOMPARE(proposals.key(5, 2), low);
    QCOMPARE(proposals.key(5, 3), low);
    for (int device = 0; device < 4; ++device) // no faster device: all alike
        QCOMPARE(proposals.key(6, device), low);
    QCOMPARE(proposals.key(7, 0), low);
    QCOMPARE(proposals.key(7, 1), low);
    QCOMPARE(proposals.key(7, 2), high);
    QCOMPARE(proposals.key(7, 3), high);
    for (int device = 0; device < 4; ++device) {
        QCOMPARE(proposals.key(8, device), device == 2 ? high : low);
        QCOMPARE(proposals.key(9, device), device == 1 ? high : low);
    }
}

void TestActionGrid::eachDeviceChoiceReadsBackFromItsKeys()
{
    // What the Studio colours a node by is read from the keys a proposal holds (a session keeps
    // the keys, not the choice), and names the choice that made them.
    const Problem problem = problemOf(Family::Layered, 20, 4);
    const Anchor anchor{"input order", problem.defaultSolution(),
                        CostSimulator(problem).record(problem.defaultSolution()), 1};
    const std::vector<DeviceAdvice> expected = {
        DeviceAdvice::None,    DeviceAdvice::KeepALittle, DeviceAdvice::Keep,     DeviceAdvice::KeepFirmly,
        DeviceAdvice::MoveOff, DeviceAdvice::ToFaster,    DeviceAdvice::ToSlower, DeviceAdvice::ToAsFast};
    QCOMPARE(int(expected.size()), ActionGrid::DeviceChoices);
    const std::size_t nodes = problem.nodeCount();
    for (int choice = 0; choice < ActionGrid::DeviceChoices; ++choice) {
        const PolicyAdvice advice{
            {std::vector<int>(nodes, choice), std::vector<int>(nodes, 0), std::vector<int>(nodes, 0)},
            true,
            std::vector<bool>(nodes, false),
            std::vector<double>(nodes, 0.0),
            std::vector<double>(nodes, 0.0),
            std::vector<double>(nodes, 0.0)};
        const NodeProposal proposal = describeProposal(advice, anchor, 3, 0.7);
        QCOMPARE(deviceAdviceOf(proposal), expected[std::size_t(choice)]);
        QCOMPARE(countDeviceAdvice(deviceAdviceOf({proposal, proposal}))[std::size_t(expected[std::size_t(choice)])], 2);
    }
}

void TestActionGrid::anchorIsTheBestHeuristic()
{
    const Problem problem = problemOf(Family::Inception, 80, 3);
    const Anchor anchor = heuristicStart(problem, Task::Runtime, AnchorRule::OverflowPriced).anchor;
    QVERIFY(anchor.evaluations >= 5);
    QVERIFY(!anchor.method.empty());
    // No single-device solution beats it, and its timeline is its own simulation.
    for (const char *name : {"single", "heft", "roundrobin"}) {
        MethodContext context{.problem = problem, .task = Task::Runtime};
        const Result<MethodResult> other = findMethod(name)->run(context);
        QVERIFY(other.ok());
        QVERIFY(anchor.timeline.metrics.makespan <= other->score.value);
    }
    CostSimulator simulator(problem);
    QCOMPARE(simulator.run(anchor.solution).makespan, anchor.timeline.metrics.makespan);
}

void TestActionGrid::aClosedGateLeavesTheGraphToSeededBrkga()
{
    // The same firm advice as below, behind a gate: open, it steers; closed, regal is
    // brkga-seeded, without proposals, and its placement says so.
    auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1, .gate = true}, 1);
    for (Parameter *parameter : network->parameters())
        if (parameter->name == "device_head.bias")
            parameter->value(0, 3) = 50.0;
    const Problem problem = problemOf(Family::Layered, 60, 4);
    MethodContext context{.problem = problem, .task = Task::Memory};
    context.brkga.population = 20;
    context.control.budget = 400;
    for (const bool open : {true, false}) {
        network->gateHead().bias.value(0, 0) = open ? 10.0 : -10.0;
        context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Memory, network});
        const Result<MethodResult> run = findMethod("regal")->run(context);
        QVERIFY2(run.ok(), run.ok() ? "" : run.error().c_str());
        QCOMPARE(run->evaluations, context.control.budget);
        QCOMPARE(run->paramsJson.find(open ? "\"steered\":true" : "\"steered\":false") != std::string::npos, true);
        QCOMPARE(run->policyProposals.size(), open ? problem.nodeCount() : std::size_t(0));
        if (!open) {
            // Seeded BRKGA on the same budget, to the evaluation: the simulations that chose the
            // anchor are its first population's.
            const Result<MethodResult> plain = findMethod("brkga-seeded")->run(context);
            QVERIFY(plain.ok());
            QCOMPARE(run->evaluations, plain->evaluations);
            QCOMPARE(run->score.value, plain->score.value);
            QCOMPARE(run->solution, plain->solution);
        }
    }
}

void TestActionGrid::firmAnchoringKeepsTheAnchorsPlacement()
{
    // A policy whose device head always says "firmly at the anchor": BRKGA with its proposals
    // keeps nearly every node on the anchor's device.
    auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 1);
    for (Parameter *parameter : network->parameters())
        if (parameter->name == "device_head.bias")
            parameter->value(0, 3) = 50.0;
    const Problem problem = problemOf(Family::Layered, 60, 4);
    const Anchor anchor = heuristicStart(problem, Task::Memory, AnchorRule::OverflowPriced).anchor;
    const PolicyAdvice advice = advise(PolicyModel{Task::Memory, network}, problem, anchor);
    QVERIFY(std::all_of(advice.decision.device.begin(), advice.decision.device.end(), [](int c) { return c == 3; }));
    QVERIFY(advice.deviceEntropy[0] < 1e-6);
    QCOMPARE(describeProposal(advice, anchor, 7, 0.7).anchorDevice, anchor.solution.device[7]);

    MethodContext context{.problem = problem, .task = Task::Memory};
    context.brkga.population = 20;
    context.control.budget = anchor.evaluations + 80;
    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Memory, network});
    const Result<MethodResult> steered = findMethod("regal")->run(context);
    QVERIFY2(steered.ok(), steered.ok() ? "" : steered.error().c_str());
    QCOMPARE(steered->evaluations, context.control.budget);
    int kept = 0;
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        kept += steered->solution.device[node] == anchor.solution.device[node] ? 1 : 0;
    QVERIFY2(kept > 50, std::to_string(kept).c_str());

    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Runtime, network});
    const Result<MethodResult> wrongTask = findMethod("regal")->run(context);
    QVERIFY(!wrongTask.ok());
    QVERIFY(wrongTask.error().find("trained for the runtime task") != std::string::npos);
    context.control.budget = 3;
    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Memory, network});
    QVERIFY(!findMethod("regal")->run(context).ok());

    // A shipped policy that failed to load: regal shows the reader's message, not only that
    // none was loaded.
    context.control.budget = anchor.evaluations + 80;
    context.policy = nullptr;
    context.policyProblem = ":/policies/regal-memory.json: shape: field 'device_choices' must be a whole number";
    const Result<MethodResult> unloaded = findMethod("regal")->run(context);
    QVERIFY(!unloaded.ok());
    QVERIFY2(unloaded.error().find(context.policyProblem) != std::string::npos, unloaded.error().c_str());
}

void TestActionGrid::aCommitteeWeakensTheDeviceAdviceItDisputes()
{
    const auto firmly = [](int deviceChoice, std::uint64_t seed) {
        auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, seed);
        for (Parameter *parameter : network->parameters())
            if (parameter->name == "device_head.bias")
                parameter->value(0, deviceChoice) = 50.0;
        return network;
    };
    const Problem problem = problemOf(Family::Layered, 60, 4);
    const Anchor anchor = heuristicStart(problem, Task::Runtime, AnchorRule::OverflowPriced).anchor;
    PolicyModel model{Task::Runtime, firmly(3, 1)};
    const PolicyAdvice alone = advise(model, problem, anchor);
    const std::vector<int> firm(problem.nodeCount(), 3);
    QCOMPARE(alone.decision.device, firm);

    // A member that agrees everywhere changes nothing.
    model.committee = {firmly(3, 2)};
    QCOMPARE(advise(model, problem, anchor).decision.device, firm);

    // One that disputes every node weakens every keep to keeping a little, and changes nothing
    // else: the priority and crossover advice and the entropies stay the network's.
    model.committee.push_back(firmly(2, 3));
    const PolicyAdvice disputed = advise(model, problem, anchor);
    QCOMPARE(disputed.decision.device, std::vector<int>(problem.nodeCount(), ActionGrid::KeepALittle));
    QCOMPARE(disputed.decision.priority, alone.decision.priority);
    QCOMPARE(disputed.decision.rho, alone.decision.rho);
    QCOMPARE(disputed.deviceEntropy, alone.deviceEntropy);
    QCOMPARE(describeProposal(disputed, anchor, 7, 0.7).anchorDevice, anchor.solution.device[7]);
    QVERIFY(describeProposal(disputed, anchor, 7, 0.7).deviceDisputed);
    QVERIFY(!describeProposal(alone, anchor, 7, 0.7).deviceDisputed);

    // A disputed move is dropped: uniform device keys.
    PolicyModel mover{Task::Runtime, firmly(ActionGrid::MoveOff, 5)};
    mover.committee = {firmly(3, 6)};
    const PolicyAdvice move = advise(mover, problem, anchor);
    QCOMPARE(move.decision.device, std::vector<int>(problem.nodeCount(), 0));
    QCOMPARE(describeProposal(move, anchor, 7, 0.7).anchorDevice, InvalidDevice);

    // An untrained member disputes the nodes where its own choice is not the network's.
    const auto untrained = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 4);
    const std::vector<int> votes = advise(PolicyModel{Task::Runtime, untrained}, problem, anchor).decision.device;
    model.committee = {untrained};
    const PolicyAdvice kept = advise(model, problem, anchor);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        QCOMPARE(kept.decision.device[node], votes[node] == 3 ? 3 : ActionGrid::KeepALittle);
        QCOMPARE(kept.deviceDisputed[node], votes[node] != 3);
    }
}

void TestActionGrid::regalStartsFromEveryHeuristicNamesItsPolicyAndTakesAStart()
{
    // An untrained policy proposes uniform keys nearly everywhere; with a budget of barely two
    // generations random keys alone cannot reach the anchor, but every heuristic's solution, the
    // anchor among them, is in the population.
    const auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 2);
    for (const Task task : {Task::Runtime, Task::Memory}) {
        const Problem problem = problemOf(Family::Inception, 120, 3);
        const HeuristicStart start = heuristicStart(problem, task, AnchorRule::OverflowPriced);
        std::string heuristics;
        for (const NamedSolution &heuristic : start.solutions)
            heuristics += ", \"" + heuristic.method + "\"";
        MethodContext context{.problem = problem, .task = task};
        context.brkga.population = 16; // room for all 14 heuristics
        context.control.budget = start.anchor.evaluations + 32;
        context.policy = std::make_shared<const PolicyModel>(PolicyModel{task, network, "{}", "sha256:0123"});
        const Result<MethodResult> steered = findMethod("regal")->run(context);
        QVERIFY(steered.ok());
        QVERIFY(steered->score <= score(task, start.anchor.timeline.metrics));
        QVERIFY(steered->paramsJson.find("\"seeds\":[" + heuristics.substr(2) + "]") != std::string::npos);
        QVERIFY(steered->paramsJson.find("\"anchor\":\"" + start.anchor.method + "\"") != std::string::npos);
        // The placement names the policy that steered it.
        QVERIFY(steered->paramsJson.find("\"policy\":\"sha256:0123\"") != std::string::npos);
        // And says, per node, what the policy proposed, for the Studio's node panel.
        QCOMPARE(steered->policyProposals.size(), problem.nodeCount());
        // A start solution (the Studio's current one) joins them in the first population.
        context.start = problem.defaultSolution();
        const Result<MethodResult> started = findMethod("regal")->run(context);
        QVERIFY(started.ok());
        QVERIFY(started->paramsJson.find("\"seeds\":[\"start\"" + heuristics + "]") != std::string::npos);
    }
}

void TestActionGrid::regalAsksAgainOnlyUnderMemoryLimits()
{
    // Under memory limits the policy is asked again four times evenly over the search (what the
    // budget leaves after the heuristics), at most once per 1,000 evaluations, each asking paid
    // from the budget; without limits, never.
    const auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 2);
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Layered, 80, 1).value());
    const std::vector<double> speeds{1.0, 1.0, 0.5, 0.5};
    const Cluster mixed = Cluster::withSpeeds(speeds);
    for (const double factor : {0.0, 1.3}) {
        const Problem problem = Problem::create(graph, factor > 0 ? withMemoryFactor(mixed, graph, factor).value() : mixed).value();
        QCOMPARE(problem.cluster().memoryLimited(), factor > 0);
        const std::int64_t heuristics = heuristicStart(problem, Task::Runtime, AnchorRule::OverflowPriced).anchor.evaluations;
        for (const std::int64_t budget : {3000, 20000}) {
            MethodContext context{.problem = problem, .task = Task::Runtime};
            context.control.budget = budget;
            context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Runtime, network});
            const Result<MethodResult> steered = findMethod("regal")->run(context);
            QVERIFY(steered.ok());
            QCOMPARE(steered->evaluations, budget);
            const std::string every = "\"readvise_every\":" + std::to_string(budget == 3000 ? 1000 : (budget - heuristics) / 5);
            QCOMPARE(steered->paramsJson.find(every) != std::string::npos, factor > 0);
            QCOMPARE(steered->paramsJson.find("readvise_every") != std::string::npos, factor > 0);
        }
    }
}

void TestActionGrid::regalAnchorsAtAFastStartThatOverflowsALittle()
{
    // Under memory limits a fast heuristic overflows here a little and a slower one fits; the
    // method's advice is drawn around the fast one.
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Inception, 80, 1).value());
    const Cluster mixed = Cluster::withSpeeds(std::vector<double>{1.0, 1.0, 0.5, 0.5});
    const Problem problem = Problem::create(graph, withMemoryFactor(mixed, graph, 1.6).value()).value();
    const Anchor fitting = heuristicStart(problem, Task::Runtime, AnchorRule::FittingFirst).anchor;
    const Anchor priced = heuristicStart(problem, Task::Runtime, AnchorRule::OverflowPriced).anchor;
    QVERIFY(fitting.timeline.metrics.feasible);
    QVERIFY(!priced.timeline.metrics.feasible);
    QVERIFY(priced.timeline.metrics.makespan < fitting.timeline.metrics.makespan);

    MethodContext context{.problem = problem, .task = Task::Runtime};
    context.control.budget = priced.evaluations + 200;
    const auto network = std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8, .rounds = 1}, 2);
    context.policy = std::make_shared<const PolicyModel>(PolicyModel{Task::Runtime, network});
    const Result<MethodResult> steered = findMethod("regal")->run(context);
    QVERIFY(steered.ok());
    QVERIFY2(steered->paramsJson.find("\"anchor\":\"" + priced.method + "\"") != std::string::npos,
             steered->paramsJson.c_str());
    // The search still ranks what fits first: the fitting start is in its population.
    QVERIFY(steered->score <= score(Task::Runtime, fitting.timeline.metrics));
}

QTEST_GUILESS_MAIN(TestActionGrid)
#include "tst_actiongrid.moc"
