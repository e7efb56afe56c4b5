#include "app/regal/searchsetup.h"
#include "app/regal/numberchecks.h"

#include "core/base/textfile.h"
#include "resources/shippedpolicy.h"
#include "resources/tunedparams.h"

#include <charconv>
#include <fmt/format.h>

namespace regal::cli {

void SearchOptions::addOptions(CLI::App &command)
{
    m_budget = command.add_option("--budget", budget, fmt::format("evaluations at most (default {})", defaults::Budget))
                   ->check(CLI::Range(std::int64_t(1), limits::MaxBudget));
    m_seed = command.add_option("--seed", seed, fmt::format("seed of every random choice (default {})", defaults::Seed));
    m_threads = command.add_option("--threads", threads, "threads that evaluate; 0 means one per core (default)")
                    ->check(CLI::Range(0, limits::MaxThreads));
    m_timeLimit = command.add_option("--time-limit", timeLimit, "seconds of search at most; 0 means no limit (default)")
                      ->check(nonNegativeNumber());
    command.add_option("--params", params,
                       "search parameters, a JSON file or an object such as '{\"population\": 50}': population, "
                       "population_once_feasible, elite_fraction, mutant_fraction, rho, repair_fraction, budget, time_limit, "
                       "stall_generations, threads, seed");
    command.add_option("--model", modelFile, "trained policy for the regal method (default: the shipped one)");
}

bool SearchOptions::paramsInline() const
{
    const std::size_t first = params.find_first_not_of(" \t\n");
    return first != std::string::npos && params[first] == '{';
}

Result<SearchParams> SearchOptions::resolve() const
{
    SearchParams resolved;
    resolved.control.threads = defaults::Threads;
    if (!params.empty()) {
        const bool inlined = paramsInline();
        Result<std::string> text = inlined ? Result<std::string>(params) : readTextFile(params);
        if (!text)
            return text.failure();
        Result<SearchParams> read = readSearchParams(*text, inlined ? "--params" : params, resolved);
        if (!read)
            return read.failure();
        resolved = *read;
    }
    if (m_budget && m_budget->count() > 0)
        resolved.control.budget = budget;
    if (m_seed && m_seed->count() > 0)
        resolved.control.seed = seed;
    if (m_threads && m_threads->count() > 0)
        resolved.control.threads = threads;
    if (m_timeLimit && m_timeLimit->count() > 0)
        resolved.control.timeLimit = timeLimit;
    if (Status status = resolved.control.validate(); !status)
        return status.failure();
    return resolved;
}

Result<MethodAssets> SearchOptions::assets(Task task) const
{
    Result<LoadedPolicy> policy = loadPolicy(modelFile, task);
    if (!policy)
        return policy.failure();
    std::optional<BrkgaParams> tuned;
    if (Result<BrkgaParams> shipped = tunedBrkgaParams(task))
        tuned = *shipped;
    MethodAssets assets;
    (task == Task::Runtime ? assets.tunedRuntime : assets.tunedMemory) = tuned;
    (task == Task::Runtime ? assets.runtimePolicy : assets.memoryPolicy) = std::move(policy->model);
    (task == Task::Runtime ? assets.runtimePolicyProblem : assets.memoryPolicyProblem) = std::move(policy->problem);
    return assets;
}

Result<std::vector<MethodChoice>> parseMethodList(const std::string &list)
{
    std::vector<MethodChoice> chosen;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string label = list.substr(start, comma - start);
        start = comma + 1;
        if (label.empty())
            continue;
        const std::size_t at = label.find('@');
        const std::string name = label.substr(0, at);
        MethodChoice choice{findMethod(name), std::nullopt, label};
        if (!choice.method)
            return Error{fmt::format("there is no method '{}'; the methods are: {}", name, methodNames())};
        if (at != std::string::npos) {
            const std::string budget = label.substr(at + 1);
            std::int64_t value = 0;
            const auto [end, error] = std::from_chars(budget.data(), budget.data() + budget.size(), value);
            if (error != std::errc() || end != budget.data() + budget.size() || value < 1)
                return Error{fmt::format("'{}': the budget after '@' must be a whole number >= 1", label)};
            choice.budget = value;
        }
        chosen.push_back(choice);
    }
    if (chosen.empty())
        return Error{"no method given; the methods are: " + methodNames()};
    return chosen;
}

} // namespace regal::cli

namespace regal::cli {

std::string methodTableText()
{
    std::string text = "Methods:\n";
    for (const Method &method : methods()) {
        text += fmt::format("  {:<13}{:<11}{}", method.name, method.kind, method.summary);
        if (method.needs.maxDevices == 1)
            text += "; one device only";
        else if (method.needs.maxDevices < MaxDevices)
            text += fmt::format("; at most {} devices", method.needs.maxDevices);
        text += '\n';
    }
    return text;
}

} // namespace regal::cli
