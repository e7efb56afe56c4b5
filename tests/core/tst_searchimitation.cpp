#include "core/generate/generator.h"
#include "core/methods/heuristicstart.h"
#include "core/policy/actiongrid.h"
#include "core/policy/categorical.h"
#include "core/training/searchimitation.h"

#include <QTest>
#include <fmt/format.h>

using namespace regal;

class TestSearchImitation : public QObject
{
    Q_OBJECT

private slots:
    void targetsAreTheLikeliestChoices();
    void movesToAFasterOrSlowerDeviceHaveTheirOwnTargets();
    void imitationLearnsTheTargets();
};

void TestSearchImitation::targetsAreTheLikeliestChoices()
{
    Solution anchor;
    anchor.device = {0, 1, 2, 3};
    anchor.priority = {0.5, 0.2, 0.9, 0.4};
    Solution best;
    best.device = {0, 0, 2, 3};
    best.priority = {0.5, 0.97, 0.03, 0.6};
    const SearchTargets targets = searchTargets(Cluster::uniform(4), anchor, best, 7);
    // Kept on the anchor's device: the firmest keep; moved: off the anchor's device.
    QCOMPARE(targets.device, (std::vector<int>{3, 4, 3, 3}));
    // With the as-fast choice, a move between devices of one speed is that choice.
    QCOMPARE(searchTargets(Cluster::uniform(4), anchor, best, ActionGrid::DeviceChoices).device, (std::vector<int>{3, 7, 3, 3}));
    // The anchor's priority itself: the narrowest Beta around it; far above or below it: the
    // early or the late choice; a little off it: a wider Beta around it.
    QCOMPARE(targets.priority, (std::vector<int>{3, 4, 5, 1}));
}

void TestSearchImitation::movesToAFasterOrSlowerDeviceHaveTheirOwnTargets()
{
    const std::vector<double> speeds = {1.0, 1.0, 0.5, 0.5};
    const Cluster cluster = Cluster::withSpeeds(speeds);
    Solution anchor;
    anchor.device = {2, 0, 0, 1};
    anchor.priority = {0.5, 0.5, 0.5, 0.5};
    Solution best = anchor;
    best.device = {0, 3, 1, 1}; // to a faster, to a slower, to an as fast device, kept
    QCOMPARE(searchTargets(cluster, anchor, best, ActionGrid::DeviceChoices).device, (std::vector<int>{5, 6, 7, 3}));
    // Without the as-fast choice, the move between the fast devices is "move off".
    QCOMPARE(searchTargets(cluster, anchor, best, 7).device, (std::vector<int>{5, 6, 4, 3}));
    // A policy without the choices by speed learns "move off" for every move.
    QCOMPARE(searchTargets(cluster, anchor, best, 5).device, (std::vector<int>{4, 4, 4, 3}));
}

void TestSearchImitation::imitationLearnsTheTargets()
{
    // The targets of a solution that moves the nodes of the second half of the topological order
    // off the anchor's devices and schedules them early: a pattern of the features that a
    // network can learn, and that an untrained one (choice 0 everywhere) misses entirely.
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Layered, 60, 1).value());
    const Problem problem = Problem::create(graph, Cluster::uniform(3)).value();
    const Anchor anchor = heuristicStart(problem, Task::Runtime, AnchorRule::FittingFirst).anchor;
    const std::vector<NodeId> order = graph->topologicalOrder();
    Solution best = anchor.solution;
    for (std::size_t rank = order.size() / 2; rank < order.size(); ++rank) {
        best.device[order[rank]] = DeviceId((anchor.solution.device[order[rank]] + 1) % 3);
        best.priority[order[rank]] = 0.99;
    }
    const SearchTargets targets = searchTargets(problem.cluster(), anchor.solution, best, PolicyShape{}.deviceChoices);
    const GraphFeatures features = extractFeatures(problem, anchor);
    PolicyNetwork network(PolicyShape{.hidden = 16, .rounds = 2}, 3);
    std::vector<Parameter *> parameters = network.parameters();
    Adam adam(parameters, Adam::Settings{});
    const double first = imitationStep(network, adam, features, targets);
    double last = first;
    for (int step = 0; step < 300; ++step)
        last = imitationStep(network, adam, features, targets);
    QVERIFY2(last < 0.25 * first, fmt::format("cross-entropy {} -> {}", first, last).c_str());
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = network.forward(features, cache);
    const std::vector<int> device = CategoricalGroups(logits.device, network.shape().deviceChoices).mode();
    const std::vector<int> priority = CategoricalGroups(logits.priority, network.shape().priorityChoices).mode();
    std::size_t right = 0;
    for (std::size_t node = 0; node < device.size(); ++node)
        right += std::size_t(device[node] == targets.device[node]) + std::size_t(priority[node] == targets.priority[node]);
    QVERIFY2(double(right) >= 0.9 * double(2 * device.size()), fmt::format("{} of {}", right, 2 * device.size()).c_str());
}

QTEST_GUILESS_MAIN(TestSearchImitation)
#include "tst_searchimitation.moc"
