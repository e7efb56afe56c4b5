#include "core/training/trainingparams.h"

#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace regal {

std::string TrainingCluster::text() const
{
    std::string text = fmt::format("{}", fmt::join(speeds, ","));
    return memoryFactor > 0.0 ? fmt::format("{}@{}", text, memoryFactor) : text;
}

Result<TrainingCluster> TrainingCluster::parse(std::string_view text)
{
    const auto wrong = [&](std::string_view why) {
        return Error{fmt::format("cluster '{}': {}; write the speeds, then @ and the memory factor if memory is limited, "
                                 "e.g. 1,1,0.5,0.5@1.3", text, why)};
    };
    TrainingCluster cluster;
    cluster.speeds.clear();
    const std::size_t at = text.find('@');
    const std::string_view speeds = text.substr(0, at);
    if (at != std::string_view::npos) {
        const std::string factor(text.substr(at + 1));
        char *end = nullptr;
        cluster.memoryFactor = std::strtod(factor.c_str(), &end);
        if (factor.empty() || *end != '\0' || !(cluster.memoryFactor > 0.0) || !std::isfinite(cluster.memoryFactor))
            return wrong(fmt::format("the memory factor '{}' is not a positive number", factor));
    }
    std::size_t start = 0;
    while (start <= speeds.size()) {
        const std::size_t comma = std::min(speeds.find(',', start), speeds.size());
        const std::string speed(speeds.substr(start, comma - start));
        char *end = nullptr;
        const double value = std::strtod(speed.c_str(), &end);
        if (speed.empty() || *end != '\0' || !(value > 0.0) || !std::isfinite(value))
            return wrong(fmt::format("the speed '{}' is not a positive number", speed));
        cluster.speeds.push_back(value);
        if (cluster.speeds.size() > std::size_t(MaxDevices))
            return wrong(fmt::format("more than {} devices", MaxDevices));
        start = comma + 1;
    }
    return cluster;
}

Status TrainingParams::validate() const
{
    const auto outside = [](const char *name, auto value, std::string_view range) {
        return Error{fmt::format("training parameter {} = {} is outside {}", name, value, range)};
    };
    if (clusters.empty())
        return Error{"training needs at least one cluster"};
    for (const TrainingCluster &cluster : clusters) {
        if (cluster.speeds.empty() || cluster.speeds.size() > std::size_t(MaxDevices))
            return outside("devices", cluster.speeds.size(), fmt::format("[1, {}]", MaxDevices));
        for (double speed : cluster.speeds)
            if (!(speed > 0.0) || !std::isfinite(speed))
                return outside("device speed", speed, "> 0");
        if (!(cluster.memoryFactor >= 0.0) || !std::isfinite(cluster.memoryFactor))
            return outside("memory factor", cluster.memoryFactor, ">= 0");
    }
    if (steps < 1)
        return outside("steps", steps, ">= 1");
    if (graphsPerStep < 1)
        return outside("graphs per step", graphsPerStep, ">= 1");
    if (samplesPerGraph < 2)
        return outside("samples per graph", samplesPerGraph, ">= 2");
    if (budget < 1)
        return outside("budget", budget, ">= 1");
    if (referenceRuns < 1)
        return outside("reference runs", referenceRuns, ">= 1");
    if (!(entropyWeight >= 0.0))
        return outside("entropy weight", entropyWeight, ">= 0");
    if (validateEvery < 1)
        return outside("validate every", validateEvery, ">= 1");
    if (validationSeeds < 1)
        return outside("validation seeds", validationSeeds, ">= 1");
    if (imitationBudget < 0)
        return outside("imitation budget", imitationBudget, ">= 0");
    if (steeredImitationBudget < 0)
        return outside("steered imitation budget", steeredImitationBudget, ">= 0");
    if (steeredImitationBudget > 0 && imitationBudget == 0)
        return Error{"a steered imitation budget needs an imitation budget: the steered searches follow the imitated network"};
    if (imitationEpochs < 1)
        return outside("imitation epochs", imitationEpochs, ">= 1");
    if (!(gateConfidence >= 0.0) || !std::isfinite(gateConfidence))
        return outside("gate confidence", gateConfidence, ">= 0");
    if (gateConfidence > 0.0 && !shape.gate)
        return Error{"a gate confidence needs a gate: it says how sure a gain must be for the gate to steer"};
    if (gateRuns < 0)
        return outside("gate runs", gateRuns, ">= 0");
    if (gateRuns > 0 && !shape.gate)
        return Error{"gate runs need a gate: they are the runs the gate is fitted on"};
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
    json["clusters"] = nlohmann::ordered_json::array();
    for (const TrainingCluster &cluster : clusters)
        json["clusters"].push_back(cluster.text());
    json["steps"] = steps;
    json["graphs_per_step"] = graphsPerStep;
    json["samples_per_graph"] = samplesPerGraph;
    json["budget"] = budget;
    json["reference_runs"] = referenceRuns;
    json["steering"] = steeringName(steering);
    json["entropy_weight"] = entropyWeight;
    // The later options only when asked for: without them the text, and so every policy file,
    // stays as before.
    if (scaledAdvantages)
        json["scaled_advantages"] = true;
    json["validate_every"] = validateEvery;
    if (pairedValidation)
        json["paired_validation_seeds"] = validationSeeds;
    if (imitationBudget > 0)
        json["imitation"] = {{"budget", imitationBudget}, {"epochs", imitationEpochs}};
    if (steeredImitationBudget > 0)
        json["imitation"]["steered_budget"] = steeredImitationBudget;
    json["learning_rate"] = adam.learningRate;
    json["seed"] = seed;
    json["brkga"] = nlohmann::ordered_json::parse(brkgaParamsJson(brkga));
    json["shape"] = {{"hidden", shape.hidden}, {"rounds", shape.rounds}};
    if (shape.gate)
        json["shape"]["gate"] = true;
    if (gateConfidence > 0.0)
        json["gate_confidence"] = gateConfidence;
    if (gateRuns > 0)
        json["gate_runs"] = gateRuns;
    return json.dump();
}

} // namespace regal
