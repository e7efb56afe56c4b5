#include "core/search/descent.h"

#include "core/sim/costsimulator.h"

#include <algorithm>

namespace regal {

ScoredSolution descend(Evaluator &evaluator, ScoredSolution start, const MoveProposer &propose,
                       const std::function<bool(const Score &)> &reached, const Interruption &interrupted)
{
    CostSimulator simulator(evaluator.problem());
    ScoredSolution current = std::move(start);
    std::vector<Solution> moves;
    std::vector<Score> scores;
    while (!reached(current.score) && !(interrupted && interrupted()) && evaluator.spend()) {
        moves.clear();
        propose(current.solution, simulator.record(current.solution), moves);
        scores.resize(moves.size());
        const std::size_t made = evaluator.run(scores, [&](std::size_t index, int worker) {
            return evaluator.decoder().evaluate(moves[index], worker);
        });
        const auto best = std::min_element(scores.begin(), scores.begin() + std::ptrdiff_t(made));
        if (best == scores.begin() + std::ptrdiff_t(made) || !(*best < current.score))
            break;
        current = {std::move(moves[std::size_t(best - scores.begin())]), *best};
    }
    return current;
}

void addDeviceMoves(const Problem &problem, const Solution &solution, NodeId node, std::vector<Solution> &moves)
{
    addGroupMoves(problem, solution, std::span(&node, 1), moves);
}

void addGroupMoves(const Problem &problem, const Solution &solution, std::span<const NodeId> nodes,
                   std::vector<Solution> &moves)
{
    std::uint64_t allowed = ~std::uint64_t(0);
    for (NodeId node : nodes)
        allowed &= problem.allowedDevices(node);
    for (DeviceId device = 0; device < DeviceId(problem.deviceCount()); ++device)
        if (device != solution.device[nodes.front()] && (allowed >> device & 1)) {
            moves.push_back(solution);
            for (NodeId node : nodes)
                moves.back().device[node] = device;
        }
}

} // namespace regal
