// regal optimize, bench quality and tune as a user meets them: files written, JSON fields,
// Ctrl-C, and messages for bad input.

#include "tests/app/regalprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using regal::test::RegalRun;

namespace {

/// regal of this build, given at most 120 s: searches, training and benchmarks take longer.
RegalRun callRegal(const QStringList &arguments) { return regal::test::runRegal(arguments, 120000); }

} // namespace

class TestOptimizeCli : public QObject
{
    Q_OBJECT

private slots:
    void optimizeWritesACompletePlacement();
    void evaluateReproducesTheOptimizedMetrics();
    void theReportOfOneDeviceReadsRight();
    void regalReportsWhatItsPolicyAdvised();
    void optimizeIsReproducible();
    void paramsFileIsRead();
    void interruptStillWritesTheBestSoFar();
    void badInputFailsWithOneMessage_data();
    void badInputFailsWithOneMessage();
    void benchQualityWritesJsonAndMarkdown();
    void benchQualityRanksWhatFitsFirst();
    void tuneWritesLoadableParameters();
    void resumedTrainingWritesEachCurveRowOnce();
    void benchQualityReproducesWithItsModel();
    void committeeJoinsTrainingsOfOneTaskAndShape();
    void gateSuiteFitsTheGateOnMoreGraphs();

private:
    static QJsonObject readJson(const QString &path);
    QTemporaryDir m_dir;
};

QJsonObject TestOptimizeCli::readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void TestOptimizeCli::optimizeWritesACompletePlacement()
{
    const QString out = m_dir.filePath(QStringLiteral("rnn.json"));
    const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:rnn"), QStringLiteral("--devices"), QStringLiteral("2"),
                           QStringLiteral("--method"), QStringLiteral("brkga"), QStringLiteral("--budget"), QStringLiteral("300"),
                           QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--threads"), QStringLiteral("2"),
                           QStringLiteral("--out"), out, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(summary.value(QStringLiteral("evaluations")).toInt(), 300);
    QCOMPARE(summary.value(QStringLiteral("method")).toString(), QStringLiteral("brkga"));
    QVERIFY(summary.value(QStringLiteral("gap_to_bound")).toDouble() >= 0.0);

    const QJsonObject placement = readJson(out);
    QCOMPARE(placement.value(QStringLiteral("format")).toString(), QStringLiteral("regal-placement"));
    QCOMPARE(placement.value(QStringLiteral("task")).toString(), QStringLiteral("runtime"));
    QCOMPARE(placement.value(QStringLiteral("method")).toString(), QStringLiteral("brkga"));
    QCOMPARE(placement.value(QStringLiteral("seed")).toInt(), 4);
    QCOMPARE(placement.value(QStringLiteral("evaluations")).toInt(), 300);
    QVERIFY(placement.contains(QStringLiteral("wall_seconds")));
    QCOMPARE(placement.value(QStringLiteral("params")).toObject().value(QStringLiteral("population")).toInt(), 100);
    QCOMPARE(placement.value(QStringLiteral("nodes")).toArray().size(), 100);
    QCOMPARE(placement.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("makespan")).toDouble(),
             summary.value(QStringLiteral("makespan")).toDouble());
}

void TestOptimizeCli::evaluateReproducesTheOptimizedMetrics()
{
    const QString out = m_dir.filePath(QStringLiteral("memory.json"));
    const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:transformer"), QStringLiteral("--task"),
                           QStringLiteral("memory"), QStringLiteral("--method"), QStringLiteral("list"),
                           QStringLiteral("--devices"), QStringLiteral("3"), QStringLiteral("--out"), out, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const RegalRun evaluated = callRegal({QStringLiteral("evaluate"), QStringLiteral("sample:transformer"), QStringLiteral("--placement"),
                                 out, QStringLiteral("--json")});
    QCOMPARE(evaluated.exitCode, 0);
    const QJsonObject a = QJsonDocument::fromJson(run.out).object();
    const QJsonObject b = QJsonDocument::fromJson(evaluated.out).object();
    QCOMPARE(b.value(QStringLiteral("max_peak_memory")).toDouble(), a.value(QStringLiteral("max_peak_memory")).toDouble());
    QCOMPARE(b.value(QStringLiteral("makespan")).toDouble(), a.value(QStringLiteral("makespan")).toDouble());
    QCOMPARE(b.value(QStringLiteral("devices")).toInt(), 3);
}

void TestOptimizeCli::theReportOfOneDeviceReadsRight()
{
    // On one device the input order meets the work bound, up to the picoseconds of each op; one
    // device and one evaluation are singular.
    const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--devices"),
                                    QStringLiteral("1"), QStringLiteral("--method"), QStringLiteral("inputorder"),
                                    QStringLiteral("--out"), m_dir.filePath(QStringLiteral("er.json"))});
    QCOMPARE(run.exitCode, 0);
    const QString report = QString::fromUtf8(run.out);
    QVERIFY2(report.contains(QStringLiteral("+0.0% over the bound")), qPrintable(report));
    QVERIFY2(!report.contains(QStringLiteral("-0.0%")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("(60 nodes, 1 device), task runtime: 1 evaluation in")), qPrintable(report));
}

void TestOptimizeCli::regalReportsWhatItsPolicyAdvised()
{
    // The shipped run-time policy advises every node's device, around the anchor the params name.
    const QStringList tight = {QStringLiteral("optimize"), QStringLiteral("sample:residual"), QStringLiteral("--speeds"),
                               QStringLiteral("1,1,0.5,0.5"), QStringLiteral("--memory-factor"), QStringLiteral("1.3"),
                               QStringLiteral("--method"), QStringLiteral("regal"), QStringLiteral("--budget"),
                               QStringLiteral("300"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("advised.json"))};
    const RegalRun json = callRegal(tight + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(json.out).object();
    const QJsonObject advice = summary.value(QStringLiteral("policy_advice")).toObject();
    QCOMPARE(advice.size(), 8);
    int advised = 0;
    for (const QJsonValue count : advice)
        advised += count.toInt();
    QCOMPARE(advised, summary.value(QStringLiteral("nodes")).toInt());
    const RegalRun text = callRegal(tight);
    QCOMPARE(text.exitCode, 0);
    const QString anchor = summary.value(QStringLiteral("params")).toObject().value(QStringLiteral("anchor")).toString();
    const QString firmly = QStringLiteral("%1 keep-firmly").arg(advice.value(QStringLiteral("keep-firmly")).toInt());
    QVERIFY2(text.out.contains(QStringLiteral("\npolicy advice     ").toUtf8()), text.out.constData());
    QVERIFY2(text.out.contains(firmly.toUtf8()), text.out.constData());
    QVERIFY2(text.out.contains(QStringLiteral("around %1's placement").arg(anchor).toUtf8()), text.out.constData());

    // Where the memory policy's gate leaves the graph to seeded BRKGA, the report says so.
    const QStringList memory = {QStringLiteral("optimize"), QStringLiteral("sample:residual"), QStringLiteral("--task"),
                                QStringLiteral("memory"), QStringLiteral("--devices"), QStringLiteral("2"),
                                QStringLiteral("--method"), QStringLiteral("regal"), QStringLiteral("--budget"),
                                QStringLiteral("300"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("gated.json"))};
    const QJsonObject gated = QJsonDocument::fromJson(callRegal(memory + QStringList{QStringLiteral("--json")}).out).object();
    const bool steered = gated.value(QStringLiteral("params")).toObject().value(QStringLiteral("steered")).toBool(true);
    QCOMPARE(gated.contains(QStringLiteral("policy_advice")), steered);
    const QByteArray report = callRegal(memory).out;
    QVERIFY2(report.contains("none: its gate left this graph to seeded BRKGA") == !steered, report.constData());
    QVERIFY2(report.contains("policy advice"), report.constData());

    // Other methods advise nothing and say nothing of it.
    const RegalRun plain = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:residual"), QStringLiteral("--method"),
                                      QStringLiteral("brkga"), QStringLiteral("--budget"), QStringLiteral("100"),
                                      QStringLiteral("--out"), m_dir.filePath(QStringLiteral("plain.json"))});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(!plain.out.contains("policy advice"));
}

void TestOptimizeCli::optimizeIsReproducible()
{
    QByteArray nodes[2];
    for (int threads : {1, 2}) {
        const QString out = m_dir.filePath(QStringLiteral("repro%1.json").arg(threads));
        const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--devices"), QStringLiteral("2"),
                               QStringLiteral("--budget"), QStringLiteral("250"), QStringLiteral("--threads"),
                               QString::number(threads), QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 0);
        nodes[threads - 1] = QJsonDocument(readJson(out).value(QStringLiteral("nodes")).toArray()).toJson();
    }
    QCOMPARE(nodes[0], nodes[1]);
}

void TestOptimizeCli::paramsFileIsRead()
{
    const QString params = m_dir.filePath(QStringLiteral("params.json"));
    QFile file(params);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"population": 12, "elite_fraction": 0.25, "budget": 100})");
    file.close();
    const QString out = m_dir.filePath(QStringLiteral("params-out.json"));
    const RegalRun run = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"), params,
                           QStringLiteral("--out"), out, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(summary.value(QStringLiteral("evaluations")).toInt(), 100); // the file's budget
    QCOMPARE(summary.value(QStringLiteral("params")).toObject().value(QStringLiteral("population")).toInt(), 12);
    // A flag wins over the file.
    const RegalRun flagged = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"), params,
                               QStringLiteral("--budget"), QStringLiteral("30"), QStringLiteral("--out"), out, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(flagged.out).object().value(QStringLiteral("evaluations")).toInt(), 30);
    // The same object written inline, and a bad one named as --params.
    const RegalRun inlined = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"),
                                        QStringLiteral(R"( {"population": 12, "budget": 100})"), QStringLiteral("--out"), out,
                                        QStringLiteral("--json")});
    QCOMPARE(inlined.exitCode, 0);
    const QJsonObject inlineSummary = QJsonDocument::fromJson(inlined.out).object();
    QCOMPARE(inlineSummary.value(QStringLiteral("evaluations")).toInt(), 100);
    QCOMPARE(inlineSummary.value(QStringLiteral("params")).toObject().value(QStringLiteral("population")).toInt(), 12);
    const RegalRun bad = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"),
                                    QStringLiteral(R"({"population": "many"})"), QStringLiteral("--out"), out});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("--params"), bad.err.constData());
}

void TestOptimizeCli::interruptStillWritesTheBestSoFar()
{
    const QString out = m_dir.filePath(QStringLiteral("interrupted.json"));
    QProcess process;
    process.start(QStringLiteral(REGAL_BINARY),
                  {QStringLiteral("optimize"), QStringLiteral("sample:inception"), QStringLiteral("--devices"), QStringLiteral("4"),
                   QStringLiteral("--budget"), QStringLiteral("100000000"), QStringLiteral("--threads"), QStringLiteral("1"),
                   QStringLiteral("--out"), out, QStringLiteral("--json")});
    QVERIFY(process.waitForStarted());
    QTest::qWait(1500); // well past start-up, so the handler is in place even on a busy machine
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardError().contains("interrupted"));
    const QJsonObject summary = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    QCOMPARE(summary.value(QStringLiteral("interrupted")).toBool(), true);
    const QJsonObject placement = readJson(out);
    QCOMPARE(placement.value(QStringLiteral("nodes")).toArray().size(), 200);
    const double evaluations = placement.value(QStringLiteral("evaluations")).toDouble();
    QVERIFY(evaluations >= 100 && evaluations < 100000000);
    QCOMPARE(placement.value(QStringLiteral("params")).toObject().value(QStringLiteral("stop")).toString(),
             QStringLiteral("cancelled"));
}

void TestOptimizeCli::badInputFailsWithOneMessage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    // Where the rows that fail for another reason would write; none of them gets that far.
    const QString out = QDir::temp().filePath(QStringLiteral("regal-optimizecli-unused.json"));
    QTest::newRow("unknown method") << QStringList{QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--method"),
                                                   QStringLiteral("annealing"), QStringLiteral("--out"), out}
                                    << QByteArray("there is no method 'annealing'");
    QTest::newRow("exact on two devices")
        << QStringList{QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--task"), QStringLiteral("memory"),
                       QStringLiteral("--method"), QStringLiteral("exact"), QStringLiteral("--devices"), QStringLiteral("2"),
                       QStringLiteral("--out"), out}
        << QByteArray("one device");
    QTest::newRow("missing params file")
        << QStringList{QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"),
                       QStringLiteral("/nonexistent.json"), QStringLiteral("--out"), out}
        << QByteArray("/nonexistent.json");
    QTest::newRow("unwritable output") << QStringList{QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--method"),
                                                      QStringLiteral("heft"), QStringLiteral("--out"),
                                                      QStringLiteral("/nonexistent-dir/x.json")}
                                       << QByteArray("nonexistent-dir");
    QTest::newRow("unknown bench method") << QStringList{QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"),
                                                         QStringLiteral("sample:er"), QStringLiteral("--methods"), QStringLiteral("heft,nope")}
                                          << QByteArray("there is no method 'nope'");
}

void TestOptimizeCli::badInputFailsWithOneMessage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const RegalRun run = callRegal(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("regal: ") && run.err.contains(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

void TestOptimizeCli::benchQualityWritesJsonAndMarkdown()
{
    const QString dir = m_dir.filePath(QStringLiteral("quality"));
    const RegalRun run = callRegal({QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"), QStringLiteral("sample:er"),
                           QStringLiteral("sample:rnn"), QStringLiteral("--task"), QStringLiteral("runtime"), QStringLiteral("--methods"),
                           QStringLiteral("heft,random,brkga"), QStringLiteral("--budget"), QStringLiteral("200"),
                           QStringLiteral("--seeds"), QStringLiteral("2"), QStringLiteral("--devices"), QStringLiteral("2"),
                           QStringLiteral("--out"), dir});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("| heft |"));
    QVERIFY(run.out.contains("regal bench quality --suite sample:er sample:rnn --task runtime --methods heft,random,brkga"));
    const QJsonObject report = readJson(dir + QStringLiteral("/quality-runtime.json"));
    QCOMPARE(report.value(QStringLiteral("runs")).toArray().size(), 2 * 3 * 2);
    QCOMPARE(report.value(QStringLiteral("graphs")).toArray().size(), 2);
    const QJsonArray overall = report.value(QStringLiteral("overall")).toArray();
    QCOMPARE(overall.size(), 3);
    for (const QJsonValue &entry : overall) {
        const QJsonObject summary = entry.toObject();
        QCOMPARE(summary.value(QStringLiteral("wins")).toInt() + summary.value(QStringLiteral("ties")).toInt()
                     + summary.value(QStringLiteral("losses")).toInt(),
                 4);
        if (summary.value(QStringLiteral("method")).toString() == QStringLiteral("brkga")) {
            QCOMPARE(summary.value(QStringLiteral("geomean_ratio_to_reference")).toDouble(), 1.0);
            QCOMPARE(summary.value(QStringLiteral("ties")).toInt(), 4);
        }
    }
    QVERIFY(QFile::exists(dir + QStringLiteral("/quality-runtime.md")));
}

void TestOptimizeCli::benchQualityRanksWhatFitsFirst()
{
    // split needs 123 bytes on one device (two 60-byte params and three 1-byte outputs), so each of
    // 2 devices gets 1.3 × 123 / 2 = 79: its params fit only split over both devices, which
    // `single` never does. fit's b holds 200 bytes while it runs, more than its 130 a device.
    const QString split = m_dir.filePath(QStringLiteral("split.dot"));
    const QString fit = m_dir.filePath(QStringLiteral("fit.dot"));
    for (const auto &[path, text] : {std::pair{split, QByteArray("digraph split { a1 [cost=1 param_bytes=60 bytes=1]; "
                                                                 "b1 [cost=1 bytes=1]; a2 [cost=1 param_bytes=60 bytes=1]; "
                                                                 "b2 [cost=1 bytes=1]; a1 -> b1; a2 -> b2; }")},
                                     std::pair{fit, QByteArray("digraph fit { a [cost=1 bytes=100]; b [cost=1 bytes=100]; a -> b; }")}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    const QString dir = m_dir.filePath(QStringLiteral("quality-fit"));
    const RegalRun run = callRegal({QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"), split, fit,
                                    QStringLiteral("--methods"), QStringLiteral("single,brkga"), QStringLiteral("--budget"),
                                    QStringLiteral("200"), QStringLiteral("--seeds"), QStringLiteral("2"), QStringLiteral("--devices"),
                                    QStringLiteral("2"), QStringLiteral("--memory-factor"), QStringLiteral("1.3"),
                                    QStringLiteral("--out"), dir});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject report = readJson(dir + QStringLiteral("/quality-runtime.json"));
    const QJsonArray graphs = report.value(QStringLiteral("graphs")).toArray();
    QCOMPARE(graphs.size(), 2);
    QVERIFY(graphs[0].toObject().value(QStringLiteral("fits")).toBool());
    QVERIFY(!graphs[1].toObject().value(QStringLiteral("fits")).toBool());
    const QJsonObject single = graphs[0].toObject().value(QStringLiteral("methods")).toObject().value(QStringLiteral("single")).toObject();
    QCOMPARE(single.value(QStringLiteral("fit")).toInt(), 0);
    QCOMPARE(single.value(QStringLiteral("runs")).toInt(), 2);
    QVERIFY(single.value(QStringLiteral("mean")).isNull());
    const QJsonArray overall = report.value(QStringLiteral("overall")).toArray();
    const QJsonObject first = overall[0].toObject();
    QCOMPARE(first.value(QStringLiteral("method")).toString(), QStringLiteral("single"));
    // Lost where brkga fits (split), tied where neither does (fit), whatever the makespans.
    QCOMPARE(first.value(QStringLiteral("losses")).toInt(), 2);
    QCOMPARE(first.value(QStringLiteral("ties")).toInt(), 2);
    QCOMPARE(first.value(QStringLiteral("runs_that_fit")).toInt(), 0);
    QVERIFY(first.value(QStringLiteral("mean_gap_to_bound")).isNull());
    QCOMPARE(overall[1].toObject().value(QStringLiteral("runs_that_fit")).toInt(), 2);
    QVERIFY2(run.out.contains("| single | 0 / 4 | n/a | 0 | 2 | 2 | n/a |"), run.out.constData());
    QVERIFY2(run.out.contains("\nNo solution fits on 1 graph, as the memory lower bounds prove (`regal info` says why): fit.\n"),
             run.out.constData());
    QVERIFY(!run.out.contains("| fit |"));
    QVERIFY(run.out.contains("| does not fit | **"));
}

void TestOptimizeCli::tuneWritesLoadableParameters()
{
    const QString out = m_dir.filePath(QStringLiteral("tuned.json"));
    const RegalRun run = callRegal({QStringLiteral("tune"), QStringLiteral("--suite"), QStringLiteral("sample:er"), QStringLiteral("--task"),
                           QStringLiteral("runtime"), QStringLiteral("--budget"), QStringLiteral("60"), QStringLiteral("--seeds"),
                           QStringLiteral("1"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject tuned = readJson(out);
    QCOMPARE(tuned.value(QStringLiteral("format")).toString(), QStringLiteral("regal-brkga-params"));
    const QJsonObject runtime = tuned.value(QStringLiteral("runtime")).toObject();
    QVERIFY(runtime.value(QStringLiteral("population")).toInt() >= 50);
    const QJsonArray best = tuned.value(QStringLiteral("tuning")).toObject().value(QStringLiteral("runtime")).toObject()
                                .value(QStringLiteral("best")).toArray();
    QVERIFY(!best.isEmpty());
    QVERIFY(best.first().toObject().value(QStringLiteral("ratio_to_defaults")).toDouble() > 0.0);
    // The written parameters run as they are.
    QFile params(m_dir.filePath(QStringLiteral("runtime-params.json")));
    QVERIFY(params.open(QIODevice::WriteOnly));
    params.write(QJsonDocument(runtime).toJson());
    params.close();
    const RegalRun optimize = callRegal({QStringLiteral("optimize"), QStringLiteral("sample:er"), QStringLiteral("--params"), params.fileName(),
                                QStringLiteral("--budget"), QStringLiteral("50"), QStringLiteral("--out"),
                                m_dir.filePath(QStringLiteral("tuned-out.json"))});
    QCOMPARE(optimize.exitCode, 0);
}

void TestOptimizeCli::resumedTrainingWritesEachCurveRowOnce()
{
    const QString checkpoint = m_dir.filePath(QStringLiteral("train.checkpoint.json"));
    const QString curve = m_dir.filePath(QStringLiteral("train.csv"));
    const auto train = [&](int steps) {
        return callRegal({QStringLiteral("train"), QStringLiteral("--suite"), QStringLiteral("sample:er"), QStringLiteral("--steps"),
                       QString::number(steps), QStringLiteral("--budget"), QStringLiteral("60"), QStringLiteral("--samples"),
                       QStringLiteral("2"), QStringLiteral("--validation"), QStringLiteral("sample:sbm"),
                       QStringLiteral("--validate-every"), QStringLiteral("2"), QStringLiteral("--hidden"), QStringLiteral("4"),
                       QStringLiteral("--checkpoint"), checkpoint, QStringLiteral("--curve"), curve, QStringLiteral("--out"),
                       m_dir.filePath(QStringLiteral("policy.json"))});
    };
    QCOMPARE(train(2).exitCode, 0);
    // A training stopped after its checkpoint at step 2 had written step 3 already.
    QFile file(curve);
    QVERIFY(file.open(QIODevice::Append));
    file.write("3,9.0,0.5,1.0,\n");
    file.close();
    QCOMPARE(train(4).exitCode, 0);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QStringList steps;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.isEmpty())
            steps << QString::fromUtf8(line.left(line.indexOf(',')));
    QCOMPARE(steps, QStringList({QStringLiteral("step"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")}));
}

void TestOptimizeCli::benchQualityReproducesWithItsModel()
{
    const QString policy = m_dir.filePath(QStringLiteral("bench-policy.json"));
    QCOMPARE(callRegal({QStringLiteral("train"), QStringLiteral("--suite"), QStringLiteral("sample:er"), QStringLiteral("--steps"),
                        QStringLiteral("1"), QStringLiteral("--budget"), QStringLiteral("60"), QStringLiteral("--samples"),
                        QStringLiteral("2"), QStringLiteral("--hidden"), QStringLiteral("4"), QStringLiteral("--out"), policy})
                 .exitCode,
             0);
    const RegalRun run = callRegal({QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"), QStringLiteral("sample:er"),
                           QStringLiteral("--methods"), QStringLiteral("regal"), QStringLiteral("--budget"), QStringLiteral("200"),
                           QStringLiteral("--seeds"), QStringLiteral("1"), QStringLiteral("--model"), policy});
    QCOMPARE(run.exitCode, 0);
    // Without the model, the command would run the shipped policy instead.
    QVERIFY2(run.out.contains(QStringLiteral("--model %1").arg(policy).toUtf8()), run.out.constData());
}

void TestOptimizeCli::gateSuiteFitsTheGateOnMoreGraphs()
{
    const QString policy = m_dir.filePath(QStringLiteral("gated.json"));
    const auto train = [&](const QStringList &gate) {
        return callRegal(QStringList{QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("memory"), QStringLiteral("--suite"),
                                     QStringLiteral("sample:er"), QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("--budget"),
                                     QStringLiteral("60"), QStringLiteral("--samples"), QStringLiteral("2"), QStringLiteral("--hidden"),
                                     QStringLiteral("4"), QStringLiteral("--out"), policy}
                         + gate);
    };
    const RegalRun gated = train({QStringLiteral("--gate"), QStringLiteral("--gate-suite"), QStringLiteral("sample:sbm"), QStringLiteral("sample:rnn")});
    QVERIFY2(gated.exitCode == 0, gated.err.constData());
    QVERIFY2(gated.err.contains("of the 3 problems it was fitted on"), gated.err.constData());
    QFile file(policy);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject gate = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("training")).toObject().value(QStringLiteral("gate")).toObject();
    QCOMPARE(gate.value(QStringLiteral("fitted_problems")).toInt(), 3);
    QCOMPARE(gate.value(QStringLiteral("gate_fitting_graphs")).toInt(), 2);

    const RegalRun ungated = train({QStringLiteral("--gate-suite"), QStringLiteral("sample:sbm")});
    QCOMPARE(ungated.exitCode, 1);
    QVERIFY2(ungated.err.contains("--gate-suite needs --gate"), ungated.err.constData());
    const RegalRun twice = train({QStringLiteral("--gate"), QStringLiteral("--gate-suite"), QStringLiteral("sample:er")});
    QCOMPARE(twice.exitCode, 1);
    QVERIFY2(twice.err.contains("both a training graph and a gate-fitting graph"), twice.err.constData());
}

void TestOptimizeCli::committeeJoinsTrainingsOfOneTaskAndShape()
{
    const auto train = [this](const QString &name, const QString &task, const QString &hidden, const QString &seed) {
        const QString policy = m_dir.filePath(name);
        const RegalRun run = callRegal({QStringLiteral("train"), QStringLiteral("--task"), task, QStringLiteral("--suite"),
                                        QStringLiteral("sample:er"), QStringLiteral("--steps"), QStringLiteral("1"),
                                        QStringLiteral("--budget"), QStringLiteral("60"), QStringLiteral("--samples"),
                                        QStringLiteral("2"), QStringLiteral("--hidden"), hidden, QStringLiteral("--seed"),
                                        seed, QStringLiteral("--out"), policy});
        return run.exitCode == 0 ? policy : QString();
    };
    const QString steering = train(QStringLiteral("c1.json"), QStringLiteral("runtime"), QStringLiteral("4"), QStringLiteral("1"));
    const QString member = train(QStringLiteral("c2.json"), QStringLiteral("runtime"), QStringLiteral("4"), QStringLiteral("2"));
    const QString wider = train(QStringLiteral("c3.json"), QStringLiteral("runtime"), QStringLiteral("5"), QStringLiteral("3"));
    const QString memory = train(QStringLiteral("c4.json"), QStringLiteral("memory"), QStringLiteral("4"), QStringLiteral("4"));
    QVERIFY(!steering.isEmpty() && !member.isEmpty() && !wider.isEmpty() && !memory.isEmpty());
    const QString committee = m_dir.filePath(QStringLiteral("committee.json"));
    const auto join = [&](const QStringList &files) {
        return callRegal(QStringList{QStringLiteral("committee")} + files + QStringList{QStringLiteral("--out"), committee});
    };
    const RegalRun joined = join({steering, member});
    QVERIFY2(joined.exitCode == 0, joined.err.constData());
    QFile file(committee);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QCOMPARE(document.value(QStringLiteral("committee")).toArray().size(), 1);
    QVERIFY2(joined.err.contains(document.value(QStringLiteral("checksum")).toString().toUtf8()), joined.err.constData());
    const RegalRun run = callRegal({QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"), QStringLiteral("sample:er"),
                                    QStringLiteral("--methods"), QStringLiteral("regal"), QStringLiteral("--budget"), QStringLiteral("200"),
                                    QStringLiteral("--seeds"), QStringLiteral("1"), QStringLiteral("--model"), committee});
    QVERIFY2(run.exitCode == 0, run.err.constData());

    // Trainings of another shape or task, or a committee joined again, are refused by name and
    // leave the written file as it was.
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    file.close();
    const struct
    {
        QStringList files;
        QByteArray message;
    } refused[] = {{{steering, wider}, "c3.json: the network's shape differs from that of"},
                   {{steering, memory}, "c4.json: trained for the memory task"},
                   {{committee, member}, "committee.json: this policy carries a committee already"}};
    for (const auto &[files, message] : refused) {
        const RegalRun failed = join(files);
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains(message), failed.err.constData());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), written);
        file.close();
    }
}

QTEST_GUILESS_MAIN(TestOptimizeCli)
#include "tst_optimizecli.moc"
