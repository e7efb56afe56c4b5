#include "core/session/sessionjson.h"

#include "core/base/jsonreader.h"
#include "core/io/clusterjson.h"
#include "core/io/graphjson.h"

#include <cmath>
#include <limits>

namespace regal {
namespace {

constexpr int SessionVersion = 1;
constexpr const char *SessionFormat = "regal-studio-session";

std::string deviceName(const Cluster &cluster, DeviceId device)
{
    return device == InvalidDevice ? std::string() : cluster.devices[device].name;
}

/// Reads per-node device names; "" is InvalidDevice when \a allowNone.
std::vector<DeviceId> readDevices(JsonFields &fields, const char *key, const Cluster &cluster, std::size_t nodes,
                                  bool allowNone)
{
    std::vector<DeviceId> devices;
    const nlohmann::json &array = fields.array(key, true);
    if (!array.is_array())
        return devices;
    if (array.size() != nodes) {
        fields.fail("'" + std::string(key) + "' must have one entry per node (" + std::to_string(nodes) + ")");
        return devices;
    }
    for (const nlohmann::json &value : array) {
        const std::string name = value.is_string() ? value.get<std::string>() : std::string();
        const DeviceId device = name.empty() ? InvalidDevice : cluster.find(name);
        if (device == InvalidDevice && !(allowNone && name.empty())) {
            fields.fail("'" + std::string(key) + "' names an unknown device '" + name + "'");
            return devices;
        }
        devices.push_back(device);
    }
    return devices;
}

/// Reads the "policy" array of a solution: what the policy proposed per node (optional).
std::vector<NodeProposal> readPolicyProposals(JsonFields &fields, const Cluster &cluster, std::size_t nodes)
{
    std::vector<NodeProposal> proposals;
    const nlohmann::json &array = fields.array("policy", false);
    if (!array.is_array())
        return proposals;
    if (array.size() != nodes) {
        fields.fail("'policy' must have one entry per node (" + std::to_string(nodes) + ")");
        return proposals;
    }
    const auto beta = [](const nlohmann::json &pair) {
        return pair.is_array() && pair.size() == 2 && pair[0].is_number() && pair[1].is_number()
                   ? BetaParams{pair[0].get<double>(), pair[1].get<double>()}
                   : BetaParams{};
    };
    for (std::size_t node = 0; node < nodes; ++node) {
        JsonFields entry(array[node], "policy[" + std::to_string(node) + "]", fields.errors());
        NodeProposal proposal;
        const std::string keepOn = entry.optionalString("keep_on");
        proposal.anchorDevice = keepOn.empty() ? InvalidDevice : cluster.find(keepOn);
        proposal.anchorDeviceKey = beta(entry.field("device_key", false));
        proposal.otherDeviceKeys = beta(entry.field("other_keys", false));
        // Sessions saved before the choices by speed hold one key for every other device.
        proposal.fasterDeviceKeys = entry.has("faster_keys") ? beta(entry.field("faster_keys", false)) : proposal.otherDeviceKeys;
        proposal.slowerDeviceKeys = entry.has("slower_keys") ? beta(entry.field("slower_keys", false)) : proposal.otherDeviceKeys;
        proposal.priorityKey = beta(entry.field("priority_key", false));
        proposal.rho = entry.nonNegative("rho", 0.0);
        proposal.entropy = entry.nonNegative("entropy", 0.0);
        proposal.deviceDisputed = entry.boolean("device_disputed", false);
        proposals.push_back(proposal);
    }
    return proposals;
}

nlohmann::ordered_json finiteOrNull(double value)
{
    return std::isfinite(value) ? nlohmann::ordered_json(value) : nlohmann::ordered_json();
}

/// Reads the optional "convergence" array: one object per generation of the last run.
std::vector<ConvergencePoint> readConvergence(JsonFields &top)
{
    std::vector<ConvergencePoint> points;
    const nlohmann::json &array = top.array("convergence", false);
    for (std::size_t index = 0; array.is_array() && index < array.size() && !top.errors().failed(); ++index) {
        JsonFields fields(array[index], "convergence[" + std::to_string(index) + "]", top.errors());
        ConvergencePoint point;
        point.generation = int(fields.integer("generation", 0, 0, 1 << 30));
        point.evaluations = fields.integer("evaluations", 0, 0, std::int64_t(1) << 53);
        // A value without a number (written for infinity: no feasible solution yet) reads as infinity.
        for (auto [key, value] : {std::pair{"best", &point.best}, std::pair{"mean", &point.mean}}) {
            const nlohmann::json &number = fields.field(key, false);
            *value = number.is_number() ? number.get<double>() : std::numeric_limits<double>::infinity();
        }
        point.overMemory = fields.boolean("over_memory", false);
        points.push_back(point);
    }
    return points;
}

} // namespace

std::string writeSessionJson(const SessionDocument &session)
{
    const Cluster &cluster = session.cluster;
    nlohmann::ordered_json top;
    top["format"] = SessionFormat;
    top["version"] = SessionVersion;
    top["source"] = session.source;
    top["task"] = taskName(session.task);
    top["graph"] = nlohmann::ordered_json::parse(writeGraphJson(*session.graph));
    nlohmann::ordered_json clusterJson;
    writeClusterFields(cluster, clusterJson);
    top["cluster"] = std::move(clusterJson);
    nlohmann::ordered_json &pins = top["pins"] = nlohmann::ordered_json::array();
    for (DeviceId pin : session.pins)
        pins.push_back(deviceName(cluster, pin));
    top["current"] = session.current;
    nlohmann::ordered_json &solutions = top["solutions"] = nlohmann::ordered_json::array();
    for (const SessionSolution &entry : session.entries) {
        nlohmann::ordered_json row;
        row["name"] = entry.name;
        row["method"] = entry.method;
        if (entry.seed)
            row["seed"] = *entry.seed;
        row["evaluations"] = entry.evaluations;
        row["hand_edited"] = entry.handEdited;
        if (!entry.paramsJson.empty() && entry.paramsJson != "{}")
            row["params"] = nlohmann::ordered_json::parse(entry.paramsJson);
        if (entry.editedFrom)
            row["edited_from"] = *entry.editedFrom;
        nlohmann::ordered_json &devices = row["devices"] = nlohmann::ordered_json::array();
        for (DeviceId device : entry.solution.device)
            devices.push_back(deviceName(cluster, device));
        row["priorities"] = entry.solution.priority;
        if (!entry.policyProposals.empty()) {
            nlohmann::ordered_json &proposals = row["policy"] = nlohmann::ordered_json::array();
            for (const NodeProposal &proposal : entry.policyProposals)
                proposals.push_back({{"keep_on", proposal.anchorDevice == InvalidDevice ? nlohmann::ordered_json()
                                                                                         : nlohmann::ordered_json(deviceName(cluster, proposal.anchorDevice))},
                                     {"device_key", {proposal.anchorDeviceKey.alpha, proposal.anchorDeviceKey.beta}},
                                     {"other_keys", {proposal.otherDeviceKeys.alpha, proposal.otherDeviceKeys.beta}},
                                     {"faster_keys", {proposal.fasterDeviceKeys.alpha, proposal.fasterDeviceKeys.beta}},
                                     {"slower_keys", {proposal.slowerDeviceKeys.alpha, proposal.slowerDeviceKeys.beta}},
                                     {"priority_key", {proposal.priorityKey.alpha, proposal.priorityKey.beta}},
                                     {"rho", proposal.rho},
                                     {"entropy", proposal.entropy},
                                     {"device_disputed", proposal.deviceDisputed}});
        }
        solutions.push_back(std::move(row));
    }
    if (!session.convergence.empty()) {
        nlohmann::ordered_json &curve = top["convergence"] = nlohmann::ordered_json::array();
        for (const ConvergencePoint &point : session.convergence)
            curve.push_back({{"generation", point.generation}, {"evaluations", point.evaluations},
                             {"best", finiteOrNull(point.best)}, {"mean", finiteOrNull(point.mean)},
                             {"over_memory", point.overMemory}});
    }
    return top.dump(1) + '\n';
}

Result<SessionDocument> readSessionJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, SessionFormat, SessionVersion);
    if (errors.failed())
        return errors.error();

    SessionDocument session;
    Result<Graph> graph = readGraphJson(top.field("graph", true).dump(), source + " (graph)");
    if (!graph)
        return graph.failure();
    session.graph = std::make_shared<const Graph>(std::move(graph).value());
    const nlohmann::json &clusterObject = top.field("cluster", true);
    JsonFields clusterFields(clusterObject, "cluster", errors);
    session.cluster = readClusterFields(clusterFields);
    if (auto task = parseTask(top.optionalString("task", "runtime")))
        session.task = *task;
    else
        top.fail("'task' must be 'runtime' or 'memory'");
    const std::size_t nodes = session.graph->nodeCount();
    if (!errors.failed())
        session.pins = readDevices(top, "pins", session.cluster, nodes, true);

    const nlohmann::json &rows = top.array("solutions", true);
    for (std::size_t index = 0; rows.is_array() && index < rows.size() && !errors.failed(); ++index) {
        JsonFields row(rows[index], "solutions[" + std::to_string(index) + "]", errors);
        SessionSolution entry;
        entry.name = row.string("name");
        entry.method = row.optionalString("method", "hand");
        if (const nlohmann::json &seed = row.field("seed", false); seed.is_number_unsigned())
            entry.seed = seed.get<std::uint64_t>();
        else if (!seed.is_null())
            row.fail("'seed' must be a whole number >= 0, got " + seed.dump());
        entry.evaluations = row.integer("evaluations", 0, 0, std::int64_t(1) << 62);
        entry.handEdited = row.boolean("hand_edited", false);
        if (const nlohmann::json &params = row.field("params", false); params.is_object())
            entry.paramsJson = params.dump();
        if (row.has("edited_from"))
            entry.editedFrom = int(row.integer("edited_from", 0, 0, std::int64_t(rows.size()) - 1));
        entry.solution.device = readDevices(row, "devices", session.cluster, nodes, false);
        const nlohmann::json &priorities = row.array("priorities", true);
        if (priorities.is_array() && priorities.size() == nodes) {
            for (std::size_t node = 0; node < nodes && !errors.failed(); ++node) {
                const nlohmann::json &value = priorities[node];
                const double priority = value.is_number() ? value.get<double>() : -1.0;
                if (!(priority >= 0.0 && priority <= 1.0))
                    row.fail("priorities[" + std::to_string(node) + "] must be a number from 0 to 1, got " + value.dump());
                entry.solution.priority.push_back(priority);
            }
        } else if (!errors.failed()) {
            row.fail("'priorities' must have one number per node");
        }
        entry.policyProposals = readPolicyProposals(row, session.cluster, nodes);
        session.entries.push_back(std::move(entry));
    }
    if (!errors.failed() && session.entries.empty())
        top.fail("a session needs at least one solution");
    session.convergence = readConvergence(top);
    session.current = int(top.integer("current", 0, 0, 1 << 30));
    if (session.current >= int(session.entries.size()))
        session.current = 0;
    if (errors.failed())
        return errors.error();
    return session;
}

bool declaresSession(std::string_view text)
{
    return text.substr(0, 512).find(std::string("\"") + SessionFormat + "\"") != std::string_view::npos;
}

} // namespace regal
