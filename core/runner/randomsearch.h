#pragma once

#include "core/runner/optimizer.h"

namespace regal {

/// \brief The stand-in method: each generation draws populationSize uniformly random solutions
/// (devices among those allowed, priorities in [0, 1)) and keeps the best seen.
///
/// It needs nothing but the simulator, so the runner, the Studio and their tests work before
/// and beside the real searches. The same seed gives the same result whatever the thread count.
class RandomSearch : public Optimizer
{
public:
    Result<RunOutcome> run(const Problem &problem, const RunSettings &settings,
                           const GenerationCallback &onGeneration) override;
};

} // namespace regal
