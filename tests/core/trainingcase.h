#pragma once

// Small generated graphs and a tiny training for the trainer's and the gate's tests.

#include "core/generate/generator.h"
#include "core/training/policytrainer.h"

#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

namespace regal::test {

/// One generated graph of \a nodes nodes per (family, seed), named as the generator names it.
inline std::vector<TrainingGraph> trainingGraphs(std::initializer_list<std::pair<Family, std::uint64_t>> which,
                                                 std::size_t nodes)
{
    std::vector<TrainingGraph> result;
    for (const auto &[family, seed] : which) {
        auto graph = std::make_shared<const Graph>(generateGraph(family, nodes, seed).value());
        result.push_back({graph->name(), graph});
    }
    return result;
}

/// A training of a few steps on two devices, small enough to run in a test.
inline TrainingParams tinyParams(int threads)
{
    TrainingParams params;
    params.task = Task::Runtime;
    params.clusters = {TrainingCluster{{1.0, 1.0}, 0.0}};
    params.steps = 4;
    params.graphsPerStep = 2;
    params.samplesPerGraph = 3;
    params.budget = 60;
    params.referenceRuns = 2;
    params.validateEvery = 2;
    params.validationSeeds = 1;
    params.threads = threads;
    params.brkga.population = 10;
    params.shape.hidden = 8;
    params.shape.rounds = 1;
    return params;
}

} // namespace regal::test
