// regal train and regal bench quality on several MPI ranks: the same files as a plain run,
// whatever the number of ranks; a failing or dying rank stops the run without a hang; the
// run goes on from what was kept; ranks with other inputs are refused.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode; ///< -1 when the process crashed
    QByteArray err;
};

/// Runs \a program in \a directory with \a environment added; a run that does not end within
/// a minute is a hang, and fails the test.
Run run(const QString &program, const QStringList &arguments, const QString &directory, const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment variables = QProcessEnvironment::systemEnvironment();
    // Open MPI refuses root without these; CI runs as root.
    variables.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    variables.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    for (const QString &variable : environment)
        variables.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(variables);
    process.setWorkingDirectory(directory);
    process.start(program, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        qFatal("%s %s hung", qPrintable(program), qPrintable(arguments.join(QLatin1Char(' '))));
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardError()};
}

bool mpi() { return !QStringLiteral(MPIEXEC).isEmpty(); }

/// regal in \a directory, on \a ranks MPI ranks (0: a plain run, without mpirun).
Run regal(int ranks, const QStringList &arguments, const QString &directory, const QStringList &environment = {})
{
    if (ranks == 0)
        return run(QStringLiteral(REGAL_BINARY), arguments, directory, environment);
    return run(QStringLiteral(MPIEXEC), QStringList{QStringLiteral("--oversubscribe"), QStringLiteral("-np"), QString::number(ranks),
                                                     QStringLiteral(REGAL_BINARY)} + arguments,
               directory, environment);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The JSON report of a benchmark without what the clock measured.
QJsonObject withoutSeconds(const QString &path)
{
    QJsonObject report = QJsonDocument::fromJson(contents(path)).object();
    for (const QString &list : {QStringLiteral("runs"), QStringLiteral("overall")}) {
        QJsonArray entries = report.value(list).toArray();
        for (auto entry = entries.begin(); entry != entries.end(); ++entry) {
            QJsonObject object = entry->toObject();
            object.remove(QStringLiteral("seconds"));
            object.remove(QStringLiteral("mean_seconds"));
            *entry = object;
        }
        report.insert(list, entries);
    }
    return report;
}

/// The Markdown report without its last column, seconds per run.
QByteArray markdownWithoutSeconds(const QString &path)
{
    QString text = QString::fromUtf8(contents(path));
    text.replace(QRegularExpression(QStringLiteral("\\| [0-9.]+ \\|\\n")), QStringLiteral("|\n"));
    return text.toUtf8();
}

const QStringList TrainArguments{
    QStringLiteral("train"), QStringLiteral("--suite"), QStringLiteral("generated:30@1"), QStringLiteral("--validation"),
    QStringLiteral("generated:30@2"), QStringLiteral("--cluster-kind"), QStringLiteral("1,0.5@1.3"), QStringLiteral("--steps"),
    QStringLiteral("3"), QStringLiteral("--graphs-per-step"), QStringLiteral("3"), QStringLiteral("--samples"),
    QStringLiteral("3"), QStringLiteral("--budget"), QStringLiteral("60"), QStringLiteral("--reference-runs"),
    QStringLiteral("2"), QStringLiteral("--validate-every"), QStringLiteral("1"), QStringLiteral("--hidden"),
    QStringLiteral("8"), QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--out"), QStringLiteral("policy.json")};

const QStringList BenchArguments{
    QStringLiteral("bench"), QStringLiteral("quality"), QStringLiteral("--suite"), QStringLiteral("generated:40@3"),
    QStringLiteral("--methods"), QStringLiteral("heft,brkga,local"), QStringLiteral("--budget"), QStringLiteral("300"),
    QStringLiteral("--seeds"), QStringLiteral("2"), QStringLiteral("--devices"), QStringLiteral("2"),
    QStringLiteral("--threads"), QStringLiteral("1"), QStringLiteral("--out"), QStringLiteral("out")};

} // namespace

class TestDistributedCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void trainingGivesTheSamePolicyOnAnyRanks();
    void benchmarkGivesTheSameReportOnAnyRanks();
    void failingRankStopsTheBenchmarkWhichResumes();
    void dyingRankStopsTrainingWhichResumes();
    void ranksWithOtherInputsAreRefused();
    void plainBenchmarkResumesAfterAFailure();

private:
    /// A new working directory for one run.
    QString directory(const QString &name);

    QTemporaryDir m_dir;
    QByteArray m_plainPolicy;
};

QString TestDistributedCli::directory(const QString &name)
{
    QDir(m_dir.path()).mkpath(name);
    return m_dir.filePath(name);
}

void TestDistributedCli::initTestCase()
{
    // The plain runs that every run on ranks is compared with.
    QVERIFY(m_dir.isValid());
    const QString train = directory(QStringLiteral("train-plain"));
    QCOMPARE(regal(0, TrainArguments + QStringList{QStringLiteral("--threads"), QStringLiteral("1")}, train).exitCode, 0);
    m_plainPolicy = contents(train + QStringLiteral("/policy.json"));
    QVERIFY(m_plainPolicy.contains("regal-policy"));
    QCOMPARE(regal(0, BenchArguments, directory(QStringLiteral("bench-plain"))).exitCode, 0);
}

void TestDistributedCli::trainingGivesTheSamePolicyOnAnyRanks()
{
    if (!mpi())
        QSKIP("regal is built without MPI");
    for (const auto &[ranks, threads] : {std::pair{1, 1}, {2, 1}, {3, 1}, {2, 2}}) {
        const QString here = directory(QStringLiteral("train-%1-%2").arg(ranks).arg(threads));
        const Run distributed = regal(ranks, TrainArguments + QStringList{QStringLiteral("--threads"), QString::number(threads)}, here);
        QVERIFY2(distributed.exitCode == 0, distributed.err.constData());
        QVERIFY2(contents(here + QStringLiteral("/policy.json")) == m_plainPolicy, qPrintable(QStringLiteral("%1 ranks").arg(ranks)));
    }
}

void TestDistributedCli::benchmarkGivesTheSameReportOnAnyRanks()
{
    if (!mpi())
        QSKIP("regal is built without MPI");
    const QString plain = m_dir.filePath(QStringLiteral("bench-plain"));
    const QJsonObject report = withoutSeconds(plain + QStringLiteral("/out/quality-runtime.json"));
    QCOMPARE(report.value(QStringLiteral("runs")).toArray().size(), 7 * 3 * 2);
    const QByteArray markdown = markdownWithoutSeconds(plain + QStringLiteral("/out/quality-runtime.md"));
    for (const int ranks : {1, 2, 3}) {
        const QString here = directory(QStringLiteral("bench-%1").arg(ranks));
        const Run distributed = regal(ranks, BenchArguments, here);
        QVERIFY2(distributed.exitCode == 0, distributed.err.constData());
        QCOMPARE(withoutSeconds(here + QStringLiteral("/out/quality-runtime.json")), report);
        QCOMPARE(markdownWithoutSeconds(here + QStringLiteral("/out/quality-runtime.md")), markdown);
    }
}

void TestDistributedCli::failingRankStopsTheBenchmarkWhichResumes()
{
    if (!mpi())
        QSKIP("regal is built without MPI");
    const QString here = directory(QStringLiteral("bench-failing"));
    const Run failed = regal(2, BenchArguments, here, {QStringLiteral("REGAL_INJECT_FAULT=fail:1:2")});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains("regal: rank 1 failed the run of"), failed.err.constData());
    QVERIFY(failed.err.contains("run again with --resume"));
    QVERIFY(!QFile::exists(here + QStringLiteral("/out/quality-runtime.json")));

    const Run resumed = regal(2, BenchArguments + QStringList{QStringLiteral("--resume")}, here);
    QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
    QVERIFY(resumed.err.contains("resuming: "));
    QCOMPARE(withoutSeconds(here + QStringLiteral("/out/quality-runtime.json")),
             withoutSeconds(m_dir.filePath(QStringLiteral("bench-plain/out/quality-runtime.json"))));
}

void TestDistributedCli::dyingRankStopsTrainingWhichResumes()
{
    if (!mpi())
        QSKIP("regal is built without MPI");
    // Rank 1 dies in step 3. Its jobs: 14 of the 28 reference runs, then per step 4 of the 9
    // rollouts and 7 of the 14 validation runs; so its 38th job is a rollout of step 3.
    const QString here = directory(QStringLiteral("train-dying"));
    const QStringList arguments = TrainArguments + QStringList{QStringLiteral("--threads"), QStringLiteral("1"),
                                                               QStringLiteral("--checkpoint"), QStringLiteral("checkpoint.json")};
    const Run died = regal(2, arguments, here, {QStringLiteral("REGAL_INJECT_FAULT=die:1:38")});
    QVERIFY(died.exitCode != 0);
    QVERIFY2(died.err.contains("rank 1"), died.err.constData());
    QVERIFY(!QFile::exists(here + QStringLiteral("/policy.json")));
    QVERIFY(contents(here + QStringLiteral("/checkpoint.json")).contains("\"step\":2"));

    const Run resumed = regal(2, arguments, here);
    QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
    QVERIFY(resumed.err.contains("resuming from step 2"));
    QCOMPARE(contents(here + QStringLiteral("/policy.json")), m_plainPolicy);
}

void TestDistributedCli::ranksWithOtherInputsAreRefused()
{
    if (!mpi())
        QSKIP("regal is built without MPI");
    // The same command in two directories whose graph files differ, as on two hosts.
    const QString first = directory(QStringLiteral("inputs-a"));
    const QString second = directory(QStringLiteral("inputs-b"));
    for (const auto &[where, seed] : {std::pair{first, 1}, {second, 2}})
        QCOMPARE(regal(0, {QStringLiteral("generate"), QStringLiteral("--family"), QStringLiteral("layered"), QStringLiteral("--nodes"),
                           QStringLiteral("30"), QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--out"), QStringLiteral("g.json")},
                       where)
                     .exitCode,
                 0);
    QStringList arguments = BenchArguments;
    arguments[arguments.indexOf(QStringLiteral("generated:40@3"))] = QStringLiteral("g.json");
    const Run refused = run(QStringLiteral(MPIEXEC),
                            QStringList{QStringLiteral("--oversubscribe"), QStringLiteral("-np"), QStringLiteral("1"), QStringLiteral("-wdir"),
                                        first, QStringLiteral(REGAL_BINARY)}
                                + arguments
                                + QStringList{QStringLiteral(":"), QStringLiteral("-np"), QStringLiteral("1"), QStringLiteral("-wdir"), second,
                                              QStringLiteral(REGAL_BINARY)}
                                + arguments,
                            first);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("regal: rank 1 has other graphs than rank 0"), refused.err.constData());
    QVERIFY(!QFile::exists(first + QStringLiteral("/out/quality-runtime.runs.jsonl")));
}

void TestDistributedCli::plainBenchmarkResumesAfterAFailure()
{
    const QString here = directory(QStringLiteral("bench-plain-failing"));
    const Run failed = regal(0, BenchArguments, here, {QStringLiteral("REGAL_INJECT_FAULT=fail:0:20")});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY(failed.err.contains("19 of 42 runs are kept"));
    const Run resumed = regal(0, BenchArguments + QStringList{QStringLiteral("--resume")}, here);
    QCOMPARE(resumed.exitCode, 0);
    QVERIFY(resumed.err.contains("resuming: 19 of 42 runs"));
    QCOMPARE(withoutSeconds(here + QStringLiteral("/out/quality-runtime.json")),
             withoutSeconds(m_dir.filePath(QStringLiteral("bench-plain/out/quality-runtime.json"))));
}

QTEST_GUILESS_MAIN(TestDistributedCli)
#include "tst_distributedcli.moc"
