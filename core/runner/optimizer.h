#pragma once

#include "core/base/result.h"
#include "core/runner/generationstatus.h"
#include "core/runner/runsettings.h"
#include "core/sim/problem.h"

#include <functional>
#include <memory>

namespace regal {

/// Called on the worker thread after every generation. Returning false stops the run; the call
/// may block (that is how a run pauses).
using GenerationCallback = std::function<bool(const GenerationStatus &)>;

/// \brief One search method as the runner sees it: a blocking run with a per-generation callback.
///
/// Implementations adapt the engine's searches (BRKGA, baselines) and are created fresh for each
/// run, on the GUI thread, then used only on the worker thread.
class Optimizer
{
public:
    virtual ~Optimizer() = default;
    /// Runs to the budget or until \a onGeneration returns false, then returns the best solution.
    /// Errors are returned, never thrown.
    virtual Result<RunOutcome> run(const Problem &problem, const RunSettings &settings,
                                   const GenerationCallback &onGeneration) = 0;
};

} // namespace regal
