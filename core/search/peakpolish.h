#pragma once

#include "core/search/descent.h"

namespace regal {

/// Lowers the largest device peak of \a start by moves around that peak (descend()): for the
/// operations that own or read the largest buffers live at the peak, each round tries running a
/// reader that has not started yet before anything else that is ready, running an owner after
/// everything else that is ready, and moving an owner, alone or with the readers of its output,
/// to each other allowed device. Stops when no move helps, \a interrupted holds, or the
/// evaluator's budget is spent.
ScoredSolution polishPeak(Evaluator &evaluator, ScoredSolution start, const Interruption &interrupted = {});

} // namespace regal
