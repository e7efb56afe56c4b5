#include "core/methods/blocksearch.h"

#include "core/methods/listscheduler.h"
#include "core/methods/memoryorders.h"
#include "core/sim/costsimulator.h"

#include <algorithm>
#include <vector>

namespace regal {

SearchedSolution blockSearchedMemorySolution(const Problem &problem, std::span<const NodeId> order)
{
    constexpr std::size_t GridSteps = 8;
    constexpr std::int64_t MaxSimulations = 250;
    std::vector<std::size_t> boundaries = byteWeightedBoundaries(problem, order);
    SearchedSolution searched{solutionFromOrder(order, placeInBlocks(problem, order, boundaries))};
    if (boundaries.empty())
        return searched;

    CostSimulator simulator(problem);
    const auto simulate = [&] {
        ++searched.evaluations;
        return score(Task::Memory, simulator.run(searched.solution));
    };
    Score best = simulate();
    const auto spent = [&] { return searched.evaluations >= MaxSimulations; };
    for (std::size_t cut = 0; cut < boundaries.size() && !spent(); ++cut) {
        std::size_t low = cut == 0 ? 0 : boundaries[cut - 1];
        std::size_t high = cut + 1 == boundaries.size() ? order.size() : boundaries[cut + 1];
        for (;;) {
            const std::size_t step = std::max<std::size_t>(1, (high - low + GridSteps - 1) / GridSteps);
            const std::size_t centre = boundaries[cut];
            std::size_t bestRank = centre;
            for (std::size_t rank = low; rank <= high && !spent(); rank += step) {
                if (rank == centre)
                    continue;
                boundaries[cut] = rank;
                searched.solution.device = placeInBlocks(problem, order, boundaries);
                if (const Score candidate = simulate(); candidate < best) {
                    best = candidate;
                    bestRank = rank;
                }
            }
            boundaries[cut] = bestRank;
            if (step == 1 || spent())
                break;
            low = std::max(low, bestRank > step ? bestRank - step : 0);
            high = std::min(high, bestRank + step);
        }
    }
    searched.solution.device = placeInBlocks(problem, order, boundaries);
    return searched;
}

SearchedSolution memoryOrderSolution(const Problem &problem, std::span<const NodeId> order, Task task)
{
    if (task != Task::Memory)
        return {memorySolution(problem, order)};
    SearchedSolution best = blockSearchedMemorySolution(problem, order);
    if (problem.deviceCount() == 1)
        return best;
    CostSimulator simulator(problem);
    Score bestScore = score(Task::Memory, simulator.run(best.solution));
    ++best.evaluations;
    for (Balance balance : {Balance::Operations, Balance::BytesBrought})
        for (Affinity affinity : {Affinity::Inputs, Affinity::InputBytes}) {
            Solution streamed = solutionFromOrder(order, streamedPlacement(problem, order, affinity, balance));
            const Score streamedScore = score(Task::Memory, simulator.run(streamed));
            ++best.evaluations;
            if (streamedScore < bestScore) {
                bestScore = streamedScore;
                best.solution = std::move(streamed);
            }
        }
    return best;
}

} // namespace regal
