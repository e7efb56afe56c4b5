#include "core/io/placementjson.h"

#include "core/io/arenajson.h"
#include "core/io/clusterjson.h"

#include <fmt/format.h>
#include <unordered_map>

namespace regal {
namespace {

constexpr int PlacementVersion = 1;

/// Reads an array of {"name", "device", "priority"} objects (the "nodes" or the "edits").
std::vector<PlacementNode> readPlacementNodes(JsonFields &top, const char *key, bool required)
{
    std::vector<PlacementNode> result;
    const nlohmann::json &nodes = top.array(key, required);
    for (std::size_t index = 0; nodes.is_array() && index < nodes.size() && !top.errors().failed(); ++index) {
        JsonFields fields(nodes[index], fmt::format("{}[{}]", key, index), top.errors());
        PlacementNode entry;
        entry.name = fields.string("name");
        entry.device = fields.string("device");
        if (fields.has("priority")) {
            entry.priority = fields.nonNegative("priority", 0.0);
            if (*entry.priority > 1.0)
                fields.fail(fmt::format("priority must be in [0, 1], got {}", *entry.priority));
        }
        result.push_back(std::move(entry));
    }
    return result;
}

/// Writes how a solution was made: "method", "seed", "params", "evaluations" of a Provenance
/// or of the EditedFrom it was edited from.
template <typename Run>
void writeRunFields(const Run &run, nlohmann::ordered_json &object)
{
    object["method"] = run.method;
    if (run.seed)
        object["seed"] = *run.seed;
    object["params"] = nlohmann::ordered_json::parse(run.paramsJson.empty() ? "{}" : run.paramsJson);
    if (run.evaluations)
        object["evaluations"] = *run.evaluations;
}

template <typename Run>
void readRunFields(JsonFields &fields, Run &run)
{
    run.method = fields.optionalString("method");
    if (fields.has("seed"))
        run.seed = std::uint64_t(fields.integer("seed", 0, 0, std::int64_t(1) << 53));
    if (const nlohmann::json &params = fields.field("params", false); params.is_object())
        run.paramsJson = params.dump();
    if (fields.has("evaluations"))
        run.evaluations = fields.integer("evaluations", 0, 0, std::int64_t(1) << 53);
}

void writeEditProvenance(const Provenance &provenance, nlohmann::ordered_json &top)
{
    if (!provenance.editedFrom)
        return;
    const EditedFrom &parent = *provenance.editedFrom;
    nlohmann::ordered_json &from = top["edited_from"];
    from["name"] = parent.name;
    writeRunFields(parent, from);
    nlohmann::ordered_json &edits = top["edits"] = nlohmann::ordered_json::array();
    for (const PlacementNode &edit : provenance.edits) {
        nlohmann::ordered_json node{{"name", edit.name}, {"device", edit.device}};
        if (edit.priority)
            node["priority"] = *edit.priority;
        edits.push_back(std::move(node));
    }
}

std::optional<EditedFrom> readEditedFrom(JsonFields &top)
{
    const nlohmann::json &object = top.field("edited_from", false);
    if (object.is_null())
        return std::nullopt;
    JsonFields fields(object, "edited_from", top.errors());
    EditedFrom parent;
    parent.name = fields.optionalString("name");
    readRunFields(fields, parent);
    return parent;
}

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
    writeRunFields(provenance, top);
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
    writeEditProvenance(provenance, top);
    if (arena)
        top["arena"] = arenaJson(problem, timeline, *arena);
    mergeUnknownFields(top, provenance.extra);
    return top.dump(1) + '\n';
}

Result<PlacementFile> readPlacementJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
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
    readRunFields(top, placement.provenance);
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

    placement.provenance.editedFrom = readEditedFrom(top);
    placement.provenance.edits = readPlacementNodes(top, "edits", false);
    placement.nodes = readPlacementNodes(top, "nodes", true);
    placement.provenance.extra = top.unknownFields();
    if (errors.failed())
        return errors.error();
    return placement;
}

Result<Solution> bindPlacement(const PlacementFile &placement, const Problem &problem, const std::string &source)
{
    const Graph &graph = problem.graph();
    if (!placement.graphHash.empty() && placement.graphHash != graph.contentHash())
        return Error::of(ErrorKind::OtherGraph,
                         {source, placement.graphName, placement.graphHash, graph.name(), graph.contentHash()});
    Solution solution = problem.defaultSolution();
    std::vector<bool> seen(graph.nodeCount(), false);
    for (const PlacementFile::Entry &entry : placement.nodes) {
        const NodeId node = graph.find(entry.name);
        if (node == InvalidNode)
            return Error::of(ErrorKind::UnknownNode, {source, entry.name, graph.name()});
        if (seen[node])
            return Error::of(ErrorKind::NodePlacedTwice, {source, entry.name});
        seen[node] = true;
        const DeviceId device = problem.cluster().find(entry.device);
        if (device == InvalidDevice)
            return Error::of(ErrorKind::UnknownDevice, {source, entry.name, entry.device});
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
        return Error::of(ErrorKind::UnplacedNodes, {source, std::to_string(missing), graph.name(), firstMissing});
    if (Status status = problem.check(solution); !status)
        return Error::of(ErrorKind::InvalidFile, {source, status.error()});
    return solution;
}

} // namespace regal
