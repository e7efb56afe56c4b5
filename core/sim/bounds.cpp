#include "core/sim/bounds.h"

#include "core/sim/memorybound.h"

#include <algorithm>
#include <limits>

namespace regal {

LowerBounds lowerBounds(const Problem &problem)
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
        bound = std::max({bound, active + problem.paramBytes(node), shared});
    }
    bounds.peakMemory = std::max({bound, liveAcrossBound(problem), indivisibleParamsBound(problem)});
    return bounds;
}

} // namespace regal
