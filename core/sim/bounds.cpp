#include "core/sim/bounds.h"

#include "core/sim/memorybound.h"

#include <algorithm>
#include <limits>

namespace regal {
namespace {

/// The most memory among the devices in \a mask; nullopt when one of them is unlimited.
std::optional<Bytes> mostMemory(const Cluster &cluster, std::uint64_t mask)
{
    Bytes most = 0;
    for (std::size_t device = 0; device < cluster.devices.size(); ++device) {
        if (!(mask >> device & 1))
            continue;
        if (cluster.devices[device].memoryBytes <= 0)
            return std::nullopt;
        most = std::max(most, cluster.devices[device].memoryBytes);
    }
    return most;
}

} // namespace

LowerBounds lowerBounds(const Problem &problem, std::optional<Bytes> liveAcross)
{
    const Graph &graph = problem.graph();
    const int deviceCount = problem.deviceCount();
    LowerBounds bounds;

    std::vector<double> finish(graph.nodeCount(), 0.0);
    double weightedWork = 0.0;
    for (NodeId node : graph.topologicalOrder()) {
        double fastest = std::numeric_limits<double>::infinity();
        double leastWork = std::numeric_limits<double>::infinity();
        for (DeviceId device = 0; device < DeviceId(deviceCount); ++device) {
            if (!(problem.allowedDevices(node) >> device & 1))
                continue;
            fastest = std::min(fastest, problem.opTime(node, device));
            leastWork = std::min(leastWork, problem.opTime(node, device) * problem.cluster().devices[device].speed);
        }
        double start = 0.0;
        for (NodeId predecessor : graph.predecessors(node))
            start = std::max(start, finish[predecessor]);
        finish[node] = start + fastest;
        bounds.criticalPath = std::max(bounds.criticalPath, finish[node]);
        weightedWork += leastWork;
    }
    bounds.work = weightedWork / problem.cluster().totalSpeed();
    bounds.makespan = std::max(bounds.criticalPath, bounds.work);

    Bytes totalParams = 0;
    for (NodeId node = 0; node < graph.nodeCount(); ++node)
        totalParams += problem.paramBytes(node);
    Bytes bound = 0;
    std::vector<std::pair<std::uint32_t, Bytes>> inputs; // (buffer, bytes surely held)
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        // An alias and the tensor it reuses share one buffer: count inputs by the buffer they
        // live in. An input read from another device is a received copy of the tensor read,
        // which may be an alias smaller than its buffer: count the smaller of the two, each
        // buffer once.
        inputs.clear();
        for (std::uint32_t input : problem.inputOutputs(node)) {
            const std::uint32_t root = problem.bufferRoot(input);
            inputs.emplace_back(root, std::min(problem.outputBytes(input), problem.outputBytes(root)));
        }
        std::sort(inputs.begin(), inputs.end(), [](const auto &a, const auto &b) {
            return a.first != b.first ? a.first < b.first : a.second > b.second;
        });
        const auto sameBuffer = [](const auto &a, const auto &b) { return a.first == b.first; };
        inputs.erase(std::unique(inputs.begin(), inputs.end(), sameBuffer), inputs.end());
        Bytes active = problem.tempBytes(node);
        for (const auto &[buffer, bytes] : inputs)
            active += bytes;
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
            if (problem.aliasSlot(output) < 0)
                active += problem.outputBytes(output);
        // While the operation runs, its device holds its active set and all params placed there;
        // every other device holds at least its own params. Summed over the devices, the peak
        // d * peak >= all params + active set.
        const Bytes shared = (totalParams + active + deviceCount - 1) / deviceCount;
        const Bytes working = active + problem.paramBytes(node);
        bound = std::max({bound, working, shared});
        // The device it runs on holds its working set; none it may run on has room for it.
        const std::optional<Bytes> room = mostMemory(problem.cluster(), problem.allowedDevices(node));
        if (room && working > *room && (!bounds.shortfall || working - *room > bounds.shortfall->need - bounds.shortfall->capacity))
            bounds.shortfall = MemoryShortfall{node, working, *room};
    }
    const Bytes acrossBound = liveAcrossBound(problem, liveAcross ? *liveAcross : liveAcrossTotal(problem));
    bounds.peakMemory = std::max({bound, acrossBound, indivisibleParamsBound(problem)});
    // The device with the largest peak overflows when that peak exceeds every device's memory.
    const std::optional<Bytes> room = mostMemory(problem.cluster(), ~std::uint64_t(0));
    if (!bounds.shortfall && room && bounds.peakMemory > *room)
        bounds.shortfall = MemoryShortfall{InvalidNode, bounds.peakMemory, *room};
    return bounds;
}

} // namespace regal
