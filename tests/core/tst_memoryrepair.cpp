// The repair of solutions that overflow memory: moves that make a placement fit, an exact
// budget, and a BRKGA that repairs only what still overflows when its budget runs low or when it
// first asks for advice again.

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

/// \a count independent nodes of 60 bytes of params on \a count devices of 70 bytes: only one
/// node to a device fits.
Problem oneToADevice(int count)
{
    std::string nodes = "[";
    for (int node = 0; node < count; ++node)
        nodes += fmt::format(R"({}{{"name":"n{}","cost":1,"param_bytes":60}})", node == 0 ? "" : ",", node);
    Cluster cluster = clusterOf(std::vector<double>(std::size_t(count), 1.0));
    for (Device &device : cluster.devices)
        device.memoryBytes = 70;
    return problemOf(graphFromNodes(nodes + "]"), cluster);
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
