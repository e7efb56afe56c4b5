// BRKGA (SPEC section 3): determinism across thread counts, exact budgets, the stop
// predicate, heuristic seeds and parameter checks.

#include "core/methods/heuristics.h"
#include "core/search/brkga.h"
#include "core/search/decoder.h"
#include "core/sim/costsimulator.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <algorithm>
#include <fmt/format.h>

using namespace regal;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;

Q_DECLARE_METATYPE(regal::Task)

class TestBrkga : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameResultForAnyThreadCount_data();
    void sameSeedSameResultForAnyThreadCount();
    void differentSeedsDiffer();
    void budgetIsNeverExceeded_data();
    void budgetIsNeverExceeded();
    void statusOncePerGeneration();
    void cancellationStopsWithinOneGeneration();
    void stallLimitStops();
    void timeLimitStops();
    void controlsLeftAfterTheStarts();
    void neverWorseThanItsSeeds_data();
    void neverWorseThanItsSeeds();
    void resultScoreMatchesSimulation();
    void improvesOnRandomStart();
    void proposalsSteerHalfOfTheSamples();
    void readviceSteersFromTheBestSoFar();
    void populationShrinksOnceFeasible();
    void populationKeptUntilFeasible();
    void populationOnceFeasibleByDefault();
    void rejectsBadParameters();
    void readsParametersFromJson();
    void rejectsBadParameterFiles();
};

void TestBrkga::sameSeedSameResultForAnyThreadCount_data()
{
    QTest::addColumn<Task>("task");
    QTest::addColumn<int>("devices");
    QTest::newRow("runtime, 3 devices") << Task::Runtime << 3;
    QTest::newRow("memory, 2 devices") << Task::Memory << 2;
    QTest::newRow("memory, 1 device") << Task::Memory << 1;
}

void TestBrkga::sameSeedSameResultForAnyThreadCount()
{
    QFETCH(Task, task);
    QFETCH(int, devices);
    const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = 7}), testCluster(devices));
    BrkgaParams params;
    params.population = 30;
    std::vector<SearchResult> results;
    std::vector<std::vector<SearchStatus>> histories;
    for (int threads : {1, 2, 8}) {
        ControlParams control{.budget = 700, .threads = threads, .seed = 42};
        Brkga brkga(problem, task, params, control);
        std::vector<SearchStatus> history;
        brkga.setStatusCallback([&](const SearchStatus &status) { history.push_back(status); });
        results.push_back(brkga.run());
        histories.push_back(history);
    }
    for (std::size_t run = 1; run < results.size(); ++run) {
        QCOMPARE(results[run].solution, results[0].solution); // priorities compared bit for bit
        QCOMPARE(results[run].score, results[0].score);
        QCOMPARE(results[run].evaluations, results[0].evaluations);
        QCOMPARE(histories[run].size(), histories[0].size());
        for (std::size_t generation = 0; generation < histories[0].size(); ++generation) {
            QCOMPARE(histories[run][generation].best, histories[0][generation].best);
            QCOMPARE(histories[run][generation].mean, histories[0][generation].mean);
            QCOMPARE(histories[run][generation].worst, histories[0][generation].worst);
        }
    }
}

void TestBrkga::differentSeedsDiffer()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 3}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    Brkga first(problem, Task::Runtime, params, {.budget = 200, .seed = 1});
    Brkga second(problem, Task::Runtime, params, {.budget = 200, .seed = 2});
    QVERIFY(first.run().solution != second.run().solution);
}

void TestBrkga::budgetIsNeverExceeded_data()
{
    QTest::addColumn<int>("budget");
    // Population 20 with 4 elites: 20 evaluations, then 16 per generation.
    for (int budget : {1, 19, 20, 21, 36, 37, 100, 333})
        QTest::newRow(QByteArray::number(budget).constData()) << budget;
}

void TestBrkga::budgetIsNeverExceeded()
{
    QFETCH(int, budget);
    const Problem problem = problemOf(randomGraph({.nodes = 25, .seed = 11}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    QCOMPARE(params.eliteCount(), 4);
    Brkga brkga(problem, Task::Runtime, params, {.budget = budget, .threads = 2, .seed = 5});
    std::int64_t lastSeen = 0;
    brkga.setStatusCallback([&](const SearchStatus &status) {
        QVERIFY(status.evaluations <= budget);
        QVERIFY(status.evaluations > lastSeen);
        lastSeen = status.evaluations;
    });
    const SearchResult result = brkga.run();
    QCOMPARE(result.evaluations, std::int64_t(budget));
    QCOMPARE(lastSeen, std::int64_t(budget));
    QCOMPARE(result.reason, StopReason::Budget);
    const int expectedGenerations = budget <= 20 ? 1 : 1 + (budget - 20 + 15) / 16;
    QCOMPARE(result.generations, expectedGenerations);
    QVERIFY(problem.check(result.solution).ok());
}

void TestBrkga::statusOncePerGeneration()
{
    const Problem problem = problemOf(randomGraph({.nodes = 20, .seed = 2}), testCluster(2));
    BrkgaParams params;
    params.population = 10;
    Brkga brkga(problem, Task::Memory, params, {.budget = 100, .seed = 9});
    std::vector<SearchStatus> history;
    brkga.setStatusCallback([&](const SearchStatus &status) { history.push_back(status); });
    const SearchResult result = brkga.run();
    QCOMPARE(int(history.size()), result.generations);
    for (std::size_t generation = 0; generation < history.size(); ++generation) {
        const SearchStatus &status = history[generation];
        QCOMPARE(status.generation, int(generation));
        QVERIFY(status.best.value <= status.mean);
        QVERIFY(status.mean <= status.worst);
        if (generation > 0) {
            QVERIFY(!(history[generation - 1].best < status.best)); // the elite never gets worse
            QCOMPARE(status.stalled, status.best < history[generation - 1].best ? 0 : history[generation - 1].stalled + 1);
        }
    }
    QCOMPARE(history.back().best, result.score);
}

void TestBrkga::cancellationStopsWithinOneGeneration()
{
    const Problem problem = problemOf(randomGraph({.nodes = 20, .seed = 4}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    std::atomic<bool> cancel{false};
    Brkga brkga(problem, Task::Runtime, params, {.budget = 100000, .threads = 2, .seed = 3});
    brkga.setCancelFlag(&cancel);
    int calls = 0;
    brkga.setStatusCallback([&](const SearchStatus &status) {
        ++calls;
        if (status.generation == 2)
            cancel = true; // as a Ctrl-C arriving during generation 2
    });
    const SearchResult result = brkga.run();
    QCOMPARE(result.reason, StopReason::Cancelled);
    QCOMPARE(calls, 3);
    QCOMPARE(result.generations, 3);
    QCOMPARE(result.evaluations, std::int64_t(20 + 2 * 16));
    QVERIFY(problem.check(result.solution).ok());
}

void TestBrkga::stallLimitStops()
{
    // One node on one device: every solution has the same score, so nothing ever improves.
    const Problem problem = problemOf(regal::test::graphFromNodes(R"([{"name":"a","cost":1}])"), testCluster(1));
    BrkgaParams params;
    params.population = 10;
    Brkga brkga(problem, Task::Runtime, params, {.budget = 100000, .stallGenerations = 5, .seed = 1});
    const SearchResult result = brkga.run();
    QCOMPARE(result.reason, StopReason::Stall);
    QCOMPARE(result.generations, 6);
}

void TestBrkga::timeLimitStops()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 4}), testCluster(2));
    BrkgaParams params;
    params.population = 10;
    Brkga brkga(problem, Task::Runtime, params,
                {.budget = limits::MaxBudget, .timeLimit = 0.05, .seed = 1});
    const SearchResult result = brkga.run();
    QCOMPARE(result.reason, StopReason::TimeLimit);
    QVERIFY(result.seconds >= 0.05);
    QVERIFY(result.seconds < 5.0);
}

void TestBrkga::neverWorseThanItsSeeds_data()
{
    QTest::addColumn<Task>("task");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("budget");
    QTest::newRow("runtime, 4 devices, one generation") << Task::Runtime << 4 << 20;
    QTest::newRow("runtime, 2 devices") << Task::Runtime << 2 << 300;
    QTest::newRow("memory, 1 device") << Task::Memory << 1 << 300;
    QTest::newRow("memory, 3 devices, one generation") << Task::Memory << 3 << 20;
}

void TestBrkga::neverWorseThanItsSeeds()
{
    QFETCH(Task, task);
    QFETCH(int, devices);
    QFETCH(int, budget);
    const Problem problem = problemOf(randomGraph({.nodes = 60, .seed = 21}), testCluster(devices));
    BrkgaParams params;
    params.population = 20;
    Brkga brkga(problem, task, params, {.budget = budget, .seed = 8});
    CostSimulator simulator(problem);
    std::optional<Score> bestSeed;
    for (const NamedSolution &seed : heuristicSolutions(problem, task)) {
        brkga.addSeed(seed.solution);
        const Score seedScore = score(task, simulator.run(seed.solution));
        if (!bestSeed || seedScore < *bestSeed)
            bestSeed = seedScore;
    }
    const SearchResult result = brkga.run();
    QVERIFY2(!(*bestSeed < result.score),
             qPrintable(QStringLiteral("BRKGA %1 is worse than its best seed %2").arg(result.score.value).arg(bestSeed->value)));
}

void TestBrkga::resultScoreMatchesSimulation()
{
    const Problem problem = problemOf(randomGraph({.nodes = 30, .seed = 5, .pinEvery = 4, .pinDevices = 3}),
                                      testCluster(3));
    BrkgaParams params;
    params.population = 16;
    const SearchResult result = Brkga(problem, Task::Runtime, params, {.budget = 200, .seed = 4}).run();
    QVERIFY(problem.check(result.solution).ok());
    CostSimulator simulator(problem);
    QCOMPARE(score(Task::Runtime, simulator.run(result.solution)), result.score);
}

void TestBrkga::improvesOnRandomStart()
{
    const Problem problem = problemOf(randomGraph({.nodes = 50, .seed = 13}), testCluster(4));
    BrkgaParams params;
    params.population = 30;
    std::vector<SearchStatus> history;
    Brkga brkga(problem, Task::Runtime, params, {.budget = 2000, .threads = 2, .seed = 1});
    brkga.setStatusCallback([&](const SearchStatus &status) { history.push_back(status); });
    brkga.run();
    QVERIFY(history.back().best.value < history.front().best.value);
    QVERIFY(history.back().mean < history.front().mean);
}

void TestBrkga::proposalsSteerHalfOfTheSamples()
{
    // Proposals that put every node firmly on device 1 give every sample they draw the same
    // makespan, the total work over its speed (up to rounding). Steering every other sample,
    // the first population's uniform half finds one far shorter; steering all, nothing does.
    const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = 3}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    ProposalSet pinned = ProposalSet::uniform(problem.nodeCount(), problem.deviceCount() + 1, params.rho);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        pinned.setKey(node, 0, {1.0, 1000.0});
        pinned.setKey(node, 1, {1000.0, 1.0});
    }
    const auto firstGeneration = [&](Brkga::Steering steering) {
        Brkga brkga(problem, Task::Runtime, params, {.budget = params.population, .seed = 2});
        brkga.setProposals(pinned, steering);
        return brkga.run().score.value;
    };
    CostSimulator simulator(problem);
    Solution allOnSecond = problem.defaultSolution();
    std::fill(allOnSecond.device.begin(), allOnSecond.device.end(), DeviceId(1));
    const double steered = simulator.run(allOnSecond).makespan;

    QVERIFY2(firstGeneration(Brkga::Steering::EveryOther) < 0.9 * steered,
             "the uniform half of the samples found no better placement than all on one device");
    QCOMPARE(firstGeneration(Brkga::Steering::All), steered); // fuzzy: the sums differ in rounding
}

void TestBrkga::readviceSteersFromTheBestSoFar()
{
    // Advice asked again after every 60 evaluations gets the best solution so far and costs one
    // evaluation: with a population of 20 and 4 elite, it is asked at 68, 133 and 182
    // evaluations (20, then 16 per generation, plus one per asking), and the budget of 200 still
    // holds exactly. The advice pins every node on device 1 and lets children copy their elite
    // parent whole (rho 1), so from then on every individual is an elite one or that placement.
    const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = 3}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    ProposalSet pinned = ProposalSet::uniform(problem.nodeCount(), problem.deviceCount() + 1, 1.0);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        pinned.setKey(node, 0, {1.0, 1000.0});
        pinned.setKey(node, 1, {1000.0, 1.0});
    }
    CostSimulator simulator(problem);
    Solution allOnSecond = problem.defaultSolution();
    std::fill(allOnSecond.device.begin(), allOnSecond.device.end(), DeviceId(1));
    const double onSecond = simulator.run(allOnSecond).makespan;

    Brkga brkga(problem, Task::Runtime, params, {.budget = 200, .seed = 2});
    brkga.setProposals(ProposalSet::uniform(problem.nodeCount(), problem.deviceCount() + 1, params.rho),
                       Brkga::Steering::All);
    std::vector<double> askedWith;
    brkga.setReadvice({60, [&](const Solution &best) {
                           askedWith.push_back(simulator.run(best).makespan);
                           return pinned;
                       }});
    std::vector<std::int64_t> evaluations;
    std::vector<double> best;
    std::vector<std::vector<double>> makespans; // per generation, best first
    brkga.setStatusCallback([&](const SearchStatus &status) {
        evaluations.push_back(status.evaluations);
        best.push_back(status.best.value);
        makespans.emplace_back();
        for (std::size_t rank = 0; rank < status.populationSize; ++rank)
            makespans.back().push_back(simulator.run(status.decodeRanked(rank)).makespan);
    });
    const SearchResult result = brkga.run();
    QCOMPARE(result.evaluations, std::int64_t(200));

    const std::vector<std::int64_t> askedAt{68, 133, 182};
    QCOMPARE(askedWith.size(), askedAt.size());
    const std::size_t firstAsked = std::size_t(std::find(evaluations.begin(), evaluations.end(), 68) - evaluations.begin());
    QVERIFY2(firstAsked + 1 < evaluations.size(), "no generation saw 68 evaluations");
    for (std::size_t asking = 0; asking < askedAt.size(); ++asking) {
        const auto generation = std::size_t(std::find(evaluations.begin(), evaluations.end(), askedAt[asking]) - evaluations.begin());
        QVERIFY2(generation < evaluations.size(), fmt::format("no generation saw {} evaluations", askedAt[asking]).c_str());
        QCOMPARE(askedWith[asking], best[generation]);
    }
    bool uniformSamplesVaried = false;
    for (std::size_t generation = 1; generation < makespans.size(); ++generation) {
        const std::vector<double> &previous = makespans[generation - 1];
        const std::vector<double> elite(previous.begin(), previous.begin() + params.eliteCount());
        for (double makespan : makespans[generation]) {
            const bool eliteOrPinned = std::find(elite.begin(), elite.end(), makespan) != elite.end()
                                       || qFuzzyCompare(makespan, onSecond);
            if (generation > firstAsked)
                QVERIFY2(eliteOrPinned, fmt::format("generation {} after the advice has a makespan of {} s, neither "
                                                         "elite nor all on device 1 ({} s)",
                                                         generation, makespan, onSecond)
                                                 .c_str());
            else
                uniformSamplesVaried |= !eliteOrPinned;
        }
    }
    QVERIFY2(uniformSamplesVaried, "before the advice, every individual was elite or all on device 1");
}

void TestBrkga::populationShrinksOnceFeasible()
{
    // Unlimited memory: generation 0 already fits, so every later generation has 10
    // individuals, 2 of them elite: 20 evaluations, then 8 per generation.
    const Problem problem = problemOf(randomGraph({.nodes = 25, .seed = 11}), testCluster(2));
    BrkgaParams params;
    params.population = 20;
    params.populationOnceFeasible = 10;
    Brkga brkga(problem, Task::Runtime, params, {.budget = 100, .seed = 5});
    std::vector<SearchStatus> history;
    brkga.setStatusCallback([&](const SearchStatus &status) { history.push_back(status); });
    const SearchResult result = brkga.run();
    QCOMPARE(result.evaluations, std::int64_t(100));
    QCOMPARE(result.generations, 11);
    QCOMPARE(history.front().populationSize, std::size_t(20));
    for (std::size_t generation = 1; generation < history.size(); ++generation) {
        QCOMPARE(history[generation].populationSize, std::size_t(10));
        QCOMPARE(history[generation].evaluations, std::int64_t(20 + 8 * generation));
        QVERIFY(!(history[generation - 1].best < history[generation].best)); // the best is kept
    }
}

void TestBrkga::populationKeptUntilFeasible()
{
    // Under a memory limit that the first generations overflow, the search is the one without
    // the setting up to its first feasible generation, and has fewer individuals after it.
    const std::shared_ptr<const Graph> graph = randomGraph({.nodes = 30, .seed = 4});
    BrkgaParams plain;
    plain.population = 20;
    plain.populationOnceFeasible = 0;
    BrkgaParams compact = plain;
    compact.populationOnceFeasible = 10;
    BrkgaParams automatic = plain; // 400 evaluations: 4 individuals, at least half of 20
    automatic.populationOnceFeasible.reset();
    const auto historyOf = [&](const Problem &problem, const BrkgaParams &params) {
        Brkga brkga(problem, Task::Runtime, params, {.budget = 400, .seed = 3});
        std::vector<SearchStatus> history;
        brkga.setStatusCallback([&](const SearchStatus &status) { history.push_back(status); });
        brkga.run();
        return history;
    };
    const auto firstFeasible = [](const std::vector<SearchStatus> &history) {
        std::size_t generation = 0;
        while (generation < history.size() && history[generation].best.penalty > 0.0)
            ++generation;
        return generation;
    };
    // The first limit of a descending sweep at which plain BRKGA starts overflowing and fits
    // before its last generation.
    for (Bytes limit = 2000; limit > 0; limit -= 20) {
        Cluster cluster = testCluster(2);
        for (Device &device : cluster.devices)
            device.memoryBytes = limit;
        const Problem problem = problemOf(graph, cluster);
        const std::vector<SearchStatus> before = historyOf(problem, plain);
        const std::size_t feasibleAt = firstFeasible(before);
        if (feasibleAt == 0 || feasibleAt + 1 >= before.size())
            continue;
        const std::vector<SearchStatus> after = historyOf(problem, compact);
        QCOMPARE(firstFeasible(after), feasibleAt);
        for (std::size_t generation = 0; generation <= feasibleAt; ++generation) {
            QCOMPARE(after[generation].best, before[generation].best);
            QCOMPARE(after[generation].mean, before[generation].mean);
            QCOMPARE(after[generation].populationSize, std::size_t(20));
        }
        for (std::size_t generation = feasibleAt + 1; generation + 1 < after.size(); ++generation)
            QCOMPARE(after[generation].populationSize, std::size_t(10));
        QVERIFY(after.back().populationSize <= 10); // the last one as far as the budget goes
        QVERIFY(after.size() > before.size()); // smaller generations: more of them for the budget
        const std::vector<SearchStatus> chosen = historyOf(problem, automatic);
        QCOMPARE(chosen.size(), after.size());
        for (std::size_t generation = 0; generation < after.size(); ++generation) {
            QCOMPARE(chosen[generation].best, after[generation].best);
            QCOMPARE(chosen[generation].populationSize, after[generation].populationSize);
        }
        return;
    }
    QFAIL("no memory limit of the sweep makes the search start overflowing and fit later");
}

void TestBrkga::populationOnceFeasibleByDefault()
{
    // Unset, it is one individual per 100 evaluations of the budget (rounded), at least half the
    // population, and only under a memory limit; 0 and numbers are taken as they are.
    BrkgaParams params;
    QVERIFY(!params.populationOnceFeasible);
    QCOMPARE(params.populationOnceFeasibleFor(5000, true), 50);
    QCOMPARE(params.populationOnceFeasibleFor(7500, true), 75);
    QCOMPARE(params.populationOnceFeasibleFor(7483, true), 75); // rounded: heuristics took 17
    QCOMPARE(params.populationOnceFeasibleFor(9983, true), 0);
    QCOMPARE(params.populationOnceFeasibleFor(1000, true), 50);
    QCOMPARE(params.populationOnceFeasibleFor(10000, true), 0);
    QCOMPARE(params.populationOnceFeasibleFor(5000, false), 0);
    params.populationOnceFeasible = 0;
    QCOMPARE(params.populationOnceFeasibleFor(5000, true), 0);
    params.populationOnceFeasible = 30;
    QCOMPARE(params.populationOnceFeasibleFor(5000, false), 30);
    params = {.population = 6};
    QCOMPARE(params.populationOnceFeasibleFor(100, true), 4); // never below the minimum of 4
    params = {.population = 4};
    QCOMPARE(params.populationOnceFeasibleFor(100, true), 0);
    params = {.population = 20, .eliteFraction = 0.5, .mutantFraction = 0.45};
    QCOMPARE(params.populationOnceFeasibleFor(100, true), 0); // 10 would leave no room for children

    // With unlimited memory the default keeps the whole population.
    const Problem problem = problemOf(randomGraph({.nodes = 25, .seed = 11}), testCluster(2));
    Brkga brkga(problem, Task::Runtime, {.population = 20}, {.budget = 100, .seed = 5});
    std::vector<std::size_t> sizes;
    brkga.setStatusCallback([&](const SearchStatus &status) { sizes.push_back(status.populationSize); });
    brkga.run();
    QCOMPARE(sizes, std::vector<std::size_t>(6, 20)); // 20 evaluations, then 16 per generation
}

void TestBrkga::rejectsBadParameters()
{
    BrkgaParams params;
    QVERIFY(params.validate().ok());
    params.population = 3;
    QVERIFY(!params.validate().ok());
    params = {};
    params.eliteFraction = 0.6;
    QVERIFY(params.validate().error().find("elite_fraction") != std::string::npos);
    params = {};
    params.rho = 0.4;
    QVERIFY(!params.validate().ok());
    params = {};
    params.population = 4;
    params.eliteFraction = 0.5;
    params.mutantFraction = 0.5;
    QVERIFY(params.validate().error().find("no room") != std::string::npos);
    params = {};
    params.populationOnceFeasible = 3;
    QVERIFY(params.validate().error().find("population_once_feasible") != std::string::npos);
    params.populationOnceFeasible = params.population + 1;
    QVERIFY(params.validate().error().find("population_once_feasible") != std::string::npos);
    params.populationOnceFeasible = 0;
    params.population = 20;
    params.eliteFraction = 0.5;
    params.mutantFraction = 0.45;
    QVERIFY(params.validate().ok());
    params.populationOnceFeasible = 4; // 2 elite and 2 mutants of 4
    QVERIFY(params.validate().error().find("once feasible") != std::string::npos);
    ControlParams control;
    QVERIFY(control.validate().ok());
    control.budget = 0;
    QVERIFY(!control.validate().ok());
    control = {};
    control.threads = -1;
    QVERIFY(!control.validate().ok());

    const Problem problem = problemOf(randomGraph({.nodes = 5, .seed = 1}), testCluster(2));
    BrkgaParams bad;
    bad.rho = 2.0;
    QVERIFY_THROWS_EXCEPTION(RegalError, Brkga(problem, Task::Runtime, bad, {}));
    Brkga brkga(problem, Task::Runtime, {}, {});
    QVERIFY_THROWS_EXCEPTION(RegalError, brkga.setProposals(ProposalSet::uniform(5, 2, 0.7)));
    Solution wrong = problem.defaultSolution();
    wrong.device[0] = 7;
    QVERIFY_THROWS_EXCEPTION(RegalError, brkga.addSeed(wrong));
}

void TestBrkga::readsParametersFromJson()
{
    Result<SearchParams> read = readSearchParams(
        R"({"population": 40, "population_once_feasible": 20, "elite_fraction": 0.25, "rho": 0.8, "budget": 1234, "threads": 2, "seed": 9,
            "stall_generations": 7, "time_limit": 1.5})",
        "params.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
    QCOMPARE(read->brkga.population, 40);
    QCOMPARE(read->brkga.populationOnceFeasible, 20);
    QCOMPARE(read->brkga.eliteFraction, 0.25);
    QCOMPARE(read->brkga.mutantFraction, BrkgaParams{}.mutantFraction);
    QCOMPARE(read->brkga.rho, 0.8);
    QCOMPARE(read->control.budget, std::int64_t(1234));
    QCOMPARE(read->control.threads, 2);
    QCOMPARE(read->control.seed, std::uint64_t(9));
    QCOMPARE(read->control.stallGenerations, 7);
    QCOMPARE(read->control.timeLimit, 1.5);

    Result<SearchParams> again = readSearchParams(brkgaParamsJson(read->brkga), "again");
    QVERIFY(again.ok());
    QCOMPARE(again->brkga, read->brkga);

    Result<SearchParams> unset = readSearchParams(R"({"population": 40})", "unset");
    QVERIFY(unset.ok());
    QVERIFY(!unset->brkga.populationOnceFeasible);
    QVERIFY(brkgaParamsJson(unset->brkga).find("once") == std::string::npos);
    Result<SearchParams> off = readSearchParams(R"({"population_once_feasible": 0})", "off");
    QVERIFY(off.ok());
    QCOMPARE(off->brkga.populationOnceFeasible, std::optional<int>(0));
    QCOMPARE(readSearchParams(brkgaParamsJson(off->brkga), "off again")->brkga, off->brkga);
}

void TestBrkga::rejectsBadParameterFiles()
{
    const auto error = [](const std::string &text) {
        Result<SearchParams> read = readSearchParams(text, "p.json");
        return read.ok() ? std::string() : read.error();
    };
    QVERIFY(error(R"({"populaton": 10})").find("unknown parameters") != std::string::npos);
    QVERIFY(error(R"({"population": 2})").find("population") != std::string::npos);
    QVERIFY(error(R"({"rho": 0.2})").find("rho") != std::string::npos);
    QVERIFY(error(R"({"budget": -5})").find("budget") != std::string::npos);
    QVERIFY(error(R"([1, 2])").find("object") != std::string::npos);
    QVERIFY(error(R"({"population": )").find("p.json") != std::string::npos);
    QVERIFY(error(R"({"population": 10, "comment": "kept for people"})").empty());
}

void TestBrkga::controlsLeftAfterTheStarts()
{
    // A method's heuristic starts spend evaluations and seconds before its search begins; the
    // search gets what is left of both.
    ControlParams control;
    control.budget = 5000;
    control.timeLimit = 2.0;
    const ControlParams rest = control.after(800, 0.5);
    QCOMPARE(rest.budget, std::int64_t(4200));
    QCOMPARE(rest.timeLimit, 1.5);
    QCOMPARE(rest.seed, control.seed);
    QVERIFY(rest.validate().ok());
    // A limit the starts used up still stops the search: it is not the 0 that means no limit.
    const ControlParams late = control.after(800, 3.0);
    QVERIFY(late.timeLimit > 0.0 && late.timeLimit < 1e-300);
    QVERIFY(late.validate().ok());
    // No limit stays none.
    control.timeLimit = 0.0;
    QCOMPARE(control.after(800, 3.0).timeLimit, 0.0);
}

QTEST_GUILESS_MAIN(TestBrkga)
#include "tst_brkga.moc"
