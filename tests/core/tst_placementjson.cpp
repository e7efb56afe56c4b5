#include "core/io/clusterjson.h"
#include "core/io/placementjson.h"
#include "core/sim/costsimulator.h"
#include "tests/core/simcase.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;
using regal::test::graphFromNodes;
using regal::test::problemOf;

namespace {

const char *const chain = R"([{"name":"a","cost":2,"outputs":[{"bytes":100}]},
                              {"name":"b","cost":3,"inputs":["a:0"],"outputs":[{"bytes":50}]},
                              {"name":"c","cost":1,"inputs":["b:0"]}])";

std::string placementText(const Problem &problem, const Solution &solution)
{
    CostSimulator simulator(problem);
    Provenance provenance{.task = Task::Runtime, .method = "brkga", .seed = 7, .paramsJson = R"({"population":50})"};
    return writePlacementJson(problem, solution, simulator.record(solution), lowerBounds(problem), provenance);
}

} // namespace

class TestPlacementJson : public QObject
{
    Q_OBJECT

private slots:
    void clusterRoundTrip();
    void clusterErrors();
    void unreadClusterFieldsAreNamed();
    void placementRoundTrip();
    void placementWithoutHashIsAccepted();
    void arenaOffsetsAreWrittenAndIgnoredOnInput();
    void refusesPlacementsThatDoNotFit();
};

void TestPlacementJson::clusterRoundTrip()
{
    const std::string text = R"({"format": "regal-cluster", "version": 1, "site": "lab",
      "devices": [{"name": "GPU:0", "speed": 1.0, "memory_bytes": 16e9, "vendor": "x"},
                  {"name": "GPU:1", "peak_flops": 1e14, "mem_bandwidth": 2e12, "memory_bytes": 0}],
      "links": {"bandwidth": [[0, 5e9], [2e9, 0]], "latency": 1e-5}})";
    Result<Cluster> cluster = readClusterJson(text, "c.json");
    QVERIFY2(cluster.ok(), cluster.ok() ? "" : cluster.error().c_str());
    QCOMPARE(cluster->devices[0].memoryBytes, Bytes(16'000'000'000));
    QCOMPARE(cluster->devices[1].peakFlops, 1e14);
    QCOMPARE(cluster->link(0, 1).bandwidth, 5e9);
    QCOMPARE(cluster->link(1, 0).bandwidth, 2e9);
    QCOMPARE(cluster->link(1, 0).latency, 1e-5);
    const std::string written = writeClusterJson(*cluster);
    Result<Cluster> again = readClusterJson(written, "again.json");
    QVERIFY(again.ok());
    QCOMPARE(writeClusterJson(*again), written);
    const nlohmann::json document = nlohmann::json::parse(written);
    QCOMPARE(document["site"].get<std::string>(), std::string("lab"));
    QCOMPARE(document["devices"][0]["vendor"].get<std::string>(), std::string("x"));
}

void TestPlacementJson::clusterErrors()
{
    const auto error = [](const std::string &body) {
        Result<Cluster> cluster = readClusterJson(R"({"format": "regal-cluster", "version": 1, )" + body + "}", "c.json");
        return cluster ? QString() : QString::fromStdString(cluster.error());
    };
    QVERIFY(error(R"("devices": [])").contains(QStringLiteral("the cluster has no devices")));
    QVERIFY(error(R"("devices": [{"name": "a", "speed": 0}])").contains(QStringLiteral("devices[0]: field 'speed' must be a finite number > 0")));
    QVERIFY(error(R"("devices": [{"name": "a"}, {"name": "a"}])").contains(QStringLiteral("device 'a' is defined twice")));
    QVERIFY(error(R"("devices": [{"name": "a"}], "links": {"bandwidth": -1})").contains(QStringLiteral("bandwidth must be from 1")));
    QVERIFY(error(R"("devices": [{"name": "a"}, {"name": "b"}], "links": {"latency": [[0]]})").contains(QStringLiteral("2x2 matrix")));
}

void TestPlacementJson::unreadClusterFieldsAreNamed()
{
    // "memory" for "memory_bytes": kept, not read, so the device has no limit; the commands warn.
    Result<Cluster> cluster = readClusterJson(R"({"format": "regal-cluster", "version": 1, "site": "lab",
      "devices": [{"name": "A", "memory": 64}, {"name": "B", "memory_bytes": 64}]})",
                                              "c.json");
    QVERIFY(cluster.ok());
    QCOMPARE(cluster->devices[0].memoryBytes, Bytes(0));
    const std::vector<std::string> unread = unreadClusterFields(*cluster);
    QCOMPARE(unread.size(), std::size_t(2));
    QVERIFY(unread[0].starts_with("the field 'site' is not read"));
    QVERIFY(unread[1].starts_with("device 'A': the field 'memory' is not read"));
    QVERIFY(unread[1].find("memory_bytes") != std::string::npos);
    QVERIFY(unreadClusterFields(Cluster::uniform(2)).empty());
}

void TestPlacementJson::placementRoundTrip()
{
    const auto graph = graphFromNodes(chain);
    const Problem problem = problemOf(graph, Cluster::uniform(2));
    const Solution solution{{0, 1, 1}, {0.25, 0.5, 0.75}};
    const std::string text = placementText(problem, solution);

    const nlohmann::json document = nlohmann::json::parse(text);
    QCOMPARE(document["format"].get<std::string>(), std::string("regal-placement"));
    QCOMPARE(document["graph"]["hash"].get<std::string>(), graph->contentHash());
    QCOMPARE(document["task"].get<std::string>(), std::string("runtime"));
    QCOMPARE(document["seed"].get<int>(), 7);
    QCOMPARE(document["params"]["population"].get<int>(), 50);
    QVERIFY(document["order"]["GPU:1"] == nlohmann::json::parse(R"(["b", "c"])"));
    QCOMPARE(document["nodes"][1]["start"].get<double>(), 2.0 + 1e-5 + 100 / 1e10);
    QCOMPARE(document["metrics"]["peak_memory"]["GPU:0"].get<Bytes>(), Bytes(100));

    Result<PlacementFile> read = readPlacementJson(text, "p.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
    QVERIFY(read->cluster.has_value());
    QCOMPARE(read->provenance.method, std::string("brkga"));
    Result<Solution> bound = bindPlacement(*read, problem, "p.json");
    QVERIFY(bound.ok());
    QCOMPARE(*bound, solution);
    QCOMPARE(placementText(problem, *bound), text);
}

void TestPlacementJson::placementWithoutHashIsAccepted()
{
    // Written by hand: no hash, no priorities, no times; the simulator recomputes everything.
    const std::string text = R"({"format": "regal-placement", "version": 1,
      "nodes": [{"name": "c", "device": "GPU:1"}, {"name": "a", "device": "GPU:0"}, {"name": "b", "device": "GPU:1"}]})";
    const Problem problem = problemOf(graphFromNodes(chain), Cluster::uniform(2));
    Result<Solution> bound = bindPlacement(readPlacementJson(text, "hand.json").value(), problem, "hand.json");
    QVERIFY2(bound.ok(), bound.ok() ? "" : bound.error().c_str());
    QCOMPARE(bound->device, (std::vector<DeviceId>{0, 1, 1}));
    QCOMPARE(bound->priority, problem.defaultSolution().priority);
}

void TestPlacementJson::arenaOffsetsAreWrittenAndIgnoredOnInput()
{
    const auto graph = graphFromNodes(chain);
    const Problem problem = problemOf(graph, Cluster::uniform(2));
    const Solution solution{{0, 0, 0}, {0.75, 0.5, 0.25}};
    const Timeline timeline = CostSimulator(problem).record(solution);
    const ArenaPlan plan = planArena(timeline.buffers, 2);
    const std::string text =
        writePlacementJson(problem, solution, timeline, lowerBounds(problem), Provenance{.method = "default"}, &plan);

    // a:0 (100 bytes) and b:0 (50) are live together while b runs: 150 bytes, no gap.
    const nlohmann::json arena = nlohmann::json::parse(text).at("arena");
    QCOMPARE(arena["devices"]["GPU:0"]["size"].get<Bytes>(), Bytes(150));
    QCOMPARE(arena["devices"]["GPU:0"]["peak"].get<Bytes>(), Bytes(150));
    QCOMPARE(arena["buffers"].size(), std::size_t(2));
    QCOMPARE(arena["buffers"][0]["node"].get<std::string>(), std::string("a"));
    QCOMPARE(arena["buffers"][0]["offset"].get<Bytes>(), Bytes(0));
    QCOMPARE(arena["buffers"][1]["offset"].get<Bytes>(), Bytes(100));

    // The offsets follow from the solution, so reading drops them rather than keeping stale ones.
    Result<PlacementFile> read = readPlacementJson(text, "p.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
    QVERIFY(read->provenance.extra.find("arena") == std::string::npos);
    nlohmann::json broken = nlohmann::json::parse(text);
    broken["arena"] = 7;
    Result<PlacementFile> refused = readPlacementJson(broken.dump(), "p.json");
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().find("arena must be an object") != std::string::npos, refused.error().c_str());
}

void TestPlacementJson::refusesPlacementsThatDoNotFit()
{
    const Problem problem = problemOf(graphFromNodes(chain), Cluster::uniform(2));
    const std::string text = placementText(problem, {{0, 0, 0}, {0.5, 0.5, 0.5}});
    const auto bindError = [&](const std::string &placement, const Problem &target) {
        Result<Solution> bound = bindPlacement(readPlacementJson(placement, "p.json").value(), target, "p.json");
        return bound ? QString() : QString::fromStdString(bound.error());
    };
    // Another graph: same names, one cost changed, so the hash differs.
    const Problem other = problemOf(graphFromNodes(R"([{"name":"a","cost":9,"outputs":[{"bytes":100}]},
                              {"name":"b","cost":3,"inputs":["a:0"],"outputs":[{"bytes":50}]},
                              {"name":"c","cost":1,"inputs":["b:0"]}])"),
                                    Cluster::uniform(2));
    QVERIFY(bindError(text, other).contains(QStringLiteral("was made for graph 'case'")));

    nlohmann::json document = nlohmann::json::parse(text);
    document["graph"].erase("hash");
    document["nodes"][2]["name"] = "z";
    QVERIFY(bindError(document.dump(), problem).contains(QStringLiteral("node 'z' is not in graph")));
    document["nodes"][2]["name"] = "c";
    document["nodes"][2]["device"] = "TPU:9";
    QVERIFY(bindError(document.dump(), problem).contains(QStringLiteral("device 'TPU:9'")));
    document["nodes"].erase(2);
    QVERIFY(bindError(document.dump(), problem).contains(QStringLiteral("node 'c' of graph 'case' has no placement")));
    document["nodes"].erase(1);
    QVERIFY(bindError(document.dump(), problem).contains(QStringLiteral("2 nodes of graph 'case' have no placement, the first is 'b'")));

    const Result<PlacementFile> badPriority = readPlacementJson(
        R"({"format": "regal-placement", "version": 1, "nodes": [{"name": "a", "device": "GPU:0", "priority": 3}]})", "p.json");
    QVERIFY(!badPriority.ok());
    QVERIFY(QString::fromStdString(badPriority.error()).contains(QStringLiteral("priority must be in [0, 1]")));
}

QTEST_GUILESS_MAIN(TestPlacementJson)
#include "tst_placementjson.moc"
