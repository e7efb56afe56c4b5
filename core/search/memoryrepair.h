#pragma once

#include "core/search/evaluator.h"

namespace regal {

/// \brief A solution and its score.
struct ScoredSolution
{
    Solution solution;
    Score score;
};

/// Lowers the overflow of \a start (scored \a score) by moving operations off the device that
/// overflows most: each round simulates the solution once, tries every other allowed device for
/// each of the operations whose own buffers (params, scratch, outputs) are live at that device's
/// peak, the largest first, and keeps the best move when it lowers the score. Stops when the
/// solution fits, no move helps, or the evaluator's budget is spent; every simulation counts.
ScoredSolution repairMemory(Evaluator &evaluator, Solution start, Score score);

} // namespace regal
