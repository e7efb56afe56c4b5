#pragma once

#include <cstdint>

/// \brief The defaults and limits of a run, in one place.
///
/// The command line (`regal`), the Studio, the parameter structs, the tests and
/// docs/limits.md read them here; a change here belongs there too. The limits of what a file
/// may hold are in core/graph/limits.h, and MaxDevices, the width of a device mask, in
/// core/graph/ids.h.
namespace regal {

namespace defaults {

/// Identical devices when neither a cluster nor a device count is given, in `regal` and in the
/// Studio alike.
inline constexpr int Devices = 4;
/// Evaluations (decode plus simulate) a search may spend.
inline constexpr std::int64_t Budget = 5000;
/// Individuals per BRKGA generation.
inline constexpr int Population = 100;
/// Seed of every random choice.
inline constexpr std::uint64_t Seed = 1;
/// Threads that evaluate when a front end runs a method: 0, one per hardware thread. Results do
/// not depend on it. (ControlParams alone defaults to 1, for code that embeds a search.)
inline constexpr int Threads = 0;
/// The method a run uses unless told otherwise: the trained policy steering BRKGA from the
/// heuristics' starts, the best of the table where it matters (docs/results.md).
inline constexpr const char *Method = "regal";

} // namespace defaults

namespace limits {

/// Evaluations of one run at most (the Studio's budget field holds up to this).
inline constexpr std::int64_t MaxBudget = 1'000'000'000;
/// Individuals per BRKGA generation: four leave room for an elite, a mutant and offspring.
inline constexpr int MinPopulation = 4;
inline constexpr int MaxPopulation = 100'000;
/// Threads that evaluate, besides 0 for one per hardware thread.
inline constexpr int MaxThreads = 256;

} // namespace limits
} // namespace regal
