// The convergence plot draws the best solution so far apart while it overflows a device's memory:
// the search then ranks by the overflow first, so that curve may rise, and a rising "best so far"
// would read as a bug.
#include "widgets/plots/convergenceplot.h"

#include <QTest>
#include <cmath>
#include <qcustomplot.h>

using namespace regal;

namespace {

QCPGraph *graphNamed(const ConvergencePlot &plot, const QString &name)
{
    for (int index = 0; index < plot.plot()->graphCount(); ++index)
        if (plot.plot()->graph(index)->name() == name)
            return plot.plot()->graph(index);
    return nullptr;
}

/// The graph's values in order of the points, NaN where it is broken.
QList<double> values(const QCPGraph *graph)
{
    QList<double> result;
    for (auto point = graph->data()->constBegin(); point != graph->data()->constEnd(); ++point)
        result.append(point->value);
    return result;
}

} // namespace

class TestConvergencePlot : public QObject
{
    Q_OBJECT

private slots:
    void theLeastOverMemoryIsDrawnApartUntilASolutionFits()
    {
        ConvergencePlot plot;
        plot.reset(Task::Runtime, 1.0);
        // Makespans in seconds: while over memory, the solution that overflows least rises from 5 to 6, then one fits.
        plot.addPoints({{1, 100, 5.0, 7.0, true}, {2, 200, 6.0, 7.0, true}, {3, 300, 4.0, 6.0, false},
                        {4, 400, 3.5, 5.0, false}});
        const QCPGraph *fitting = graphNamed(plot, QStringLiteral("best so far"));
        const QCPGraph *overMemory = graphNamed(plot, QStringLiteral("least over memory so far"));
        QVERIFY(fitting && overMemory);
        const QList<double> fit = values(fitting);
        const QList<double> over = values(overMemory);
        QCOMPARE(fit.size(), 4);
        QVERIFY(std::isnan(fit[0]) && std::isnan(fit[1]));
        QVERIFY(fit[2] > 0.0 && fit[3] < fit[2]);
        QVERIFY(!std::isnan(over[0]) && over[1] > over[0]);
        QCOMPARE(over[2], fit[2]); // the dashed steps run on to the first point that fits
        QVERIFY(std::isnan(over[3]));
        QVERIFY(overMemory->visible());
        QVERIFY(plot.plot()->legend->hasItemWithPlottable(overMemory));

        // A run whose best fits throughout shows no over-memory curve, nor its legend entry.
        plot.reset(Task::Runtime, 1.0);
        plot.addPoints({{1, 100, 5.0, 7.0, false}, {2, 200, 4.0, 6.0, false}});
        QVERIFY(!overMemory->visible());
        QVERIFY(!plot.plot()->legend->hasItemWithPlottable(overMemory));
        QVERIFY(!std::isnan(values(fitting)[0]));
    }
};

QTEST_MAIN(TestConvergencePlot)
#include "tst_convergenceplot.moc"
