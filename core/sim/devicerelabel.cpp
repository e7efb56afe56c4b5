#include "core/sim/devicerelabel.h"

#include <cassert>
#include <utility>

namespace regal {
namespace {

/// Whether swapping \a a and \a b maps every link onto an equal one.
bool swapKeepsLinks(const Cluster &cluster, DeviceId a, DeviceId b)
{
    if (cluster.linkMatrix.empty())
        return true;
    const auto swapped = [&](DeviceId device) { return device == a ? b : device == b ? a : device; };
    for (DeviceId from = 0; from < DeviceId(cluster.deviceCount()); ++from)
        for (DeviceId to = 0; to < DeviceId(cluster.deviceCount()); ++to)
            if (from != to && !(cluster.link(from, to) == cluster.link(swapped(from), swapped(to))))
                return false;
    return true;
}

} // namespace

std::vector<DeviceId> interchangeableClasses(const Cluster &cluster)
{
    // Swaps that keep the cluster compose into more such swaps, so "interchangeable" is an
    // equivalence: each device joins the class of the first device it can swap with.
    const auto count = DeviceId(cluster.deviceCount());
    std::vector<DeviceId> classes(count);
    for (DeviceId device = 0; device < count; ++device) {
        classes[device] = device;
        for (DeviceId earlier = 0; earlier < device; ++earlier)
            if (classes[earlier] == earlier && cluster.devices[earlier].sameRatesAs(cluster.devices[device])
                && cluster.devices[earlier].memoryBytes == cluster.devices[device].memoryBytes
                && swapKeepsLinks(cluster, earlier, device)) {
                classes[device] = earlier;
                break;
            }
    }
    return classes;
}

Solution relabelledLike(const Cluster &cluster, const Solution &reference, Solution solution)
{
    assert(reference.size() == solution.size());
    const auto count = std::size_t(cluster.deviceCount());
    const std::vector<DeviceId> classes = interchangeableClasses(cluster);
    // shared[from * count + to]: nodes on device `from` in the solution and `to` in the reference.
    std::vector<std::size_t> shared(count * count, 0);
    for (std::size_t node = 0; node < solution.size(); ++node)
        ++shared[solution.device[node] * count + reference.device[node]];

    // Each round names the open pair with the most shared nodes; on a tie, a device keeping its
    // own name.
    const auto merit = [&](std::size_t from, std::size_t to) {
        return std::pair(shared[from * count + to], from == to);
    };
    std::vector<DeviceId> name(count, InvalidDevice);
    std::vector<bool> taken(count, false);
    for (std::size_t matched = 0; matched < count; ++matched) {
        std::size_t bestFrom = count, bestTo = count;
        for (std::size_t from = 0; from < count; ++from)
            for (std::size_t to = 0; to < count; ++to)
                if (name[from] == InvalidDevice && !taken[to] && classes[from] == classes[to]
                    && (bestFrom == count || merit(from, to) > merit(bestFrom, bestTo))) {
                    bestFrom = from;
                    bestTo = to;
                }
        name[bestFrom] = DeviceId(bestTo);
        taken[bestTo] = true;
    }

    std::size_t kept = 0, keptRenamed = 0;
    for (std::size_t device = 0; device < count; ++device) {
        kept += shared[device * count + device];
        keptRenamed += shared[device * count + name[device]];
    }
    if (keptRenamed > kept)
        for (DeviceId &device : solution.device)
            device = name[device];
    return solution;
}

} // namespace regal
