#include "core/methods/spectralorder.h"

#include "core/methods/listscheduler.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace regal {
namespace {

/// The Laplacian's edges, weighted by the square root of their bytes and scaled so that the
/// largest degree is 1.
struct ScaledLaplacian
{
    std::vector<std::vector<std::pair<NodeId, double>>> neighbours;
    std::vector<double> degree;
};

ScaledLaplacian scaledLaplacian(const Problem &problem)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    ScaledLaplacian laplacian{std::vector<std::vector<std::pair<NodeId, double>>>(n), std::vector<double>(n, 0.0)};
    for (NodeId producer = 0; producer < n; ++producer)
        for (std::uint32_t output = graph.outputOffset(producer); output < graph.outputOffset(producer + 1); ++output) {
            const double weight = std::sqrt(double(std::max<Bytes>(problem.outputBytes(output), 1)));
            for (const Consumer &consumer : graph.consumers(output)) {
                laplacian.neighbours[producer].emplace_back(consumer.node, weight);
                laplacian.neighbours[consumer.node].emplace_back(producer, weight);
                laplacian.degree[producer] += weight;
                laplacian.degree[consumer.node] += weight;
            }
        }
    const double largest = std::max(1.0, std::ranges::max(laplacian.degree));
    for (std::size_t node = 0; node < n; ++node) {
        laplacian.degree[node] /= largest;
        for (auto &[neighbour, weight] : laplacian.neighbours[node])
            weight /= largest;
    }
    return laplacian;
}

/// Power iteration on 2I - L, whose largest eigenvector, the constant one, is projected out
/// at every step; what remains converges to the Fiedler vector.
std::vector<double> fiedlerVector(const Problem &problem)
{
    constexpr int Steps = 2000;
    const std::vector<NodeId> &topological = problem.graph().topologicalOrder();
    const std::size_t n = topological.size();
    if (n == 0)
        return {};
    const ScaledLaplacian laplacian = scaledLaplacian(problem);
    std::vector<double> x(n), next(n);
    for (std::size_t rank = 0; rank < n; ++rank)
        x[topological[rank]] = double(rank);
    for (int step = 0; step < Steps; ++step) {
        double mean = 0.0;
        for (double value : x)
            mean += value;
        mean /= double(n);
        double norm = 0.0;
        for (double &value : x) {
            value -= mean;
            norm += value * value;
        }
        if (norm == 0.0)
            break;
        norm = std::sqrt(norm);
        for (std::size_t node = 0; node < n; ++node) {
            double sum = (2.0 - laplacian.degree[node]) * x[node] / norm;
            for (const auto &[neighbour, weight] : laplacian.neighbours[node])
                sum += weight * x[neighbour] / norm;
            next[node] = sum;
        }
        std::swap(x, next);
    }
    return x;
}

} // namespace

std::vector<NodeId> spectralOrder(const Problem &problem)
{
    // The list scheduler takes the ready node of highest priority first: the lowest coordinate.
    std::vector<double> priority = fiedlerVector(problem);
    for (double &value : priority)
        value = -value;
    return listSchedule(problem, priority).order;
}

} // namespace regal
