#include "core/runner/randomsearch.h"

#include "core/base/threadpool.h"
#include "core/sim/costsimulator.h"

#include <bit>
#include <chrono>
#include <random>

namespace regal {
namespace {

Solution randomSolution(const Problem &problem, std::mt19937_64 &random)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Solution solution;
    solution.device.resize(problem.nodeCount());
    solution.priority.resize(problem.nodeCount());
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        std::uint64_t allowed = problem.allowedDevices(node);
        int pick = int(random() % std::uint64_t(std::popcount(allowed)));
        while (pick-- > 0)
            allowed &= allowed - 1;
        solution.device[node] = DeviceId(std::countr_zero(allowed));
        solution.priority[node] = unit(random);
    }
    return solution;
}

/// Moves every node of \a solution onto a device it may use.
void respectPins(const Problem &problem, Solution &solution)
{
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        if (!(problem.allowedDevices(node) >> solution.device[node] & 1U))
            solution.device[node] = DeviceId(std::countr_zero(problem.allowedDevices(node)));
}

} // namespace

Result<RunOutcome> RandomSearch::run(const Problem &problem, const RunSettings &settings,
                                     const GenerationCallback &onGeneration)
{
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    ThreadPool pool(settings.threads);
    std::vector<std::unique_ptr<CostSimulator>> simulators;
    for (int worker = 0; worker < pool.threadCount(); ++worker)
        simulators.push_back(std::make_unique<CostSimulator>(problem));

    std::mt19937_64 random(settings.seed);
    RunOutcome outcome;
    std::optional<Score> bestScore;
    std::vector<Solution> population;
    std::vector<Metrics> metrics;
    for (int generation = 1; outcome.evaluations < settings.budget; ++generation) {
        const auto size = std::size_t(std::min<std::int64_t>(settings.populationSize, settings.budget - outcome.evaluations));
        population.clear();
        if (generation == 1 && settings.start && settings.start->size() == problem.nodeCount()) {
            population.push_back(*settings.start);
            respectPins(problem, population.back());
        }
        while (population.size() < size)
            population.push_back(randomSolution(problem, random));
        metrics.assign(size, {});
        pool.parallelFor(size, [&](std::size_t index, int worker) { metrics[index] = simulators[worker]->run(population[index]); });
        outcome.evaluations += std::int64_t(size);

        double sum = 0.0;
        for (std::size_t index = 0; index < size; ++index) {
            const Score candidate = score(settings.task, metrics[index]);
            sum += candidate.value;
            if (!bestScore || candidate < *bestScore) {
                bestScore = candidate;
                outcome.best = population[index];
                outcome.metrics = metrics[index];
            }
        }
        GenerationStatus status;
        status.point = {generation, outcome.evaluations, bestScore->value, sum / double(size)};
        status.elapsedSeconds = std::chrono::duration<double>(Clock::now() - started).count();
        status.best = outcome.best;
        status.bestMetrics = outcome.metrics;
        outcome.history.push_back(status.point);
        if (!onGeneration(status)) {
            outcome.stopped = outcome.evaluations < settings.budget;
            break;
        }
    }
    outcome.elapsedSeconds = std::chrono::duration<double>(Clock::now() - started).count();
    return outcome;
}

} // namespace regal
