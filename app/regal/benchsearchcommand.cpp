#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/cputime.h"
#include "app/regal/numberchecks.h"
#include "app/regal/report.h"

#include "core/base/counted.h"
#include "core/base/stopwatch.h"
#include "core/search/brkga.h"
#include "core/search/evaluator.h"
#include "resources/embeddedsamples.h"

#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <thread>

namespace regal::cli {
namespace {

struct SearchBenchOptions
{
    std::string graph = "sample:inception";
    std::string task = "runtime";
    std::int64_t budget = defaults::Budget;
    std::vector<int> threads{1, 2};
    int repeats = 5;
    bool batch = false;
    ClusterChoice cluster;
    bool json = false;
};

/// One run: BRKGA (one parallel batch per generation), or the whole budget of random keys as
/// one parallel batch (evaluations alone, one barrier). Returns the best score.
Score timedRun(const Problem &problem, Task task, std::int64_t budget, int threads, bool batch)
{
    if (!batch) {
        const ControlParams control{.budget = budget, .threads = threads, .seed = 1};
        return Brkga(problem, task, BrkgaParams{}, control).run().score;
    }
    Evaluator evaluator(problem, task, threads, budget);
    const Decoder &decoder = evaluator.decoder();
    const ProposalSet uniform = ProposalSet::uniform(problem.nodeCount(), decoder.keysPerNode(), 0.7);
    std::vector<std::vector<double>> keys(std::size_t(evaluator.threadCount()), std::vector<double>(decoder.chromosomeSize()));
    std::vector<Score> scores(static_cast<std::size_t>(budget));
    evaluator.run(scores, [&](std::size_t index, int worker) {
        Random random = Random::forStream(1, 0, index);
        uniform.sample(random, keys[std::size_t(worker)].data());
        return decoder.evaluate(keys[std::size_t(worker)], worker);
    });
    return *std::min_element(scores.begin(), scores.end());
}

int runSearchBench(const SearchBenchOptions &options)
{
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return fail(fmt::format("--task must be runtime or memory, not '{}'", options.task));
    Result<Graph> loaded = loadGraphArgument(options.graph);
    if (!loaded)
        return fail(loaded.error());
    Result<Cluster> cluster = options.cluster.resolve();
    if (!cluster)
        return fail(cluster.error());
    Result<Problem> problem = Problem::create(std::make_shared<const Graph>(std::move(loaded).value()), *cluster);
    if (!problem)
        return fail(problem.error());

    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    double baseline = 0.0;
    std::optional<Score> firstScore;
    bool identical = true;
    for (int threads : options.threads) {
        std::vector<double> walls;
        std::vector<double> cpus;
        for (int repeat = 0; repeat < options.repeats; ++repeat) {
            const double cpuStart = processCpuSeconds();
            const Stopwatch stopwatch;
            const Score score = timedRun(*problem, *task, options.budget, threads, options.batch);
            walls.push_back(stopwatch.seconds());
            cpus.push_back(processCpuSeconds() - cpuStart);
            if (!firstScore)
                firstScore = score;
            identical = identical && score == *firstScore;
        }
        std::sort(walls.begin(), walls.end());
        std::sort(cpus.begin(), cpus.end());
        const double median = walls[walls.size() / 2];
        if (baseline == 0.0)
            baseline = median;
        rows.push_back({{"threads", threads},
                        {"median_seconds", median},
                        {"min_seconds", walls.front()},
                        {"max_seconds", walls.back()},
                        {"median_cpu_seconds", cpus[cpus.size() / 2]},
                        {"evaluations_per_second", double(options.budget) / median},
                        {"speedup", baseline / median}});
    }
    nlohmann::ordered_json json{{"graph", problem->graph().name()},
                                {"nodes", problem->nodeCount()},
                                {"devices", cluster->deviceCount()},
                                {"task", taskName(*task)},
                                {"mode", options.batch ? "batch" : "brkga"},
                                {"budget", options.budget},
                                {"repeats", options.repeats},
                                {"hardware_threads", std::thread::hardware_concurrency()},
                                {"identical_results", identical},
                                {"runs", rows}};
    if (options.json) {
        printJson(json);
    } else {
        std::string text = fmt::format("{} on '{}' ({}, {}, task {}), {}, median of {}\n\n",
                                       options.batch ? "One batch of random keys" : "BRKGA", problem->graph().name(),
                                       counted(std::int64_t(problem->nodeCount()), "node"), counted(cluster->deviceCount(), "device"),
                                       taskName(*task), counted(options.budget, "evaluation"), counted(options.repeats, "run"));
        text += "| threads | median wall | min | max | CPU | cores used | evaluations/s | speed-up |\n"
                "|---:|---:|---:|---:|---:|---:|---:|---:|\n";
        for (const auto &row : rows)
            text += fmt::format("| {} | {:.3f} s | {:.3f} s | {:.3f} s | {:.3f} s | {:.2f} | {:.0f} | {:.2f}x |\n",
                                row["threads"].get<int>(), row["median_seconds"].get<double>(),
                                row["min_seconds"].get<double>(), row["max_seconds"].get<double>(),
                                row["median_cpu_seconds"].get<double>(),
                                row["median_cpu_seconds"].get<double>() / row["median_seconds"].get<double>(),
                                row["evaluations_per_second"].get<double>(), row["speedup"].get<double>());
        text += "\ncores used = CPU time / wall time: below the thread count, the machine had no core to spare.\n";
        text += fmt::format("\nsame result for every thread count: {}\n", identical ? "yes" : "NO");
        std::fputs(text.c_str(), stdout);
    }
    return identical ? 0 : fail("the thread counts gave different results");
}

} // namespace

void addBenchSearchCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<SearchBenchOptions>();
    CLI::App *command = benchCommand(app).add_subcommand(
        "search", "Parallel speed-up of BRKGA's evaluations: wall time for each thread count, same seed");
    command->add_option("graph", options->graph, "graph file or sample:NAME (default sample:inception)");
    command->add_option("--task", options->task, "runtime or memory")->check(CLI::IsMember({"runtime", "memory"}));
    command->add_option("--budget", options->budget, fmt::format("evaluations per run (default {})", defaults::Budget))->check(positiveNumber());
    command->add_option("--threads", options->threads, "thread counts to compare (default 1 2)")->expected(1, -1);
    command->add_option("--repeats", options->repeats, "runs per thread count (default 5)")->check(CLI::Range(1, 100));
    command->add_flag("--batch", options->batch,
                      "time the budget as one parallel batch of random keys instead of BRKGA's generations");
    options->cluster.addOptions(*command);
    command->add_flag("--json", options->json, "machine-readable output");
    command->callback([options, &exitCode] { exitCode = runSearchBench(*options); });
}

} // namespace regal::cli
