#pragma once

#include "core/base/result.h"
#include "core/graph/ids.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace regal {

/// \brief A processor that runs operations (SPEC section 1).
struct Device
{
    std::string name;
    double speed = 1.0;
    /// Roofline rates; 0 means the default of 1e12 * speed flop/s and 1e11 * speed bytes/s.
    double peakFlops = 0.0;
    double memBandwidth = 0.0;
    /// 0 means unlimited.
    Bytes memoryBytes = 0;
    std::string extra;

    /// How far a peak of \a peak bytes exceeds this device's memory; 0 when it fits or memory is
    /// unlimited.
    Bytes overflow(Bytes peak) const { return memoryBytes > 0 && peak > memoryBytes ? peak - memoryBytes : 0; }
    double effectivePeakFlops() const { return peakFlops > 0.0 ? peakFlops : 1e12 * speed; }
    double effectiveMemBandwidth() const { return memBandwidth > 0.0 ? memBandwidth : 1e11 * speed; }
    /// Whether \a other runs every operation in the same time (the same speed and rates).
    bool sameRatesAs(const Device &other) const
    {
        return speed == other.speed && effectivePeakFlops() == other.effectivePeakFlops()
            && effectiveMemBandwidth() == other.effectiveMemBandwidth();
    }
};

/// \brief A directed connection between two devices.
struct Link
{
    double bandwidth = 1e10; ///< bytes per second
    double latency = 1e-5;   ///< seconds

    double transferTime(Bytes bytes) const { return latency + double(bytes) / bandwidth; }
    friend bool operator==(const Link &, const Link &) = default;
};

/// \brief Devices and the links between every ordered pair of them.
///
/// Links form a uniform full mesh unless a per-pair matrix overrides it.
class Cluster
{
public:
    Cluster() = default;
    /// \a count identical devices named GPU:0 ... GPU:count-1 with default links.
    static Cluster uniform(int count);
    /// One device per speed, named and linked as uniform() does.
    static Cluster withSpeeds(std::span<const double> speeds);

    std::vector<Device> devices;
    Link defaultLink;
    /// Empty, or deviceCount()^2 links indexed [from * deviceCount() + to].
    std::vector<Link> linkMatrix;
    std::string extra;

    int deviceCount() const { return int(devices.size()); }
    /// Whether some device has a memory limit.
    bool memoryLimited() const;
    const Link &link(DeviceId from, DeviceId to) const
    {
        return linkMatrix.empty() ? defaultLink : linkMatrix[std::size_t(from) * devices.size() + to];
    }
    /// The device named \a name, or InvalidDevice.
    DeviceId find(std::string_view name) const;
    double totalSpeed() const;

    /// Checks the device count, names, rates and link matrix; the message names the problem.
    Status validate() const;
};

} // namespace regal
