#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/progress.h"
#include "app/regal/qualityruns.h"
#include "app/regal/qualitytable.h"
#include "app/regal/ranks.h"
#include "app/regal/report.h"
#include "app/regal/searchsetup.h"
#include "app/regal/suite.h"

#include "core/base/stopwatch.h"
#include "core/distributed/agreement.h"
#include "core/io/clusterjson.h"
#include "core/base/textfile.h"
#include "core/sim/bounds.h"

#include <cstdio>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace regal::cli {
namespace {

/// \a text as one word of a POSIX shell.
std::string shellQuoted(const std::string &text)
{
    std::string quoted = "'";
    for (const char c : text)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

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
    bool resume = false;
};

constexpr const char *RuntimeMethods = "single,roundrobin,random,heft,criticalpath,metis,local,brkga,brkga-seeded,brkga-tuned";
constexpr const char *MemoryMethods = "inputorder,dfs,list,spectral,randomtopo,local,brkga,brkga-seeded,brkga-tuned";

/// \brief One (graph, method, seed) run of the benchmark, by index, and how much work it is.
struct QualityJob
{
    std::size_t graph = 0;
    std::size_t method = 0;
    std::uint64_t seed = 0;
    double work = 0.0; ///< nodes times budget: what "largest first" sorts by
};

/// The benchmark's runs in the order of the report (graph, method, seed) and the positions of
/// \a missing among them, largest first: a rank that takes a large run late holds up the end.
std::vector<std::size_t> largestFirst(const std::vector<QualityJob> &jobs, std::vector<std::size_t> missing)
{
    std::stable_sort(missing.begin(), missing.end(), [&](std::size_t a, std::size_t b) { return jobs[a].work > jobs[b].work; });
    return missing;
}

/// \brief What a benchmark is: the settings its JSON report records, the command that
/// reproduces it, and the fingerprint that ranks compare and that names its runs file.
struct QualityDescription
{
    nlohmann::ordered_json settings;
    std::string command;
    RunFingerprint fingerprint;
};

QualityDescription describe(const QualityOptions &options, Task task, const std::vector<std::string> &names,
                            const SearchParams &params, const Cluster &cluster, const std::vector<SuiteGraph> &suite,
                            const std::shared_ptr<const PolicyModel> &policy)
{
    QualityDescription description;
    description.settings = {{"budget", params.control.budget},
                            {"seeds", options.seeds},
                            {"first_seed", params.control.seed},
                            {"devices", cluster.deviceCount()},
                            {"threads", params.control.threads},
                            {"brkga", nlohmann::ordered_json::parse(brkgaParamsJson(params.brkga))}};
    std::string &command = description.command = "regal bench quality --suite";
    for (const std::string &argument : options.suite)
        command += " " + argument;
    command += fmt::format(" --task {} --methods {} --budget {} --seeds {}", taskName(task), fmt::join(names, ","),
                           params.control.budget, options.seeds);
    if (params.control.seed != ControlParams{}.seed)
        command += fmt::format(" --seed {}", params.control.seed);
    command += options.cluster.commandLine(cluster);
    if (!options.search.params.empty())
        command += " --params " + (options.search.paramsInline() ? shellQuoted(options.search.params) : options.search.params);
    if (!options.search.modelFile.empty())
        command += " --model " + options.search.modelFile;
    if (!options.out.empty())
        command += " --out " + options.out;
    description.fingerprint.add("settings", fmt::format("{} {} {}", description.settings.dump(), writeClusterJson(cluster),
                                                        fmt::join(names, ",")));
    description.fingerprint.add("graphs", suiteFingerprint(suite));
    description.fingerprint.add("policy", policy ? policy->checksum + writePolicyJson(*policy) : std::string("none"));
    return description;
}

int runQuality(const QualityOptions &options, Communicator &communicator)
{
    const bool root = communicator.isRoot();
    // Everything that can fail before the runs, on every rank, then compared between ranks.
    const std::optional<Task> task = parseTask(options.task);
    Result<std::vector<MethodChoice>> methods = Error{fmt::format("--task must be runtime or memory, not '{}'", options.task)};
    if (task)
        methods = parseMethodList(options.methods.empty() ? (*task == Task::Runtime ? RuntimeMethods : MemoryMethods) : options.methods);
    Result<SearchParams> params = options.search.resolve();
    Result<std::vector<SuiteGraph>> suite = loadSuite(options.suite);
    Result<Cluster> cluster = options.cluster.resolve();
    Result<MethodAssets> assets = task ? options.search.assets(*task) : methods.failure();
    Status started;
    for (const std::string *error : {methods ? nullptr : &methods.error(), params ? nullptr : &params.error(),
                                     suite ? nullptr : &suite.error(), cluster ? nullptr : &cluster.error(),
                                     assets ? nullptr : &assets.error()})
        if (error && started)
            started = Error{*error};
    if (started && options.resume && options.out.empty())
        started = Error{"--resume needs --out, the directory of the benchmark to go on with"};

    std::vector<std::string> names;
    QualityDescription description;
    if (started) {
        for (const MethodChoice &choice : *methods)
            names.push_back(choice.label);
        description = describe(options, *task, names, *params, *cluster, *suite, assets->policy(*task));
    }
    nlohmann::ordered_json &settings = description.settings;
    const std::string &command = description.command;
    const RunFingerprint &fingerprint = description.fingerprint;
    if (Status agreed = checkAgreement(communicator, started, fingerprint); !agreed)
        return failOnEveryRank(communicator, agreed.error());

    // The problems and their bounds, and the runs in the order of the report.
    QualityTable table(*task, names, "brkga");
    std::vector<Problem> problems;
    std::vector<QualityJob> jobs;
    for (std::size_t g = 0; g < suite->size(); ++g) {
        const SuiteGraph &entry = (*suite)[g];
        Result<Cluster> graphCluster = options.cluster.forGraph(*cluster, entry.graph);
        if (!graphCluster)
            return failOnEveryRank(communicator, entry.name + ": " + graphCluster.error());
        Result<Problem> problem = Problem::create(entry.graph, *graphCluster);
        if (!problem)
            return failOnEveryRank(communicator, entry.name + ": " + problem.error());
        problems.push_back(std::move(problem).value());
        const LowerBounds bounds = lowerBounds(problems.back());
        table.addGraph({entry.name, problems.back().nodeCount(),
                        *task == Task::Runtime ? bounds.makespan : double(bounds.peakMemory), !bounds.shortfall});
        for (std::size_t m = 0; m < methods->size(); ++m)
            for (int seed = 1; seed <= options.seeds; ++seed)
                jobs.push_back({g, m, params->control.seed + std::uint64_t(seed - 1),
                                double(problems.back().nodeCount()) * double((*methods)[m].budget.value_or(params->control.budget))});
    }
    const auto keyOf = [&](const QualityJob &job) {
        return QualityRunsFile::Key{(*suite)[job.graph].name, (*methods)[job.method].label, job.seed};
    };

    // Rank 0 keeps the runs file: every run as it finishes, and those of an earlier try with --resume.
    std::vector<std::optional<QualityRecord>> records(jobs.size());
    std::optional<QualityRunsFile> runsFile;
    std::vector<std::size_t> missing;
    std::string opened;
    if (root && !options.out.empty()) {
        std::error_code error;
        std::filesystem::create_directories(options.out, error);
        std::map<QualityRunsFile::Key, QualityRecord> kept;
        Result<QualityRunsFile> file = error ? Result<QualityRunsFile>(Error{options.out + ": " + error.message()})
                                             : QualityRunsFile::open(fmt::format("{}/quality-{}.runs.jsonl", options.out, taskName(*task)),
                                                                     fingerprint.digest(), options.resume, kept);
        if (file) {
            runsFile.emplace(std::move(file).value());
            for (std::size_t index = 0; index < jobs.size(); ++index)
                if (const auto found = kept.find(keyOf(jobs[index])); found != kept.end())
                    records[index] = found->second;
            if (options.resume)
                std::fprintf(stderr, "resuming: %zu of %zu runs are in %s\n",
                             std::size_t(std::count_if(records.begin(), records.end(), [](const auto &r) { return r.has_value(); })),
                             jobs.size(), runsFile->path().c_str());
        } else {
            opened = file.error();
        }
    }
    communicator.broadcast(opened);
    if (!opened.empty())
        return failOnEveryRank(communicator, opened);
    for (std::size_t index = 0; index < jobs.size(); ++index)
        if (!records[index])
            missing.push_back(index);

    const InterruptFlag interrupt;
    const auto runJob = [&](std::size_t index) -> JobResult {
        const QualityJob &job = jobs[index];
        const MethodChoice &choice = (*methods)[job.method];
        RunRequest run{.method = std::string(choice.method->name), .task = *task, .params = *params};
        run.params.control.seed = job.seed;
        run.params.control.budget = choice.budget.value_or(params->control.budget);
        MethodContext context = run.context(problems[job.graph], *assets);
        context.cancel = interrupt.flag();
        const Stopwatch stopwatch;
        Result<MethodResult> result = choice.method->run(context);
        const double seconds = stopwatch.seconds();
        QualityRecord record{{(*suite)[job.graph].name, choice.label, job.seed}, {}};
        if (result)
            record.run = {record.run.graph, record.run.method, job.seed, result->score.value, result->score.penalty == 0.0,
                          result->evaluations, seconds};
        else
            record.skipped = result.error();
        return record.json();
    };
    std::size_t done = jobs.size() - missing.size();
    std::string failure;
    std::string unsaved;
    const auto collect = [&](std::size_t index, int rank, JobResult result) {
        const QualityJob &job = jobs[index];
        const auto [graph, method, seed] = keyOf(job);
        ++done;
        if (!result) {
            if (failure.empty())
                failure = fmt::format("rank {} failed the run of {} on {} with seed {}: {}", rank, method, graph, seed, result.error());
            return false;
        }
        Result<QualityRecord> record = QualityRecord::parse(*result);
        if (!record)
            throw RegalError(record.error());
        const std::string where = communicator.size() > 1 ? fmt::format(" (rank {})", rank) : std::string();
        if (!record->skipped.empty()) {
            std::fprintf(stderr, "[%zu/%zu] %s %s: skipped: %s%s\n", done, jobs.size(), graph.c_str(), method.c_str(),
                         record->skipped.c_str(), where.c_str());
        } else {
            std::fprintf(stderr, "[%zu/%zu] %s %s seed %llu: %s (%.2f s)%s\n", done, jobs.size(), graph.c_str(), method.c_str(),
                         static_cast<unsigned long long>(seed),
                         (*task == Task::Runtime ? formatSeconds(record->run.value) : formatBytes(Bytes(record->run.value))).c_str(),
                         record->run.seconds, where.c_str());
        }
        // A run cut short by Ctrl-C counts in this report, not in the runs file: --resume redoes it.
        if (runsFile && unsaved.empty() && !interrupt.raised())
            if (Status saved = runsFile->append(*record); !saved)
                unsaved = saved.error();
        records[index] = std::move(record).value();
        return !interrupt.raised();
    };
    communicator.handOut(largestFirst(jobs, missing), runJob, collect);
    communicator.broadcast(failure);
    if (!failure.empty())
        return failOnEveryRank(communicator, fmt::format("{}; {} of {} runs are kept{}", failure,
                                                         std::count_if(records.begin(), records.end(), [](const auto &r) { return r.has_value(); }),
                                                         jobs.size(),
                                                         runsFile ? " in " + runsFile->path() + ": run again with --resume to finish" : std::string()));
    if (!root)
        return 0;
    if (!unsaved.empty())
        return fail(unsaved);
    for (const std::optional<QualityRecord> &record : records)
        if (record && record->skipped.empty())
            table.addRun(record->run);

    if (interrupt.raised())
        std::fputs("regal: interrupted; the report covers the runs that finished\n", stderr);

    settings["interrupted"] = interrupt.raised();
    const nlohmann::ordered_json json = table.toJson(settings);
    const std::string markdown = table.toMarkdown(command);
    if (!options.out.empty()) {
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
    options->cluster.addMemoryFactorOption(*command);
    command->add_option("--out", options->out, "directory for quality-TASK.json and quality-TASK.md");
    command->add_flag("--json", options->json, "print the JSON report instead of the Markdown table");
    command->add_flag("--resume", options->resume,
                      "keep the runs that OUT/quality-TASK.runs.jsonl holds from an earlier try of the same benchmark; run the others");
    command->callback([options, &exitCode] {
        exitCode = runOnRanks([&](Communicator &communicator) { return runQuality(*options, communicator); });
    });
}

} // namespace regal::cli
