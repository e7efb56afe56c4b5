// The polish of the memory task: moves around the peak that lower it, an exact budget, and a
// BRKGA that polishes its best when its budget runs low.

#include "core/search/brkga.h"
#include "core/search/peakpolish.h"
#include "tests/core/searchcase.h"

#include <QTest>

using namespace regal;
using regal::test::clusterOf;
using regal::test::problemOf;
using regal::test::randomGraph;
using regal::test::testCluster;
using regal::test::twoBranchesGraph;

namespace {

/// The two branches on one device, interleaved: s, a1, b1, a2, b2, j holds a1's 100 B, b1's
/// 50 B and a2's 10 B together while a2 runs.
Solution interleaved()
{
    return {{0, 0, 0, 0, 0, 0}, {0.5, 0.9, 0.3, 0.8, 0.2, 0.1}};
}

} // namespace

class TestPeakPolish : public QObject
{
    Q_OBJECT

private slots:
    void movesAroundThePeakLowerIt()
    {
        const Problem problem = problemOf(twoBranchesGraph(), clusterOf({1.0}));
        Evaluator evaluator(problem, Task::Memory, 1, 100);
        const Score start = *evaluator.evaluate(interleaved());
        QCOMPARE(start.value, 160.0);
        const ScoredSolution polished = polishPeak(evaluator, {interleaved(), start});
        QCOMPARE(polished.score.value, 111.0); // the big branch first: the least peak
        QCOMPARE(evaluator.decoder().evaluate(polished.solution, 0), polished.score);
        QVERIFY(evaluator.evaluations() < 100); // it stops when no move helps
    }

    void aSpentBudgetPolishesNothing()
    {
        const Problem problem = problemOf(twoBranchesGraph(), clusterOf({1.0}));
        Evaluator evaluator(problem, Task::Memory, 1, 1);
        const Score start = *evaluator.evaluate(interleaved());
        const ScoredSolution polished = polishPeak(evaluator, {interleaved(), start});
        QCOMPARE(polished.solution, interleaved());
        QCOMPARE(evaluator.evaluations(), std::int64_t(1));
    }

    void anInterruptedPolishStops()
    {
        const Problem problem = problemOf(twoBranchesGraph(), clusterOf({1.0}));
        Evaluator evaluator(problem, Task::Memory, 1, 100);
        const Score start = *evaluator.evaluate(interleaved());
        int asked = 0;
        const ScoredSolution polished = polishPeak(evaluator, {interleaved(), start}, [&asked] { return ++asked > 1; });
        QCOMPARE(asked, 2); // one round, then the interruption
        QCOMPARE(polished.score.value, 111.0);
        QVERIFY(evaluator.evaluations() < 20);
        QCOMPARE(polishPeak(evaluator, polished, [] { return true; }).solution, polished.solution);
    }

    void brkgaPolishesItsBestInTheMemoryTask()
    {
        BrkgaParams params;
        params.population = 20;
        ControlParams control;
        control.budget = 300;
        double without = 0.0;
        double with = 0.0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const Problem problem = problemOf(randomGraph({.nodes = 40, .seed = seed}), testCluster(2));
            params.repairFraction = 0.0;
            without += Brkga(problem, Task::Memory, params, control).run().score.value;
            params.repairFraction = 0.5;
            const SearchResult polished = Brkga(problem, Task::Memory, params, control).run();
            QVERIFY(polished.evaluations <= control.budget);
            with += polished.score.value;
        }
        QVERIFY2(with < without, qPrintable(QStringLiteral("%1 against %2").arg(with).arg(without)));
    }
};

QTEST_GUILESS_MAIN(TestPeakPolish)
#include "tst_peakpolish.moc"
