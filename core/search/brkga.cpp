#include "core/search/brkga.h"

#include "core/search/evaluator.h"
#include "core/search/memoryrepair.h"
#include "core/search/peakpolish.h"

#include <algorithm>
#include <cmath>
#include <cassert>
#include <fmt/format.h>
#include <numeric>

namespace regal {
namespace {

/// The population of one generation: flat keys, scores, and the ranking by score.
struct Population
{
    std::size_t length = 0; ///< keys per chromosome
    std::vector<double> keys;
    std::vector<Score> scores;
    std::vector<std::size_t> order; ///< indices, best first
    std::size_t size = 0;           ///< individuals evaluated

    Population(std::size_t capacity, std::size_t chromosomeLength)
        : length(chromosomeLength)
        , keys(capacity * chromosomeLength)
        , scores(capacity)
    {
    }

    std::span<double> chromosome(std::size_t index) { return {keys.data() + index * length, length}; }
    std::span<const double> chromosome(std::size_t index) const { return {keys.data() + index * length, length}; }

    /// Keeps the \a count best individuals.
    void keepBest(std::size_t count)
    {
        size = count;
        order.resize(count);
    }

    void rank()
    {
        order.resize(size);
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] < scores[b]; });
    }
};

/// Share of the budget the repair before the network is asked again may spend: more would take
/// the search's budget where it would fit without (docs/policy-decisions.md).
constexpr double AdviceRepairShare = 0.1;

} // namespace

Brkga::Brkga(const Problem &problem, Task task, const BrkgaParams &params, const ControlParams &control)
    : m_problem(problem)
    , m_task(task)
    , m_params(params)
    , m_control(control)
{
    if (Status status = params.validate(); !status)
        throw RegalError("BRKGA parameters: " + status.error());
    if (Status status = control.validate(); !status)
        throw RegalError("search control: " + status.error());
    m_populationOnceFeasible = params.populationOnceFeasibleFor(control.budget, problem.cluster().memoryLimited());
    m_uniform = ProposalSet::uniform(problem.nodeCount(), problem.deviceCount() + 1, params.rho);
    m_proposals = m_uniform;
}

void Brkga::setProposals(ProposalSet proposals, Steering steering)
{
    if (proposals.nodeCount() != m_problem.nodeCount() || proposals.keysPerNode() != m_problem.deviceCount() + 1)
        throw RegalError(fmt::format("proposals for {} nodes with {} keys each do not fit a problem of {} nodes "
                                     "and {} devices",
                                     proposals.nodeCount(), proposals.keysPerNode(), m_problem.nodeCount(),
                                     m_problem.deviceCount()));
    if (Status status = proposals.validate(); !status)
        throw RegalError("proposals: " + status.error());
    m_proposals = std::move(proposals);
    m_steering = steering;
}

void Brkga::setReadvice(Readvice readvice)
{
    if (readvice.advise && readvice.every <= 0)
        throw RegalError(fmt::format("advice asked again every {} evaluations: that must be at least 1", readvice.every));
    m_readvice = std::move(readvice);
}

void Brkga::addSeed(const Solution &solution, std::optional<Score> simulated)
{
    if (Status status = m_problem.check(solution); !status)
        throw RegalError("BRKGA seed: " + status.error());
    m_seeds.push_back(solution);
    m_seedScores.push_back(simulated);
}

void Brkga::sample(const ProposalSet &proposals, std::size_t index, Random &random, double *keys) const
{
    const bool steered = m_steering == Steering::All || index % 2 == 0;
    (steered ? proposals : m_uniform).sample(random, keys);
}

SearchResult Brkga::run() const
{
    const StopCriteria stop(m_control, m_cancel);
    Evaluator evaluator(m_problem, m_task, m_control.threads, m_control.budget);
    const Decoder &decoder = evaluator.decoder();
    const std::size_t length = decoder.chromosomeSize();
    BrkgaParams shape = m_params; // the current generation's; its population may shrink once feasible
    const std::size_t populationSize = std::size_t(m_params.population);
    const int keysPerNode = decoder.keysPerNode();
    const std::uint64_t seed = m_control.seed;
    ProposalSet proposals = m_proposals;
    std::int64_t nextAdvice = m_readvice.every;
    // Evaluations after which the search turns to its best, once, and goes on: it repairs what
    // still overflows memory, or in the memory task polishes the peak.
    const std::int64_t repairFrom =
        m_control.budget - std::int64_t(std::llround(double(m_control.budget) * m_params.repairFraction));
    bool repaired = m_params.repairFraction <= 0.0;
    bool repairedForAdvice = false;

    Population current(populationSize, length);
    Population next(populationSize, length);

    // Generation 0: the seeds, then samples of the proposals.
    const std::size_t seedCount = std::min(m_seeds.size(), populationSize);
    std::vector<std::optional<Score>> simulated(seedCount);
    for (std::size_t index = 0; index < seedCount; ++index) {
        const std::vector<double> keys = decoder.encode(m_seeds[index]);
        std::copy(keys.begin(), keys.end(), current.chromosome(index).begin());
        if (m_seedScores[index] && decoder.decode(keys) == m_seeds[index])
            simulated[index] = m_seedScores[index];
    }
    current.size = evaluator.run(current.scores, [&](std::size_t index, int worker) {
        if (index < seedCount && simulated[index])
            return *simulated[index]; // simulated elsewhere, counted here
        if (index >= seedCount) {
            Random random = Random::forStream(seed, 0, index);
            sample(proposals, index, random, current.chromosome(index).data());
        }
        return decoder.evaluate(current.chromosome(index), worker);
    });
    current.rank();

    // Improves the individual of \a rank by \a improve, which stops between rounds once
    // \a interrupted holds; where that lowers its score, the result takes the place of the one it
    // came from.
    const auto improveRanked = [&](std::size_t rank, auto improve, const Interruption &interrupted) {
        const std::size_t index = current.order[rank];
        const ScoredSolution fixed = improve(
            evaluator, ScoredSolution{decoder.decode(current.chromosome(index)), current.scores[index]}, interrupted);
        if (fixed.score < current.scores[index]) {
            const std::vector<double> keys = decoder.encode(fixed.solution);
            std::copy(keys.begin(), keys.end(), current.chromosome(index).begin());
            current.scores[index] = fixed.score;
        }
    };
    // Repairs the population in rank order until one fits, the budget is spent or \a allowance
    // evaluations have gone to it (checked between the rounds of a repair, so the last round may
    // go past it): a repair ends where no move lowers the overflow, and another start often ends
    // lower. Individuals that overflow by as many bytes as one already tried overflow the same
    // way, as a rule (the same placement in another order), and end where it ended: they are
    // skipped.
    const auto repairInTurn = [&](std::int64_t allowance) {
        std::vector<double> tried;
        const std::int64_t until = evaluator.evaluations() + allowance;
        const Interruption spent = [&] { return stop.interrupted() || evaluator.evaluations() >= until; };
        for (std::size_t rank = 0; rank < current.size && evaluator.remaining() > 0 && !spent(); ++rank) {
            const double overflow = current.scores[current.order[rank]].penalty;
            if (std::find(tried.begin(), tried.end(), overflow) != tried.end())
                continue;
            tried.push_back(overflow);
            improveRanked(rank, repairMemory, spent);
            if (current.scores[current.order[rank]].penalty == 0.0)
                break;
        }
        current.rank();
    };

    SearchStatus status;
    status.stalled = 0;
    std::optional<StopReason> reason;
    for (int generation = 0;; ++generation) {
        const Score best = current.scores[current.order.front()];
        status.stalled = generation == 0 || best < status.best ? 0 : status.stalled + 1;
        status.generation = generation;
        status.evaluations = evaluator.evaluations();
        status.best = best;
        status.elapsed = stop.elapsed();
        double sum = 0.0;
        status.worst = current.scores[current.order.front()].value;
        for (std::size_t index = 0; index < current.size; ++index) {
            sum += current.scores[index].value;
            status.worst = std::max(status.worst, current.scores[index].value);
        }
        status.mean = sum / double(current.size);
        if (m_callback) {
            status.decodeBest = [&] { return decoder.decode(current.chromosome(current.order.front())); };
            status.decodeRanked = [&](std::size_t rank) { return decoder.decode(current.chromosome(current.order[rank])); };
            status.populationSize = current.size;
            m_callback(status);
            status.decodeBest = nullptr;
            status.decodeRanked = nullptr;
        }
        if ((reason = stop.check(status)))
            break;
        if (!repaired && (best.penalty > 0.0 || m_task == Task::Memory) && evaluator.evaluations() >= repairFrom) {
            repaired = true;
            if (m_task == Task::Memory)
                improveRanked(0, polishPeak, [&stop] { return stop.interrupted(); });
            else
                repairInTurn(evaluator.remaining());
        }
        if (m_readvice.advise && evaluator.evaluations() >= nextAdvice) {
            nextAdvice = (evaluator.evaluations() / m_readvice.every + 1) * m_readvice.every;
            // Asked again for the first time while the best still overflows, the search repairs
            // that best first, and the next in turn while it still overflows: the advice drawn
            // around the best, and the search, then often start from a solution that fits
            // (docs/policy.md).
            if (!repairedForAdvice && current.scores[current.order.front()].penalty > 0.0) {
                repairedForAdvice = true;
                repairInTurn(std::llround(double(m_control.budget) * AdviceRepairShare));
            }
            if (evaluator.spend())
                proposals = m_readvice.advise(decoder.decode(current.chromosome(current.order.front())));
            assert(proposals.nodeCount() == m_problem.nodeCount() && proposals.keysPerNode() == keysPerNode);
        }
        // The elite keeps the best fitting, so after the first generation that fits this changes nothing.
        if (m_populationOnceFeasible > 0 && best.penalty == 0.0) {
            shape.population = m_populationOnceFeasible;
            current.keepBest(std::size_t(shape.population));
        }
        assert(current.size == std::size_t(shape.population));
        const std::size_t eliteCount = std::size_t(shape.eliteCount());
        const std::size_t mutantCount = std::size_t(shape.mutantCount());

        // The elite survives unchanged and is not evaluated again.
        for (std::size_t rank = 0; rank < eliteCount; ++rank) {
            const std::size_t from = current.order[rank];
            std::copy_n(current.chromosome(from).begin(), length, next.chromosome(rank).begin());
            next.scores[rank] = current.scores[from];
        }
        const std::size_t nonEliteCount = current.size - eliteCount;
        const std::uint64_t step = std::uint64_t(generation) + 1;
        const std::size_t made = evaluator.run(
            std::span(next.scores).subspan(eliteCount, nonEliteCount), [&](std::size_t offset, int worker) {
                const std::size_t index = eliteCount + offset;
                Random random = Random::forStream(seed, step, index);
                const std::span<double> child = next.chromosome(index);
                if (offset < mutantCount) {
                    sample(proposals, offset, random, child.data());
                } else {
                    const std::span<const double> elite = current.chromosome(current.order[random.below(eliteCount)]);
                    const std::span<const double> other =
                        current.chromosome(current.order[eliteCount + random.below(nonEliteCount)]);
                    std::size_t key = 0;
                    for (NodeId node = 0; node < m_problem.nodeCount(); ++node) {
                        const double rho = proposals.rho(node);
                        for (int k = 0; k < keysPerNode; ++k, ++key)
                            child[key] = random.uniform() < rho ? elite[key] : other[key];
                    }
                }
                return decoder.evaluate(child, worker);
            });
        next.size = eliteCount + made;
        std::swap(current, next);
        current.rank();
    }

    SearchResult result;
    result.solution = decoder.decode(current.chromosome(current.order.front()));
    result.score = current.scores[current.order.front()];
    result.evaluations = evaluator.evaluations();
    result.generations = status.generation + 1;
    result.seconds = stop.elapsed();
    result.reason = *reason;
    return result;
}

std::string_view steeringName(Brkga::Steering steering)
{
    return steering == Brkga::Steering::All ? "all" : "every-other";
}

std::optional<Brkga::Steering> parseSteering(std::string_view name)
{
    if (name == "all")
        return Brkga::Steering::All;
    if (name == "every-other")
        return Brkga::Steering::EveryOther;
    return std::nullopt;
}

} // namespace regal
