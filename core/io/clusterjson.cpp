#include "core/io/clusterjson.h"

#include <fmt/format.h>

namespace regal {
namespace {

constexpr int ClusterVersion = 1;

/// A link rate given as one number for every pair, or as a matrix by device index.
void readLinkRate(JsonFields &links, const char *key, std::size_t deviceCount, Cluster &cluster,
                  double Link::*rate)
{
    const nlohmann::json &value = links.field(key, false);
    if (value.is_null())
        return;
    if (value.is_number()) {
        cluster.defaultLink.*rate = value.get<double>();
        return;
    }
    if (!value.is_array() || value.size() != deviceCount) {
        links.fail(fmt::format("'{}' must be a number or a {}x{} matrix", key, deviceCount, deviceCount));
        return;
    }
    if (cluster.linkMatrix.empty())
        cluster.linkMatrix.assign(deviceCount * deviceCount, cluster.defaultLink);
    for (std::size_t from = 0; from < deviceCount; ++from) {
        const nlohmann::json &row = value[from];
        if (!row.is_array() || row.size() != deviceCount) {
            links.fail(fmt::format("row {} of '{}' must have {} entries", from, key, deviceCount));
            return;
        }
        for (std::size_t to = 0; to < deviceCount; ++to) {
            if (from == to)
                continue;
            if (!row[to].is_number()) {
                links.fail(fmt::format("'{}'[{}][{}] must be a number", key, from, to));
                return;
            }
            cluster.linkMatrix[from * deviceCount + to].*rate = row[to].get<double>();
        }
    }
}

nlohmann::ordered_json linkRate(const Cluster &cluster, double Link::*rate)
{
    const std::size_t count = cluster.devices.size();
    nlohmann::ordered_json matrix = nlohmann::ordered_json::array();
    for (std::size_t from = 0; from < count; ++from) {
        nlohmann::ordered_json row = nlohmann::ordered_json::array();
        for (std::size_t to = 0; to < count; ++to)
            row.push_back(from == to ? 0.0 : cluster.link(DeviceId(from), DeviceId(to)).*rate);
        matrix.push_back(std::move(row));
    }
    return matrix;
}

} // namespace

Cluster readClusterFields(JsonFields &fields)
{
    Cluster cluster;
    const nlohmann::json &devices = fields.array("devices", true);
    if (devices.size() > std::size_t(MaxDevices)) {
        // Before the link matrices: they take devices^2 entries.
        fields.fail(fmt::format("the cluster has {} devices; at most {} are supported", devices.size(), MaxDevices));
        return cluster;
    }
    for (std::size_t index = 0; index < devices.size(); ++index) {
        JsonFields device(devices[index], fmt::format("devices[{}]", index), fields.errors());
        Device entry;
        entry.name = device.string("name");
        entry.speed = device.positive("speed", 1.0);
        entry.peakFlops = device.nonNegative("peak_flops", 0.0);
        entry.memBandwidth = device.nonNegative("mem_bandwidth", 0.0);
        entry.memoryBytes = device.bytes("memory_bytes", 0);
        entry.extra = device.unknownFields();
        cluster.devices.push_back(std::move(entry));
    }
    const nlohmann::json &linksJson = fields.field("links", false);
    if (!linksJson.is_null()) {
        JsonFields links(linksJson, "links", fields.errors());
        readLinkRate(links, "bandwidth", devices.size(), cluster, &Link::bandwidth);
        readLinkRate(links, "latency", devices.size(), cluster, &Link::latency);
    }
    if (!fields.errors().failed())
        if (Status status = cluster.validate(); !status)
            fields.fail(status.error());
    return cluster;
}

void writeClusterFields(const Cluster &cluster, nlohmann::ordered_json &object)
{
    nlohmann::ordered_json &devices = object["devices"] = nlohmann::ordered_json::array();
    for (const Device &device : cluster.devices) {
        nlohmann::ordered_json entry;
        entry["name"] = device.name;
        entry["speed"] = device.speed;
        if (device.peakFlops > 0.0)
            entry["peak_flops"] = device.peakFlops;
        if (device.memBandwidth > 0.0)
            entry["mem_bandwidth"] = device.memBandwidth;
        entry["memory_bytes"] = device.memoryBytes;
        mergeUnknownFields(entry, device.extra);
        devices.push_back(std::move(entry));
    }
    nlohmann::ordered_json &links = object["links"];
    if (cluster.linkMatrix.empty()) {
        links["bandwidth"] = cluster.defaultLink.bandwidth;
        links["latency"] = cluster.defaultLink.latency;
    } else {
        links["bandwidth"] = linkRate(cluster, &Link::bandwidth);
        links["latency"] = linkRate(cluster, &Link::latency);
    }
}

Result<Cluster> readClusterJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-cluster", ClusterVersion);
    Cluster cluster = readClusterFields(top);
    cluster.extra = top.unknownFields();
    if (errors.failed())
        return errors.error();
    return cluster;
}

std::vector<std::string> unreadClusterFields(const Cluster &cluster)
{
    std::vector<std::string> unread;
    const auto list = [&unread](const std::string &extra, const std::string &where, const char *reads) {
        const nlohmann::ordered_json fields = nlohmann::ordered_json::parse(extra, nullptr, false);
        if (!fields.is_object())
            return;
        for (const auto &[key, value] : fields.items())
            unread.push_back(fmt::format("{}the field '{}' is not read (it is kept as written; {})", where, key, reads));
    };
    list(cluster.extra, "", "a cluster reads devices and links");
    for (const Device &device : cluster.devices)
        list(device.extra, fmt::format("device '{}': ", device.name),
             "a device reads name, speed, peak_flops, mem_bandwidth and memory_bytes");
    return unread;
}

std::string writeClusterJson(const Cluster &cluster)
{
    nlohmann::ordered_json top;
    top["format"] = "regal-cluster";
    top["version"] = ClusterVersion;
    writeClusterFields(cluster, top);
    mergeUnknownFields(top, cluster.extra);
    return top.dump(2) + '\n';
}

} // namespace regal
