#include "app/regal/commands.h"
#include "app/regal/numberchecks.h"
#include "app/regal/progress.h"
#include "app/regal/ranks.h"
#include "app/regal/suite.h"

#include "core/base/textfile.h"
#include "core/distributed/agreement.h"
#include "core/training/policytrainer.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>
#include <optional>

namespace regal::cli {
namespace {

struct TrainOptions
{
    std::string task = "runtime";
    std::vector<std::string> suite;
    std::vector<std::string> validation;
    std::vector<std::string> gateSuite;
    std::string out;
    std::string checkpoint;
    std::string curve;
    std::vector<std::string> clusters;
    std::string steering = "every-other";
    std::optional<int> validationSeeds; ///< paired validation on this many seeds, when given
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

std::string clusterList(const TrainingParams &params)
{
    std::string list;
    for (const TrainingCluster &cluster : params.clusters)
        list += (list.empty() ? "" : " ") + cluster.text();
    return list;
}

/// The graphs a training reads.
struct TrainingSuites
{
    std::vector<SuiteGraph> training;
    std::vector<SuiteGraph> validation;
    std::vector<SuiteGraph> gate; ///< --gate-suite
};

/// The suite of \a sources, none when there are none.
Result<std::vector<SuiteGraph>> loadOptionalSuite(const std::vector<std::string> &sources)
{
    return sources.empty() ? std::vector<SuiteGraph>{} : loadSuite(sources);
}

/// The graphs, or the first error; on every rank alike when their inputs agree.
Result<TrainingSuites> loadGraphs(TrainOptions &options)
{
    const std::optional<Task> task = parseTask(options.task);
    if (!task)
        return Error{fmt::format("--task must be runtime or memory, not '{}'", options.task)};
    options.params.task = *task;
    options.params.steering = *parseSteering(options.steering);
    if (options.validationSeeds) {
        options.params.validationSeeds = *options.validationSeeds;
        options.params.pairedValidation = true;
    }
    if (!options.clusters.empty()) {
        options.params.clusters.clear();
        for (const std::string &text : options.clusters) {
            Result<TrainingCluster> cluster = TrainingCluster::parse(text);
            if (!cluster)
                return Error{"--cluster-kind " + cluster.error()};
            options.params.clusters.push_back(*cluster);
        }
    }
    if (Status status = options.params.validate(); !status)
        return status.failure();
    if (!options.gateSuite.empty() && !options.params.shape.gate)
        return Error{"--gate-suite needs --gate: the graphs serve only to fit the gate"};
    Result<std::vector<SuiteGraph>> training = loadSuite(options.suite);
    if (!training)
        return training.failure();
    Result<std::vector<SuiteGraph>> validation = loadOptionalSuite(options.validation);
    if (!validation)
        return validation.failure();
    Result<std::vector<SuiteGraph>> gate = loadOptionalSuite(options.gateSuite);
    if (!gate)
        return gate.failure();
    return TrainingSuites{std::move(training).value(), std::move(validation).value(), std::move(gate).value()};
}

/// Rank 0 reads the checkpoint, when there is one, and every rank restores it.
Status resume(PolicyTrainer &trainer, const std::string &checkpoint, Communicator &communicator)
{
    std::string text;
    Status read;
    if (communicator.isRoot() && !checkpoint.empty() && std::filesystem::exists(checkpoint)) {
        Result<std::string> file = readTextFile(checkpoint);
        if (file)
            text = std::move(file).value();
        else
            read = file.failure();
    }
    if (!read)
        text = "\n" + read.error(); // a checkpoint is JSON: it never starts with a newline
    communicator.broadcast(text);
    if (text.starts_with('\n'))
        return Error{text.substr(1)};
    return text.empty() ? Status() : trainer.restore(text, checkpoint);
}

/// Every rank trains; rank 0 alone reports, and writes the checkpoint, the curve and the policy.
int runTrain(TrainOptions options, Communicator &communicator)
{
    const bool root = communicator.isRoot();
    auto graphs = loadGraphs(options);
    RunFingerprint fingerprint;
    fingerprint.add("training parameters", options.params.json());
    if (graphs)
        fingerprint.add("graphs", suiteFingerprint(graphs->training) + "validation\n" + suiteFingerprint(graphs->validation)
                                      + "gate\n" + suiteFingerprint(graphs->gate));
    Status started = graphs ? Status() : graphs.failure();
    // The policy is written after hours of training: where it goes is checked before.
    for (const std::string &path : {options.out, options.checkpoint})
        if (started && root && !path.empty())
            started = checkWritable(path);
    if (Status agreed = checkAgreement(communicator, started, fingerprint); !agreed)
        return failOnEveryRank(communicator, agreed.error());
    const std::vector<SuiteGraph> &training = graphs->training;
    const std::vector<SuiteGraph> &validation = graphs->validation;
    PolicyTrainer trainer(options.params, trainingGraphs(training), trainingGraphs(validation), &communicator);
    trainer.setGateGraphs(trainingGraphs(graphs->gate));
    if (Status restored = resume(trainer, options.checkpoint, communicator); !restored)
        return failOnEveryRank(communicator, restored.error());
    if (root && trainer.step() > 0)
        std::fprintf(stderr, "resuming from step %d of %s\n", trainer.step(), options.checkpoint.c_str());
    std::FILE *curve = nullptr;
    if (root && !options.curve.empty()) {
        const bool append = trainer.step() > 0 && std::filesystem::exists(options.curve);
        if (append && !keepCurveUpTo(options.curve, trainer.step()))
            communicator.abort(options.curve + ": cannot rewrite the training curve", 1);
        curve = std::fopen(options.curve.c_str(), append ? "a" : "w");
        if (!curve)
            communicator.abort(options.curve + ": cannot write the training curve", 1);
        if (!append) {
            std::string header = "step,seconds,mean_reward,mean_entropy,validation";
            if (options.params.clusters.size() > 1)
                for (std::size_t kind = 1; kind <= options.params.clusters.size(); ++kind)
                    header += fmt::format(",validation_cluster{}", kind);
            std::fprintf(curve, "%s\n", header.c_str());
        }
    }
    if (root)
        std::fprintf(stderr, "training a %s policy on %zu graphs (%zu for validation%s), clusters %s, %d steps%s\n",
                     options.task.c_str(), training.size(), validation.size(),
                     options.params.pairedValidation ? fmt::format(", paired on {} seeds", options.params.validationSeeds).c_str() : "",
                     clusterList(options.params).c_str(), options.params.steps,
                     communicator.size() > 1 ? fmt::format(", {} ranks", communicator.size()).c_str() : "");

    const InterruptFlag interrupt;
    Status saved;
    const Status trained = trainer.run(
        [&](const TrainingProgress &progress) {
            if (!root)
                return;
            // Step 0 is the validation of the network before any step: untrained, or after imitation (paired validation only).
            const bool stepped = progress.step > 0;
            std::string line = stepped ? fmt::format("step {}/{}  reward {}  entropy {:.3f}", progress.step, options.params.steps,
                                                     percent(progress.meanReward), progress.meanEntropy)
                                       : std::string(options.params.imitationBudget > 0 ? "imitated network" : "untrained network");
            if (progress.validation) {
                line += "  validation " + percent(*progress.validation);
                if (trainer.bestValidation() && *trainer.bestValidation() == *progress.validation)
                    line += " (best)";
                if (progress.validationByCluster.size() > 1) {
                    std::vector<std::string> kinds;
                    for (std::size_t kind = 0; kind < progress.validationByCluster.size(); ++kind)
                        kinds.push_back(options.params.clusters[kind].text() + " " + percent(progress.validationByCluster[kind]));
                    line += fmt::format(" ({})", fmt::join(kinds, ", "));
                }
                if (!options.checkpoint.empty() && saved)
                    saved = writeFileAtomically(options.checkpoint, trainer.checkpointJson());
            }
            std::fprintf(stderr, "%s  %.0f s\n", line.c_str(), progress.seconds);
            if (curve) {
                std::string row = stepped ? fmt::format("{},{:.3f},{:.6f},{:.6f},", progress.step, progress.seconds,
                                                        progress.meanReward, progress.meanEntropy)
                                          : fmt::format("0,{:.3f},,,", progress.seconds);
                if (progress.validation)
                    row += fmt::format("{:.6f}", *progress.validation);
                if (options.params.clusters.size() > 1)
                    for (std::size_t kind = 0; kind < options.params.clusters.size(); ++kind)
                        row += kind < progress.validationByCluster.size() ? fmt::format(",{:.6f}", progress.validationByCluster[kind]) : ",";
                std::fprintf(curve, "%s\n", row.c_str());
                std::fflush(curve);
            }
        },
        interrupt.flag());
    if (curve)
        std::fclose(curve);
    if (!trained)
        return failOnEveryRank(communicator, trained.error()
                                                 + (options.checkpoint.empty() ? std::string()
                                                                               : "; run the same command again to resume from " + options.checkpoint));
    if (!root)
        return 0;
    if (!saved)
        return fail(saved.error());
    if (!options.checkpoint.empty())
        if (Status status = writeFileAtomically(options.checkpoint, trainer.checkpointJson()); !status)
            return fail(status.error());
    if (Status status = writeFileAtomically(options.out, writePolicyJson(trainer.bestModel())); !status)
        return fail(status.error());
    if (const std::optional<PolicyTrainer::GateSummary> &gate = trainer.gateSummary())
        std::fprintf(stderr, "gate fitted: steers %zu of the %zu problems it was fitted on; validation with it %s\n", gate->steered,
                     gate->problems, gate->validation ? percent(*gate->validation).c_str() : "(none)");
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
    command->add_option("--cluster-kind", options->clusters,
                        "a cluster to train on, repeatable: device speeds, then @ and a memory factor F for F x (the "
                        "one-device peak of the input order) / devices of memory each, e.g. 1,1,0.5,0.5@1.3")
        ->default_str(clusterList(params));
    command->add_option("--steps", params.steps, "policy updates")->check(positiveNumber())->capture_default_str();
    command->add_option("--graphs-per-step", params.graphsPerStep, "graphs per update")->check(positiveNumber())->capture_default_str();
    command->add_option("--samples", params.samplesPerGraph, "decisions sampled per graph")->check(CLI::Range(2, 256))->capture_default_str();
    command->add_option("--budget", params.budget, "evaluations of every BRKGA run")->check(positiveNumber())->capture_default_str();
    command->add_option("--steering", options->steering,
                        "which samples the proposals steer, in training and when the policy runs: every-other or all")
        ->check(CLI::IsMember({"every-other", "all"}))
        ->capture_default_str();
    command->add_option("--reference-runs", params.referenceRuns, "seeded BRKGA runs averaged for the reference cost")->check(positiveNumber())->capture_default_str();
    command->add_flag("--scaled-advantages", params.scaledAdvantages,
                      "divide each graph's advantages by the spread of its samples' rewards, so that every graph weighs alike");
    command->add_option("--imitation-budget", params.imitationBudget,
                        "before the first step, teach the network, node by node, the choices under which the best solution "
                        "of seeded BRKGA at this many evaluations is most likely, on every training graph and cluster; 0: no imitation")
        ->check(nonNegativeNumber())
        ->capture_default_str();
    command->add_option("--steered-imitation-budget", params.steeredImitationBudget,
                        "after imitating, imitate once more the best solutions of searches at this many evaluations that the "
                        "imitated network's proposals steer; 0: no such round")
        ->check(nonNegativeNumber())
        ->capture_default_str();
    command->add_option("--imitation-epochs", params.imitationEpochs, "passes over the training problems when imitating")
        ->check(positiveNumber())
        ->capture_default_str();
    command->add_option("--entropy", params.entropyWeight, "entropy bonus weight")->check(nonNegativeNumber())->capture_default_str();
    command->add_option("--learning-rate", params.adam.learningRate, "Adam step size")->check(positiveNumber())->capture_default_str();
    command->add_option("--validate-every", params.validateEvery, "steps between validations")->check(positiveNumber())->capture_default_str();
    command->add_option("--validation-seeds", options->validationSeeds,
                        "paired validation: each validation graph and cluster is run with seeds 1000 to 999+N, steered and "
                        "as seeded BRKGA alike, and scored seed by seed, the untrained network first (it ships when no step "
                        "beats it); without it, 2 seeds against the mean of the "
                        "reference runs")
        ->check(CLI::Range(1, 1000));
    command->add_option("--device-choices", params.shape.deviceChoices,
                        "choices of the device head: 5 keep a node on the anchor's device or move it off; 7 also move it "
                        "to a faster or a slower device; 8 also to another device as fast as the anchor's")
        ->check(CLI::IsMember({5, 7, 8}))
        ->capture_default_str();
    command->add_flag("--gate", params.shape.gate,
                      "after training, fit a gate to what the advice gained on each training graph: where the gate says no, the regal "
                      "method runs as seeded BRKGA");
    command->add_option("--gate-suite", options->gateSuite,
                        "more graphs to fit the gate on, never trained on, e.g. of the sizes the policy will meet")
        ->expected(1, -1);
    command->add_option("--gate-confidence", params.gateConfidence,
                        "the gate steers where the advice gained by more than this many standard errors of its runs, so "
                        "that a gain the seeds' luck could have made counts as a loss; 0: wherever it gained")
        ->check(nonNegativeNumber())
        ->capture_default_str();
    command->add_option("--gate-runs", params.gateRuns,
                        "seeds of the gate's fitting runs, steered and seeded alike; 0: the reference runs' seeds")
        ->check(CLI::Range(0, 1000))
        ->capture_default_str();
    command->add_option("--hidden", params.shape.hidden, "width of the node embeddings")->check(CLI::Range(1, 1024))->capture_default_str();
    command->add_option("--rounds", params.shape.rounds, "message-passing rounds")->check(CLI::Range(0, 64))->capture_default_str();
    command->add_option("--threads", params.threads, "rollouts in parallel; 0 means one per core")->check(CLI::Range(0, 256))->capture_default_str();
    command->add_option("--seed", params.seed, "seed of every random choice")->capture_default_str();
    command->callback([options, &exitCode] {
        exitCode = runOnRanks([&](Communicator &communicator) { return runTrain(*options, communicator); });
    });
}

} // namespace regal::cli
