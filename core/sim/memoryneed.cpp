#include "core/sim/memoryneed.h"

#include "core/graph/limits.h"
#include "core/sim/costsimulator.h"

#include <algorithm>
#include <cmath>

namespace regal {

Result<Bytes> oneDevicePeak(const std::shared_ptr<const Graph> &graph)
{
    Result<Problem> single = Problem::create(graph, Cluster::uniform(1));
    if (!single)
        return single.failure();
    const std::vector<NodeId> &order = graph->topologicalOrder();
    const std::size_t n = order.size();
    Solution inputOrder;
    inputOrder.device.assign(n, 0);
    inputOrder.priority.assign(n, 0.0);
    for (std::size_t rank = 0; rank < n; ++rank)
        inputOrder.priority[order[rank]] = double(n - rank) / double(n + 1);
    return CostSimulator(*single).run(inputOrder).maxPeakMemory();
}

Cluster withMemoryFactor(Cluster cluster, Bytes need, double factor)
{
    const double share = std::floor(factor * double(need) / double(std::max(1, cluster.deviceCount())));
    // Compared before the conversion, which a huge factor would overflow.
    const Bytes bytes = share >= double(limits::MaxBytes) ? limits::MaxBytes : share >= 1.0 ? Bytes(share) : 1;
    for (Device &device : cluster.devices)
        device.memoryBytes = bytes;
    return cluster;
}

double leastMemoryFactor(Bytes perDevice, Bytes need, int devices)
{
    return std::ceil(100.0 * double(perDevice) * double(std::max(1, devices)) / double(std::max<Bytes>(1, need))) / 100.0;
}

Result<Cluster> withMemoryFactor(Cluster cluster, const std::shared_ptr<const Graph> &graph, double factor)
{
    if (factor <= 0.0)
        return cluster;
    const Result<Bytes> need = oneDevicePeak(graph);
    if (!need)
        return need.failure();
    return withMemoryFactor(std::move(cluster), *need, factor);
}

} // namespace regal
