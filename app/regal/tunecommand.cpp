#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/progress.h"
#include "app/regal/searchsetup.h"
#include "app/regal/suite.h"

#include "core/base/textfile.h"
#include "core/search/brkga.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace regal::cli {
namespace {

struct TuneOptions
{
    std::vector<std::string> suite;
    std::string task = "both";
    int seeds = 2;
    std::string out;
    ClusterChoice cluster;
    SearchOptions search;
};

/// The sweep: the ranges Goncalves and Resende (2011) recommend, three or two points each.
std::vector<BrkgaParams> parameterGrid()
{
    std::vector<BrkgaParams> grid;
    for (int population : {50, 100, 200})
        for (double elite : {0.1, 0.2, 0.3})
            for (double mutant : {0.1, 0.2})
                for (double rho : {0.6, 0.7, 0.8})
                    grid.push_back(
                        {.population = population, .eliteFraction = elite, .mutantFraction = mutant, .rho = rho});
    return grid;
}

struct Candidate
{
    BrkgaParams params;
    double ratio = 0.0; ///< geometric mean of value / value with the defaults, over graphs and seeds
};

/// Runs every candidate on every problem and seed; returns them best first.
std::vector<Candidate> sweep(const std::vector<Problem> &problems, Task task, const SearchParams &base, int seeds,
                             const InterruptFlag &interrupt)
{
    const auto value = [&](const Problem &problem, const BrkgaParams &params, int seed) {
        ControlParams control = base.control;
        control.seed = base.control.seed + std::uint64_t(seed);
        Brkga brkga(problem, task, params, control);
        brkga.setCancelFlag(interrupt.flag());
        return brkga.run().score.value;
    };
    std::vector<std::vector<double>> reference(problems.size());
    for (std::size_t graph = 0; graph < problems.size(); ++graph)
        for (int seed = 0; seed < seeds; ++seed)
            reference[graph].push_back(value(problems[graph], BrkgaParams{}, seed));

    std::vector<Candidate> candidates;
    const std::vector<BrkgaParams> grid = parameterGrid();
    for (std::size_t index = 0; index < grid.size() && !interrupt.raised(); ++index) {
        double logSum = 0.0;
        int count = 0;
        for (std::size_t graph = 0; graph < problems.size(); ++graph)
            for (int seed = 0; seed < seeds; ++seed) {
                const double mine = value(problems[graph], grid[index], seed);
                if (mine > 0.0 && reference[graph][std::size_t(seed)] > 0.0) {
                    logSum += std::log(mine / reference[graph][std::size_t(seed)]);
                    ++count;
                }
            }
        candidates.push_back({grid[index], count > 0 ? std::exp(logSum / count) : 1.0});
        std::fprintf(stderr, "[%s %zu/%zu] population %d elite %.2f mutants %.2f rho %.2f: ratio to defaults %.4f\n",
                     std::string(taskName(task)).c_str(), index + 1, grid.size(), grid[index].population,
                     grid[index].eliteFraction, grid[index].mutantFraction, grid[index].rho, candidates.back().ratio);
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.ratio < b.ratio; });
    return candidates;
}

int runTune(const TuneOptions &options)
{
    std::vector<Task> tasks;
    if (options.task == "both")
        tasks = {Task::Runtime, Task::Memory};
    else if (const std::optional<Task> task = parseTask(options.task))
        tasks = {*task};
    else
        return fail(fmt::format("--task must be runtime, memory or both, not '{}'", options.task));
    Result<SearchParams> params = options.search.resolve();
    if (!params)
        return fail(params.error());
    if (!options.out.empty())
        if (Status writable = checkWritable(options.out); !writable) // before the sweep, not after it
            return fail(writable.error());
    Result<std::vector<SuiteGraph>> suite = loadSuite(options.suite);
    if (!suite)
        return fail(suite.error());
    Result<Cluster> cluster = options.cluster.resolve();
    if (!cluster)
        return fail(cluster.error());
    std::vector<Problem> problems;
    for (const SuiteGraph &entry : *suite) {
        Result<Problem> problem = Problem::create(entry.graph, *cluster);
        if (!problem)
            return fail(entry.name + ": " + problem.error());
        problems.push_back(std::move(problem).value());
    }

    const InterruptFlag interrupt;
    nlohmann::ordered_json document;
    document["format"] = "regal-brkga-params";
    document["version"] = 1;
    std::string suiteText;
    for (const std::string &argument : options.suite)
        suiteText += " " + argument;
    document["comment"] = fmt::format("made by: regal tune --suite{} --task {} --budget {} --seeds {} --devices {}",
                                      suiteText, options.task, params->control.budget, options.seeds,
                                      cluster->deviceCount());
    nlohmann::ordered_json tuning = nlohmann::ordered_json::object();
    std::string summary;
    for (Task task : tasks) {
        const std::vector<Candidate> ranked = sweep(problems, task, *params, options.seeds, interrupt);
        if (interrupt.raised())
            return fail("interrupted; nothing written");
        const Candidate &best = ranked.front();
        document[std::string(taskName(task))] = nlohmann::ordered_json::parse(brkgaParamsJson(best.params));
        nlohmann::ordered_json top = nlohmann::ordered_json::array();
        for (std::size_t rank = 0; rank < std::min<std::size_t>(5, ranked.size()); ++rank) {
            nlohmann::ordered_json entry = nlohmann::ordered_json::parse(brkgaParamsJson(ranked[rank].params));
            entry["ratio_to_defaults"] = ranked[rank].ratio;
            top.push_back(std::move(entry));
        }
        tuning[std::string(taskName(task))] = {{"graphs", problems.size()},
                                               {"seeds", options.seeds},
                                               {"candidates", ranked.size()},
                                               {"best", std::move(top)}};
        summary += fmt::format("{}: population {}, elite {}, mutants {}, rho {}; geometric mean {:.4f} of the "
                               "defaults' result on the training suite\n",
                               taskName(task), best.params.population, best.params.eliteFraction,
                               best.params.mutantFraction, best.params.rho, best.ratio);
    }
    document["tuning"] = std::move(tuning);
    const std::string text = document.dump(1) + "\n";
    if (options.out.empty()) {
        std::fputs(text.c_str(), stdout);
    } else {
        if (Status saved = writeFileAtomically(options.out, text); !saved)
            return fail(saved.error());
        std::fputs(summary.c_str(), stdout);
        std::fprintf(stderr, "tuned parameters written to %s\n", options.out.c_str());
    }
    return 0;
}

} // namespace

void addTuneCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<TuneOptions>();
    CLI::App *command = app.add_subcommand(
        "tune", "Sweep BRKGA's parameters on a training suite and write the brkga-tuned parameters");
    command->add_option("--suite", options->suite, "directories of graphs, graph files, sample:NAME, or generated:SIZES[@SEED] for every family at those sizes")
        ->required()
        ->expected(1, -1);
    command->add_option("--task", options->task, "runtime, memory or both (default)")
        ->check(CLI::IsMember({"runtime", "memory", "both"}));
    command->add_option("--seeds", options->seeds, "seeds per candidate and graph (default 2)")->check(CLI::Range(1, 100));
    options->search.addOptions(*command);
    options->cluster.addOptions(*command);
    command->add_option("--out", options->out,
                        "write the regal-brkga-params document here (resources/params/brkga-tuned.json ships)");
    command->callback([options, &exitCode] { exitCode = runTune(*options); });
}

} // namespace regal::cli
