#include "core/base/stopwatch.h"
#include "core/methods/heuristicstart.h"
#include "core/methods/heuristics.h"
#include "core/methods/memoryorders.h"
#include "core/methods/methods.h"
#include "core/policy/policyadvice.h"
#include "core/search/brkga.h"
#include "core/search/evaluator.h"
#include "core/sim/costsimulator.h"

#include <bit>
#include <optional>
#include <span>
#include <fmt/format.h>

namespace regal {
namespace {

/// Evaluations per batch of the sampling searches: fixed, so that progress reports do not
/// depend on the number of threads.
constexpr std::size_t BatchSize = 64;

/// Under memory limits the regal method asks its policy again around the best solution so far
/// where each fifth of its search ends, the last excepted, but at most once per 1,000
/// evaluations: there the best heuristic solution that fits is often far from the best one, and
/// so is the advice around it. Asking more often did worse at larger budgets (docs/policy.md).
constexpr std::int64_t SearchFifths = 5;
constexpr std::int64_t ReadviseAtMostEvery = 1000;

/// Keeps the best of a stream of scored samples and reports progress per batch.
class BatchSearch
{
public:
    BatchSearch(const MethodContext &context, Evaluator &evaluator)
        : m_context(context)
        , m_evaluator(evaluator)
        , m_stop(context.control, context.cancel)
    {
    }

    /// Runs batches of \a job until a stop criterion holds; returns the index of the best
    /// sample (ties: the lowest index) and its score.
    std::pair<std::uint64_t, Score> run(const Evaluator::Job &job)
    {
        std::vector<Score> scores(BatchSize);
        std::uint64_t bestIndex = 0;
        Score best;
        SearchStatus status;
        for (int batch = 0;; ++batch) {
            const std::uint64_t first = std::uint64_t(batch) * BatchSize;
            const std::size_t made = m_evaluator.run(scores, [&](std::size_t index, int worker) {
                return job(std::size_t(first + index), worker);
            });
            if (made == 0)
                break;
            bool improved = false;
            double sum = 0.0;
            status.worst = scores[0].value;
            for (std::size_t index = 0; index < made; ++index) {
                if ((batch == 0 && index == 0) || scores[index] < best) {
                    best = scores[index];
                    bestIndex = first + index;
                    improved = true;
                }
                sum += scores[index].value;
                status.worst = std::max(status.worst, scores[index].value);
            }
            status.generation = batch;
            status.evaluations = m_evaluator.evaluations();
            status.best = best;
            status.mean = sum / double(made);
            status.elapsed = m_stop.elapsed();
            status.stalled = improved ? 0 : status.stalled + 1;
            if (m_context.progress)
                m_context.progress(status);
            if (m_stop.check(status))
                break;
        }
        return {bestIndex, best};
    }

private:
    const MethodContext &m_context;
    Evaluator &m_evaluator;
    StopCriteria m_stop;
};

/// BRKGA from \a seeds; \a seedScores, when given, are their scores from simulations already
/// counted (Brkga::addSeed).
Result<MethodResult> runBrkgaWith(const MethodContext &context, const BrkgaParams &params,
                                  const std::vector<NamedSolution> &seeds = {}, std::span<const Score> seedScores = {},
                                  std::optional<ProposalSet> proposals = std::nullopt,
                                  Brkga::Steering steering = Brkga::Steering::EveryOther,
                                  Brkga::Readvice readvice = {})
{
    Brkga brkga(context.problem, context.task, params, context.control);
    if (!proposals)
        proposals = context.proposals;
    if (proposals)
        brkga.setProposals(*proposals, steering);
    const std::int64_t readviseEvery = readvice.advise ? readvice.every : 0;
    brkga.setReadvice(std::move(readvice));
    brkga.setCancelFlag(context.cancel);
    if (context.progress)
        brkga.setStatusCallback(context.progress);
    std::string seedNames;
    if (context.start) {
        brkga.addSeed(*context.start);
        seedNames = "\"start\"";
    }
    for (std::size_t index = 0; index < seeds.size(); ++index) {
        const NamedSolution &seed = seeds[index];
        brkga.addSeed(seed.solution, index < seedScores.size() ? std::optional(seedScores[index]) : std::nullopt);
        seedNames += (seedNames.empty() ? "\"" : ", \"") + seed.method + "\"";
    }
    const SearchResult found = brkga.run();
    MethodResult result;
    result.solution = found.solution;
    result.score = found.score;
    result.evaluations = found.evaluations;
    // A shrink that the default chose is recorded as a number, so that the params rerun this search.
    BrkgaParams ran = params;
    if (const int kept = brkga.populationOnceFeasible(); kept > 0)
        ran.populationOnceFeasible = kept;
    std::string json = brkgaParamsJson(ran);
    json.pop_back();
    json += fmt::format(R"(,"generations":{},"stop":"{}")", found.generations, stopReasonName(found.reason));
    if (!seedNames.empty())
        json += ",\"seeds\":[" + seedNames + "]";
    if (proposals && !proposals->isUniform())
        json += ",\"proposals\":\"per node\"";
    if (readviseEvery > 0)
        json += fmt::format(R"(,"readvise_every":{})", readviseEvery);
    result.paramsJson = json + "}";
    return result;
}

/// Runs \a search on what the budget and the time limit leave after a method's heuristics, which
/// ran their \a spent simulations while \a started timed them, and counts both in its progress
/// and its result.
template <typename Search>
Result<MethodResult> afterHeuristics(const MethodContext &context, std::string_view method, std::int64_t spent,
                                     const Stopwatch &started, Search search)
{
    if (context.control.budget <= spent)
        return Error::of(ErrorKind::BudgetTooSmall, {std::string(method), std::to_string(spent)});
    const double seconds = started.seconds();
    MethodContext rest = context;
    rest.control = context.control.after(spent, seconds);
    if (context.progress)
        rest.progress = [&progress = context.progress, spent, seconds](const SearchStatus &status) {
            SearchStatus counted = status;
            counted.evaluations += spent;
            counted.elapsed += seconds;
            progress(counted);
        };
    Result<MethodResult> result = search(rest);
    if (result)
        result->evaluations += spent;
    return result;
}

} // namespace

Result<MethodResult> runRandom(const MethodContext &context)
{
    Evaluator evaluator(context.problem, context.task, context.control.threads, context.control.budget);
    const Decoder &decoder = evaluator.decoder();
    const ProposalSet uniform = ProposalSet::uniform(context.problem.nodeCount(), decoder.keysPerNode(), 1.0);
    std::vector<std::vector<double>> keys(std::size_t(evaluator.threadCount()), std::vector<double>(decoder.chromosomeSize()));
    const auto sample = [&](std::size_t index, std::vector<double> &into) {
        Random random = Random::forStream(context.control.seed, 0, index);
        uniform.sample(random, into.data());
    };
    BatchSearch search(context, evaluator);
    const auto [best, score] = search.run([&](std::size_t index, int worker) {
        std::vector<double> &mine = keys[std::size_t(worker)];
        sample(index, mine);
        return decoder.evaluate(mine, worker);
    });
    sample(std::size_t(best), keys[0]);
    MethodResult result{decoder.decode(keys[0]), score, evaluator.evaluations()};
    return result;
}

Result<MethodResult> runRandomTopo(const MethodContext &context)
{
    Evaluator evaluator(context.problem, context.task, context.control.threads, context.control.budget);
    const auto sample = [&](std::size_t index) {
        Random random = Random::forStream(context.control.seed, 0, index);
        return memorySolution(context.problem, randomTopologicalOrder(context.problem, random));
    };
    BatchSearch search(context, evaluator);
    const auto [best, score] = search.run(
        [&](std::size_t index, int worker) { return evaluator.decoder().evaluate(sample(index), worker); });
    MethodResult result{sample(std::size_t(best)), score, evaluator.evaluations()};
    return result;
}

Result<MethodResult> runLocal(const MethodContext &context)
{
    const Problem &problem = context.problem;
    const std::size_t n = problem.nodeCount();
    Evaluator evaluator(problem, context.task, context.control.threads, context.control.budget);
    Solution current = context.task == Task::Runtime ? heftSolution(problem)
                                                     : memorySolution(problem, greedyMemoryOrder(problem));
    Score currentScore = *evaluator.evaluate(current);

    // One move per neighbour: another allowed device for one node, or a new priority for it.
    std::vector<Solution> neighbours(BatchSize);
    std::vector<Score> scores(BatchSize);
    const StopCriteria stop(context.control, context.cancel);
    SearchStatus status;
    for (int round = 0; n > 0; ++round) { // a graph without nodes has no neighbours
        const std::size_t made = evaluator.run(scores, [&](std::size_t index, int worker) {
            Random random = Random::forStream(context.control.seed, std::uint64_t(round), index);
            Solution &neighbour = neighbours[index];
            neighbour = current;
            const NodeId node = NodeId(random.below(n));
            const std::uint64_t allowed = problem.allowedDevices(node) & ~(std::uint64_t(1) << current.device[node]);
            if (allowed != 0 && random.uniform() < 0.5) {
                std::uint64_t pick = random.below(std::uint64_t(std::popcount(allowed)));
                std::uint64_t mask = allowed;
                for (; pick > 0; --pick)
                    mask &= mask - 1;
                neighbour.device[node] = DeviceId(std::countr_zero(mask));
            } else {
                neighbour.priority[node] = random.uniform();
            }
            return evaluator.decoder().evaluate(neighbour, worker);
        });
        std::size_t bestIndex = made;
        double sum = 0.0;
        status.worst = currentScore.value;
        for (std::size_t index = 0; index < made; ++index) {
            if (scores[index] < (bestIndex < made ? scores[bestIndex] : currentScore))
                bestIndex = index;
            sum += scores[index].value;
            status.worst = std::max(status.worst, scores[index].value);
        }
        if (bestIndex < made) {
            current = neighbours[bestIndex];
            currentScore = scores[bestIndex];
        }
        status.generation = round;
        status.evaluations = evaluator.evaluations();
        status.best = currentScore;
        status.mean = made > 0 ? sum / double(made) : currentScore.value;
        status.elapsed = stop.elapsed();
        status.stalled = bestIndex < made ? 0 : status.stalled + 1;
        if (context.progress)
            context.progress(status);
        if (made == 0 || stop.check(status))
            break;
    }
    MethodResult result{std::move(current), currentScore, evaluator.evaluations()};
    result.paramsJson = context.task == Task::Runtime ? R"({"start":"heft"})" : R"({"start":"list"})";
    return result;
}

Result<MethodResult> runBrkga(const MethodContext &context)
{
    return runBrkgaWith(context, context.brkga);
}

Result<MethodResult> runBrkgaSeeded(const MethodContext &context)
{
    const Stopwatch started;
    std::vector<NamedSolution> seeds = heuristicSolutions(context.problem, context.task);
    return afterHeuristics(context, "brkga-seeded", evaluationsOf(seeds), started,
                           [&](const MethodContext &search) { return runBrkgaWith(search, context.brkga, seeds); });
}

Result<MethodResult> runBrkgaTuned(const MethodContext &context)
{
    if (!context.tunedBrkga)
        return Error{"brkga-tuned needs the tuned BRKGA parameters, which were not loaded"};
    return runBrkgaWith(context, *context.tunedBrkga);
}

Result<MethodResult> runRegal(const MethodContext &context)
{
    const std::string task(taskName(context.task));
    if (!context.policy)
        return Error{fmt::format("regal needs a trained policy for the {} task and none was loaded ({}); train one "
                                 "with 'regal train' or give --model FILE",
                                 task, context.policyProblem.empty() ? "none was given" : context.policyProblem)};
    if (context.policy->task != context.task)
        return Error{fmt::format("the policy was trained for the {} task, not for {}", taskName(context.policy->task), task)};
    // The heuristics that choose the anchor spend evaluations of the budget too; their solutions
    // join the first population, so the search never ends worse than the best of them. They and
    // the network's advice count against the time limit.
    const Stopwatch started;
    const HeuristicStart start = heuristicStart(context.problem, context.task, AnchorRule::OverflowPriced);
    const Anchor &anchor = start.anchor;
    const PolicyAdvice advice = advise(*context.policy, context.problem, anchor);
    const auto adviseAround = [&](const Solution &best) {
        const Anchor around{"best so far", best, CostSimulator(context.problem).record(best), 1};
        return proposalsFor(advise(*context.policy, context.problem, around).decision, context.problem, best,
                            context.brkga.rho);
    };
    // Where the network's gate says its advice does not pay on this graph, this is brkga-seeded
    // to the evaluation: the simulations of the starts that chose the anchor are the first
    // population's evaluations of them. Where it steers, they are charged apart and the search
    // simulates the starts again, as the policy was trained.
    const std::int64_t spent = advice.steer ? anchor.evaluations : evaluationsOf(start.solutions);
    Result<MethodResult> result = afterHeuristics(context, "regal", spent, started, [&](const MethodContext &search) {
        if (!advice.steer)
            return runBrkgaWith(search, context.brkga, start.solutions, start.scores);
        Brkga::Readvice readvice; // under memory limits (docs/policy.md)
        if (context.problem.cluster().memoryLimited())
            readvice = {std::max(ReadviseAtMostEvery, search.control.budget / SearchFifths), adviseAround};
        return runBrkgaWith(search, context.brkga, start.solutions, {},
                            proposalsFor(advice.decision, context.problem, anchor.solution, context.brkga.rho),
                            context.policy->steering, readvice);
    });
    if (result) {
        result->paramsJson.pop_back();
        result->paramsJson += fmt::format(R"(,"anchor":"{}","anchor_evaluations":{},"steered":{})", anchor.method,
                                          anchor.evaluations, advice.steer);
        if (!context.policy->checksum.empty())
            result->paramsJson += fmt::format(R"(,"policy":"{}")", context.policy->checksum);
        result->paramsJson += '}';
        for (NodeId node = 0; advice.steer && node < context.problem.nodeCount(); ++node)
            result->policyProposals.push_back(describeProposal(advice, anchor, node, context.brkga.rho));
    }
    return result;
}

} // namespace regal
