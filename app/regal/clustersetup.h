#pragma once

#include "core/base/defaults.h"
#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/graph/graph.h"
#include "core/sim/bounds.h"

#include <CLI/App.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace regal::cli {

/// \brief Where a command takes its devices from: --cluster FILE, --devices N or --speeds
/// S1,S2,...; and, for the commands that add it, each device's memory as a multiple of the
/// graph's need (--memory-factor F).
struct ClusterChoice
{
    std::string file;
    int devices = 0;
    std::vector<double> speeds;
    double memoryFactor = 0.0;

    void addOptions(CLI::App &command);
    /// --memory-factor, for the commands that resolve a cluster per graph with forGraph().
    void addMemoryFactorOption(CLI::App &command);
    /// The chosen cluster; without a choice, \a fallback if given, else defaults::Devices
    /// identical devices.
    Result<Cluster> resolve(const std::optional<Cluster> &fallback = std::nullopt) const;
    /// \a cluster for \a graph: with --memory-factor F, every device gets F × (the one-device
    /// peak of the input order) / d bytes of memory, the tight-memory regime of
    /// docs/results.md; otherwise \a cluster unchanged.
    Result<Cluster> forGraph(const Cluster &cluster, const std::shared_ptr<const Graph> &graph) const;
    /// With --memory-factor, the least factor that gives every device \a bounds' peak memory, below
    /// which no solution fits, as advice: "a solution can fit only with --memory-factor 2.19 or
    /// more"; otherwise "".
    std::string shortfallAdvice(const LowerBounds &bounds, const Cluster &cluster,
                                const std::shared_ptr<const Graph> &graph) const;
    /// The options that rebuild this choice, for reports: " --devices 4", " --speeds 1,0.5".
    std::string commandLine(const Cluster &cluster) const;
};

} // namespace regal::cli
