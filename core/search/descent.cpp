#include "core/search/descent.h"

#include "core/sim/costsimulator.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace regal {

namespace {

/// Proposes the moves from \a solution and evaluates them as one batch: the first \a made of
/// \a moves have their \a scores.
std::size_t evaluateMoves(Evaluator &evaluator, CostSimulator &simulator, const Solution &solution,
                          const MoveProposer &propose, std::vector<Solution> &moves, std::vector<Score> &scores)
{
    moves.clear();
    propose(solution, simulator.record(solution), moves);
    scores.resize(moves.size());
    return evaluator.run(
        scores, [&](std::size_t index, int worker) { return evaluator.decoder().evaluate(moves[index], worker); });
}

/// The index of the lowest of the first \a made of \a scores; none when \a made is 0.
std::optional<std::size_t> lowest(const std::vector<Score> &scores, std::size_t made)
{
    if (made == 0)
        return std::nullopt;
    return std::size_t(std::min_element(scores.begin(), scores.begin() + std::ptrdiff_t(made)) - scores.begin());
}

} // namespace

ScoredSolution descend(Evaluator &evaluator, ScoredSolution start, const MoveProposer &propose,
                       const std::function<bool(const Score &)> &reached, const Interruption &interrupted,
                       int lookahead)
{
    CostSimulator simulator(evaluator.problem());
    ScoredSolution current = std::move(start);
    std::vector<Solution> moves, nextMoves;
    std::vector<Score> scores, nextScores;
    const auto halted = [&] { return interrupted && interrupted(); };
    while (!reached(current.score) && !halted() && evaluator.spend()) {
        const std::size_t made = evaluateMoves(evaluator, simulator, current.solution, propose, moves, scores);
        if (const auto best = lowest(scores, made); best && scores[*best] < current.score) {
            current = {std::move(moves[*best]), scores[*best]};
            continue;
        }
        // Stuck: the best few moves, each followed by the best move from there.
        std::vector<std::size_t> order(made);
        std::iota(order.begin(), order.end(), std::size_t(0));
        const std::size_t first = std::min(made, std::size_t(lookahead));
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(first), order.end(),
                          [&](std::size_t a, std::size_t b) { return scores[a] < scores[b]; });
        std::optional<ScoredSolution> escape;
        for (std::size_t rank = 0; rank < first && !halted() && evaluator.spend(); ++rank) {
            const std::size_t followed =
                evaluateMoves(evaluator, simulator, moves[order[rank]], propose, nextMoves, nextScores);
            const auto next = lowest(nextScores, followed);
            if (next && nextScores[*next] < (escape ? escape->score : current.score))
                escape = ScoredSolution{std::move(nextMoves[*next]), nextScores[*next]};
        }
        if (!escape)
            break;
        current = std::move(*escape);
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
