#include "core/methods/metispartition.h"

#include "core/methods/listscheduler.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <metis.h>

namespace regal {
namespace {

/// Scales positive weights to integers in [1, 1e6] so that their sum fits METIS's idx_t.
std::vector<idx_t> integerWeights(const std::vector<double> &weights)
{
    double largest = 0.0;
    for (double weight : weights)
        largest = std::max(largest, weight);
    const double total = std::max(1.0, double(weights.size()));
    const double scale = largest > 0.0 ? std::min(1e6, 1e9 / total) / largest : 0.0;
    std::vector<idx_t> scaled(weights.size());
    for (std::size_t i = 0; i < weights.size(); ++i)
        scaled[i] = idx_t(std::max(1.0, std::round(weights[i] * scale)));
    return scaled;
}

} // namespace

Result<std::vector<DeviceId>> metisPartition(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const int d = problem.deviceCount();
    std::vector<DeviceId> device(n, 0);
    // METIS gives up on graphs of a few nodes per part, and says so on standard output, which
    // would spoil --json: such graphs are dealt round robin instead.
    constexpr std::size_t NodesPerPart = 8;
    if (d > 1 && n >= NodesPerPart * std::size_t(d)) {
        // Undirected adjacency with the bytes between each pair of nodes, both directions.
        std::vector<std::map<NodeId, double>> neighbours(n);
        for (std::uint32_t output = 0; output < graph.outputCount(); ++output) {
            const NodeId producer = problem.producerOf(output);
            for (const Consumer &consumer : graph.consumers(output))
                if (consumer.node != producer) {
                    neighbours[producer][consumer.node] += double(problem.outputBytes(output)) + 1.0;
                    neighbours[consumer.node][producer] += double(problem.outputBytes(output)) + 1.0;
                }
        }
        for (NodeId node = 0; node < n; ++node)
            for (NodeId control : graph.node(node).controlInputs)
                if (control != node) {
                    neighbours[node][control] += 1.0;
                    neighbours[control][node] += 1.0;
                }
        std::vector<idx_t> offsets{0};
        std::vector<idx_t> adjacency;
        std::vector<double> edgeBytes;
        for (NodeId node = 0; node < n; ++node) {
            for (const auto &[other, bytes] : neighbours[node]) {
                adjacency.push_back(idx_t(other));
                edgeBytes.push_back(bytes);
            }
            offsets.push_back(idx_t(adjacency.size()));
        }
        std::vector<double> nodeTime(n);
        for (NodeId node = 0; node < n; ++node)
            nodeTime[node] = averageOpTime(problem, node);
        std::vector<idx_t> vertexWeights = integerWeights(nodeTime);
        std::vector<idx_t> edgeWeights = integerWeights(edgeBytes);
        std::vector<real_t> targets(static_cast<std::size_t>(d));
        for (int part = 0; part < d; ++part)
            targets[std::size_t(part)] = real_t(problem.cluster().devices[std::size_t(part)].speed / problem.cluster().totalSpeed());

        idx_t vertices = idx_t(n);
        idx_t constraints = 1;
        idx_t parts = d;
        idx_t cut = 0;
        std::vector<idx_t> part(n, 0);
        idx_t options[METIS_NOPTIONS];
        METIS_SetDefaultOptions(options);
        options[METIS_OPTION_SEED] = 1;
        options[METIS_OPTION_NUMBERING] = 0;
        const int status = METIS_PartGraphKway(&vertices, &constraints, offsets.data(), adjacency.data(),
                                               vertexWeights.data(), nullptr,
                                               edgeWeights.empty() ? nullptr : edgeWeights.data(), &parts,
                                               targets.data(), nullptr, options, &cut, part.data());
        if (status != METIS_OK)
            return Error{fmt::format("METIS could not partition graph '{}' into {} parts (error {})", graph.name(), d,
                                     status)};
        for (NodeId node = 0; node < n; ++node)
            device[node] = DeviceId(part[node]);
    } else if (d > 1) {
        for (NodeId node = 0; node < n; ++node)
            device[node] = DeviceId(node % std::size_t(d));
    }
    for (NodeId node = 0; node < n; ++node)
        if (!(problem.allowedDevices(node) >> device[node] & 1))
            device[node] = DeviceId(std::countr_zero(problem.allowedDevices(node)));
    return device;
}

} // namespace regal
