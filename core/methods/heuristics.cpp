#include "core/methods/heuristics.h"

#include "core/methods/blocksearch.h"
#include "core/methods/heft.h"
#include "core/methods/memoryorders.h"
#include "core/methods/memoryplacers.h"
#include "core/methods/metispartition.h"
#include "core/methods/peakorders.h"
#include "core/methods/spectralorder.h"

#include <bit>

namespace regal {
namespace {

DeviceId allowedOr(const Problem &problem, NodeId node, DeviceId device)
{
    return (problem.allowedDevices(node) >> device & 1) ? device : DeviceId(std::countr_zero(problem.allowedDevices(node)));
}

/// List scheduling by upward rank with every device fixed: the order for a given placement.
Solution scheduleOnDevices(const Problem &problem, const std::vector<DeviceId> &device)
{
    const std::vector<double> rank = upwardRanks(problem);
    const ListSchedule schedule = listSchedule(problem, rank, device);
    return solutionFromOrder(schedule.order, schedule.device);
}

} // namespace

Solution singleDeviceSolution(const Problem &problem)
{
    DeviceId fastest = 0;
    for (DeviceId device = 1; device < DeviceId(problem.deviceCount()); ++device)
        if (problem.cluster().devices[device].speed > problem.cluster().devices[fastest].speed)
            fastest = device;
    std::vector<DeviceId> device(problem.nodeCount());
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        device[node] = allowedOr(problem, node, fastest);
    return scheduleOnDevices(problem, device);
}

Solution roundRobinSolution(const Problem &problem)
{
    std::vector<DeviceId> device(problem.nodeCount());
    std::size_t next = 0;
    for (NodeId node : problem.graph().topologicalOrder())
        device[node] = allowedOr(problem, node, DeviceId(next++ % std::size_t(problem.deviceCount())));
    return scheduleOnDevices(problem, device);
}

Solution heftSolution(const Problem &problem)
{
    const ListSchedule schedule = heftSchedule(problem);
    return solutionFromOrder(schedule.order, schedule.device);
}

Solution criticalPathSolution(const Problem &problem)
{
    const ListSchedule schedule = criticalPathSchedule(problem);
    return solutionFromOrder(schedule.order, schedule.device);
}

Result<Solution> metisSolution(const Problem &problem)
{
    Result<std::vector<DeviceId>> device = metisPartition(problem);
    if (!device)
        return device.failure();
    return scheduleOnDevices(problem, *device);
}

std::vector<NamedSolution> heuristicSolutions(const Problem &problem, Task task)
{
    const auto memoryOrder = [&](std::string method, std::span<const NodeId> order) -> NamedSolution {
        SearchedSolution searched = memoryOrderSolution(problem, order, task);
        return {std::move(method), std::move(searched.solution), searched.evaluations};
    };
    std::vector<NamedSolution> solutions;
    solutions.push_back({"single", singleDeviceSolution(problem)});
    solutions.push_back({"roundrobin", roundRobinSolution(problem)});
    solutions.push_back({"heft", heftSolution(problem)});
    solutions.push_back({"criticalpath", criticalPathSolution(problem)});
    if (Result<Solution> metis = metisSolution(problem))
        solutions.push_back({"metis", std::move(metis).value()});
    for (const auto &[method, placer] : {std::pair{"m-topo", MemoryPlacer::Topo}, std::pair{"m-etf", MemoryPlacer::Etf},
                                         std::pair{"m-sct", MemoryPlacer::Sct}}) {
        SearchedSolution placed = memoryPlacerSolution(problem, placer);
        solutions.push_back({method, std::move(placed.solution), placed.evaluations});
    }
    solutions.push_back(memoryOrder("inputorder", inputOrder(problem)));
    solutions.push_back(memoryOrder("dfs", dfsPostOrder(problem)));
    solutions.push_back(memoryOrder("list", greedyMemoryOrder(problem)));
    solutions.push_back(memoryOrder("spectral", spectralOrder(problem)));
    solutions.push_back(memoryOrder("lpmf", lpmfOrder(problem)));
    solutions.push_back(memoryOrder("bfs", breadthFirstOrder(problem)));
    return solutions;
}

std::int64_t evaluationsOf(std::span<const NamedSolution> solutions)
{
    std::int64_t evaluations = 0;
    for (const NamedSolution &solution : solutions)
        evaluations += solution.evaluations;
    return evaluations;
}

} // namespace regal
