#include "core/runner/engineoptimizer.h"

#include "core/baselines/heuristicanchor.h"
#include "core/baselines/heuristics.h"
#include "core/search/brkga.h"
#include "core/sim/costsimulator.h"
#include "core/policy/policyadvice.h"
#include "core/runner/pinning.h"

#include <chrono>
#include <string_view>

namespace regal {
namespace {

bool isBrkga(std::string_view name)
{
    return name == "brkga" || name == "brkga-seeded" || name == "brkga-tuned";
}

/// Runs the BRKGA variant \a name with the start solution among its seeds.
Result<MethodResult> runBrkgaFrom(const MethodContext &context, std::string_view name, const Solution &start)
{
    BrkgaParams params = context.brkga;
    if (name == "brkga-tuned") {
        if (!context.tunedBrkga)
            return Error{"brkga-tuned needs the tuned BRKGA parameters, which were not loaded"};
        params = *context.tunedBrkga;
    }
    Brkga brkga(context.problem, context.task, params, context.control);
    brkga.setCancelFlag(context.cancel);
    brkga.setStatusCallback(context.progress);
    // The user may have pinned nodes since the start solution was made; the pins win.
    brkga.addSeed(withinPins(context.problem, start));
    if (name == "brkga-seeded")
        for (const NamedSolution &seed : heuristicSolutions(context.problem))
            brkga.addSeed(seed.solution);
    const SearchResult found = brkga.run();
    return MethodResult{found.solution, found.score, found.evaluations, brkgaParamsJson(params)};
}

} // namespace

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
    if (m_method.name == "regal" && context.policy && context.policy->task == settings.task) {
        // What the policy proposes for each node, for the node panel; without a policy the
        // method itself says what is missing.
        const Anchor anchor = heuristicAnchor(problem, settings.task);
        const PolicyAdvice advice = advise(*context.policy->network, problem, anchor);
        for (NodeId node = 0; node < problem.nodeCount(); ++node)
            outcome.policyProposals.push_back(describeProposal(advice, anchor, node, context.brkga.rho));
    }
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

    Result<MethodResult> result = settings.start && isBrkga(m_method.name) && settings.start->size() == problem.nodeCount()
                                      ? runBrkgaFrom(context, m_method.name, *settings.start)
                                      : m_method.run(context);
    if (!result)
        return Error{result.error()};
    outcome.best = result->solution;
    outcome.metrics = CostSimulator(problem).run(outcome.best);
    outcome.evaluations = result->evaluations;
    outcome.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    outcome.stopped = cancel.load();
    outcome.paramsJson = result->paramsJson;
    return outcome;
}

} // namespace regal
