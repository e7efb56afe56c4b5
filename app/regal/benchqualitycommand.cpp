#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/progress.h"
#include "app/regal/qualitytable.h"
#include "app/regal/report.h"
#include "app/regal/searchsetup.h"
#include "app/regal/suite.h"

#include "core/base/textfile.h"
#include "core/sim/bounds.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace regal::cli {
namespace {

struct QualityOptions
{
    std::vector<std::string> suite;
    std::string task = "runtime";
    std::string methods;
    int seeds = 3;
    std::string out;
    ClusterChoice cluster;
    SearchOptions search;
    bool json = false;
};

constexpr const char *RuntimeMethods = "single,roundrobin,random,heft,criticalpath,metis,local,brkga,brkga-seeded,brkga-tuned";
constexpr const char *MemoryMethods = "inputorder,dfs,list,spectral,randomtopo,local,brkga,brkga-seeded,brkga-tuned";

int runQuality(const QualityOptions &options)
{
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return fail(fmt::format("--task must be runtime or memory, not '{}'", options.task));
    Result<std::vector<MethodChoice>> methods =
        parseMethodList(options.methods.empty() ? (*task == Task::Runtime ? RuntimeMethods : MemoryMethods) : options.methods);
    if (!methods)
        return fail(methods.error());
    Result<SearchParams> params = options.search.resolve();
    if (!params)
        return fail(params.error());
    Result<std::vector<SuiteGraph>> suite = loadSuite(options.suite);
    if (!suite)
        return fail(suite.error());
    Result<Cluster> cluster = options.cluster.resolve();
    if (!cluster)
        return fail(cluster.error());
    Result<MethodAssets> assets = options.search.assets(*task);
    if (!assets)
        return fail(assets.error());

    std::vector<std::string> names;
    for (const MethodChoice &choice : *methods)
        names.push_back(choice.label);
    QualityTable table(*task, names, "brkga");
    const InterruptFlag interrupt;
    const std::size_t total = suite->size() * methods->size() * std::size_t(options.seeds);
    std::size_t done = 0;
    for (const SuiteGraph &entry : *suite) {
        Result<Problem> problem = Problem::create(entry.graph, *cluster);
        if (!problem)
            return fail(entry.name + ": " + problem.error());
        const LowerBounds bounds = lowerBounds(*problem);
        table.addGraph({entry.name, problem->nodeCount(),
                        *task == Task::Runtime ? bounds.makespan : double(bounds.peakMemory)});
        for (const MethodChoice &choice : *methods)
            for (int seed = 1; seed <= options.seeds && !interrupt.raised(); ++seed) {
                const Method *method = choice.method;
                RunRequest run{.method = std::string(method->name), .task = *task, .params = *params};
                run.params.control.seed = params->control.seed + std::uint64_t(seed - 1);
                run.params.control.budget = choice.budget.value_or(params->control.budget);
                MethodContext context = run.context(*problem, *assets);
                context.cancel = interrupt.flag();
                const auto started = std::chrono::steady_clock::now();
                Result<MethodResult> result = method->run(context);
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                ++done;
                if (!result) {
                    std::fprintf(stderr, "[%zu/%zu] %s %s: skipped: %s\n", done, total, entry.name.c_str(),
                                 choice.label.c_str(), result.error().c_str());
                    continue;
                }
                table.addRun({entry.name, choice.label, run.params.control.seed, result->score.value,
                              result->score.penalty == 0.0, result->evaluations, seconds});
                std::fprintf(stderr, "[%zu/%zu] %s %s seed %llu: %s (%.2f s)\n", done, total, entry.name.c_str(),
                             choice.label.c_str(), static_cast<unsigned long long>(run.params.control.seed),
                             (*task == Task::Runtime ? formatSeconds(result->score.value)
                                                     : formatBytes(Bytes(result->score.value)))
                                 .c_str(),
                             seconds);
            }
    }
    if (interrupt.raised())
        std::fputs("regal: interrupted; the report covers the runs that finished\n", stderr);

    nlohmann::ordered_json settings{{"budget", params->control.budget},
                                    {"seeds", options.seeds},
                                    {"first_seed", params->control.seed},
                                    {"devices", cluster->deviceCount()},
                                    {"threads", params->control.threads},
                                    {"brkga", nlohmann::ordered_json::parse(brkgaParamsJson(params->brkga))},
                                    {"interrupted", interrupt.raised()}};
    std::string command = "regal bench quality --suite";
    for (const std::string &argument : options.suite)
        command += " " + argument;
    command += fmt::format(" --task {} --methods {} --budget {} --seeds {}", taskName(*task), fmt::join(names, ","),
                           params->control.budget, options.seeds);
    if (params->control.seed != ControlParams{}.seed)
        command += fmt::format(" --seed {}", params->control.seed);
    if (!options.cluster.file.empty())
        command += " --cluster " + options.cluster.file;
    else
        command += fmt::format(" --devices {}", cluster->deviceCount());
    if (!options.search.paramsFile.empty())
        command += " --params " + options.search.paramsFile;
    if (!options.out.empty())
        command += " --out " + options.out;
    const nlohmann::ordered_json json = table.toJson(settings);
    const std::string markdown = table.toMarkdown(command);
    if (!options.out.empty()) {
        std::error_code error;
        std::filesystem::create_directories(options.out, error);
        if (error)
            return fail(options.out + ": " + error.message());
        const std::string stem = fmt::format("{}/quality-{}", options.out, taskName(*task));
        if (Status saved = writeFileAtomically(stem + ".json", json.dump(1) + "\n"); !saved)
            return fail(saved.error());
        if (Status saved = writeFileAtomically(stem + ".md", markdown); !saved)
            return fail(saved.error());
        std::fprintf(stderr, "wrote %s.json and %s.md\n", stem.c_str(), stem.c_str());
    }
    if (options.json)
        printJson(json);
    else
        std::fputs(markdown.c_str(), stdout);
    return 0;
}

} // namespace

CLI::App &benchCommand(CLI::App &app)
{
    for (CLI::App *command : app.get_subcommands([](CLI::App *candidate) { return candidate->get_name() == "bench"; }))
        return *command;
    CLI::App *bench = app.add_subcommand("bench", "Benchmarks: solution quality of the methods, simulator speed");
    bench->require_subcommand(1);
    return *bench;
}

void addBenchQualityCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<QualityOptions>();
    CLI::App *command = benchCommand(app).add_subcommand(
        "quality", "Every method on every graph and seed: per-graph mean and spread, ratios to uniform BRKGA");
    command->add_option("--suite", options->suite, "directories of graphs, graph files, sample:NAME, or generated:SIZES[@SEED] for every family at those sizes")
        ->required()
        ->expected(1, -1);
    command->add_option("--task", options->task, "runtime or memory")->check(CLI::IsMember({"runtime", "memory"}));
    command->add_option("--methods", options->methods,
                        fmt::format("comma-separated methods, each with an optional @BUDGET of its own (brkga@20000); "
                                    "default for runtime: {}; for memory: {}",
                                    RuntimeMethods, MemoryMethods));
    command->add_option("--seeds", options->seeds, "seeds per method and graph: --seed, --seed + 1, ...")
        ->check(CLI::Range(1, 1000));
    options->search.addOptions(*command);
    options->cluster.addOptions(*command);
    command->add_option("--out", options->out, "directory for quality-TASK.json and quality-TASK.md");
    command->add_flag("--json", options->json, "print the JSON report instead of the Markdown table");
    command->callback([options, &exitCode] { exitCode = runQuality(*options); });
}

} // namespace regal::cli
