#include "core/search/searchparams.h"

#include "core/base/jsonreader.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace regal {
namespace {

/// The shape of a search once it keeps \a population individuals: \a params without the shrink.
BrkgaParams shrunkTo(const BrkgaParams &params, int population)
{
    BrkgaParams compact = params;
    compact.population = population;
    compact.populationOnceFeasible = 0;
    return compact;
}

} // namespace

int BrkgaParams::eliteCount() const
{
    return std::max(1, int(std::lround(eliteFraction * population)));
}

int BrkgaParams::mutantCount() const
{
    return int(std::lround(mutantFraction * population));
}

int BrkgaParams::populationOnceFeasibleFor(std::int64_t budget, bool memoryLimited) const
{
    if (populationOnceFeasible)
        return *populationOnceFeasible;
    if (!memoryLimited)
        return 0;
    // Rounded, so that the few evaluations of heuristic starts taken from a budget of 7,500 or
    // 10,000 do not change the choice.
    const std::int64_t perBudget = (budget + EvaluationsPerKeptIndividual / 2) / EvaluationsPerKeptIndividual;
    const int kept =
        int(std::clamp<std::int64_t>(perBudget, std::max(limits::MinPopulation, population / 2), population));
    return kept < population && shrunkTo(*this, kept).validate() ? kept : 0;
}

Status BrkgaParams::validate() const
{
    if (population < limits::MinPopulation || population > limits::MaxPopulation)
        return Error{fmt::format("population must be in [{}, {}], got {}", limits::MinPopulation, limits::MaxPopulation,
                                 population)};
    if (!(eliteFraction > 0.0 && eliteFraction <= 0.5))
        return Error{fmt::format("elite_fraction must be in (0, 0.5], got {}", eliteFraction)};
    if (!(mutantFraction >= 0.0 && mutantFraction <= 0.5))
        return Error{fmt::format("mutant_fraction must be in [0, 0.5], got {}", mutantFraction)};
    if (eliteCount() + mutantCount() >= population)
        return Error{fmt::format("elite ({}) and mutants ({}) leave no room for offspring in a population of {}",
                                 eliteCount(), mutantCount(), population)};
    if (!(rho >= 0.5 && rho <= 1.0))
        return Error{fmt::format("rho must be in [0.5, 1], got {}", rho)};
    if (!(repairFraction >= 0.0 && repairFraction <= 0.5))
        return Error{fmt::format("repair_fraction must be in [0, 0.5], got {}", repairFraction)};
    if (populationOnceFeasible.value_or(0) != 0) {
        const int kept = *populationOnceFeasible;
        if (kept < limits::MinPopulation || kept > population)
            return Error{fmt::format("population_once_feasible must be 0 or in [{}, population = {}], got {}",
                                     limits::MinPopulation, population, kept)};
        if (Status status = shrunkTo(*this, kept).validate(); !status)
            return Error{"once feasible: " + status.error()};
    }
    return {};
}

ControlParams ControlParams::after(std::int64_t evaluations, double seconds) const
{
    assert(evaluations < budget);
    ControlParams rest = *this;
    rest.budget = budget - evaluations;
    if (timeLimit > 0.0)
        rest.timeLimit = std::max(timeLimit - seconds, std::numeric_limits<double>::min());
    return rest;
}

Status ControlParams::validate() const
{
    if (budget < 1 || budget > limits::MaxBudget)
        return Error{fmt::format("budget must be in [1, {}] evaluations, got {}", limits::MaxBudget, budget)};
    if (!(timeLimit >= 0.0) || !std::isfinite(timeLimit))
        return Error{fmt::format("time_limit must be a finite number of seconds >= 0, got {}", timeLimit)};
    if (stallGenerations < 0)
        return Error{fmt::format("stall_generations must be >= 0, got {}", stallGenerations)};
    if (threads < 0 || threads > limits::MaxThreads)
        return Error{fmt::format("threads must be in [0, {}], got {}", limits::MaxThreads, threads)};
    return {};
}

Result<SearchParams> readSearchParams(const std::string &text, const std::string &source,
                                      const SearchParams &defaults)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields fields(*document, {}, errors);
    if (!fields.isObject())
        return Error{source + ": parameters must be a JSON object"};
    SearchParams params = defaults;
    BrkgaParams &brkga = params.brkga;
    ControlParams &control = params.control;
    brkga.population = int(fields.integer("population", brkga.population, limits::MinPopulation, limits::MaxPopulation));
    if (fields.has("population_once_feasible"))
        brkga.populationOnceFeasible = int(fields.integer("population_once_feasible", 0, 0, limits::MaxPopulation));
    brkga.eliteFraction = fields.positive("elite_fraction", brkga.eliteFraction);
    brkga.mutantFraction = fields.nonNegative("mutant_fraction", brkga.mutantFraction);
    brkga.rho = fields.positive("rho", brkga.rho);
    brkga.repairFraction = fields.nonNegative("repair_fraction", brkga.repairFraction);
    control.budget = fields.integer("budget", control.budget, 1, limits::MaxBudget);
    control.timeLimit = fields.nonNegative("time_limit", control.timeLimit);
    control.stallGenerations = int(fields.integer("stall_generations", control.stallGenerations, 0, 1 << 30));
    control.threads = int(fields.integer("threads", control.threads, 0, limits::MaxThreads));
    control.seed = std::uint64_t(fields.integer("seed", std::int64_t(control.seed), 0, std::int64_t(1) << 53));
    fields.markKnown("comment");
    if (errors.failed())
        return errors.error();
    if (const std::string unknown = fields.unknownFields(); !unknown.empty())
        return Error{fmt::format("{}: unknown parameters {}; the known ones are population, "
                                 "population_once_feasible, elite_fraction, "
                                 "mutant_fraction, rho, repair_fraction, budget, time_limit, stall_generations, threads, seed",
                                 source, unknown)};
    if (Status status = brkga.validate(); !status)
        return Error{source + ": " + status.error()};
    if (Status status = control.validate(); !status)
        return Error{source + ": " + status.error()};
    return params;
}

std::string brkgaParamsJson(const BrkgaParams &params)
{
    nlohmann::ordered_json json;
    json["population"] = params.population;
    if (params.populationOnceFeasible)
        json["population_once_feasible"] = *params.populationOnceFeasible;
    json["elite_fraction"] = params.eliteFraction;
    json["mutant_fraction"] = params.mutantFraction;
    json["rho"] = params.rho;
    if (params.repairFraction > 0.0)
        json["repair_fraction"] = params.repairFraction;
    return json.dump();
}

} // namespace regal
