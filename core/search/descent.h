#pragma once

#include "core/search/evaluator.h"
#include "core/sim/timeline.h"

#include <functional>
#include <span>
#include <vector>

namespace regal {

/// \brief A solution and its score.
struct ScoredSolution
{
    Solution solution;
    Score score;
};

/// The moves worth trying from \a solution, given its \a timeline, appended to \a moves; none
/// ends the descent.
using MoveProposer = std::function<void(const Solution &solution, const Timeline &timeline, std::vector<Solution> &moves)>;

/// Says, between rounds, that the search must stop (cancelled, out of time); may be empty.
using Interruption = std::function<bool()>;

/// Steepest descent from \a start: each round records the current solution once, asks \a propose
/// for moves, evaluates them as one batch and keeps the best while it lowers the score. Stops
/// when \a reached holds for the score, \a interrupted holds, no move is proposed or none helps,
/// or the evaluator's budget is spent; every simulation counts. Where no move helps, the
/// \a lookahead best moves are each followed by the best move from there, and the best of those
/// pairs is kept if it lowers the score: a way out of a ridge that one move cannot cross.
ScoredSolution descend(Evaluator &evaluator, ScoredSolution start, const MoveProposer &propose,
                       const std::function<bool(const Score &)> &reached, const Interruption &interrupted,
                       int lookahead = 0);

/// Appends to \a moves \a solution with \a node moved to each other device it may run on.
void addDeviceMoves(const Problem &problem, const Solution &solution, NodeId node, std::vector<Solution> &moves);
/// Appends to \a moves \a solution with all of \a nodes, which share a device, moved together to
/// each other device that every one of them may run on.
void addGroupMoves(const Problem &problem, const Solution &solution, std::span<const NodeId> nodes,
                   std::vector<Solution> &moves);

} // namespace regal
