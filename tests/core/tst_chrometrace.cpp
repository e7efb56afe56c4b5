#include "core/io/chrometrace.h"
#include "core/sim/costsimulator.h"
#include "simcase.h"

#include <QTest>
#include <map>
#include <nlohmann/json.hpp>

using namespace regal;
using namespace regal::test;

class TestChromeTrace : public QObject
{
    Q_OBJECT

private slots:
    void eventsMatchTheTimeline();
};

void TestChromeTrace::eventsMatchTheTimeline()
{
    // a on GPU:0 feeds b there and c on GPU:1, so one transfer crosses the link.
    const auto graph = graphFromNodes(R"([
        {"name": "a", "op": "MatMul", "cost": 2, "param_bytes": 8, "outputs": [{"bytes": 100}]},
        {"name": "b", "op": "Relu", "cost": 1, "inputs": ["a:0"], "outputs": [{"bytes": 100, "alias_of": 0}]},
        {"name": "c", "op": "Add", "cost": 3, "inputs": ["a:0"], "outputs": [{"bytes": 50}]}])");
    const Problem problem = problemOf(graph, clusterOf({1.0, 0.5}, 100.0, 1.0));
    const Solution solution{{0, 0, 1}, {0.9, 0.5, 0.1}};
    const Timeline timeline = CostSimulator(problem).record(solution);
    const nlohmann::json trace = nlohmann::json::parse(writeChromeTrace(problem, solution, timeline));

    std::map<std::pair<int, int>, std::string> threads;
    std::map<int, std::string> processes;
    std::map<std::string, nlohmann::json> operations;
    std::vector<nlohmann::json> transfers;
    std::map<int, std::vector<std::pair<double, Bytes>>> counters;
    for (const nlohmann::json &event : trace.at("traceEvents")) {
        const std::string phase = event.at("ph");
        if (phase == "M" && event.at("name") == "process_name")
            processes[event.at("pid")] = event.at("args").at("name");
        else if (phase == "M")
            threads[{event.at("pid"), event.at("tid")}] = event.at("args").at("name");
        else if (phase == "X" && event.at("cat") == "operation")
            operations[event.at("name")] = event;
        else if (phase == "X")
            transfers.push_back(event);
        else if (phase == "C")
            counters[event.at("pid")].emplace_back(event.at("ts"), event.at("args").at("bytes"));
        else
            QFAIL(("unexpected phase " + phase).c_str());
    }
    QCOMPARE(processes, (std::map<int, std::string>{{0, "GPU:0"}, {1, "GPU:1"}}));
    QCOMPARE(threads.at({0, 0}), std::string("operations"));
    QCOMPARE(threads.at({0, 2}), std::string("to GPU:1"));
    QCOMPARE(threads.at({1, 1}), std::string("to GPU:0"));

    QCOMPARE(operations.size(), std::size_t(3));
    for (NodeId node = 0; node < graph->nodeCount(); ++node) {
        const nlohmann::json &event = operations.at(graph->node(node).name);
        const OpSpan &span = timeline.ops[node];
        QCOMPARE(int(event.at("pid")), int(span.device));
        QCOMPARE(int(event.at("tid")), 0);
        QCOMPARE(double(event.at("ts")), span.start * 1e6);
        QCOMPARE(double(event.at("dur")), (span.finish - span.start) * 1e6);
        QCOMPARE(std::string(event.at("args").at("op")), graph->node(node).op);
        QCOMPARE(double(event.at("args").at("priority")), solution.priority[node]);
    }
    QCOMPARE(Bytes(operations.at("b").at("args").at("bytes")), Bytes(0)); // an alias allocates nothing

    QCOMPARE(transfers.size(), timeline.transfers.size());
    QCOMPARE(transfers.size(), std::size_t(1));
    const TransferSpan &sent = timeline.transfers.front();
    QCOMPARE(std::string(transfers[0].at("name")), std::string("a:0"));
    QCOMPARE(int(transfers[0].at("pid")), 0);
    QCOMPARE(int(transfers[0].at("tid")), 2);
    QCOMPARE(double(transfers[0].at("ts")), sent.start * 1e6);
    QCOMPARE(double(transfers[0].at("dur")), (sent.finish - sent.start) * 1e6);
    QCOMPARE(Bytes(transfers[0].at("args").at("bytes")), Bytes(100));

    for (std::size_t device = 0; device < 2; ++device) {
        const std::vector<std::pair<double, Bytes>> &curve = counters.at(int(device));
        QCOMPARE(curve.size(), timeline.memory[device].size());
        Bytes peak = 0;
        for (std::size_t i = 0; i < curve.size(); ++i) {
            QCOMPARE(curve[i].first, timeline.memory[device][i].time * 1e6);
            QCOMPARE(curve[i].second, timeline.memory[device][i].bytes);
            peak = std::max(peak, curve[i].second);
        }
        QCOMPARE(peak, timeline.metrics.peakMemory[device]);
    }
}

QTEST_APPLESS_MAIN(TestChromeTrace)
#include "tst_chrometrace.moc"
