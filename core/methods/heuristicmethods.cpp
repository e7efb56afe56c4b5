#include "core/methods/blocksearch.h"
#include "core/methods/heuristics.h"
#include "core/methods/listscheduler.h"
#include "core/methods/memoryorders.h"
#include "core/methods/methods.h"
#include "core/methods/peakorders.h"
#include "core/methods/segmentedexact.h"
#include "core/methods/spectralorder.h"
#include "core/sim/costsimulator.h"

#include <fmt/format.h>

namespace regal {

MethodResult evaluatedResult(const MethodContext &context, Solution solution, std::string paramsJson)
{
    CostSimulator simulator(context.problem);
    MethodResult result;
    result.score = score(context.task, simulator.run(solution));
    result.solution = std::move(solution);
    result.evaluations = 1;
    result.paramsJson = std::move(paramsJson);
    return result;
}

Result<MethodResult> runSingle(const MethodContext &context)
{
    return evaluatedResult(context, singleDeviceSolution(context.problem));
}

Result<MethodResult> runRoundRobin(const MethodContext &context)
{
    return evaluatedResult(context, roundRobinSolution(context.problem));
}

Result<MethodResult> runHeft(const MethodContext &context)
{
    return evaluatedResult(context, heftSolution(context.problem));
}

Result<MethodResult> runCriticalPath(const MethodContext &context)
{
    return evaluatedResult(context, criticalPathSolution(context.problem));
}

Result<MethodResult> runMetis(const MethodContext &context)
{
    Result<Solution> solution = metisSolution(context.problem);
    if (!solution)
        return solution.failure();
    return evaluatedResult(context, std::move(solution).value());
}

namespace {

MethodResult orderResult(const MethodContext &context, std::span<const NodeId> order)
{
    SearchedSolution searched = memoryOrderSolution(context.problem, order, context.task);
    MethodResult result = evaluatedResult(context, std::move(searched.solution));
    result.evaluations += searched.evaluations;
    return result;
}

} // namespace

Result<MethodResult> runInputOrder(const MethodContext &context)
{
    return orderResult(context, inputOrder(context.problem));
}

Result<MethodResult> runDfs(const MethodContext &context)
{
    return orderResult(context, dfsPostOrder(context.problem));
}

Result<MethodResult> runList(const MethodContext &context)
{
    return orderResult(context, greedyMemoryOrder(context.problem));
}

Result<MethodResult> runLpmf(const MethodContext &context)
{
    return orderResult(context, lpmfOrder(context.problem));
}

Result<MethodResult> runBfs(const MethodContext &context)
{
    return orderResult(context, breadthFirstOrder(context.problem));
}

Result<MethodResult> runSpectral(const MethodContext &context)
{
    return orderResult(context, spectralOrder(context.problem));
}

Result<MethodResult> runExact(const MethodContext &context)
{
    const Problem &problem = context.problem;
    if (problem.deviceCount() != 1)
        return Error{fmt::format("exact solves the memory task on one device; this cluster has {} devices",
                                 problem.deviceCount())};
    // The greedy orders bound the optimum from above, piece by piece, which prunes the search.
    const std::vector<std::vector<NodeId>> upper{lpmfOrder(problem), greedyMemoryOrder(problem), dfsPostOrder(problem),
                                                 breadthFirstOrder(problem), inputOrder(problem)};
    SegmentedExactOptions options;
    if (context.control.timeLimit > 0.0)
        options.timeLimit = context.control.timeLimit;
    options.cancel = context.cancel;
    const SegmentedExact exact = segmentedExactSchedule(problem, upper, options);
    return evaluatedResult(context, solutionFromOrder(exact.order, std::vector<DeviceId>(problem.nodeCount(), 0)),
                           fmt::format(R"({{"proven": {}, "lower_bound": {}, "segments": {}, "largest_segment": {}, )"
                                       R"("searched_segments": {}, "states": {}}})",
                                       exact.proven, exact.lowerBound, exact.segments, exact.largestSegment,
                                       exact.searchedSegments, exact.states));
}

} // namespace regal
