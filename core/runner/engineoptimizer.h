#pragma once

#include "core/methods/method.h"
#include "core/runner/methodassets.h"
#include "core/runner/optimizer.h"

namespace regal {

/// \brief Runs one method of the engine's registry (core/methods) for the runner.
///
/// Maps the run settings onto the method's context (budget, seed, threads, population), turns
/// each SearchStatus into a GenerationStatus and the runner's stop answer into the method's
/// cancellation flag, so a stop takes effect after the current generation. A start solution (a
/// hand-edited one, say) joins the first population of the BRKGA methods and regal.
class EngineOptimizer : public Optimizer
{
public:
    EngineOptimizer(const Method &method, std::shared_ptr<const MethodAssets> assets);

    Result<RunOutcome> run(const Problem &problem, const RunSettings &settings,
                           const GenerationCallback &onGeneration) override;

private:
    const Method &m_method;
    std::shared_ptr<const MethodAssets> m_assets;
};

} // namespace regal
