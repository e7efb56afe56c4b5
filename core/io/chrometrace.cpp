#include "core/io/chrometrace.h"

#include <nlohmann/json.hpp>

namespace regal {
namespace {

using Json = nlohmann::ordered_json;

constexpr double MicrosecondsPerSecond = 1e6;
/// The thread of a device's operations; the link to device d is thread d + 1.
constexpr int OperationThread = 0;

Json metadata(const char *kind, int process, int thread, const std::string &name)
{
    return {{"name", kind}, {"ph", "M"}, {"pid", process}, {"tid", thread}, {"args", {{"name", name}}}};
}

Json complete(const std::string &name, const char *category, double start, double finish, int process, int thread,
              Json args)
{
    return {{"name", name},
            {"cat", category},
            {"ph", "X"},
            {"ts", start * MicrosecondsPerSecond},
            {"dur", (finish - start) * MicrosecondsPerSecond},
            {"pid", process},
            {"tid", thread},
            {"args", std::move(args)}};
}

} // namespace

std::string writeChromeTrace(const Problem &problem, const Solution &solution, const Timeline &timeline)
{
    const Graph &graph = problem.graph();
    const Cluster &cluster = problem.cluster();
    Json events = Json::array();
    for (int device = 0; device < problem.deviceCount(); ++device) {
        events.push_back(metadata("process_name", device, OperationThread, cluster.devices[std::size_t(device)].name));
        events.push_back(metadata("thread_name", device, OperationThread, "operations"));
        for (int to = 0; to < problem.deviceCount(); ++to)
            if (to != device)
                events.push_back(metadata("thread_name", device, to + 1, "to " + cluster.devices[std::size_t(to)].name));
    }
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        const OpSpan &span = timeline.ops[node];
        const Node &entry = graph.node(node);
        Bytes bytes = 0;
        for (const Tensor &output : entry.outputs)
            bytes += output.isAlias() ? 0 : output.bytes;
        events.push_back(complete(entry.name, "operation", span.start, span.finish, int(span.device), OperationThread,
                                  {{"node", entry.name},
                                   {"op", entry.op},
                                   {"bytes", bytes},
                                   {"priority", solution.priority[node]}}));
    }
    for (const TransferSpan &transfer : timeline.transfers) {
        const NodeId producer = problem.producerOf(transfer.output);
        const std::uint32_t port = transfer.output - graph.outputOffset(producer);
        const std::string tensor = graph.node(producer).name + ":" + std::to_string(port);
        events.push_back(complete(tensor, "transfer", transfer.start, transfer.finish, int(transfer.from),
                                  int(transfer.to) + 1,
                                  {{"node", graph.node(producer).name},
                                   {"op", graph.node(producer).op},
                                   {"bytes", transfer.bytes},
                                   {"priority", solution.priority[producer]},
                                   {"to", cluster.devices[transfer.to].name}}));
    }
    for (std::size_t device = 0; device < timeline.memory.size(); ++device)
        for (const MemoryPoint &point : timeline.memory[device])
            events.push_back({{"name", "memory"},
                              {"ph", "C"},
                              {"ts", point.time * MicrosecondsPerSecond},
                              {"pid", int(device)},
                              {"args", {{"bytes", point.bytes}}}});
    const Json trace = {{"traceEvents", std::move(events)},
                        {"displayTimeUnit", "ms"},
                        {"otherData", {{"graph", graph.name()}, {"makespan_seconds", timeline.metrics.makespan}}}};
    return trace.dump(1) + '\n';
}

} // namespace regal
