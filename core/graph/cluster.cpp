#include "core/graph/cluster.h"

#include <cmath>
#include <fmt/format.h>
#include <set>

namespace regal {

Cluster Cluster::uniform(int count)
{
    Cluster cluster;
    for (int i = 0; i < count; ++i)
        cluster.devices.push_back({.name = fmt::format("GPU:{}", i)});
    return cluster;
}

DeviceId Cluster::find(std::string_view name) const
{
    for (std::size_t i = 0; i < devices.size(); ++i)
        if (devices[i].name == name)
            return DeviceId(i);
    return InvalidDevice;
}

double Cluster::totalSpeed() const
{
    double total = 0.0;
    for (const Device &device : devices)
        total += device.speed;
    return total;
}

Status Cluster::validate() const
{
    if (devices.empty())
        return Error{"the cluster has no devices"};
    if (devices.size() > std::size_t(MaxDevices))
        return Error{fmt::format("the cluster has {} devices; at most {} are supported", devices.size(), MaxDevices)};
    const auto positive = [](double value) { return std::isfinite(value) && value > 0.0; };
    const auto nonNegative = [](double value) { return std::isfinite(value) && value >= 0.0; };
    std::set<std::string_view> names;
    for (const Device &device : devices) {
        if (device.name.empty())
            return Error{"a device has no name"};
        if (!names.insert(device.name).second)
            return Error{fmt::format("device '{}' is defined twice", device.name)};
        if (!positive(device.speed))
            return Error{fmt::format("device '{}': speed must be > 0, not {}", device.name, device.speed)};
        if (!nonNegative(device.peakFlops) || !nonNegative(device.memBandwidth))
            return Error{fmt::format("device '{}': peak_flops and mem_bandwidth must be >= 0", device.name)};
        if (device.memoryBytes < 0)
            return Error{fmt::format("device '{}': memory_bytes must be >= 0 (0 is unlimited)", device.name)};
    }
    const auto checkLink = [&](const Link &link, const std::string &where) -> Status {
        if (!positive(link.bandwidth))
            return Error{fmt::format("{}: bandwidth must be > 0, not {}", where, link.bandwidth)};
        if (!nonNegative(link.latency))
            return Error{fmt::format("{}: latency must be >= 0, not {}", where, link.latency)};
        return {};
    };
    if (Status status = checkLink(defaultLink, "links"); !status)
        return status;
    if (!linkMatrix.empty() && linkMatrix.size() != devices.size() * devices.size())
        return Error{fmt::format("the link matrix has {} entries; {} devices need {}", linkMatrix.size(),
                                 devices.size(), devices.size() * devices.size())};
    for (std::size_t from = 0; from < devices.size() && !linkMatrix.empty(); ++from)
        for (std::size_t to = 0; to < devices.size(); ++to)
            if (from != to)
                if (Status status = checkLink(link(DeviceId(from), DeviceId(to)),
                                              fmt::format("link {} -> {}", devices[from].name, devices[to].name));
                    !status)
                    return status;
    return {};
}

} // namespace regal
