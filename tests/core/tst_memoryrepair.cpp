// The repair of solutions that overflow memory: moves that make a placement fit, an exact
// budget, and a BRKGA that repairs only what still overflows when its budget runs low (its
// population in turn until one fits) or when it first asks for advice again.

#include "core/search/brkga.h"
#include "core/search/memoryrepair.h"
#include "tests/core/searchcase.h"

#include <QTest>
#include <fmt/format.h>

using namespace regal;
using regal::test::clusterOf;
using regal::test::graphFromNodes;
using regal::test::problemOf;

namespace {

/// \a count independent nodes of 60 bytes of params on \a devices devices of 70 bytes.
Problem sixtyByteNodes(int count, int devices)
{
    std::string nodes = "[";
    for (int node = 0; node < count; ++node)
        nodes += fmt::format(R"({}{{"name":"n{}","cost":1,"param_bytes":60}})", node == 0 ? "" : ",", node);
    Cluster cluster = clusterOf(std::vector<double>(std::size_t(devices), 1.0));
    for (Device &device : cluster.devices)
        device.memoryBytes = 70;
    return problemOf(graphFromNodes(nodes + "]"), cluster);
}

/// \a count such nodes on \a count devices: only one node to a device fits.
Problem oneToADevice(int count)
{
    return sixtyByteNodes(count, count);
}

} // namespace

class TestMemoryRepair : public QObject
{
    Q_OBJECT

private slots:
    void movesOperationsOffTheDeviceThatOverflows()
    {
        const Problem problem = oneToADevice(4);
        Evaluator evaluator(problem, Task::Runtime, 1, 200);
        const Solution start = problem.defaultSolution(); // all on GPU:0: 240 bytes
        const Score score = *evaluator.evaluate(start);
        QVERIFY(score.penalty > 0.0);
        const ScoredSolution repaired = repairMemory(evaluator, {start, score});
        QCOMPARE(repaired.score.penalty, 0.0);
        std::vector<DeviceId> devices = repaired.solution.device;
        std::sort(devices.begin(), devices.end());
        QCOMPARE(devices, (std::vector<DeviceId>{0, 1, 2, 3}));
        QVERIFY(evaluator.evaluations() <= 200);
        QCOMPARE(evaluator.decoder().evaluate(repaired.solution, 0), repaired.score);
    }

    void movesTheReadersOfASharedCopyTogether()
    {
        // w's 80 bytes are read by a and b on GPU:1, which holds a copy of them with a's byte
        // and b's 20 bytes of scratch: 101 of its 90. Moving a or b alone to w's slower device
        // leaves the copy for the other and only takes longer; moving both drops it (GPU:0 then
        // holds 101 of its 110).
        const auto graph = graphFromNodes(R"([{"name":"w","cost":1,"outputs":[{"bytes":80}]},
            {"name":"a","cost":1,"temp_bytes":20,"inputs":["w:0"],"outputs":[{"bytes":1}]},
            {"name":"b","cost":1,"temp_bytes":20,"inputs":["w:0","a:0"]}])");
        Cluster cluster = clusterOf({0.5, 1.0}, 1e9, 1e-6);
        cluster.devices[0].memoryBytes = 110;
        cluster.devices[1].memoryBytes = 90;
        const Problem problem = problemOf(graph, cluster);
        Evaluator evaluator(problem, Task::Runtime, 1, 100);
        Solution start = problem.defaultSolution();
        start.device = {0, 1, 1};
        const Score score = *evaluator.evaluate(start);
        QCOMPARE(score.penalty, 11.0);
        const ScoredSolution repaired = repairMemory(evaluator, {start, score});
        QCOMPARE(repaired.score.penalty, 0.0);
        QCOMPARE(repaired.solution.device, (std::vector<DeviceId>{0, 0, 0}));
    }

    void aSpentBudgetRepairsNothing()
    {
        const Problem problem = oneToADevice(4);
        Evaluator evaluator(problem, Task::Runtime, 1, 1);
        const Solution start = problem.defaultSolution();
        const Score score = *evaluator.evaluate(start);
        const ScoredSolution repaired = repairMemory(evaluator, {start, score});
        QCOMPARE(repaired.solution.device, start.device);
        QCOMPARE(evaluator.evaluations(), std::int64_t(1));
    }

    void brkgaRepairsOnlyWhatStillOverflows()
    {
        const Problem tight = oneToADevice(12);
        BrkgaParams params;
        params.population = 20;
        params.repairFraction = 0.0;
        ControlParams control;
        control.budget = 300;
        const SearchResult plain = Brkga(tight, Task::Runtime, params, control).run();
        QVERIFY(plain.score.penalty > 0.0); // 12 nodes one to a device: 1 in 19,000 random placements
        params.repairFraction = 0.5;
        const SearchResult repaired = Brkga(tight, Task::Runtime, params, control).run();
        QCOMPARE(repaired.score.penalty, 0.0);
        QVERIFY(repaired.evaluations <= control.budget);

        // Where the search fits before the repair's share of the budget, nothing changes.
        Cluster roomy = tight.cluster();
        for (Device &device : roomy.devices)
            device.memoryBytes = 0;
        const Problem unlimited = problemOf(tight.sharedGraph(), roomy);
        params.repairFraction = 0.0;
        const SearchResult without = Brkga(unlimited, Task::Runtime, params, control).run();
        params.repairFraction = 0.5;
        const SearchResult with = Brkga(unlimited, Task::Runtime, params, control).run();
        QCOMPARE(with.solution.device, without.solution.device);
        QCOMPARE(with.score, without.score);
    }

    void aSwapCrossesWhereNoSingleMoveHelps()
    {
        // Two devices of 100 bytes and params of 60, 60, 40 and 40 bytes: only 60 + 40 on each
        // fits. From both 60s together (20 over) each single move overflows more; a 60 moved
        // and a 40 moved back fits.
        const auto graph = graphFromNodes(R"([{"name":"p","cost":1,"param_bytes":60},
            {"name":"q","cost":1,"param_bytes":60},{"name":"r","cost":1,"param_bytes":40},
            {"name":"s","cost":1,"param_bytes":40}])");
        Cluster cluster = clusterOf({1.0, 1.0});
        for (Device &device : cluster.devices)
            device.memoryBytes = 100;
        const Problem problem = problemOf(graph, cluster);
        Evaluator evaluator(problem, Task::Runtime, 1, 100);
        Solution start = problem.defaultSolution();
        start.device = {0, 0, 1, 1};
        const Score score = *evaluator.evaluate(start);
        QCOMPARE(score.penalty, 20.0);
        const ScoredSolution repaired = repairMemory(evaluator, {start, score});
        QCOMPARE(repaired.score.penalty, 0.0);
        QCOMPARE(repaired.solution.device[0] + repaired.solution.device[1], 1);
        QCOMPARE(repaired.solution.device[2] + repaired.solution.device[3], 1);
    }

    void thePopulationIsRepairedInTurnUntilOneFits()
    {
        // GPU:0 holds 16 pinned params of 10 bytes in its 160; GPU:1 has 35. m's 5 bytes and
        // a's 30 fit only on GPU:1. The best start, m on GPU:0 (5 over), proposes no move: the
        // repair moves the owners of the largest buffers live at the peak, here the pinned ones.
        // The second, a on GPU:0 (30 over), fits after one. Children copy their elite parent
        // (rho 1, no mutants), so the search itself finds nothing new.
        std::string nodes = "[";
        for (int pinned = 0; pinned < 16; ++pinned)
            nodes += fmt::format(R"({{"name":"p{}","cost":1,"param_bytes":10,"device":"GPU:0"}},)", pinned);
        nodes += R"({"name":"m","cost":1,"param_bytes":5},{"name":"a","cost":1,"param_bytes":30}])";
        Cluster cluster = clusterOf({1.0, 1.0});
        cluster.devices[0].memoryBytes = 160;
        cluster.devices[1].memoryBytes = 35;
        const Problem problem = problemOf(graphFromNodes(nodes), cluster);
        const BrkgaParams params{
            .population = 4, .eliteFraction = 0.5, .mutantFraction = 0.0, .rho = 1.0, .repairFraction = 0.5};
        ControlParams control;
        control.budget = 10; // the 4 starts, a generation of 2, the repairs of the best and the next
        Brkga brkga(problem, Task::Runtime, params, control);
        const auto placed = [&](DeviceId m, DeviceId a) {
            Solution solution = problem.defaultSolution();
            solution.device[16] = m;
            solution.device[17] = a;
            return solution;
        };
        brkga.addSeed(placed(0, 1)); // 5 over
        brkga.addSeed(placed(1, 0)); // 30 over
        brkga.addSeed(placed(0, 0)); // 35 over
        brkga.addSeed(placed(0, 0));
        const SearchResult result = brkga.run();
        QCOMPARE(result.score.penalty, 0.0);
        QCOMPARE(result.evaluations, std::int64_t(10));
    }

    void theFirstAskingForAdviceRepairsWhatStillOverflows()
    {
        const Problem tight = oneToADevice(12);
        BrkgaParams params;
        params.population = 20;
        params.repairFraction = 0.0; // only the repair before the advice
        Brkga brkga(tight, Task::Runtime, params, {.budget = 300});
        const ProposalSet uniform = ProposalSet::uniform(tight.nodeCount(), tight.deviceCount() + 1, params.rho);
        brkga.setProposals(uniform);
        Evaluator evaluator(tight, Task::Runtime, 1, 300);
        std::vector<double> askedWithPenalty;
        brkga.setReadvice({60, [&](const Solution &best) {
                               askedWithPenalty.push_back(evaluator.decoder().evaluate(best, 0).penalty);
                               return uniform;
                           }});
        const SearchResult result = brkga.run();
        QVERIFY(!askedWithPenalty.empty());
        QCOMPARE(askedWithPenalty.front(), 0.0); // the same search without the repair never fits
        QCOMPARE(result.score.penalty, 0.0);
        QVERIFY(result.evaluations <= 300);
    }

    void theRepairBeforeTheAdviceSpendsAtMostItsShare()
    {
        // 40 nodes of 60 bytes of params; three devices of 70 bytes and one of 10,000. From a
        // random start the repair moves one node a round to the large device, each round up to
        // 48 moves, until all fit: far more than a tenth of the budget, 200 evaluations.
        const Problem small = sixtyByteNodes(40, 4);
        Cluster cluster = small.cluster();
        cluster.devices[3].memoryBytes = 10'000;
        const Problem problem = problemOf(small.sharedGraph(), cluster);
        BrkgaParams params;
        params.population = 20;
        const std::int64_t budget = 2'000;
        Brkga brkga(problem, Task::Runtime, params, {.budget = budget});
        const ProposalSet uniform = ProposalSet::uniform(problem.nodeCount(), problem.deviceCount() + 1, params.rho);
        brkga.setProposals(uniform);
        brkga.setReadvice({100, [&](const Solution &) { return uniform; }});
        std::vector<std::int64_t> evaluations;
        brkga.setStatusCallback([&](const SearchStatus &status) { evaluations.push_back(status.evaluations); });
        brkga.run();
        std::int64_t mostBetweenGenerations = 0;
        for (std::size_t generation = 1; generation < evaluations.size(); ++generation)
            mostBetweenGenerations =
                std::max(mostBetweenGenerations, evaluations[generation] - evaluations[generation - 1]);
        // The share, one round that may go past it, the advice asked, and a generation.
        QVERIFY2(mostBetweenGenerations <= budget / 10 + 48 + 1 + params.population,
                 fmt::format("{} evaluations between two generations", mostBetweenGenerations).c_str());
    }

    void theShareOfTheBudgetIsReadAndChecked()
    {
        const Result<SearchParams> read = readSearchParams(R"({"repair_fraction": 0.25})", "p.json");
        QVERIFY(read.ok());
        QCOMPARE(read->brkga.repairFraction, 0.25);
        QVERIFY(brkgaParamsJson(read->brkga).find("\"repair_fraction\":0.25") != std::string::npos);
        QCOMPARE(BrkgaParams{}.repairFraction, 0.1);
        const Result<SearchParams> tooMuch = readSearchParams(R"({"repair_fraction": 0.6})", "p.json");
        QVERIFY(!tooMuch.ok());
        QVERIFY2(tooMuch.error().find("repair_fraction must be in [0, 0.5], got 0.6") != std::string::npos, tooMuch.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestMemoryRepair)
#include "tst_memoryrepair.moc"
