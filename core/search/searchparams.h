#pragma once

#include "core/base/defaults.h"
#include "core/base/result.h"

#include <cstdint>
#include <optional>
#include <string>

namespace regal {

/// \brief The knobs of BRKGA (Goncalves and Resende, "Biased random-key genetic algorithms for
/// combinatorial optimization", J. Heuristics 17, 2011). Ranges are checked by validate().
struct BrkgaParams
{
    /// Individuals per generation, in [limits::MinPopulation, limits::MaxPopulation].
    int population = defaults::Population;
    /// Individuals per generation after the first generation whose best solution fits in memory,
    /// which keeps its best that many; 0 keeps `population` throughout. When set to a number, in
    /// [limits::MinPopulation, population]; unset, populationOnceFeasibleFor() decides. Up to that
    /// generation the search is the one without it.
    std::optional<int> populationOnceFeasible;
    /// Share of the population kept as elite, in (0, 0.5]; at least one individual.
    double eliteFraction = 0.2;
    /// Share replaced by fresh mutants each generation, in [0, 0.5]; elite + mutants < 1.
    double mutantFraction = 0.15;
    /// Chance that a child takes a key from its elite parent, in [0.5, 1]. A ProposalSet may
    /// set it per node.
    double rho = 0.7;
    /// Share of the budget, in [0, 0.5], left when the search improves its best solution by local
    /// moves, once, and goes on from it: a best that still overflows the devices' memory is
    /// repaired (repairMemory()), and while the repaired one still overflows, the next of the
    /// population in rank order; in the memory task the best's peak is polished
    /// (polishPeak()); 0 never does either. A run-time search that fits by then, or has no
    /// memory limits, is the one without it (docs/search.md).
    double repairFraction = 0.1;

    int eliteCount() const;
    int mutantCount() const;
    /// populationOnceFeasible, or when it is unset the automatic choice for a search of \a budget
    /// evaluations: with no memory limit (\a memoryLimited false) 0; under one, one individual per
    /// EvaluationsPerKeptIndividual of the budget (rounded), at least half the population and at
    /// least limits::MinPopulation, and 0 when that is the whole population or leaves no room for
    /// children. A small budget is better spent exploiting a population that fits than keeping the
    /// diversity that found the fit (docs/search.md).
    int populationOnceFeasibleFor(std::int64_t budget, bool memoryLimited) const;
    static constexpr std::int64_t EvaluationsPerKeptIndividual = 100;

    Status validate() const;
    friend bool operator==(const BrkgaParams &, const BrkgaParams &) = default;
};

/// \brief How long a search runs and how: budget, limits, threads and seed.
struct ControlParams
{
    /// Evaluations (decode plus simulate) at most, in [1, limits::MaxBudget]. Never exceeded.
    std::int64_t budget = defaults::Budget;
    /// Seconds of wall time at most; 0 means no limit.
    double timeLimit = 0.0;
    /// Stop after this many generations without improvement; 0 means never.
    int stallGenerations = 0;
    /// Threads that evaluate, in [0, limits::MaxThreads]; 0 means one per hardware thread.
    /// Results do not depend on it.
    int threads = 1;
    /// Seed of every random choice.
    std::uint64_t seed = defaults::Seed;

    /// What is left of these controls after \a evaluations and \a seconds spent before the
    /// search (a method's heuristic starts): the budget less the evaluations, which must leave
    /// some, and a time limit less the seconds. A limit already spent leaves the least positive
    /// one, so that the search stops after its first generation (0 would mean no limit).
    ControlParams after(std::int64_t evaluations, double seconds) const;
    Status validate() const;
    friend bool operator==(const ControlParams &, const ControlParams &) = default;
};

/// \brief Both parameter sets, as one JSON object holds them.
struct SearchParams
{
    BrkgaParams brkga;
    ControlParams control;
};

/// Reads a JSON object of parameters (population, elite_fraction, mutant_fraction, rho,
/// budget, time_limit, stall_generations, threads, seed); fields it lacks keep the values of
/// \a defaults. Unknown fields and values out of range are errors that name \a source.
Result<SearchParams> readSearchParams(const std::string &text, const std::string &source,
                                      const SearchParams &defaults = {});

/// The BRKGA parameters as a JSON object text, the form readSearchParams() accepts.
std::string brkgaParamsJson(const BrkgaParams &params);

} // namespace regal
