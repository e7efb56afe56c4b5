#pragma once

#include "core/base/defaults.h"
#include "core/base/result.h"
#include "core/graph/cluster.h"

#include <CLI/App.hpp>
#include <optional>
#include <string>

namespace regal::cli {

/// \brief Where a command takes its devices from: --cluster FILE or --devices N.
struct ClusterChoice
{
    std::string file;
    int devices = 0;

    void addOptions(CLI::App &command);
    /// The chosen cluster; without a choice, \a fallback if given, else defaults::Devices
    /// identical devices.
    Result<Cluster> resolve(const std::optional<Cluster> &fallback = std::nullopt) const;
};

} // namespace regal::cli
