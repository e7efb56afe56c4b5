// Axis ticks fall on round values, placed where they belong, a round step apart.

#include "widgets/plots/plotunits.h"

#include <QTest>
#include <cmath>

using namespace regal;

class TestPlotUnits : public QObject
{
    Q_OBJECT

private slots:
    void ticksAreRoundValuesBetweenTheEnds()
    {
        // A device arena from its weights (115.63 MiB) to its size (124.37 MiB), and a makespan.
        QCOMPARE(roundTicks(115.63, 124.37, 8), (std::vector<double>{116, 118, 120, 122, 124}));
        QCOMPARE(roundTicks(0.0, 116.7, 8), (std::vector<double>{0, 20, 40, 60, 80, 100}));
        QCOMPARE(roundTicks(0.0, 0.3, 3), (std::vector<double>{0.0, 0.1, 0.2, 0.30000000000000004}));
        QCOMPARE(roundTicks(-3.0, 3.0, 3), (std::vector<double>{-2, 0, 2}));
        QVERIFY(!std::signbit(roundTicks(-3.0, 3.0, 2).front())); // 0, not -0
        QVERIFY(roundTicks(5.0, 5.0, 8).empty());
        QVERIFY(roundTicks(0.0, 1.0, 0).empty());
    }

    void stepsAreOneTwoOrFiveTimesAPowerOfTen()
    {
        QCOMPARE(niceStep(1.1), 2.0);
        QCOMPARE(niceStep(2.2), 5.0);
        QCOMPARE(niceStep(14.6), 20.0);
        QCOMPARE(niceStep(0.07), 0.1);
        QCOMPARE(niceStep(50.0), 50.0);
    }

    void aFewFarValuesDoNotStretchTheAxis()
    {
        // A run's makespans: most between 1.5 and 2.5 s, two early ones far above.
        std::vector<double> makespans;
        for (int i = 0; i < 60; ++i)
            makespans.push_back(1.5 + i / 59.0);
        QCOMPARE(axisTop(makespans, 1.5), 2.5);
        makespans.push_back(6.0);
        makespans.push_back(9.0);
        QCOMPARE(axisTop(makespans, 1.5), 2.5);
        // Not far: at most a quarter above the others, or within twice their distance from low.
        makespans.end()[-2] = 3.0;
        makespans.back() = 3.1;
        QCOMPARE(axisTop(makespans, 1.5), 3.1);
        std::vector<double> peaks;
        for (int i = 0; i < 60; ++i)
            peaks.push_back(10.0 + i / 59.0);
        peaks.push_back(14.0);
        peaks.push_back(20.0);
        QCOMPARE(axisTop(peaks, 0.0), 20.0);
        QCOMPARE(axisTop(peaks, 9.0), 11.0);
        // More than a twentieth of far values is a spread, not a few outliers.
        makespans.resize(50);
        QCOMPARE(axisTop(makespans, 1.5), makespans[49]);
        for (int i = 0; i < 5; ++i)
            makespans.push_back(9.0 - i);
        QCOMPARE(axisTop(makespans, 1.5), 9.0);
        // Too few to tell.
        QCOMPARE(axisTop({1.0, 1.1, 1.2, 9.0}, 1.0), 9.0);
        QCOMPARE(axisTop({}, 4.0), 4.0);
    }
};

QTEST_APPLESS_MAIN(TestPlotUnits)
#include "tst_plotunits.moc"
