// The Studio's command line sets up the tight-memory regime as `regal` does: --speeds for mixed
// devices, --memory-factor for each device's share of the graph's need.
#include "app/studio/studiooptions.h"

#include <QTest>

using namespace regal;

class TestStudioOptions : public QObject
{
    Q_OBJECT

    static Result<StudioOptions> parse(const QStringList &arguments)
    {
        return parseStudioOptions(QStringList{QStringLiteral("regal-studio")} + arguments);
    }

private slots:
    void speedsAndMemoryFactorAreRead()
    {
        const Result<StudioOptions> options =
            parse({QStringLiteral("sample:inception"), QStringLiteral("--speeds"), QStringLiteral("1,1,0.5,0.5"),
                   QStringLiteral("--memory-factor"), QStringLiteral("1.3")});
        QVERIFY2(options, options ? "" : options.error().c_str());
        QCOMPARE(options->speeds, (std::vector<double>{1.0, 1.0, 0.5, 0.5}));
        QCOMPARE(options->memoryFactor, 1.3);
        QCOMPARE(options->graph, QStringLiteral("sample:inception"));
    }

    void colouringIsRead()
    {
        const Result<StudioOptions> options = parse({QStringLiteral("--colour-by"), QStringLiteral("policy-advice")});
        QVERIFY2(options, options ? "" : options.error().c_str());
        QCOMPARE(options->coloring, std::optional(GraphView::Coloring::ByPolicyAdvice));
        QVERIFY(!parse({})->coloring);
    }

    void badValuesAreNamed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("zero speed") << QStringList{QStringLiteral("--speeds"), QStringLiteral("1,0")} << QStringLiteral("--speeds");
        QTest::newRow("not a speed") << QStringList{QStringLiteral("--speeds"), QStringLiteral("1,fast")} << QStringLiteral("--speeds");
        QTest::newRow("speeds and devices")
            << QStringList{QStringLiteral("--speeds"), QStringLiteral("1,1"), QStringLiteral("--devices"), QStringLiteral("2")}
            << QStringLiteral("one of --devices, --cluster and --speeds");
        QTest::newRow("negative factor") << QStringList{QStringLiteral("--memory-factor"), QStringLiteral("-1")}
                                         << QStringLiteral("--memory-factor");
        QTest::newRow("factor not a number") << QStringList{QStringLiteral("--memory-factor"), QStringLiteral("tight")}
                                             << QStringLiteral("--memory-factor");
        QTest::newRow("unknown colouring") << QStringList{QStringLiteral("--colour-by"), QStringLiteral("speed")}
                                           << QStringLiteral("--colour-by must be device, op-type or policy-advice");
    }

    void badValuesAreNamed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Result<StudioOptions> options = parse(arguments);
        QVERIFY(!options);
        QVERIFY2(QString::fromStdString(options.error()).contains(message), options.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestStudioOptions)
#include "tst_studiooptions.moc"
