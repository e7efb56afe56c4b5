#pragma once

#include "core/search/descent.h"

namespace regal {

/// Lowers the overflow of \a start by moving operations off the device that overflows most
/// (descend()): each round tries every other allowed device for each of the operations whose
/// own buffers (params, scratch, outputs) are live at that device's peak, the largest first.
/// Stops when the solution fits, no move helps, \a interrupted holds, or the evaluator's budget is
/// spent.
ScoredSolution repairMemory(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted = {});

} // namespace regal
