#include "app/regal/report.h"

#include "app/regal/commands.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {

std::string formatSeconds(double seconds)
{
    const double magnitude = std::abs(seconds);
    if (magnitude == 0.0)
        return "0 s";
    if (magnitude < 1e-3)
        return fmt::format("{:.3g} us", seconds * 1e6);
    if (magnitude < 1.0)
        return fmt::format("{:.4g} ms", seconds * 1e3);
    return fmt::format("{:.4g} s", seconds);
}

std::string formatBytes(Bytes bytes)
{
    static constexpr const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes);
    int unit = 0;
    while (std::abs(value) >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    return unit == 0 ? fmt::format("{} B", bytes) : fmt::format("{:.4g} {}", value, units[unit]);
}

nlohmann::ordered_json metricsJson(const Problem &problem, const Metrics &metrics, const LowerBounds &bounds)
{
    const Cluster &cluster = problem.cluster();
    nlohmann::ordered_json json;
    json["makespan"] = metrics.makespan;
    nlohmann::ordered_json &peaks = json["peak_memory"] = nlohmann::ordered_json::object();
    for (std::size_t device = 0; device < cluster.devices.size(); ++device)
        peaks[cluster.devices[device].name] = metrics.peakMemory[device];
    json["max_peak_memory"] = metrics.maxPeakMemory();
    json["feasible"] = metrics.feasible;
    json["overflow"] = metrics.overflow;
    json["lower_bounds"] = {{"makespan", bounds.makespan},
                            {"critical_path", bounds.criticalPath},
                            {"work", bounds.work},
                            {"peak_memory", bounds.peakMemory}};
    json["shortfall"] = shortfallJson(problem, bounds);
    return json;
}

nlohmann::ordered_json shortfallJson(const Problem &problem, const LowerBounds &bounds)
{
    const std::optional<MemoryShortfall> &shortfall = bounds.shortfall;
    if (!shortfall)
        return nullptr;
    nlohmann::ordered_json json{{"node", nullptr}, {"need", shortfall->need}, {"capacity", shortfall->capacity}};
    if (shortfall->node != InvalidNode)
        json["node"] = problem.graph().node(shortfall->node).name;
    return json;
}

std::string shortfallText(const Problem &problem, const MemoryShortfall &shortfall)
{
    if (shortfall.node == InvalidNode)
        return fmt::format("no solution fits: in every one some device peaks at {} or more, and no device has more "
                           "than {}",
                           formatBytes(shortfall.need), formatBytes(shortfall.capacity));
    return fmt::format("no solution fits: '{}' needs {} while it runs, and no device it may run on has more than {}",
                       problem.graph().node(shortfall.node).name, formatBytes(shortfall.need),
                       formatBytes(shortfall.capacity));
}

std::string metricsText(const Problem &problem, const Metrics &metrics, const LowerBounds &bounds)
{
    const Cluster &cluster = problem.cluster();
    const auto gap = [](double value, double bound) {
        if (bound <= 0.0)
            return std::string();
        // Rounded first: a makespan a picosecond under its bound is +0.0 % over it, not -0.0 %.
        const double percent = std::round(1000.0 * (value / bound - 1.0)) / 10.0;
        return fmt::format("{:+.1f}% over the bound", percent + 0.0);
    };
    std::string text;
    text += fmt::format("makespan      {:>12}   bound {:>10}   {}\n", formatSeconds(metrics.makespan),
                        formatSeconds(bounds.makespan), gap(metrics.makespan, bounds.makespan));
    text += fmt::format("peak memory   {:>12}   bound {:>10}   {}\n", formatBytes(metrics.maxPeakMemory()),
                        formatBytes(bounds.peakMemory), gap(double(metrics.maxPeakMemory()), double(bounds.peakMemory)));
    text += fmt::format("feasible      {}{}\n", metrics.feasible ? "yes" : "no",
                        metrics.feasible ? "" : " (" + formatBytes(metrics.overflow) + " over capacity)");
    if (bounds.shortfall)
        text += fmt::format("              {}\n", shortfallText(problem, *bounds.shortfall));
    // Devices of mixed speeds give their speed; devices that overflow say by how much.
    const bool mixedSpeeds = std::any_of(cluster.devices.begin(), cluster.devices.end(), [&](const Device &entry) {
        return entry.speed != cluster.devices.front().speed;
    });
    text += fmt::format("\n{:<16}{} {:>12} {:>12}{}\n", "device", mixedSpeeds ? fmt::format(" {:>6}", "speed") : "",
                        "peak", "capacity", metrics.feasible ? "" : "      over by");
    for (std::size_t device = 0; device < cluster.devices.size(); ++device) {
        const Device &entry = cluster.devices[device];
        const Bytes over = entry.overflow(metrics.peakMemory[device]);
        text +=
            fmt::format("{:<16}{} {:>12} {:>12}{}\n", entry.name,
                        mixedSpeeds ? fmt::format(" {:>6g}", entry.speed) : "", formatBytes(metrics.peakMemory[device]),
                        entry.memoryBytes > 0 ? formatBytes(entry.memoryBytes) : "unlimited",
                        over > 0 ? fmt::format(" {:>12}", formatBytes(over)) : "");
    }
    return text;
}

std::string arenaText(const Cluster &cluster, const ArenaPlan &plan)
{
    std::string text = fmt::format("{:<16} {:>12} {:>12} {:>14}\n", "device", "arena", "peak", "arena / peak");
    for (std::size_t device = 0; device < plan.devices.size(); ++device) {
        const ArenaDevice &entry = plan.devices[device];
        text += fmt::format("{:<16} {:>12} {:>12} {:>14.3f}\n", cluster.devices[device].name, formatBytes(entry.size),
                            formatBytes(entry.peak), entry.fragmentation());
    }
    return text;
}

nlohmann::ordered_json arenaSummaryJson(const Cluster &cluster, const ArenaPlan &plan)
{
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (std::size_t device = 0; device < plan.devices.size(); ++device) {
        const ArenaDevice &entry = plan.devices[device];
        json[cluster.devices[device].name] = {
            {"size", entry.size}, {"peak", entry.peak}, {"ratio", entry.fragmentation()}};
    }
    return json;
}

int fail(const std::string &message)
{
    std::fputs(("regal: " + message + '\n').c_str(), stderr);
    return 1;
}

void printJson(const nlohmann::ordered_json &document)
{
    std::fputs((document.dump(2) + '\n').c_str(), stdout);
}

} // namespace regal::cli
