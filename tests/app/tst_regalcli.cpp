// The command line as a user meets it: exit codes, messages on stderr, JSON on stdout.

#include "tests/app/regalprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using regal::test::RegalRun;

namespace {

/// regal of this build, given at most 60 s: the commands here are quick.
RegalRun callRegal(const QStringList &arguments) { return regal::test::runRegal(arguments, 60000); }

} // namespace

class TestRegalCli : public QObject
{
    Q_OBJECT

private slots:
    void infoOnASample();
    void evaluateJsonHasTheSpecFields();
    void evaluateReproducesItsOwnPlacement();
    void generateAndConvert();
    void benchSimReportsWallAndCpuTime();
    void optimizeSaysWhenNoSolutionFits();
    void devicesOfMixedSpeedsShowTheirSpeed();
    void theAdvisedFactorIsTheBoundOnTheLargestPeak();
    void infoSaysWhetherAGraphCanFit();
    void aSearchOverMemoryAdvisesMoreBudget();
    void aClusterFieldRegalDoesNotReadIsWarnedOf();
    void anUnwritableOutputFailsBeforeTheSearch();
    void badInputFailsWithOneMessage_data();
    void badInputFailsWithOneMessage();
    void helpSucceeds();

private:
    /// \a text written to \a name in the test's folder: its path, or empty when it cannot be written.
    QString written(const QString &name, const QByteArray &text);
    /// A graph of two operations in a row whose second one alone needs its whole 200-byte peak.
    QString twoSteps();

    QTemporaryDir m_dir;
};

void TestRegalCli::infoOnASample()
{
    const RegalRun run = callRegal({QStringLiteral("info"), QStringLiteral("sample:residual"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject info = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(info.value(QStringLiteral("nodes")).toInt(), 120);
    QVERIFY(info.value(QStringLiteral("edges")).toInt() > 0);
    QVERIFY(info.value(QStringLiteral("lower_bounds")).toObject().contains(QStringLiteral("makespan")));
}

void TestRegalCli::evaluateJsonHasTheSpecFields()
{
    const RegalRun run = callRegal({QStringLiteral("evaluate"), QStringLiteral("sample:er"), QStringLiteral("--devices"),
                           QStringLiteral("3"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(run.out).object();
    for (const char *field : {"makespan", "peak_memory", "feasible", "lower_bounds"})
        QVERIFY2(result.contains(QLatin1String(field)), field);
    QCOMPARE(result.value(QStringLiteral("peak_memory")).toObject().size(), 3);
    QVERIFY(result.value(QStringLiteral("makespan")).toDouble() >=
            result.value(QStringLiteral("lower_bounds")).toObject().value(QStringLiteral("makespan")).toDouble());
}

void TestRegalCli::evaluateReproducesItsOwnPlacement()
{
    const QString placement = m_dir.filePath(QStringLiteral("p.json"));
    const RegalRun first = callRegal({QStringLiteral("evaluate"), QStringLiteral("sample:transformer"), QStringLiteral("--devices"),
                             QStringLiteral("2"), QStringLiteral("--out"), placement, QStringLiteral("--json")});
    QCOMPARE(first.exitCode, 0);
    // The placement carries its cluster, so no --devices is needed to evaluate it again.
    const RegalRun second = callRegal({QStringLiteral("evaluate"), QStringLiteral("sample:transformer"), QStringLiteral("--placement"),
                              placement, QStringLiteral("--json")});
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(second.out).object(), QJsonDocument::fromJson(first.out).object());
    // The same placement refuses another graph.
    const RegalRun other = callRegal({QStringLiteral("evaluate"), QStringLiteral("sample:rnn"), QStringLiteral("--placement"), placement});
    QCOMPARE(other.exitCode, 1);
    QVERIFY(other.err.contains("is not in graph") || other.err.contains("was made for graph"));
}

void TestRegalCli::generateAndConvert()
{
    const QString generated = m_dir.filePath(QStringLiteral("g.json"));
    QCOMPARE(callRegal({QStringLiteral("generate"), QStringLiteral("--family"), QStringLiteral("layered"), QStringLiteral("--nodes"),
                    QStringLiteral("300"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), generated})
                 .exitCode,
             0);
    const QString dot = written(QStringLiteral("g.dot"), "digraph d { a [cost=1 bytes=8]; b [cost=2]; a -> b; }");
    QVERIFY(!dot.isEmpty());
    const QString converted = m_dir.filePath(QStringLiteral("d.json"));
    QCOMPARE(callRegal({QStringLiteral("convert"), dot, converted}).exitCode, 0);
    const RegalRun info = callRegal({QStringLiteral("info"), converted, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(info.out).object().value(QStringLiteral("nodes")).toInt(), 2);
    const RegalRun generatedInfo = callRegal({QStringLiteral("info"), generated, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(generatedInfo.out).object().value(QStringLiteral("nodes")).toInt(), 300);
}

void TestRegalCli::benchSimReportsWallAndCpuTime()
{
    const RegalRun run = callRegal({QStringLiteral("bench"), QStringLiteral("sim"), QStringLiteral("--nodes"),
                                    QStringLiteral("100"), QStringLiteral("--threads"), QStringLiteral("1"),
                                    QStringLiteral("--seconds"), QStringLiteral("0.05"), QStringLiteral("--task"),
                                    QStringLiteral("memory"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(QStringLiteral("task")).toString(), QStringLiteral("memory"));
    const QJsonArray results = report.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject figure = results.first().toObject();
    const double evaluations = figure.value(QStringLiteral("evaluations")).toDouble();
    const double cpuSeconds = figure.value(QStringLiteral("cpu_seconds")).toDouble();
    QVERIFY(evaluations > 0);
    QVERIFY(cpuSeconds > 0);
    // One thread cannot use more CPU than the time that passed (clock ticks aside).
    QVERIFY(cpuSeconds <= figure.value(QStringLiteral("seconds")).toDouble() + 0.02);
    QCOMPARE(figure.value(QStringLiteral("cpu_ns_per_node")).toDouble(), cpuSeconds / evaluations / 100 * 1e9);
}

QString TestRegalCli::written(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

QString TestRegalCli::twoSteps()
{
    // b holds a's 100 bytes and its own 100 while it runs: 200 bytes, the graph's one-device
    // peak. A memory factor of 0.5 gives each of 2 devices 50 bytes, 2.0 gives them 200.
    return written(QStringLiteral("fit.dot"), "digraph d { a [cost=1 bytes=100]; b [cost=1 bytes=100]; a -> b; }");
}

void TestRegalCli::optimizeSaysWhenNoSolutionFits()
{
    const QString dot = twoSteps();
    QVERIFY(!dot.isEmpty());
    const auto optimize = [&](const QString &factor, bool json) {
        QStringList arguments = {QStringLiteral("optimize"), dot, QStringLiteral("--method"), QStringLiteral("heft"),
                                 QStringLiteral("--devices"), QStringLiteral("2"), QStringLiteral("--memory-factor"),
                                 factor, QStringLiteral("--out"), m_dir.filePath(QStringLiteral("fit-placement.json"))};
        if (json)
            arguments << QStringLiteral("--json");
        return callRegal(arguments);
    };
    const RegalRun text = optimize(QStringLiteral("0.5"), false);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("no solution fits: 'b' needs 200 B while it runs, and no device it may run on has "
                               "more than 50 B"),
             text.out.constData());
    QVERIFY2(text.err.contains("a solution can fit only with --memory-factor 2.00 or more"), text.err.constData());
    // The device that overflows says by how much; the other does not.
    QVERIFY2(text.out.contains("capacity      over by\nGPU:0                   200 B         50 B        150 B\n"
                               "GPU:1                     0 B         50 B\n"),
             text.out.constData());
    const QJsonObject shortfall =
        QJsonDocument::fromJson(optimize(QStringLiteral("0.5"), true).out).object().value(QStringLiteral("shortfall")).toObject();
    QCOMPARE(shortfall.value(QStringLiteral("node")).toString(), QStringLiteral("b"));
    QCOMPARE(shortfall.value(QStringLiteral("need")).toInt(), 200);
    QCOMPARE(shortfall.value(QStringLiteral("capacity")).toInt(), 50);
    const QJsonObject roomy = QJsonDocument::fromJson(optimize(QStringLiteral("2"), true).out).object();
    QVERIFY(roomy.contains(QStringLiteral("shortfall")));
    QVERIFY(roomy.value(QStringLiteral("shortfall")).isNull());
    QVERIFY(!optimize(QStringLiteral("2"), false).out.contains("no solution fits"));
}

void TestRegalCli::devicesOfMixedSpeedsShowTheirSpeed()
{
    const QString dot = twoSteps();
    QVERIFY(!dot.isEmpty());
    const RegalRun mixed =
        callRegal({QStringLiteral("evaluate"), dot, QStringLiteral("--speeds"), QStringLiteral("1,0.5")});
    QCOMPARE(mixed.exitCode, 0);
    QVERIFY2(mixed.out.contains("device            speed         peak     capacity\n"
                                "GPU:0                 1        200 B    unlimited\n"
                                "GPU:1               0.5          0 B    unlimited\n"),
             mixed.out.constData());
    // Identical devices need no speed column (optimizeSaysWhenNoSolutionFits shows their table).
    const RegalRun same =
        callRegal({QStringLiteral("evaluate"), dot, QStringLiteral("--speeds"), QStringLiteral("0.5,0.5")});
    QVERIFY2(same.out.contains("device                   peak     capacity\n"), same.out.constData());
}

void TestRegalCli::theAdvisedFactorIsTheBoundOnTheLargestPeak()
{
    // The bound on the largest peak may exceed every working set: on one device a's 100 bytes are
    // held across b and x until c reads them, 145 bytes in all, while b's working set is 130. 0.9
    // would give 130 bytes and still fit nothing.
    const QString skip = written(QStringLiteral("skip.dot"),
                                 "digraph skip { a [cost=1 param_bytes=5 bytes=100]; b [cost=1 bytes=30]; "
                                 "x [cost=1 bytes=10]; c [cost=1 bytes=1]; a -> b; b -> x; a -> c; x -> c; }");
    QVERIFY(!skip.isEmpty());
    const RegalRun skipped = callRegal({QStringLiteral("optimize"), skip, QStringLiteral("--method"), QStringLiteral("heft"),
                                        QStringLiteral("--devices"), QStringLiteral("1"), QStringLiteral("--memory-factor"),
                                        QStringLiteral("0.75"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("skip.json"))});
    QVERIFY2(skipped.out.contains("no solution fits: 'b' needs 130 B"), skipped.out.constData());
    QVERIFY2(skipped.err.contains("a solution can fit only with --memory-factor 1.00 or more"), skipped.err.constData());
}

void TestRegalCli::infoSaysWhetherAGraphCanFit()
{
    const QString dot = twoSteps();
    QVERIFY(!dot.isEmpty());
    const RegalRun info = callRegal({QStringLiteral("info"), dot, QStringLiteral("--devices"), QStringLiteral("2"),
                                     QStringLiteral("--memory-factor"), QStringLiteral("0.5")});
    QVERIFY2(info.out.contains("memory        no solution fits: 'b' needs 200 B") &&
                 info.out.contains("memory need   200 B on one device in input order; no solution fits below "
                                   "--memory-factor 2.00 on 2 devices"),
             info.out.constData());
    const RegalRun infoJson = callRegal({QStringLiteral("info"), dot, QStringLiteral("--devices"), QStringLiteral("2"),
                                         QStringLiteral("--memory-factor"), QStringLiteral("0.5"), QStringLiteral("--json")});
    const QJsonObject infoObject = QJsonDocument::fromJson(infoJson.out).object();
    QCOMPARE(infoObject.value(QStringLiteral("shortfall")).toObject().value(QStringLiteral("node")).toString(), QStringLiteral("b"));
    QCOMPARE(infoObject.value(QStringLiteral("one_device_peak")).toInt(), 200);
    QCOMPARE(infoObject.value(QStringLiteral("least_memory_factor")).toDouble(), 2.0);
}

void TestRegalCli::aSearchOverMemoryAdvisesMoreBudget()
{
    // Six nodes of 60 bytes of params on six devices of 78 bytes fit only one to a device; nothing
    // proves otherwise, and one random solution (seed 1) puts two on one device.
    const QString spread = written(QStringLiteral("spread.dot"),
                                   "digraph six { a [param_bytes=60]; b [param_bytes=60]; c [param_bytes=60]; "
                                   "d [param_bytes=60]; e [param_bytes=60]; f [param_bytes=60]; }");
    QVERIFY(!spread.isEmpty());
    const RegalRun searched = callRegal({QStringLiteral("optimize"), spread, QStringLiteral("--method"), QStringLiteral("random"),
                                         QStringLiteral("--budget"), QStringLiteral("1"), QStringLiteral("--devices"),
                                         QStringLiteral("6"), QStringLiteral("--memory-factor"), QStringLiteral("1.3"),
                                         QStringLiteral("--out"), m_dir.filePath(QStringLiteral("six.json"))});
    QCOMPARE(searched.exitCode, 0);
    QVERIFY2(searched.out.contains("feasible      no") && !searched.out.contains("no solution fits"), searched.out.constData());
    QVERIFY2(searched.err.contains("no solution found fits the devices' memory; a larger budget may find one (--budget 10)"),
             searched.err.constData());
}

void TestRegalCli::aClusterFieldRegalDoesNotReadIsWarnedOf()
{
    const QString cluster = written(QStringLiteral("typo.json"), R"({"format": "regal-cluster", "version": 1,
        "devices": [{"name": "A", "memory": 64}, {"name": "B"}]})");
    QVERIFY(!cluster.isEmpty());
    const RegalRun info = callRegal({QStringLiteral("info"), QStringLiteral("sample:er"), QStringLiteral("--cluster"), cluster});
    QCOMPARE(info.exitCode, 0);
    const QByteArray warning = "warning: " + cluster.toUtf8() + ": device 'A': the field 'memory' is not read";
    QVERIFY2(info.err.contains(warning), info.err.constData());
}

void TestRegalCli::anUnwritableOutputFailsBeforeTheSearch()
{
    // A billion evaluations would outlast the test's minute: the place is checked first.
    const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:inception"), QStringLiteral("--budget"),
                                    QStringLiteral("1000000000"), QStringLiteral("--out"), QStringLiteral("/nonexistent/p.json")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("/nonexistent/p.json: cannot write"), run.err.constData());
    const RegalRun folder = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:inception"), QStringLiteral("--budget"),
                                       QStringLiteral("1000000000"), QStringLiteral("--out"), m_dir.path()});
    QCOMPARE(folder.exitCode, 1);
    QVERIFY2(folder.err.contains("cannot replace"), folder.err.constData());
}

void TestRegalCli::badInputFailsWithOneMessage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("missing file") << QStringList{QStringLiteral("info"), QStringLiteral("/nonexistent/g.json")}
                                  << QByteArray("regal: /nonexistent/g.json: cannot open");
    QTest::newRow("missing file without extension") << QStringList{QStringLiteral("info"), QStringLiteral("/nonexistent/g")}
                                                    << QByteArray("regal: /nonexistent/g: cannot open");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("info"), written(QStringLiteral("model.xyz"), "x")}
                                    << QByteArray("unknown graph format '.xyz'");
    QTest::newRow("unknown sample") << QStringList{QStringLiteral("info"), QStringLiteral("sample:nope")}
                                    << QByteArray("there is no built-in sample 'nope'");
    QTest::newRow("unknown family") << QStringList{QStringLiteral("generate"), QStringLiteral("--family"), QStringLiteral("tree"),
                                                   QStringLiteral("--nodes"), QStringLiteral("5"), QStringLiteral("--out"),
                                                   QStringLiteral("x.json")}
                                    << QByteArray("unknown family 'tree'");
    QTest::newRow("bad option value") << QStringList{QStringLiteral("evaluate"), QStringLiteral("sample:er"),
                                                     QStringLiteral("--devices"), QStringLiteral("0")}
                                      << QByteArray("--devices");
    QTest::newRow("memory factor not a number") << QStringList{QStringLiteral("optimize"), QStringLiteral("sample:er"),
                                                               QStringLiteral("--memory-factor"), QStringLiteral("nan")}
                                                << QByteArray("--memory-factor: must be a positive number, got 'nan'");
    QTest::newRow("speed zero") << QStringList{QStringLiteral("evaluate"), QStringLiteral("sample:er"), QStringLiteral("--speeds"),
                                               QStringLiteral("1,0")}
                                << QByteArray("--speeds: must be a positive number, got '0'");
    QTest::newRow("no command") << QStringList{} << QByteArray("subcommand");
    QTest::newRow("convert to non-json") << QStringList{QStringLiteral("convert"), QStringLiteral("sample:er"), QStringLiteral("out.dot")}
                                         << QByteArray("must end in .json");
}

void TestRegalCli::badInputFailsWithOneMessage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const RegalRun run = callRegal(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestRegalCli::helpSucceeds()
{
    const RegalRun run = callRegal({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("evaluate"));
}

QTEST_GUILESS_MAIN(TestRegalCli)
#include "tst_regalcli.moc"
