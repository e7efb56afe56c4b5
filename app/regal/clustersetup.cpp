#include "app/regal/clustersetup.h"
#include "app/regal/numberchecks.h"

#include "core/base/textfile.h"
#include "core/io/clusterjson.h"
#include "core/sim/memoryneed.h"

#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {

void ClusterChoice::addOptions(CLI::App &command)
{
    auto *clusterOption = command.add_option("--cluster", file, "regal-cluster file with the devices and links");
    auto *devicesOption = command.add_option("--devices", devices, fmt::format("N identical devices with default links (10 GB/s, 10 us); default {}", defaults::Devices))
                              ->check(CLI::Range(1, MaxDevices))
                              ->excludes(clusterOption);
    command.add_option("--speeds", speeds, "one device per speed, e.g. 1,1,0.5,0.5, with default links")
        ->delimiter(',')
        ->check(positiveNumber())
        ->excludes(clusterOption)
        ->excludes(devicesOption);
}

void ClusterChoice::addMemoryFactorOption(CLI::App &command)
{
    command.add_option("--memory-factor", memoryFactor,
                       "give each device F x (the one-device peak of the input order) / devices of memory")
        ->check(positiveNumber());
}

Result<Cluster> ClusterChoice::resolve(const std::optional<Cluster> &fallback) const
{
    if (!file.empty()) {
        Result<std::string> text = readTextFile(file);
        if (!text)
            return text.failure();
        Result<Cluster> cluster = readClusterJson(*text, file);
        if (cluster)
            for (const std::string &unread : unreadClusterFields(*cluster))
                std::fprintf(stderr, "warning: %s: %s\n", file.c_str(), unread.c_str());
        return cluster;
    }
    if (!speeds.empty()) {
        if (speeds.size() > std::size_t(MaxDevices))
            return Error{fmt::format("--speeds gives {} devices; at most {} are allowed", speeds.size(), MaxDevices)};
        return Cluster::withSpeeds(speeds);
    }
    if (devices > 0)
        return Cluster::uniform(devices);
    return fallback ? *fallback : Cluster::uniform(defaults::Devices);
}

Result<Cluster> ClusterChoice::forGraph(const Cluster &cluster, const std::shared_ptr<const Graph> &graph) const
{
    return withMemoryFactor(cluster, graph, memoryFactor);
}

std::string ClusterChoice::shortfallAdvice(const LowerBounds &bounds, const Cluster &cluster,
                                           const std::shared_ptr<const Graph> &graph) const
{
    if (memoryFactor <= 0.0)
        return {};
    const Result<Bytes> need = oneDevicePeak(graph);
    if (!need)
        return {};
    return fmt::format("a solution can fit only with --memory-factor {:.2f} or more",
                       leastMemoryFactor(bounds.peakMemory, *need, cluster.deviceCount()));
}

std::string ClusterChoice::commandLine(const Cluster &cluster) const
{
    std::string line;
    if (!file.empty())
        line = " --cluster " + file;
    else if (!speeds.empty())
        line = fmt::format(" --speeds {}", fmt::join(speeds, ","));
    else
        line = fmt::format(" --devices {}", cluster.deviceCount());
    if (memoryFactor > 0.0)
        line += fmt::format(" --memory-factor {}", memoryFactor);
    return line;
}

} // namespace regal::cli
