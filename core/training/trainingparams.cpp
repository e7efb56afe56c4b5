#include "core/training/trainingparams.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace regal {

Status TrainingParams::validate() const
{
    const auto outside = [](const char *name, auto value, std::string_view range) {
        return Error{fmt::format("training parameter {} = {} is outside {}", name, value, range)};
    };
    if (devices < 1 || devices > MaxDevices)
        return outside("devices", devices, fmt::format("[1, {}]", MaxDevices));
    if (steps < 1)
        return outside("steps", steps, ">= 1");
    if (graphsPerStep < 1)
        return outside("graphs per step", graphsPerStep, ">= 1");
    if (samplesPerGraph < 2)
        return outside("samples per graph", samplesPerGraph, ">= 2");
    if (budget < 1)
        return outside("budget", budget, ">= 1");
    if (uniformRuns < 1)
        return outside("uniform runs", uniformRuns, ">= 1");
    if (!(entropyWeight >= 0.0))
        return outside("entropy weight", entropyWeight, ">= 0");
    if (validateEvery < 1)
        return outside("validate every", validateEvery, ">= 1");
    if (validationSeeds < 1)
        return outside("validation seeds", validationSeeds, ">= 1");
    if (threads < 0 || threads > limits::MaxThreads)
        return outside("threads", threads, fmt::format("[0, {}]", limits::MaxThreads));
    if (!(adam.learningRate > 0.0))
        return outside("learning rate", adam.learningRate, "> 0");
    return brkga.validate();
}

std::string TrainingParams::json() const
{
    nlohmann::ordered_json json;
    json["task"] = taskName(task);
    json["devices"] = devices;
    json["steps"] = steps;
    json["graphs_per_step"] = graphsPerStep;
    json["samples_per_graph"] = samplesPerGraph;
    json["budget"] = budget;
    json["uniform_runs"] = uniformRuns;
    json["entropy_weight"] = entropyWeight;
    json["validate_every"] = validateEvery;
    json["learning_rate"] = adam.learningRate;
    json["heuristics_in_population"] = heuristicsInPopulation;
    json["seed"] = seed;
    json["brkga"] = nlohmann::ordered_json::parse(brkgaParamsJson(brkga));
    json["shape"] = {{"hidden", shape.hidden}, {"rounds", shape.rounds}};
    return json.dump();
}

} // namespace regal
