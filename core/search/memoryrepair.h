#pragma once

#include "core/search/descent.h"

namespace regal {

/// Lowers the overflow of \a start by moving operations off the device that overflows most
/// (descend()). Each round tries every other allowed device for each of the operations whose own
/// buffers (params, scratch, outputs) are live at that device's peak, the largest first, and for
/// each group of operations that together keep such a buffer there, moved as one: an output's
/// producer with its readers on the device, the readers of a received copy. A copy read by many
/// operations, as shared weights are, leaves a device only when all of them do. Where no move
/// helps, the three best are each followed by the best move from there (a swap, a group and what
/// it crowds out). Stops when the solution fits, neither helps, \a interrupted holds, or the
/// evaluator's budget is spent.
ScoredSolution repairMemory(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted = {});

} // namespace regal
