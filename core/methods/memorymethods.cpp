#include "core/methods/memoryplacers.h"
#include "core/methods/methods.h"
#include "core/methods/peakorders.h"

#include <fmt/format.h>

namespace regal {
namespace {

MethodResult placerResult(const MethodContext &context, MemoryPlacer placer)
{
    SearchedSolution searched = memoryPlacerSolution(context.problem, placer);
    MethodResult result = evaluatedResult(context, std::move(searched.solution));
    result.evaluations += searched.evaluations;
    return result;
}

} // namespace

Result<MethodResult> runMTopo(const MethodContext &context)
{
    return placerResult(context, MemoryPlacer::Topo);
}

Result<MethodResult> runMEtf(const MethodContext &context)
{
    return placerResult(context, MemoryPlacer::Etf);
}

Result<MethodResult> runMSct(const MethodContext &context)
{
    return placerResult(context, MemoryPlacer::Sct);
}

Result<MethodResult> runBestOrder(const MethodContext &context)
{
    BestOrder best = bestMemoryOrder(context.problem, context.task);
    MethodResult result = evaluatedResult(context, std::move(best.searched.solution), fmt::format(R"({{"order": "{}"}})", best.order));
    result.evaluations += best.searched.evaluations;
    return result;
}

} // namespace regal
