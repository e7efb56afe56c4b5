#include "core/training/policytrainer.h"

#include "core/base/sha256.h"
#include "core/base/stopwatch.h"
#include "core/distributed/sharedjobs.h"
#include "core/methods/heuristicstart.h"
#include "core/policy/actiongrid.h"
#include "core/policy/categorical.h"
#include "core/search/brkga.h"
#include "core/sim/memoryneed.h"
#include "core/training/gatefit.h"
#include "core/training/searchimitation.h"

#include <cmath>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <numeric>

namespace regal {

struct PolicyTrainer::Entry
{
    std::string name;
    std::unique_ptr<Problem> problem;
    HeuristicStart start;
    GraphFeatures features;
};

namespace {

/// Salts that keep the random streams of different purposes apart.
enum Stream : std::uint64_t { PickGraphs = 1, SampleDecision = 2, SearchSeed = 3, ImitationSearch = 4, ImitationOrder = 5 };

/// One sampled decision with the distributions it came from.
struct Rollout
{
    PolicyDecision decision;
    double cost = 0.0;
};

/// How many values the gradients of \a parameters hold.
std::size_t gradientSize(const std::vector<Parameter *> &parameters)
{
    std::size_t size = 0;
    for (const Parameter *parameter : parameters)
        size += std::size_t(parameter->gradient.size());
    return size;
}

/// One number to compare runs by: the task's value, and for a solution that overflows memory,
/// that value times 2 plus the overflow's share of all the memory, so that overflowing costs more
/// than the makespan could gain.
double cost(const Score &score, const Cluster &cluster)
{
    if (score.penalty <= 0.0)
        return score.value;
    double memory = 0.0;
    for (const Device &device : cluster.devices)
        memory += double(device.memoryBytes);
    return score.value * (2.0 + score.penalty / std::max(1.0, memory));
}

/// The seed of the k-th validation run of a problem, steered or, when paired, seeded.
std::uint64_t validationSeed(std::size_t k)
{
    return 1000 + k;
}

} // namespace

PolicyTrainer::PolicyTrainer(TrainingParams params, std::vector<TrainingGraph> training, std::vector<TrainingGraph> validation,
                             Communicator *communicator)
    : m_params(std::move(params))
    , m_ownCommunicator(communicator ? nullptr : std::make_unique<LocalCommunicator>())
    , m_communicator(communicator ? communicator : m_ownCommunicator.get())
    , m_network(std::make_shared<PolicyNetwork>(m_params.shape, m_params.seed))
    , m_pool(std::make_unique<ThreadPool>(m_params.threads))
{
    if (Status status = m_params.validate(); !status)
        throw RegalError(status.error());
    if (training.empty())
        throw RegalError("training needs at least one graph");
    m_training = bind(std::move(training));
    m_validation = bind(std::move(validation));
    m_best = std::make_shared<PolicyNetwork>(*m_network);
    m_adam = std::make_unique<Adam>(m_network->parameters(), m_params.adam);
}

PolicyTrainer::~PolicyTrainer() = default;

std::vector<PolicyTrainer::Entry> PolicyTrainer::bind(std::vector<TrainingGraph> graphs) const
{
    std::vector<Entry> entries;
    for (TrainingGraph &graph : graphs)
        for (const TrainingCluster &kind : m_params.clusters) {
            const std::string name = m_params.clusters.size() > 1 ? graph.name + " on " + kind.text() : graph.name;
            Result<Cluster> cluster = withMemoryFactor(Cluster::withSpeeds(kind.speeds), graph.graph, kind.memoryFactor);
            Result<Problem> problem = cluster ? Problem::create(graph.graph, std::move(cluster).value()) : Result<Problem>(cluster.failure());
            if (!problem)
                throw RegalError(name + ": " + problem.error());
            auto bound = std::make_unique<Problem>(std::move(problem).value());
            HeuristicStart start = heuristicStart(*bound, m_params.task, AnchorRule::FittingFirst);
            GraphFeatures features = extractFeatures(*bound, start.anchor);
            entries.push_back({name, std::move(bound), std::move(start), std::move(features)});
        }
    return entries;
}

void PolicyTrainer::setGateGraphs(std::vector<TrainingGraph> graphs)
{
    std::vector<Entry> entries = bind(std::move(graphs));
    // Reference costs are kept by name, so a name in both sets would mix two graphs' costs.
    for (const Entry &entry : entries)
        for (const Entry &trained : m_training)
            if (entry.name == trained.name)
                throw RegalError(fmt::format("'{}' is both a training graph and a gate-fitting graph", entry.name));
    m_gateOnly = std::move(entries);
}

SearchResult PolicyTrainer::search(const Entry &entry, const ProposalSet *proposals, std::uint64_t seed, std::int64_t budget) const
{
    // Both runs start from every heuristic's solution and pay for the heuristics, as
    // brkga-seeded and the regal method do; the steered one also pays for choosing its anchor,
    // and its proposals steer the samples that the parameters say, as the method will.
    const std::int64_t spent = proposals ? entry.start.anchor.evaluations : evaluationsOf(entry.start.solutions);
    ControlParams control;
    control.budget = std::max<std::int64_t>(1, budget - spent);
    control.threads = 1;
    control.seed = seed;
    Brkga brkga(*entry.problem, m_params.task, m_params.brkga, control);
    if (proposals)
        brkga.setProposals(*proposals, m_params.steering);
    for (const NamedSolution &heuristic : entry.start.solutions)
        brkga.addSeed(heuristic.solution);
    return brkga.run();
}

double PolicyTrainer::runSearch(const Entry &entry, const ProposalSet *proposals, std::uint64_t seed) const
{
    if (m_search)
        return m_search(*entry.problem, proposals, seed);
    return cost(search(entry, proposals, seed, m_params.budget).score, entry.problem->cluster());
}

ProposalSet PolicyTrainer::mostProbableProposals(const PolicyLogits &logits, const Entry &entry) const
{
    const PolicyDecision decision{CategoricalGroups(logits.device, m_params.shape.deviceChoices).mode(),
                                  CategoricalGroups(logits.priority, m_params.shape.priorityChoices).mode(),
                                  CategoricalGroups(logits.rho, m_params.shape.rhoChoices).mode()};
    return proposalsFor(decision, *entry.problem, entry.start.anchor.solution, m_params.brkga.rho);
}

std::optional<ProposalSet> PolicyTrainer::steeringProposals(const PolicyNetwork &network, const Entry &entry) const
{
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = network.forward(entry.features, cache);
    if (!logits.steers())
        return std::nullopt;
    return mostProbableProposals(logits, entry);
}

Status PolicyTrainer::fitBestGate()
{
    std::vector<const Entry *> problems;
    for (const std::vector<Entry> *set : {&m_training, &m_gateOnly})
        for (const Entry &entry : *set)
            problems.push_back(&entry);
    const std::size_t runs = std::size_t(m_params.gateRuns > 0 ? m_params.gateRuns : m_params.referenceRuns);
    std::vector<ProposalSet> advice;
    for (const Entry *entry : problems) {
        PolicyNetwork::Cache cache;
        advice.push_back(mostProbableProposals(m_best->forward(entry->features, cache), *entry));
    }
    // Steered and seeded alike on seeds 1 to runs, so that luck cancels out.
    const Result<std::vector<double>> costs = computeShared(*m_communicator, *m_pool, problems.size() * runs, [&](std::size_t index) {
        return runSearch(*problems[index / runs], &advice[index / runs], index % runs + 1);
    });
    if (!costs)
        return Error{"fitting the gate: " + costs.error()};
    // Seeded BRKGA's means on those seeds: the reference costs when those are their seeds.
    std::vector<double> references;
    if (runs == std::size_t(m_params.referenceRuns)) {
        for (const Entry *entry : problems)
            references.push_back(m_referenceCosts.at(entry->name));
    } else {
        Result<std::vector<double>> means = seededMeans(problems, runs);
        if (!means)
            return Error{"fitting the gate: " + means.error()};
        references = std::move(*means);
    }
    std::vector<GateExample> examples;
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const std::span<const double> steered = std::span(*costs).subspan(i * runs, runs);
        examples.push_back({&problems[i]->features, cautiousGain(steered, references[i], m_params.gateConfidence)});
    }
    fitGate(*m_best, examples);
    GateSummary summary;
    summary.problems = problems.size();
    for (const Entry *entry : problems) {
        PolicyNetwork::Cache cache;
        summary.steered += m_best->forward(entry->features, cache).steers() ? 1 : 0;
    }
    if (!m_validation.empty()) {
        Result<std::pair<double, std::vector<double>>> validation = validate(*m_best);
        if (!validation)
            return validation.failure();
        summary.validation = validation->first;
    }
    m_gateSummary = summary;
    return {};
}

void PolicyTrainer::imitateLongSearches()
{
    imitate(longSearchTargets(m_params.imitationBudget, false));
    if (m_params.steeredImitationBudget > 0) {
        // A new fit from the imitated weights, as if they were the network's first.
        m_adam = std::make_unique<Adam>(m_network->parameters(), m_params.adam);
        imitate(longSearchTargets(m_params.steeredImitationBudget, true));
    }
}

std::vector<SearchTargets> PolicyTrainer::longSearchTargets(std::int64_t budget, bool steered) const
{
    // Every rank runs every long search: they are few, and the targets must agree.
    auto targets = std::vector<SearchTargets>(m_training.size());
    m_pool->parallelFor(m_training.size(), [&](std::size_t index, int) {
        const Entry &entry = m_training[index];
        const std::optional<ProposalSet> proposals = steered ? steeringProposals(*m_network, entry) : std::nullopt;
        const SearchResult best = search(entry, proposals ? &*proposals : nullptr,
                                         Random::forStream(m_params.seed, index, ImitationSearch).next(), budget);
        targets[index] = searchTargets(entry.problem->cluster(), entry.start.anchor.solution, best.solution, m_params.shape.deviceChoices);
    });
    return targets;
}

void PolicyTrainer::imitate(const std::vector<SearchTargets> &targets)
{
    auto order = std::vector<std::size_t>(m_training.size());
    for (int epoch = 0; epoch < m_params.imitationEpochs; ++epoch) {
        // A fresh order every pass (Fisher-Yates on the training seed's own stream).
        Random shuffle = Random::forStream(m_params.seed, std::uint64_t(epoch), ImitationOrder);
        std::iota(order.begin(), order.end(), std::size_t(0));
        for (std::size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[shuffle.below(i)]);
        for (std::size_t index : order)
            imitationStep(*m_network, *m_adam, m_training[index].features, targets[index]);
    }
}

Result<std::vector<double>> PolicyTrainer::seededRuns(const std::vector<std::pair<const Entry *, std::uint64_t>> &runs) const
{
    Result<std::vector<double>> costs = computeShared(*m_communicator, *m_pool, runs.size(), [&](std::size_t index) {
        return runSearch(*runs[index].first, nullptr, runs[index].second);
    });
    if (!costs)
        return Error{"the runs of seeded BRKGA: " + costs.error()};
    return costs;
}

Result<std::vector<double>> PolicyTrainer::seededMeans(const std::vector<const Entry *> &entries,
                                                       std::size_t runs) const
{
    std::vector<std::pair<const Entry *, std::uint64_t>> seeded;
    for (const Entry *entry : entries)
        for (std::size_t run = 0; run < runs; ++run)
            seeded.emplace_back(entry, run + 1);
    const Result<std::vector<double>> costs = seededRuns(seeded);
    if (!costs)
        return costs.failure();
    std::vector<double> means;
    for (std::size_t i = 0; i < costs->size(); i += runs) {
        double sum = 0.0;
        for (std::size_t run = 0; run < runs; ++run)
            sum += (*costs)[i + run];
        means.push_back(sum / double(runs));
    }
    return means;
}

Status PolicyTrainer::computeReferenceCosts()
{
    // Paired validation compares seed by seed, so the validation problems need no mean.
    std::vector<const std::vector<Entry> *> sets = {&m_training, &m_gateOnly};
    if (!m_params.pairedValidation)
        sets.push_back(&m_validation);
    const auto runs = std::size_t(m_params.referenceRuns);
    std::vector<const Entry *> missing;
    for (const std::vector<Entry> *set : sets)
        for (const Entry &entry : *set)
            if (!m_referenceCosts.contains(entry.name))
                missing.push_back(&entry);
    const Result<std::vector<double>> means = seededMeans(missing, runs);
    if (!means)
        return means.failure();
    for (std::size_t i = 0; i < missing.size(); ++i)
        m_referenceCosts[missing[i]->name] = (*means)[i];
    if (!m_params.pairedValidation)
        return {};
    std::vector<std::pair<const Entry *, std::uint64_t>> unpaired;
    for (const Entry &entry : m_validation)
        for (std::size_t k = 0; k < std::size_t(m_params.validationSeeds); ++k)
            if (!m_pairedReferenceCosts.contains({entry.name, validationSeed(k)}))
                unpaired.emplace_back(&entry, validationSeed(k));
    const Result<std::vector<double>> paired = seededRuns(unpaired);
    if (!paired)
        return paired.failure();
    for (std::size_t i = 0; i < unpaired.size(); ++i)
        m_pairedReferenceCosts[{unpaired[i].first->name, unpaired[i].second}] = (*paired)[i];
    return {};
}

Result<TrainingProgress> PolicyTrainer::trainStep()
{
    const int graphs = m_params.graphsPerStep;
    const int samples = m_params.samplesPerGraph;
    Random picker = Random::forStream(m_params.seed, std::uint64_t(m_step), PickGraphs);
    std::vector<const Entry *> chosen;
    for (int g = 0; g < graphs; ++g)
        chosen.push_back(&m_training[picker.below(m_training.size())]);

    // Sample every decision from the current network.
    auto caches = std::vector<PolicyNetwork::Cache>(std::size_t(graphs));
    std::vector<PolicyLogits> logits;
    auto rollouts = std::vector<Rollout>(std::size_t(graphs * samples));
    double entropy = 0.0;
    for (int g = 0; g < graphs; ++g) {
        logits.push_back(m_network->forward(chosen[g]->features, caches[g]));
        const CategoricalGroups device(logits[g].device, m_params.shape.deviceChoices);
        const CategoricalGroups priority(logits[g].priority, m_params.shape.priorityChoices);
        const CategoricalGroups rho(logits[g].rho, m_params.shape.rhoChoices);
        for (const CategoricalGroups *head : {&device, &priority, &rho})
            for (double h : head->entropies())
                entropy += h / double(3 * chosen[g]->features.nodeCount() * std::size_t(graphs));
        for (int k = 0; k < samples; ++k) {
            Random random = Random::forStream(m_params.seed, std::uint64_t(m_step), SampleDecision + 16 * std::uint64_t(g * samples + k));
            rollouts[std::size_t(g * samples + k)].decision = {device.sample(random), priority.sample(random), rho.sample(random)};
        }
    }
    // The samples of one graph share their BRKGA seed, so that they differ only by their decisions.
    const Result<std::vector<double>> costs = computeShared(*m_communicator, *m_pool, rollouts.size(), [&](std::size_t index) {
        const Entry &entry = *chosen[index / std::size_t(samples)];
        const ProposalSet proposals = proposalsFor(rollouts[index].decision, *entry.problem, entry.start.anchor.solution, m_params.brkga.rho);
        const std::uint64_t seed = Random::forStream(m_params.seed, std::uint64_t(m_step), SearchSeed + 16 * (index / std::size_t(samples))).next();
        return runSearch(entry, &proposals, seed);
    });
    if (!costs)
        return Error{fmt::format("step {}: {}", m_step + 1, costs.error())};
    for (std::size_t index = 0; index < rollouts.size(); ++index)
        rollouts[index].cost = (*costs)[index];

    // The gradient of graph g is computed on rank g % size into slot g; the sum over the ranks
    // fills every slot (the others hold 0), and the slots are added in graph order.
    const std::vector<Parameter *> parameters = m_network->parameters();
    const std::size_t slotSize = gradientSize(parameters);
    auto slots = std::vector<double>(std::size_t(graphs) * slotSize, 0.0);
    double rewardSum = 0.0;
    const double scale = 1.0 / double(graphs * samples);
    for (int g = 0; g < graphs; ++g) {
        const double reference = m_referenceCosts.at(chosen[g]->name);
        auto rewards = std::vector<double>(std::size_t(samples));
        double total = 0.0;
        for (int k = 0; k < samples; ++k) {
            rewards[std::size_t(k)] = reference > 0.0 ? (reference - rollouts[std::size_t(g * samples + k)].cost) / reference : 0.0;
            total += rewards[std::size_t(k)];
        }
        rewardSum += total;
        double spread = 1.0;
        if (m_params.scaledAdvantages) {
            double squares = 0.0;
            for (double reward : rewards)
                squares += (reward - total / samples) * (reward - total / samples);
            spread = std::max(std::sqrt(squares / samples), TrainingParams::MinRewardSpread);
        }
        if (g % m_communicator->size() != m_communicator->rank())
            continue;
        PolicyLogits gradient{Matrix::Zero(logits[g].device.rows(), logits[g].device.cols()),
                              Matrix::Zero(logits[g].priority.rows(), logits[g].priority.cols()),
                              Matrix::Zero(logits[g].rho.rows(), logits[g].rho.cols())};
        const CategoricalGroups device(logits[g].device, m_params.shape.deviceChoices);
        const CategoricalGroups priority(logits[g].priority, m_params.shape.priorityChoices);
        const CategoricalGroups rho(logits[g].rho, m_params.shape.rhoChoices);
        for (int k = 0; k < samples; ++k) {
            const double advantage = (rewards[std::size_t(k)] - (total - rewards[std::size_t(k)]) / double(samples - 1)) / spread * scale;
            const PolicyDecision &decision = rollouts[std::size_t(g * samples + k)].decision;
            const double entropyWeight = m_params.entropyWeight * scale;
            gradient.device += device.lossGradient(decision.device, advantage, entropyWeight);
            gradient.priority += priority.lossGradient(decision.priority, advantage, entropyWeight);
            gradient.rho += rho.lossGradient(decision.rho, advantage, entropyWeight);
        }
        m_network->zeroGradients();
        m_network->backward(chosen[g]->features, caches[g], gradient);
        double *slot = slots.data() + std::size_t(g) * slotSize;
        for (const Parameter *parameter : parameters)
            slot = std::copy(parameter->gradient.data(), parameter->gradient.data() + parameter->gradient.size(), slot);
    }
    m_communicator->sumAll(slots);
    m_network->zeroGradients();
    for (int g = 0; g < graphs; ++g) {
        const double *slot = slots.data() + std::size_t(g) * slotSize;
        for (Parameter *parameter : parameters) {
            parameter->gradient += Eigen::Map<const Matrix>(slot, parameter->gradient.rows(), parameter->gradient.cols());
            slot += parameter->gradient.size();
        }
    }
    m_adam->step();
    ++m_step;
    return TrainingProgress{m_step, rewardSum * scale, entropy, std::nullopt, {}, 0.0};
}

Result<std::pair<double, std::vector<double>>> PolicyTrainer::validate(const PolicyNetwork &network) const
{
    const std::size_t seeds = std::size_t(m_params.validationSeeds);
    std::vector<std::optional<ProposalSet>> proposals;
    for (const Entry &entry : m_validation)
        proposals.push_back(steeringProposals(network, entry));
    const Result<std::vector<double>> costs = computeShared(*m_communicator, *m_pool, m_validation.size() * seeds, [&](std::size_t index) {
        const std::optional<ProposalSet> &steering = proposals[index / seeds];
        return runSearch(m_validation[index / seeds], steering ? &*steering : nullptr, validationSeed(index % seeds));
    });
    if (!costs)
        return Error{fmt::format("validation after step {}: {}", m_step, costs.error())};
    // Each graph is bound to every cluster in turn (the constructor's prepare).
    const std::size_t kinds = m_params.clusters.size();
    double improvement = 0.0;
    auto byCluster = std::vector<double>(kinds, 0.0);
    for (std::size_t index = 0; index < costs->size(); ++index) {
        const std::string &name = m_validation[index / seeds].name;
        const double reference = m_params.pairedValidation ? m_pairedReferenceCosts.at({name, validationSeed(index % seeds)})
                                                           : m_referenceCosts.at(name);
        const double gain = reference > 0.0 ? (reference - (*costs)[index]) / reference : 0.0;
        improvement += gain;
        byCluster[index / seeds % kinds] += gain;
    }
    for (double &sum : byCluster)
        sum /= double(costs->size() / kinds);
    return std::pair{improvement / double(costs->size()), std::move(byCluster)};
}

Status PolicyTrainer::checkSameNetwork() const
{
    if (m_communicator->size() == 1)
        return {};
    std::string bytes;
    for (const Parameter *parameter : m_network->parameters())
        bytes.append(reinterpret_cast<const char *>(parameter->value.data()), std::size_t(parameter->value.size()) * sizeof(double));
    const std::vector<std::string> hashes = m_communicator->gatherAll(sha256Hex(bytes));
    for (std::size_t rank = 1; rank < hashes.size(); ++rank)
        if (hashes[rank] != hashes[0])
            return Error{fmt::format("after step {} the network of rank {} differs from rank 0's: the ranks do not compute "
                                     "alike (another build, or processors that round differently)", m_step, rank)};
    return {};
}

Status PolicyTrainer::validateAndKeepBest(TrainingProgress &status)
{
    Result<std::pair<double, std::vector<double>>> validation = validate(*m_network);
    if (!validation)
        return validation.failure();
    if (Status same = checkSameNetwork(); !same)
        return same;
    status.validation = validation->first;
    status.validationByCluster = std::move(validation->second);
    if (!m_bestValidation || *status.validation > *m_bestValidation) {
        m_bestValidation = status.validation;
        *m_best = *m_network;
    }
    return {};
}

Status PolicyTrainer::run(const std::function<void(const TrainingProgress &)> &progress, const std::atomic<bool> *cancel)
{
    const Stopwatch stopwatch;
    const double earlier = m_seconds;
    const auto report = [&](TrainingProgress &status) {
        m_seconds = earlier + stopwatch.seconds();
        status.seconds = m_seconds;
        if (progress)
            progress(status);
    };
    if (Status status = computeReferenceCosts(); !status)
        return status;
    if (m_params.imitationBudget > 0 && m_step == 0 && !m_bestValidation)
        imitateLongSearches();
    // Paired, the untrained network scores about 0 (its most probable choice is plain BRKGA
    // everywhere): it is the first candidate, so a training that only hurts ships nothing that
    // hurts. After imitation the first candidate is the network that imitated.
    if (m_params.pairedValidation && !m_validation.empty() && m_step == 0 && !m_bestValidation) {
        TrainingProgress status;
        if (Status validated = validateAndKeepBest(status); !validated)
            return validated;
        report(status);
    }
    while (m_step < m_params.steps && !setOnAnyRank(*m_communicator, cancel && cancel->load())) {
        Result<TrainingProgress> stepped = trainStep();
        if (!stepped)
            return stepped.failure();
        TrainingProgress status = *stepped;
        if (!m_validation.empty() && (m_step % m_params.validateEvery == 0 || m_step == m_params.steps)) {
            if (Status validated = validateAndKeepBest(status); !validated)
                return validated;
        } else if (m_validation.empty()) {
            *m_best = *m_network;
        }
        report(status);
    }
    if (m_params.shape.gate && m_step == m_params.steps)
        if (Status fitted = fitBestGate(); !fitted)
            return fitted;
    return checkSameNetwork();
}

PolicyModel PolicyTrainer::bestModel() const
{
    nlohmann::ordered_json training = nlohmann::ordered_json::parse(m_params.json());
    // No clock time: the file is the same, bit for bit, whatever the ranks, threads and load.
    training["trained_steps"] = m_step;
    training["training_graphs"] = m_training.size();
    training["validation_graphs"] = m_validation.size();
    if (m_bestValidation)
        training["best_validation_improvement"] = *m_bestValidation;
    if (m_gateSummary) {
        training["gate"] = {{"steered_problems", m_gateSummary->steered}, {"fitted_problems", m_gateSummary->problems},
                            {"gate_fitting_graphs", m_gateOnly.size() / m_params.clusters.size()}};
        if (m_gateSummary->validation)
            training["gate"]["validation_improvement"] = *m_gateSummary->validation;
    }
    return {m_params.task, std::make_shared<PolicyNetwork>(*m_best), training.dump(), {}, m_params.steering};
}

} // namespace regal
