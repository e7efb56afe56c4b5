#include "core/runner/engineoptimizer.h"

#include "core/runner/pinning.h"
#include "core/sim/costsimulator.h"

#include <chrono>

namespace regal {

EngineOptimizer::EngineOptimizer(const Method &method, std::shared_ptr<const MethodAssets> assets)
    : m_method(method), m_assets(std::move(assets))
{
}

Result<RunOutcome> EngineOptimizer::run(const Problem &problem, const RunSettings &settings,
                                        const GenerationCallback &onGeneration)
{
    const auto started = std::chrono::steady_clock::now();
    std::atomic<bool> cancel{false};
    RunOutcome outcome;
    MethodContext context{.problem = problem, .task = settings.task};
    context.brkga.population = std::max(4, settings.populationSize);
    context.control.budget = settings.budget;
    context.control.seed = settings.seed;
    context.control.threads = settings.threads;
    context.tunedBrkga = m_assets->tuned(settings.task);
    context.policy = m_assets->policy(settings.task);
    context.policyProblem = m_assets->policyProblem(settings.task);
    // The user may have pinned nodes since the start solution was made; the pins win.
    if (settings.start && settings.start->size() == problem.nodeCount())
        context.start = withinPins(problem, *settings.start);
    context.cancel = &cancel;
    context.progress = [&](const SearchStatus &status) {
        GenerationStatus generation;
        generation.point = {status.generation + 1, status.evaluations, status.best.value, status.mean};
        generation.elapsedSeconds = status.elapsed;
        if (status.decodeBest) {
            generation.best = status.decodeBest();
            generation.bestMetrics = CostSimulator(problem).run(generation.best);
        }
        outcome.history.push_back(generation.point);
        if (!onGeneration(generation))
            cancel = true;
    };
    if (Status valid = context.brkga.validate(); !valid)
        return Error{valid.error()};
    if (Status valid = context.control.validate(); !valid)
        return Error{valid.error()};

    Result<MethodResult> result = m_method.run(context);
    if (!result)
        return Error{result.error()};
    outcome.best = result->solution;
    outcome.metrics = CostSimulator(problem).run(outcome.best);
    outcome.evaluations = result->evaluations;
    outcome.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    outcome.stopped = cancel.load();
    outcome.paramsJson = result->paramsJson;
    outcome.policyProposals = std::move(result->policyProposals);
    return outcome;
}

} // namespace regal
