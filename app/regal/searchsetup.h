#pragma once

#include "core/methods/runrequest.h"

#include <CLI/App.hpp>
#include <string>

namespace regal::cli {

/// \brief The options every command that runs methods shares: budget, seed, threads and search
/// parameters (a file, or a JSON object written inline). Flags given on the command line win over
/// the parameters, which win over defaults.
struct SearchOptions
{
    std::int64_t budget = ControlParams{}.budget;
    std::uint64_t seed = ControlParams{}.seed;
    int threads = defaults::Threads;
    double timeLimit = 0.0;
    std::string params; ///< --params: a file name, or a JSON object when it starts with '{'
    std::string modelFile;

    /// Registers --budget, --seed, --threads, --time-limit, --params and --model.
    void addOptions(CLI::App &command);
    /// Whether --params is a JSON object rather than a file name.
    bool paramsInline() const;
    /// The parameters to run with.
    Result<SearchParams> resolve() const;
    /// What the methods of \a task need: the shipped tuned parameters, and the policy in
    /// --model FILE, else the shipped one (or none).
    Result<MethodAssets> assets(Task task) const;

private:
    CLI::Option *m_budget = nullptr;
    CLI::Option *m_seed = nullptr;
    CLI::Option *m_threads = nullptr;
    CLI::Option *m_timeLimit = nullptr;
};

/// \brief A method as a benchmark names it: "brkga", or "brkga@20000" for another budget.
struct MethodChoice
{
    const Method *method = nullptr;
    std::optional<std::int64_t> budget;
    std::string label;
};

/// The methods named in a comma-separated list, or an error naming the unknown one.
Result<std::vector<MethodChoice>> parseMethodList(const std::string &list);

/// The method table for --help: one line a method, its name, kind and summary.
std::string methodTableText();

} // namespace regal::cli
