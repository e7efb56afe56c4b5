#include "app/regal/clustersetup.h"

#include "core/base/textfile.h"
#include "core/io/clusterjson.h"

#include <fmt/format.h>

namespace regal::cli {

void ClusterChoice::addOptions(CLI::App &command)
{
    auto *clusterOption = command.add_option("--cluster", file, "regal-cluster file with the devices and links");
    command.add_option("--devices", devices, fmt::format("N identical devices with default links (10 GB/s, 10 us); default {}", defaults::Devices))
        ->check(CLI::Range(1, MaxDevices))
        ->excludes(clusterOption);
}

Result<Cluster> ClusterChoice::resolve(const std::optional<Cluster> &fallback) const
{
    if (!file.empty()) {
        Result<std::string> text = readTextFile(file);
        if (!text)
            return Error{text.error()};
        return readClusterJson(*text, file);
    }
    if (devices > 0)
        return Cluster::uniform(devices);
    return fallback ? *fallback : Cluster::uniform(defaults::Devices);
}

} // namespace regal::cli
