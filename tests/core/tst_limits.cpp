// Files past the limits of core/graph/limits.h (docs/limits.md) are refused with a message that
// names the file, the place and the limit.
#include "core/graph/limits.h"
#include "core/io/clusterjson.h"
#include "core/io/graphjson.h"
#include "core/sim/memoryneed.h"

#include <limits>

#include <QTest>

using namespace regal;

namespace {

QString graphError(const std::string &nodes)
{
    Result<Graph> graph = readGraphJson(R"({"format": "regal-graph", "version": 1, "nodes": [)" + nodes + "]}", "g.json");
    return graph ? QString() : QString::fromStdString(graph.error());
}

QString clusterError(const std::string &fields)
{
    Result<Cluster> cluster = readClusterJson(R"({"format": "regal-cluster", "version": 1, )" + fields + "}", "c.json");
    return cluster ? QString() : QString::fromStdString(cluster.error());
}

} // namespace

class TestLimits : public QObject
{
    Q_OBJECT

private slots:
    void graphsPastALimitAreRefused_data()
    {
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cost") << R"({"name": "a", "cost": 2e12})" << "g.json: node 'a': cost must be a finite number from 0 to 1e+12";
        QTest::newRow("flops") << R"({"name": "a", "flops": 1e25})" << "node 'a': flops must be a finite number from 0 to 1e+24";
        QTest::newRow("bytes accessed") << R"({"name": "a", "bytes_accessed": 1e30})" << "bytes_accessed must be";
        QTest::newRow("output bytes") << R"({"name": "a", "outputs": [{"bytes": 2251799813685248}]})"
                                      << "node 'a': output 0 has 2251799813685248 bytes; sizes go from 0 to 1125899906842624";
        QTest::newRow("param bytes") << R"({"name": "a", "param_bytes": 2251799813685248})" << "param_bytes must be";
        QTest::newRow("bytes not exact in a double") << R"({"name": "a", "temp_bytes": 1e17})" << "field 'temp_bytes' must be a whole number";
        QTest::newRow("name") << QString::fromStdString(R"({"name": ")" + std::string(5000, 'x') + R"("})")
                              << "has 5000 bytes; at most 4096 are supported";
        QTest::newRow("number past a double") << R"({"name": "a", "cost": 1e999})" << "g.json: not valid JSON";
        QString total;
        for (int i = 0; i < 65; ++i)
            total += QStringLiteral(R"({"name": "n%1", "param_bytes": 1125899906842624},)").arg(i);
        total.chop(1);
        QTest::newRow("total bytes") << total << "the sizes of the graph add up to more than 72057594037927936 bytes (at node 'n64')";
    }

    void graphsPastALimitAreRefused()
    {
        QFETCH(QString, nodes);
        QFETCH(QString, expected);
        const QString error = graphError(nodes.toStdString());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void theLargestValuesAreAccepted()
    {
        QVERIFY2(graphError(R"({"name": "a", "cost": 1e12, "flops": 1e24, "param_bytes": 1125899906842624,
                                 "outputs": [{"bytes": 1125899906842624}]})")
                     .isEmpty(),
                 "the limits themselves are allowed");
        QVERIFY(clusterError(R"("devices": [{"name": "a", "speed": 1e6, "peak_flops": 1e24, "memory_bytes": 1125899906842624},
                                            {"name": "b", "speed": 1e-6, "mem_bandwidth": 1}],
                               "links": {"bandwidth": 1, "latency": 1e6})")
                    .isEmpty());
    }

    void deepJsonIsRefusedWithItsPosition()
    {
        std::string text = R"({"format": "regal-graph", "version": 1, "nodes": )";
        const std::size_t opening = text.size() + limits::MaxJsonDepth - 1; // the object itself is level 1
        text += std::string(100, '[') + std::string(100, ']') + "}";
        Result<Graph> graph = readGraphJson(text, "deep.json");
        QVERIFY(!graph);
        QCOMPARE(QString::fromStdString(graph.error()),
                 QStringLiteral("deep.json:1:%1: arrays and objects are nested deeper than 64 levels").arg(opening + 1));
        // Brackets inside strings do not count.
        const std::string quoted = "{\"format\": \"regal-graph\", \"version\": 1, \"nodes\": [], \"name\": \"" + std::string(200, '[') + "\"}";
        QVERIFY(readGraphJson(quoted, "quoted.json"));
    }

    void clustersPastALimitAreRefused_data()
    {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("expected");
        QTest::newRow("slow device") << R"("devices": [{"name": "a", "speed": 1e-9}])" << "c.json: device 'a': speed must be from 1e-06 to 1e+06";
        QTest::newRow("fast device") << R"("devices": [{"name": "a", "speed": 1e9}])" << "speed must be from";
        QTest::newRow("tiny peak flops") << R"("devices": [{"name": "a", "peak_flops": 0.5}])"
                                         << "device 'a': peak_flops and mem_bandwidth must be 0 (the default) or from 1 to 1e+24";
        QTest::newRow("memory") << R"("devices": [{"name": "a", "memory_bytes": 2251799813685248}])" << "memory_bytes must be from 0 (unlimited) to";
        QTest::newRow("slow link") << R"("devices": [{"name": "a"}], "links": {"bandwidth": 1e-3})" << "links: bandwidth must be from 1 to 1e+24 bytes/s";
        QTest::newRow("slow matrix link") << R"("devices": [{"name": "a"}, {"name": "b"}], "links": {"bandwidth": [[0, 1e9], [0.1, 0]]})"
                                          << "link b -> a: bandwidth must be from 1";
        QTest::newRow("latency") << R"("devices": [{"name": "a"}], "links": {"latency": 1e7})" << "links: latency must be from 0 to 1e+06 s";
        QString many;
        for (int i = 0; i < 5000; ++i)
            many += QStringLiteral(R"({"name": "d%1"},)").arg(i);
        many.chop(1);
        QTest::newRow("devices before their matrix") << QStringLiteral(R"("devices": [%1], "links": {"bandwidth": [[]]})").arg(many)
                                                     << "c.json: the cluster has 5000 devices; at most 64 are supported";
        QTest::newRow("device name") << QString::fromStdString(R"("devices": [{"name": ")" + std::string(5000, 'd') + R"("}])")
                                     << "a device name has 5000 bytes";
    }

    void clustersPastALimitAreRefused()
    {
        QFETCH(QString, fields);
        QFETCH(QString, expected);
        const QString error = clusterError(fields.toStdString());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // --memory-factor and the Studio's "Memory from need" give each device a share of the
    // graph's need: never past the limit of a memory field, never nothing.
    void memoryFromAFactorStaysWithinTheLimits()
    {
        const Cluster huge = withMemoryFactor(Cluster::uniform(2), 1000, 1e300);
        QCOMPARE(huge.devices[1].memoryBytes, limits::MaxBytes);
        QVERIFY(huge.validate().ok());
        QCOMPARE(withMemoryFactor(Cluster::uniform(2), 1000, 1e-9).devices[0].memoryBytes, Bytes(1));
        QCOMPARE(withMemoryFactor(Cluster::uniform(2), 1000, std::numeric_limits<double>::quiet_NaN()).devices[0].memoryBytes, Bytes(1));
        QCOMPARE(withMemoryFactor(Cluster::uniform(2), 1000, 1.3).devices[0].memoryBytes, Bytes(650));
    }
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
