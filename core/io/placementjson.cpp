#include "core/io/placementjson.h"

#include "core/io/arenajson.h"
#include "core/io/clusterjson.h"

#include <fmt/format.h>
#include <unordered_map>

namespace regal {
namespace {

constexpr int PlacementVersion = 1;

} // namespace

std::string writePlacementJson(const Problem &problem, const Solution &solution, const Timeline &timeline,
                               const LowerBounds &bounds, const Provenance &provenance, const ArenaPlan *arena)
{
    const Graph &graph = problem.graph();
    const Cluster &cluster = problem.cluster();
    nlohmann::ordered_json top;
    top["format"] = "regal-placement";
    top["version"] = PlacementVersion;
    top["graph"] = {{"name", graph.name()}, {"hash", graph.contentHash()}, {"nodes", graph.nodeCount()}};
    if (provenance.task)
        top["task"] = taskName(*provenance.task);
    top["method"] = provenance.method;
    if (provenance.seed)
        top["seed"] = *provenance.seed;
    top["params"] = nlohmann::ordered_json::parse(provenance.paramsJson.empty() ? "{}" : provenance.paramsJson);
    if (provenance.evaluations)
        top["evaluations"] = *provenance.evaluations;
    if (provenance.wallSeconds)
        top["wall_seconds"] = *provenance.wallSeconds;

    nlohmann::ordered_json &metrics = top["metrics"];
    metrics["makespan"] = timeline.metrics.makespan;
    nlohmann::ordered_json &peaks = metrics["peak_memory"] = nlohmann::ordered_json::object();
    for (std::size_t device = 0; device < cluster.devices.size(); ++device)
        peaks[cluster.devices[device].name] = timeline.metrics.peakMemory[device];
    metrics["feasible"] = timeline.metrics.feasible;
    metrics["overflow"] = timeline.metrics.overflow;
    metrics["lower_bounds"] = {{"makespan", bounds.makespan}, {"peak_memory", bounds.peakMemory}};

    nlohmann::ordered_json clusterJson;
    writeClusterFields(cluster, clusterJson);
    top["cluster"] = std::move(clusterJson);

    nlohmann::ordered_json &nodes = top["nodes"] = nlohmann::ordered_json::array();
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        nodes.push_back({{"name", graph.node(node).name},
                         {"device", cluster.devices[solution.device[node]].name},
                         {"priority", solution.priority[node]},
                         {"start", timeline.ops[node].start},
                         {"finish", timeline.ops[node].finish}});
    nlohmann::ordered_json &order = top["order"] = nlohmann::ordered_json::object();
    const auto perDevice = timeline.deviceOrder();
    for (std::size_t device = 0; device < perDevice.size(); ++device) {
        nlohmann::ordered_json &names = order[cluster.devices[device].name] = nlohmann::ordered_json::array();
        for (NodeId node : perDevice[device])
            names.push_back(graph.node(node).name);
    }
    if (arena)
        top["arena"] = arenaJson(problem, timeline, *arena);
    mergeUnknownFields(top, provenance.extra);
    return top.dump(1) + '\n';
}

Result<PlacementFile> readPlacementJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return Error{document.error()};
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-placement", PlacementVersion);
    PlacementFile placement;

    const nlohmann::json &graph = top.field("graph", false);
    if (!graph.is_null()) {
        JsonFields fields(graph, "graph", errors);
        placement.graphName = fields.optionalString("name");
        placement.graphHash = fields.optionalString("hash");
        fields.integer("nodes", 0, 0, std::int64_t(InvalidNode));
    }
    if (top.has("task")) {
        const std::string task = top.string("task");
        placement.provenance.task = parseTask(task);
        if (!placement.provenance.task)
            top.fail(fmt::format("task must be \"runtime\" or \"memory\", not \"{}\"", task));
    }
    placement.provenance.method = top.optionalString("method");
    if (top.has("seed"))
        placement.provenance.seed = std::uint64_t(top.integer("seed", 0, 0, std::int64_t(1) << 53));
    if (const nlohmann::json &params = top.field("params", false); params.is_object())
        placement.provenance.paramsJson = params.dump();
    if (top.has("evaluations"))
        placement.provenance.evaluations = top.integer("evaluations", 0, 0, std::int64_t(1) << 53);
    if (top.has("wall_seconds"))
        placement.provenance.wallSeconds = top.nonNegative("wall_seconds", 0.0);
    if (const nlohmann::json &cluster = top.field("cluster", false); !cluster.is_null()) {
        JsonFields fields(cluster, "cluster", errors);
        placement.cluster = readClusterFields(fields);
    }
    top.markKnown("metrics");
    top.markKnown("order");
    // Offsets follow from the solution: the simulator and the planner make them again.
    if (top.has("arena") && !top.field("arena", false).is_object())
        top.fail("arena must be an object");
    top.markKnown("arena");

    const nlohmann::json &nodes = top.array("nodes", true);
    for (std::size_t index = 0; index < nodes.size() && !errors.failed(); ++index) {
        JsonFields fields(nodes[index], fmt::format("nodes[{}]", index), errors);
        PlacementFile::Entry entry;
        entry.name = fields.string("name");
        entry.device = fields.string("device");
        if (fields.has("priority")) {
            entry.priority = fields.nonNegative("priority", 0.0);
            if (*entry.priority > 1.0)
                fields.fail(fmt::format("priority must be in [0, 1], got {}", *entry.priority));
        }
        placement.nodes.push_back(std::move(entry));
    }
    placement.provenance.extra = top.unknownFields();
    if (errors.failed())
        return Error{errors.first};
    return placement;
}

Result<Solution> bindPlacement(const PlacementFile &placement, const Problem &problem, const std::string &source)
{
    const Graph &graph = problem.graph();
    if (!placement.graphHash.empty() && placement.graphHash != graph.contentHash())
        return Error{fmt::format("{}: this placement was made for graph '{}' ({}), not for '{}' ({}); "
                                 "the graphs differ",
                                 source, placement.graphName, placement.graphHash, graph.name(),
                                 graph.contentHash())};
    Solution solution = problem.defaultSolution();
    std::vector<bool> seen(graph.nodeCount(), false);
    for (const PlacementFile::Entry &entry : placement.nodes) {
        const NodeId node = graph.find(entry.name);
        if (node == InvalidNode)
            return Error{fmt::format("{}: node '{}' is not in graph '{}'", source, entry.name, graph.name())};
        if (seen[node])
            return Error{fmt::format("{}: node '{}' is placed twice", source, entry.name)};
        seen[node] = true;
        const DeviceId device = problem.cluster().find(entry.device);
        if (device == InvalidDevice)
            return Error{fmt::format("{}: node '{}' is placed on device '{}', which the cluster does not have",
                                     source, entry.name, entry.device)};
        solution.device[node] = device;
        if (entry.priority)
            solution.priority[node] = *entry.priority;
    }
    std::size_t missing = 0;
    std::string firstMissing;
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        if (!seen[node] && missing++ == 0)
            firstMissing = graph.node(node).name;
    if (missing > 0)
        return Error{fmt::format("{}: {} node(s) of graph '{}' have no placement, the first is '{}'", source,
                                 missing, graph.name(), firstMissing)};
    if (Status status = problem.check(solution); !status)
        return Error{source + ": " + status.error()};
    return solution;
}

} // namespace regal
