#include "core/methods/blocksearch.h"
#include "core/methods/exactschedule.h"
#include "core/methods/heuristics.h"
#include "core/methods/listscheduler.h"
#include "core/methods/memoryorders.h"
#include "core/methods/methods.h"
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
        return Error{solution.error()};
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

Result<MethodResult> runSpectral(const MethodContext &context)
{
    return orderResult(context, spectralOrder(context.problem));
}

Result<MethodResult> runExact(const MethodContext &context)
{
    // The greedy order bounds the optimum from above, which prunes the search.
    const Solution greedy = memorySolution(context.problem, greedyMemoryOrder(context.problem));
    CostSimulator simulator(context.problem);
    const Bytes bound = simulator.run(greedy).maxPeakMemory();
    Result<ExactSchedule> exact = exactMemorySchedule(context.problem, bound);
    if (!exact)
        return Error{exact.error()};
    std::vector<DeviceId> device(context.problem.nodeCount(), 0);
    return evaluatedResult(context, solutionFromOrder(exact->order, std::move(device)),
                           fmt::format(R"({{"states": {}}})", exact->states));
}

} // namespace regal
