#include "app/regal/commands.h"
#include "app/regal/cputime.h"
#include "app/regal/report.h"

#include "core/base/counted.h"
#include "core/base/defaults.h"
#include "core/base/stopwatch.h"
#include "core/generate/generator.h"
#include "core/search/evaluator.h"
#include "core/search/proposal.h"

#include <cstdio>
#include <fmt/format.h>
#include <thread>

namespace regal::cli {
namespace {

struct SimOptions
{
    std::vector<std::size_t> nodes = {100, 1000, 10000, 100000};
    std::vector<int> threads;
    std::string family = "layered";
    std::string task = "runtime";
    int devices = defaults::Devices;
    double seconds = 1.0;
    bool json = false;
};

struct SimFigure
{
    std::string graph;
    std::size_t nodes = 0;
    std::size_t edges = 0;
    int threads = 0;
    std::int64_t evaluations = 0;
    double seconds = 0.0;
    double cpuSeconds = 0.0; ///< of every thread of the process: not counting time the machine gave others

    double evaluationsPerSecond() const { return double(evaluations) / seconds; }
    /// Thread-seconds per evaluation per node: what one evaluation costs one core.
    double nsPerNode() const { return nsPerEvaluation(seconds * threads, nodes); }
    double nsPerElement() const { return nsPerEvaluation(seconds * threads, nodes + edges); }
    /// CPU time per evaluation per node: steadier than nsPerNode() on a machine shared with others.
    double cpuNsPerNode() const { return nsPerEvaluation(cpuSeconds, nodes); }

private:
    double nsPerEvaluation(double threadSeconds, std::size_t elements) const
    {
        return threadSeconds / double(evaluations) / double(elements) * 1e9;
    }
};

/// Decodes and simulates random chromosomes, batch after batch, for at least \a seconds.
SimFigure measure(const Problem &problem, Task task, int threads, double seconds)
{
    constexpr std::size_t Chromosomes = 64;
    Evaluator evaluator(problem, task, threads, std::numeric_limits<std::int64_t>::max());
    const Decoder &decoder = evaluator.decoder();
    const ProposalSet uniform = ProposalSet::uniform(problem.nodeCount(), decoder.keysPerNode(), 0.7);
    std::vector<std::vector<double>> keys(Chromosomes, std::vector<double>(decoder.chromosomeSize()));
    for (std::size_t i = 0; i < Chromosomes; ++i) {
        Random random = Random::forStream(1, 0, i);
        uniform.sample(random, keys[i].data());
    }
    const std::size_t batch = std::max<std::size_t>(std::size_t(evaluator.threadCount()), 100000 / problem.nodeCount());
    std::vector<Score> scores(batch);
    const auto job = [&](std::size_t index, int worker) { return decoder.evaluate(keys[index % Chromosomes], worker); };
    evaluator.run(std::span(scores).first(std::size_t(evaluator.threadCount())), job); // warm up the scratch space
    const Stopwatch stopwatch;
    const double cpuStart = processCpuSeconds();
    const std::int64_t before = evaluator.evaluations();
    double elapsed = 0.0;
    do {
        evaluator.run(scores, job);
        elapsed = stopwatch.seconds();
    } while (elapsed < seconds);
    return {problem.graph().name(), problem.nodeCount(), problem.graph().edgeCount(), evaluator.threadCount(),
            evaluator.evaluations() - before, elapsed, processCpuSeconds() - cpuStart};
}

int runSim(const SimOptions &options)
{
    const std::optional<Family> family = parseFamily(options.family);
    if (!family)
        return fail("unknown family '" + options.family + "'");
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return fail(fmt::format("--task must be runtime or memory, not '{}'", options.task));
    std::vector<int> threadCounts = options.threads;
    if (threadCounts.empty()) {
        threadCounts.push_back(1);
        if (const int all = int(std::max(1u, std::thread::hardware_concurrency())); all > 1)
            threadCounts.push_back(all);
    }
    std::vector<SimFigure> figures;
    for (std::size_t nodes : options.nodes) {
        Result<Graph> graph = generateGraph(*family, nodes, 1);
        if (!graph)
            return fail(graph.error());
        Result<Problem> problem =
            Problem::create(std::make_shared<const Graph>(std::move(graph).value()), Cluster::uniform(options.devices));
        if (!problem)
            return fail(problem.error());
        for (int threads : threadCounts) {
            std::fprintf(stderr, "%s on %s...\n", problem->graph().name().c_str(), counted(threads, "thread").c_str());
            figures.push_back(measure(*problem, *task, threads, options.seconds));
        }
    }

    if (options.json) {
        nlohmann::ordered_json json;
        json["benchmark"] = "sim";
        json["family"] = options.family;
        json["task"] = options.task;
        json["devices"] = options.devices;
        nlohmann::ordered_json &results = json["results"] = nlohmann::ordered_json::array();
        for (const SimFigure &figure : figures)
            results.push_back({{"graph", figure.graph},
                               {"nodes", figure.nodes},
                               {"edges", figure.edges},
                               {"threads", figure.threads},
                               {"evaluations", figure.evaluations},
                               {"seconds", figure.seconds},
                               {"evaluations_per_second", figure.evaluationsPerSecond()},
                               {"ns_per_node", figure.nsPerNode()},
                               {"ns_per_node_and_edge", figure.nsPerElement()},
                               {"cpu_seconds", figure.cpuSeconds},
                               {"cpu_ns_per_node", figure.cpuNsPerNode()}});
        printJson(json);
        return 0;
    }
    std::string table = fmt::format("decode + simulate, {} graphs on {} devices without memory limits, task {} ({})\n\n",
                                    options.family, options.devices, options.task,
                                    scoreCountsMemory(*task, Cluster::uniform(options.devices)) ? "memory counted"
                                                                                                : "memory not counted");
    table += "| nodes | edges | threads | evaluations/s | ns per node | ns per node+edge | CPU ns per node |\n";
    table += "|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const SimFigure &figure : figures)
        table += fmt::format("| {} | {} | {} | {:.1f} | {:.1f} | {:.1f} | {:.1f} |\n", figure.nodes, figure.edges,
                             figure.threads, figure.evaluationsPerSecond(), figure.nsPerNode(), figure.nsPerElement(),
                             figure.cpuNsPerNode());
    std::fputs(table.c_str(), stdout);
    return 0;
}

} // namespace

void addBenchSimCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<SimOptions>();
    CLI::App *command = benchCommand(app).add_subcommand(
        "sim", "Simulator speed: evaluations per second and nanoseconds per node, one thread and all");
    command->add_option("--nodes", options->nodes, "graph sizes")
        ->check(CLI::Range(std::size_t(1), MaxGeneratedNodes))
        ->capture_default_str();
    command->add_option("--threads", options->threads, "thread counts (default: 1 and all hardware threads)")
        ->check(CLI::Range(1, 256));
    command->add_option("--family", options->family, "generated family of the graphs")->capture_default_str();
    command->add_option("--task", options->task,
                        "runtime (the makespan alone, as a search on devices without memory limits needs) or memory (every byte counted)")
        ->check(CLI::IsMember({"runtime", "memory"}))
        ->capture_default_str();
    command->add_option("--devices", options->devices, "identical devices")
        ->check(CLI::Range(1, MaxDevices))
        ->capture_default_str();
    command->add_option("--seconds", options->seconds, "time per measurement")
        ->check(CLI::Range(0.01, 600.0))
        ->capture_default_str();
    command->add_flag("--json", options->json, "machine-readable output");
    command->callback([options, &exitCode] { exitCode = runSim(*options); });
}

} // namespace regal::cli
