#include "app/regal/commands.h"
#include "app/regal/progress.h"
#include "app/regal/suite.h"

#include "core/base/textfile.h"
#include "core/training/policytrainer.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>

namespace regal::cli {
namespace {

struct TrainOptions
{
    std::string task = "runtime";
    std::vector<std::string> suite;
    std::vector<std::string> validation;
    std::string out;
    std::string checkpoint;
    std::string curve;
    TrainingParams params;
};

std::vector<TrainingGraph> trainingGraphs(const std::vector<SuiteGraph> &suite)
{
    std::vector<TrainingGraph> graphs;
    for (const SuiteGraph &entry : suite)
        graphs.push_back({entry.name, entry.graph});
    return graphs;
}

/// Drops the rows of a curve after \a step: a training resumed from a checkpoint writes them anew.
bool keepCurveUpTo(const std::string &path, int step)
{
    Result<std::string> text = readTextFile(path);
    if (!text)
        return false;
    std::string kept;
    std::size_t start = 0;
    while (start < text->size()) {
        const std::size_t end = std::min(text->find('\n', start), text->size());
        const std::string line = text->substr(start, end - start);
        const bool header = start == 0;
        if (header || std::atoi(line.c_str()) <= step)
            kept += line + '\n';
        start = end + 1;
    }
    return writeFileAtomically(path, kept).ok();
}

std::string percent(double share) { return fmt::format("{:+.2f}%", 100.0 * share); }

int runTrain(TrainOptions options)
{
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return fail(fmt::format("--task must be runtime or memory, not '{}'", options.task));
    options.params.task = *task;
    if (Status status = options.params.validate(); !status)
        return fail(status.error());
    Result<std::vector<SuiteGraph>> training = loadSuite(options.suite);
    if (!training)
        return fail(training.error());
    std::vector<SuiteGraph> validation;
    if (!options.validation.empty()) {
        Result<std::vector<SuiteGraph>> read = loadSuite(options.validation);
        if (!read)
            return fail(read.error());
        validation = std::move(read).value();
    }
    PolicyTrainer trainer(options.params, trainingGraphs(*training), trainingGraphs(validation));
    if (!options.checkpoint.empty() && std::filesystem::exists(options.checkpoint)) {
        Result<std::string> text = readTextFile(options.checkpoint);
        if (!text)
            return fail(text.error());
        if (Status restored = trainer.restore(*text, options.checkpoint); !restored)
            return fail(restored.error());
        std::fprintf(stderr, "resuming from step %d of %s\n", trainer.step(), options.checkpoint.c_str());
    }
    std::FILE *curve = nullptr;
    if (!options.curve.empty()) {
        const bool append = trainer.step() > 0 && std::filesystem::exists(options.curve);
        if (append && !keepCurveUpTo(options.curve, trainer.step()))
            return fail(options.curve + ": cannot rewrite the training curve");
        curve = std::fopen(options.curve.c_str(), append ? "a" : "w");
        if (!curve)
            return fail(options.curve + ": cannot write the training curve");
        if (!append)
            std::fputs("step,seconds,mean_reward,mean_entropy,validation\n", curve);
    }
    std::fprintf(stderr, "training a %s policy on %zu graphs (%zu for validation), %d devices, %d steps\n",
                 options.task.c_str(), training->size(), validation.size(), options.params.devices, options.params.steps);

    const InterruptFlag interrupt;
    Status saved;
    trainer.run(
        [&](const TrainingProgress &progress) {
            std::string line = fmt::format("step {}/{}  reward {}  entropy {:.3f}", progress.step, options.params.steps,
                                           percent(progress.meanReward), progress.meanEntropy);
            if (progress.validation) {
                line += "  validation " + percent(*progress.validation);
                if (trainer.bestValidation() && *trainer.bestValidation() == *progress.validation)
                    line += " (best)";
                if (!options.checkpoint.empty() && saved)
                    saved = writeFileAtomically(options.checkpoint, trainer.checkpointJson());
            }
            std::fprintf(stderr, "%s  %.0f s\n", line.c_str(), progress.seconds);
            if (curve) {
                std::fprintf(curve, "%d,%.3f,%.6f,%.6f,%s\n", progress.step, progress.seconds, progress.meanReward,
                             progress.meanEntropy, progress.validation ? fmt::format("{:.6f}", *progress.validation).c_str() : "");
                std::fflush(curve);
            }
        },
        interrupt.flag());
    if (curve)
        std::fclose(curve);
    if (!saved)
        return fail(saved.error());
    if (!options.checkpoint.empty())
        if (Status status = writeFileAtomically(options.checkpoint, trainer.checkpointJson()); !status)
            return fail(status.error());
    if (Status status = writeFileAtomically(options.out, writePolicyJson(trainer.bestModel())); !status)
        return fail(status.error());
    std::fprintf(stderr, "%s after %d steps; best validation %s; policy written to %s\n",
                 interrupt.raised() ? "stopped" : "done", trainer.step(),
                 trainer.bestValidation() ? percent(*trainer.bestValidation()).c_str() : "(none)", options.out.c_str());
    return 0;
}

} // namespace

void addTrainCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<TrainOptions>();
    TrainingParams &params = options->params;
    CLI::App *command = app.add_subcommand("train", "Train a REGAL policy with REINFORCE on a suite of graphs");
    command->add_option("--task", options->task, "runtime or memory")->check(CLI::IsMember({"runtime", "memory"}))->capture_default_str();
    command->add_option("--suite", options->suite, "training graphs: directories, files or sample:NAME")->required()->expected(1, -1);
    command->add_option("--validation", options->validation, "validation graphs, never trained on")->expected(1, -1);
    command->add_option("--out", options->out, "policy file to write (the network that did best on validation)")->required();
    command->add_option("--checkpoint", options->checkpoint, "checkpoint file: resumed from when it exists, saved at every validation");
    command->add_option("--curve", options->curve, "training curve to write as CSV");
    command->add_option("--devices", params.devices, "identical devices of the training cluster")->check(CLI::Range(1, MaxDevices))->capture_default_str();
    command->add_option("--steps", params.steps, "policy updates")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--graphs-per-step", params.graphsPerStep, "graphs per update")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--samples", params.samplesPerGraph, "decisions sampled per graph")->check(CLI::Range(2, 256))->capture_default_str();
    command->add_option("--budget", params.budget, "evaluations of every BRKGA run")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--uniform-runs", params.uniformRuns, "uniform BRKGA runs averaged for the reference cost")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--entropy", params.entropyWeight, "entropy bonus weight")->check(CLI::NonNegativeNumber)->capture_default_str();
    command->add_option("--learning-rate", params.adam.learningRate, "Adam step size")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--validate-every", params.validateEvery, "steps between validations")->check(CLI::PositiveNumber)->capture_default_str();
    command->add_option("--hidden", params.shape.hidden, "width of the node embeddings")->check(CLI::Range(1, 1024))->capture_default_str();
    command->add_option("--rounds", params.shape.rounds, "message-passing rounds")->check(CLI::Range(0, 64))->capture_default_str();
    command->add_option("--heuristics-in-population", params.heuristicsInPopulation,
                        "start every steered run with every heuristic's solution, as --method regal does (true or false)")
        ->default_str(params.heuristicsInPopulation ? "true" : "false");
    command->add_option("--threads", params.threads, "rollouts in parallel; 0 means one per core")->check(CLI::Range(0, 256))->capture_default_str();
    command->add_option("--seed", params.seed, "seed of every random choice")->capture_default_str();
    command->callback([options, &exitCode] { exitCode = runTrain(*options); });
}

} // namespace regal::cli
