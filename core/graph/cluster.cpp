#include "core/graph/cluster.h"

#include "core/graph/limits.h"

#include <algorithm>
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

Cluster Cluster::withSpeeds(std::span<const double> speeds)
{
    Cluster cluster = uniform(int(speeds.size()));
    for (std::size_t device = 0; device < speeds.size(); ++device)
        cluster.devices[device].speed = speeds[device];
    return cluster;
}

bool Cluster::memoryLimited() const
{
    return std::any_of(devices.begin(), devices.end(), [](const Device &device) { return device.memoryBytes > 0; });
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
    const auto within = [](double value, double low, double high) { return std::isfinite(value) && value >= low && value <= high; };
    // A rate of 0 means "the default"; a set one must lie in [MinRate, MaxRate].
    const auto rate = [&](double value) { return value == 0.0 || within(value, limits::MinRate, limits::MaxRate); };
    std::set<std::string_view> names;
    for (const Device &device : devices) {
        if (device.name.empty())
            return Error{"a device has no name"};
        if (device.name.size() > limits::MaxNameBytes)
            return Error{fmt::format("a device name has {} bytes; at most {} are supported", device.name.size(),
                                     limits::MaxNameBytes)};
        if (!names.insert(device.name).second)
            return Error{fmt::format("device '{}' is defined twice", device.name)};
        if (!within(device.speed, limits::MinSpeed, limits::MaxSpeed))
            return Error{fmt::format("device '{}': speed must be from {:g} to {:g}, not {}", device.name, limits::MinSpeed,
                                     limits::MaxSpeed, device.speed)};
        if (!rate(device.peakFlops) || !rate(device.memBandwidth))
            return Error{fmt::format("device '{}': peak_flops and mem_bandwidth must be 0 (the default) or from {:g} to "
                                     "{:g}",
                                     device.name, limits::MinRate, limits::MaxRate)};
        if (device.memoryBytes < 0 || device.memoryBytes > limits::MaxBytes)
            return Error{fmt::format("device '{}': memory_bytes must be from 0 (unlimited) to {}", device.name,
                                     limits::MaxBytes)};
    }
    const auto checkLink = [&](const Link &link, const std::string &where) -> Status {
        if (!within(link.bandwidth, limits::MinRate, limits::MaxRate))
            return Error{fmt::format("{}: bandwidth must be from {:g} to {:g} bytes/s, not {}", where, limits::MinRate,
                                     limits::MaxRate, link.bandwidth)};
        if (!within(link.latency, 0.0, limits::MaxLatency))
            return Error{fmt::format("{}: latency must be from 0 to {:g} s, not {}", where, limits::MaxLatency,
                                     link.latency)};
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
