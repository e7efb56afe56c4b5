// Every method of the registry yields a valid solution within its budget; the scheduling
// heuristics give topological orders; hand-checked cases for dfs, the greedy list, spectral
// sequencing and the ways an order is placed on devices.

#include "core/methods/blocksearch.h"
#include "core/methods/heuristics.h"
#include "core/methods/listscheduler.h"
#include "core/methods/memoryorders.h"
#include "core/methods/method.h"
#include "core/methods/spectralorder.h"
#include "core/sim/costsimulator.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

using namespace regal;
using regal::test::graphFromNodes;
using regal::test::isTopological;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;

Q_DECLARE_METATYPE(regal::Task)

namespace {

MethodContext contextFor(const Problem &problem, Task task, int threads)
{
    MethodContext context{.problem = problem, .task = task};
    context.brkga.population = 20;
    context.control.budget = 300;
    context.control.threads = threads;
    context.control.seed = 3;
    context.tunedBrkga = BrkgaParams{.population = 12, .eliteFraction = 0.25, .mutantFraction = 0.2, .rho = 0.6};
    // An untrained policy with random weights: regal must run with whatever it proposes.
    context.policy = std::make_shared<const PolicyModel>(PolicyModel{task, std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 8}, 11)});
    return context;
}

/// Two chains a0 -> a1 -> ... and b0 -> b1 -> ... of \a length nodes whose outputs have
/// \a bytes, listed in turn (a0, b0, a1, b1, ...), on two equal devices.
Problem interleavedChains(int length, Bytes bytes)
{
    std::string nodes = "[";
    for (int step = 0; step < length; ++step)
        for (const char *chain : {"a", "b"})
            nodes += fmt::format(R"({}{{"name":"{}{}","cost":1,"inputs":[{}],"outputs":[{{"bytes":{}}}]}})",
                                 nodes.size() > 1 ? "," : "", chain, step,
                                 step == 0 ? "" : fmt::format(R"("{}{}:0")", chain, step - 1), bytes);
    return problemOf(graphFromNodes(nodes + "]"), regal::test::clusterOf({1.0, 1.0}));
}

} // namespace

class TestBaselines : public QObject
{
    Q_OBJECT

private slots:
    void everyMethodYieldsAValidSolution_data();
    void everyMethodYieldsAValidSolution();
    void methodsAreDeterministicAcrossThreads();
    void everyMethodHandlesAGraphWithoutNodes();
    void registryKnowsItsMethods();
    void ordersAreTopological();
    void dfsVisitsTheLargestSubtreeFirst();
    void greedyListPrefersFreeingMemory();
    void spectralOrderRunsEachSourceNextToItsReader();
    void streamedPlacementKeepsStreamsApartAndDevicesInStep();
    void memoryOrderSolutionKeepsTheBestPlacement();
    void blockPlacementSplitsByBytes();
    void blockSearchFindsTheBestCut();
    void blockSearchNeverLosesToTheByteWeightedBlocks();
    void localSearchNeverWorseThanItsStart();
    void cancelledSearchStillReturnsASolution();
    void proposalsSteerTheBrkgaMethods();
    void searchRecordsThePopulationItKept();
    void progressCountsTheStartsEvaluations();
};

void TestBaselines::everyMethodYieldsAValidSolution_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<Task>("task");
    QTest::addColumn<int>("devices");
    for (const Method &method : methods())
        for (Task task : {Task::Runtime, Task::Memory})
            for (int devices : {1, 3}) {
                const QString name = QString::fromUtf8(method.name.data(), qsizetype(method.name.size()));
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3").arg(name, QString::fromUtf8(taskName(task).data())).arg(devices)))
                    << name << task << devices;
            }
}

void TestBaselines::everyMethodYieldsAValidSolution()
{
    QFETCH(QString, method);
    QFETCH(Task, task);
    QFETCH(int, devices);
    const Method *found = findMethod(method.toStdString());
    QVERIFY(found);
    // Pinned nodes on several devices; a small graph so that exact can run on one device.
    const int nodes = method == QStringLiteral("exact") ? 14 : 40;
    const Problem problem = problemOf(randomGraph({.nodes = nodes, .seed = 17, .pinEvery = 6, .pinDevices = devices}),
                                      testCluster(devices));
    const MethodContext context = contextFor(problem, task, 2);
    Result<MethodResult> result = found->run(context);
    if (method == QStringLiteral("exact") && devices > 1) {
        QVERIFY(!result.ok());
        QVERIFY(result.error().find("one device") != std::string::npos);
        return;
    }
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().c_str());
    QVERIFY2(problem.check(result->solution).ok(), problem.check(result->solution).error().c_str());
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        if (problem.pinnedDevice(node) != InvalidDevice)
            QCOMPARE(result->solution.device[node], problem.pinnedDevice(node));
        QVERIFY(result->solution.priority[node] >= 0.0 && result->solution.priority[node] < 1.0);
    }
    QVERIFY(result->evaluations >= 1);
    QVERIFY(result->evaluations <= context.control.budget);
    if (found->kind == "search")
        QCOMPARE(result->evaluations, context.control.budget);
    CostSimulator simulator(problem);
    QCOMPARE(score(task, simulator.run(result->solution)), result->score);
    QVERIFY(nlohmann::json::accept(result->paramsJson));
}

void TestBaselines::methodsAreDeterministicAcrossThreads()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 5}), testCluster(2));
    for (const Method &method : methods()) {
        if (method.name == "exact")
            continue;
        Result<MethodResult> one = method.run(contextFor(problem, Task::Runtime, 1));
        Result<MethodResult> two = method.run(contextFor(problem, Task::Runtime, 2));
        QVERIFY(one.ok() && two.ok());
        QVERIFY2(one->solution == two->solution, method.name.data());
        QCOMPARE(one->evaluations, two->evaluations);
    }
}

void TestBaselines::everyMethodHandlesAGraphWithoutNodes()
{
    for (int devices : {1, 2})
        for (Task task : {Task::Runtime, Task::Memory}) {
            const Problem problem = problemOf(graphFromNodes("[]"), testCluster(devices));
            for (const Method &method : methods()) {
                Result<MethodResult> result = method.run(contextFor(problem, task, 1));
                if (method.name == "exact" && devices > 1)
                    QVERIFY(!result.ok());
                else
                    QVERIFY2(result.ok() && problem.check(result->solution).ok(), method.name.data());
            }
        }
}

void TestBaselines::registryKnowsItsMethods()
{
    for (const char *name : {"single", "roundrobin", "random", "heft", "criticalpath", "metis", "local", "brkga",
                             "brkga-seeded", "brkga-tuned", "inputorder", "dfs", "list", "spectral", "randomtopo", "exact"})
        QVERIFY2(findMethod(name), name);
    QVERIFY(!findMethod("annealing"));
    QVERIFY(methodNames().find("brkga-seeded") != std::string::npos);
    const Problem problem = problemOf(randomGraph({.nodes = 5}), testCluster(1));
    MethodContext context = contextFor(problem, Task::Runtime, 1);
    context.tunedBrkga.reset();
    QVERIFY(!findMethod("brkga-tuned")->run(context).ok());
}

void TestBaselines::ordersAreTopological()
{
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 60, .seed = seed, .edgeChance = 0.3}), testCluster(3));
        const Graph &graph = problem.graph();
        QVERIFY(isTopological(graph, inputOrder(problem)));
        QVERIFY(isTopological(graph, dfsPostOrder(problem)));
        QVERIFY(isTopological(graph, greedyMemoryOrder(problem)));
        QVERIFY(isTopological(graph, spectralOrder(problem)));
        Random random(seed);
        QVERIFY(isTopological(graph, randomTopologicalOrder(problem, random)));
        QVERIFY(isTopological(graph, listSchedule(problem, upwardRanks(problem)).order));
    }
}

void TestBaselines::dfsVisitsTheLargestSubtreeFirst()
{
    // s reads y (a lone leaf) and x3, the end of the chain x1 -> x2 -> x3: the chain goes first
    // although y has the lowest id.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"y","cost":1,"outputs":[{"bytes":8}]},
        {"name":"x1","cost":1,"outputs":[{"bytes":8}]},
        {"name":"x2","cost":1,"outputs":[{"bytes":8}],"inputs":["x1:0"]},
        {"name":"x3","cost":1,"outputs":[{"bytes":8}],"inputs":["x2:0"]},
        {"name":"s","cost":1,"inputs":["y:0","x3:0"]}])"),
                                      testCluster(1));
    QCOMPARE(dfsPostOrder(problem), (std::vector<NodeId>{1, 2, 3, 0, 4}));
    QCOMPARE(inputOrder(problem), (std::vector<NodeId>{0, 1, 2, 3, 4}));
}

void TestBaselines::greedyListPrefersFreeingMemory()
{
    // a (100 B) and b (10 B) are sources; c reads a and frees it; d reads b.
    // Start: a gains -100, b gains -10 -> b. Then a -100, d +10 - 5 = 5 -> d. Then a, then c
    // (frees 100, allocates 1: +99).
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":100}]},
        {"name":"b","cost":1,"outputs":[{"bytes":10}]},
        {"name":"c","cost":1,"inputs":["a:0"],"outputs":[{"bytes":1,"is_graph_output":true}]},
        {"name":"d","cost":1,"inputs":["b:0"],"outputs":[{"bytes":5,"is_graph_output":true}]}])"),
                                      testCluster(1));
    QCOMPARE(greedyMemoryOrder(problem), (std::vector<NodeId>{1, 3, 0, 2}));
}

void TestBaselines::spectralOrderRunsEachSourceNextToItsReader()
{
    // A chain a0 -> a1 -> ... in which each a_i also reads a source b_i. All sources are ready
    // at once, so the input order (breadth first) runs every b before the chain and holds all
    // their tensors; in the Fiedler vector each b_i sits beside a_i, so the spectral order
    // runs b_i just before a_i and holds two or three tensors at a time.
    constexpr int Length = 12;
    std::string nodes = "[";
    for (int step = 0; step < Length; ++step)
        nodes += fmt::format(R"({}{{"name":"b{}","cost":1,"outputs":[{{"bytes":8}}]}})", step == 0 ? "" : ",", step);
    for (int step = 0; step < Length; ++step)
        nodes += fmt::format(R"(,{{"name":"a{}","cost":1,"inputs":["b{}:0"{}],"outputs":[{{"bytes":8}}]}})", step, step,
                             step == 0 ? "" : fmt::format(R"(,"a{}:0")", step - 1));
    const Problem problem = problemOf(graphFromNodes(nodes + "]"), testCluster(1));
    const auto sourcesNearReaders = [&](const std::vector<NodeId> &order) {
        std::vector<std::size_t> rank(order.size());
        for (std::size_t position = 0; position < order.size(); ++position)
            rank[order[position]] = position;
        for (int step = 2; step < Length; ++step)
            if (rank[NodeId(step)] < rank[NodeId(Length + step - 2)]) // b_step before a_(step-2)
                return false;
        return true;
    };
    QVERIFY(!sourcesNearReaders(inputOrder(problem)));
    QVERIFY(sourcesNearReaders(spectralOrder(problem)));
    CostSimulator simulator(problem);
    const auto peak = [&](const std::vector<NodeId> &order) {
        return simulator.run(solutionFromOrder(order, std::vector<DeviceId>(problem.nodeCount(), 0))).maxPeakMemory();
    };
    QVERIFY(peak(spectralOrder(problem)) <= 3 * 8);
    QVERIFY(peak(inputOrder(problem)) >= Length * 8);

    // A graph without nodes has an empty order.
    QVERIFY(spectralOrder(problemOf(graphFromNodes("[]"), testCluster(2))).empty());
}

void TestBaselines::streamedPlacementKeepsStreamsApartAndDevicesInStep()
{
    // Two chains, a and b, interleaved in the order: each stays on a device of its own.
    const Problem chains = interleavedChains(6, 8);
    const std::vector<NodeId> interleaved = inputOrder(chains);
    for (Affinity affinity : {Affinity::Inputs, Affinity::InputBytes}) {
        const std::vector<DeviceId> device = streamedPlacement(chains, interleaved, affinity, Balance::Operations);
        for (NodeId node = 0; node < 12; ++node)
            QCOMPARE(device[node], DeviceId(node % 2));
    }

    // One chain: staying with its input would leave the second device idle; the devices are
    // kept within four operations of each other instead.
    const Problem chain = problemOf(graphFromNodes(R"([{"name":"c0","cost":1,"outputs":[{"bytes":8}]})" + [] {
        std::string rest;
        for (int step = 1; step < 20; ++step)
            rest += fmt::format(R"(,{{"name":"c{}","cost":1,"inputs":["c{}:0"],"outputs":[{{"bytes":8}}]}})", step, step - 1);
        return rest + "]";
    }()),
                                    regal::test::clusterOf({1.0, 1.0}));
    const std::vector<DeviceId> device = streamedPlacement(chain, inputOrder(chain), Affinity::Inputs, Balance::Operations);
    int ahead = 0;
    for (DeviceId where : device) {
        ahead += where == 0 ? 1 : -1;
        QVERIFY(std::abs(ahead) <= 5);
    }
    QCOMPARE(std::count(device.begin(), device.end(), DeviceId(0)), std::ptrdiff_t(10));

    // x writes 1 B, y 100 B, z reads both: by count it is a tie, settled by the lower index;
    // by bytes z joins y.
    const Problem pair = problemOf(graphFromNodes(R"([
        {"name":"x","cost":1,"outputs":[{"bytes":1}]},
        {"name":"y","cost":1,"outputs":[{"bytes":100}]},
        {"name":"z","cost":1,"inputs":["x:0","y:0"]}])"),
                                   regal::test::clusterOf({1.0, 1.0}));
    const std::vector<NodeId> order{0, 1, 2};
    QCOMPARE(streamedPlacement(pair, order, Affinity::Inputs, Balance::Operations), (std::vector<DeviceId>{0, 1, 0}));
    QCOMPARE(streamedPlacement(pair, order, Affinity::InputBytes, Balance::Operations), (std::vector<DeviceId>{0, 1, 1}));

    // Nine unconnected nodes, the first with 400 B of weights, the others 10 B: keeping the
    // operations even deals them out in turn, keeping the bytes even gives all the small ones
    // to the second device.
    std::string weights = R"([{"name":"w0","cost":1,"param_bytes":400})";
    for (int node = 1; node < 9; ++node)
        weights += fmt::format(R"(,{{"name":"w{}","cost":1,"param_bytes":10}})", node);
    const Problem unconnected = problemOf(graphFromNodes(weights + "]"), regal::test::clusterOf({1.0, 1.0}));
    const std::vector<NodeId> byId = inputOrder(unconnected);
    QCOMPARE(streamedPlacement(unconnected, byId, Affinity::Inputs, Balance::Operations),
             (std::vector<DeviceId>{0, 1, 0, 1, 0, 1, 0, 1, 0}));
    QCOMPARE(streamedPlacement(unconnected, byId, Affinity::Inputs, Balance::BytesBrought),
             (std::vector<DeviceId>{0, 1, 1, 1, 1, 1, 1, 1, 1}));

    // Pinned nodes keep their device.
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Problem pinned = problemOf(randomGraph({.nodes = 40, .seed = seed, .pinEvery = 3, .pinDevices = 3}),
                                         testCluster(3));
        const std::vector<NodeId> dfs = dfsPostOrder(pinned);
        for (Balance balance : {Balance::Operations, Balance::BytesBrought})
            for (Affinity affinity : {Affinity::Inputs, Affinity::InputBytes})
                QVERIFY(pinned.check(solutionFromOrder(dfs, streamedPlacement(pinned, dfs, affinity, balance))).ok());
    }
}

void TestBaselines::memoryOrderSolutionKeepsTheBestPlacement()
{
    // Two chains of 100 B tensors, interleaved: side by side each device holds one chain's
    // tensors; one device after the other, the second also receives both chains' tensors at
    // the cut. The streamed placement wins.
    const Problem chains = interleavedChains(8, 100);
    const std::vector<NodeId> order = inputOrder(chains);
    CostSimulator simulator(chains);
    const auto peak = [&](const Solution &solution) { return simulator.run(solution).maxPeakMemory(); };
    const SearchedSolution blocks = blockSearchedMemorySolution(chains, order);
    const Solution streamed = solutionFromOrder(order, streamedPlacement(chains, order, Affinity::Inputs, Balance::Operations));
    QVERIFY(peak(streamed) < peak(blocks.solution));
    const SearchedSolution best = memoryOrderSolution(chains, order, Task::Memory);
    QCOMPARE(peak(best.solution), peak(streamed));
    QCOMPARE(best.evaluations, blocks.evaluations + 5);

    // Never worse than any of the five placements, on any graph.
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 50, .seed = seed, .pinEvery = 7, .pinDevices = 2}),
                                          testCluster(2));
        const std::vector<NodeId> dfs = dfsPostOrder(problem);
        CostSimulator randomSimulator(problem);
        const Score chosen = score(Task::Memory, randomSimulator.run(memoryOrderSolution(problem, dfs, Task::Memory).solution));
        QVERIFY(!(score(Task::Memory, randomSimulator.run(blockSearchedMemorySolution(problem, dfs).solution)) < chosen));
        for (Balance balance : {Balance::Operations, Balance::BytesBrought})
            for (Affinity affinity : {Affinity::Inputs, Affinity::InputBytes})
                QVERIFY(!(score(Task::Memory, randomSimulator.run(solutionFromOrder(dfs, streamedPlacement(problem, dfs, affinity, balance))))
                          < chosen));
    }
}

void TestBaselines::blockPlacementSplitsByBytes()
{
    // Four nodes of 100 B each on two equal devices: two per device, in order.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":100}]},
        {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":100}]},
        {"name":"c","cost":1,"inputs":["b:0"],"outputs":[{"bytes":100}]},
        {"name":"d","cost":1,"inputs":["c:0"],"outputs":[{"bytes":100}]}])"),
                                      regal::test::clusterOf({1.0, 1.0}));
    const std::vector<NodeId> order{0, 1, 2, 3};
    QCOMPARE(blockPlacement(problem, order), (std::vector<DeviceId>{0, 0, 1, 1}));
}

void TestBaselines::blockSearchFindsTheBestCut()
{
    // Two large activations first, then three nodes of 60 B of weights. Cutting by bytes puts
    // the weights with b's 100 B output on the second device (a peak of 281 B); the best cut
    // leaves a, b and c on the first device (200 B) and sends only c's single byte across.
    const Problem problem = problemOf(graphFromNodes(R"([
        {"name":"a","cost":1,"outputs":[{"bytes":100}]},
        {"name":"b","cost":1,"inputs":["a:0"],"outputs":[{"bytes":100}]},
        {"name":"c","cost":1,"inputs":["b:0"],"outputs":[{"bytes":1}]},
        {"name":"d","cost":1,"param_bytes":60,"inputs":["c:0"],"outputs":[{"bytes":1}]},
        {"name":"e","cost":1,"param_bytes":60,"inputs":["d:0"],"outputs":[{"bytes":1}]},
        {"name":"f","cost":1,"param_bytes":60,"inputs":["e:0"],"outputs":[{"bytes":1,"is_graph_output":true}]}])"),
                                      regal::test::clusterOf({1.0, 1.0}));
    const std::vector<NodeId> order{0, 1, 2, 3, 4, 5};
    CostSimulator simulator(problem);
    QCOMPARE(simulator.run(memorySolution(problem, order)).maxPeakMemory(), Bytes(281));
    Bytes bestCut = 0;
    for (std::size_t cut = 0; cut <= order.size(); ++cut) {
        const Bytes peak = simulator.run(solutionFromOrder(order, placeInBlocks(problem, order, std::vector{cut}))).maxPeakMemory();
        bestCut = cut == 0 ? peak : std::min(bestCut, peak);
    }
    const SearchedSolution searched = blockSearchedMemorySolution(problem, order);
    QCOMPARE(simulator.run(searched.solution).maxPeakMemory(), bestCut);
    QCOMPARE(bestCut, Bytes(200));
    QVERIFY(searched.evaluations > 1);
    QCOMPARE(searched.solution.device, (std::vector<DeviceId>{0, 0, 0, 1, 1, 1}));

    // On one device there is no cut to move: nothing is simulated.
    const Problem alone = problemOf(problem.sharedGraph(), testCluster(1));
    const SearchedSolution single = blockSearchedMemorySolution(alone, order);
    QCOMPARE(single.evaluations, std::int64_t(0));
    QVERIFY(single.solution == memorySolution(alone, order));
}

void TestBaselines::blockSearchNeverLosesToTheByteWeightedBlocks()
{
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 50, .seed = seed, .pinEvery = 7, .pinDevices = 3}),
                                          testCluster(3));
        const std::vector<NodeId> order = dfsPostOrder(problem);
        CostSimulator simulator(problem);
        const Score bytes = score(Task::Memory, simulator.run(memorySolution(problem, order)));
        const SearchedSolution searched = blockSearchedMemorySolution(problem, order);
        QVERIFY(problem.check(searched.solution).ok());
        QVERIFY(!(bytes < score(Task::Memory, simulator.run(searched.solution))));
        QVERIFY(searched.evaluations > 0);
    }
    // Many devices: the search stops at its cap of simulations and is still never worse.
    const Problem wide = problemOf(randomGraph({.nodes = 300, .seed = 9}), testCluster(30));
    const std::vector<NodeId> order = dfsPostOrder(wide);
    CostSimulator simulator(wide);
    const SearchedSolution searched = blockSearchedMemorySolution(wide, order);
    QCOMPARE(searched.evaluations, std::int64_t(250));
    QVERIFY(!(score(Task::Memory, simulator.run(memorySolution(wide, order))) <
              score(Task::Memory, simulator.run(searched.solution))));
}

void TestBaselines::localSearchNeverWorseThanItsStart()
{
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = seed}), testCluster(3));
        CostSimulator simulator(problem);
        const Score start = score(Task::Runtime, simulator.run(heftSolution(problem)));
        Result<MethodResult> local = findMethod("local")->run(contextFor(problem, Task::Runtime, 2));
        QVERIFY(local.ok());
        QVERIFY(!(start < local->score));
    }
}

void TestBaselines::cancelledSearchStillReturnsASolution()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 2}), testCluster(2));
    for (const char *name : {"random", "randomtopo", "local", "brkga"}) {
        std::atomic<bool> cancel{true};
        MethodContext context = contextFor(problem, Task::Memory, 1);
        context.control.budget = 100000;
        context.cancel = &cancel;
        Result<MethodResult> result = findMethod(name)->run(context);
        QVERIFY(result.ok());
        QVERIFY(problem.check(result->solution).ok());
        QVERIFY2(result->evaluations <= 65, name); // the start and one batch, or one generation
    }
}

void TestBaselines::proposalsSteerTheBrkgaMethods()
{
    // A chain runs fastest all on GPU:1, the faster device, with no transfers; device keys
    // that strongly favour GPU:1 make the half of the first generation they draw exactly that,
    // which the uniform half almost never finds (one chance in 2^30 per sample).
    std::string chain = "[";
    for (int node = 0; node < 30; ++node) {
        const std::string input = node == 0 ? "" : fmt::format(R"("n{}:0")", node - 1);
        chain += fmt::format(R"({}{{"name":"n{}","op":"Op","cost":{},"inputs":[{}],"outputs":[{{"bytes":64}}]}})",
                             node == 0 ? "" : ",", node, 1 + node % 3, input);
    }
    const Problem problem = problemOf(graphFromNodes(chain + "]"), testCluster(2));
    ProposalSet proposals = ProposalSet::uniform(problem.nodeCount(), 3, 0.7);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        proposals.setKey(node, 0, {1.0, 50.0});
        proposals.setKey(node, 1, {50.0, 1.0});
    }
    MethodContext context = contextFor(problem, Task::Runtime, 2);
    context.control.budget = context.brkga.population;
    Result<MethodResult> uniform = findMethod("brkga")->run(context);
    context.proposals = proposals;
    Result<MethodResult> steered = findMethod("brkga")->run(context);
    QVERIFY(uniform.ok() && steered.ok());
    const auto onSecond = [](const Solution &solution) {
        return std::count(solution.device.begin(), solution.device.end(), DeviceId(1));
    };
    QCOMPARE(onSecond(steered->solution), std::ptrdiff_t(problem.nodeCount()));
    QVERIFY(onSecond(uniform->solution) < std::ptrdiff_t(problem.nodeCount()));
    QVERIFY(steered->paramsJson.find("per node") != std::string::npos);
}

void TestBaselines::searchRecordsThePopulationItKept()
{
    // Under a memory limit the default keeps 10 of 20 once a generation fits (300 evaluations
    // ask for 3, at least half are kept); the params record that number, so that they rerun the
    // search, an explicit 0 as 0, and without a limit nothing.
    const auto paramsOf = [](const Cluster &cluster, std::optional<int> onceFeasible) {
        const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 5}), cluster);
        MethodContext context = contextFor(problem, Task::Runtime, 1);
        context.brkga.populationOnceFeasible = onceFeasible;
        const Result<MethodResult> result = findMethod("brkga-seeded")->run(context);
        return result ? nlohmann::json::parse(result->paramsJson) : nlohmann::json();
    };
    Cluster roomy = testCluster(2);
    for (Device &device : roomy.devices)
        device.memoryBytes = Bytes(1) << 40;
    QCOMPARE(paramsOf(roomy, std::nullopt).value("population_once_feasible", -1), 10);
    QCOMPARE(paramsOf(roomy, 0).value("population_once_feasible", -1), 0);
    const nlohmann::json unlimited = paramsOf(testCluster(2), std::nullopt);
    QVERIFY(unlimited.contains("population") && !unlimited.contains("population_once_feasible"));
}

void TestBaselines::progressCountsTheStartsEvaluations()
{
    // The searches that begin with heuristics pay for them from the budget; their progress
    // counts those evaluations too, so that it ends where the budget does, as their result says.
    const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = 3}), testCluster(2));
    for (const char *method : {"brkga-seeded", "brkga"}) {
        MethodContext context = contextFor(problem, Task::Memory, 1);
        context.control.budget = 600;
        std::vector<std::int64_t> reported;
        context.progress = [&](const SearchStatus &status) { reported.push_back(status.evaluations); };
        const Result<MethodResult> result = findMethod(method)->run(context);
        QVERIFY(result.ok());
        QVERIFY(!reported.empty());
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
        QCOMPARE(reported.back(), result->evaluations);
        QCOMPARE(result->evaluations, context.control.budget);
    }
}

QTEST_GUILESS_MAIN(TestBaselines)
#include "tst_baselines.moc"
