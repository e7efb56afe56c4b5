#include "core/training/searchimitation.h"

#include "core/policy/actiongrid.h"
#include "core/policy/categorical.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace regal {
namespace {

double logBetaDensity(const BetaParams &beta, double x)
{
    x = std::clamp(x, 1e-6, 1.0 - 1e-6);
    return (beta.alpha - 1.0) * std::log(x) + (beta.beta - 1.0) * std::log1p(-x) + std::lgamma(beta.alpha + beta.beta)
        - std::lgamma(beta.alpha) - std::lgamma(beta.beta);
}

int deviceTarget(ActionGrid::DeviceKind kind, int deviceChoices)
{
    const bool bySpeed = deviceChoices > ActionGrid::ToSlower;
    const bool asFast = deviceChoices > ActionGrid::ToAsFast;
    switch (kind) {
    case ActionGrid::DeviceKind::Anchor:
        return ActionGrid::KeepFirmly;
    case ActionGrid::DeviceKind::Faster:
        return bySpeed ? ActionGrid::ToFaster : ActionGrid::MoveOff;
    case ActionGrid::DeviceKind::Slower:
        return bySpeed ? ActionGrid::ToSlower : ActionGrid::MoveOff;
    case ActionGrid::DeviceKind::AsFast:
        return asFast ? ActionGrid::ToAsFast : ActionGrid::MoveOff;
    }
    return ActionGrid::MoveOff;
}

} // namespace

SearchTargets searchTargets(const Cluster &cluster, const Solution &anchor, const Solution &best, int deviceChoices)
{
    assert(anchor.device.size() == best.device.size());
    SearchTargets targets;
    for (std::size_t node = 0; node < best.device.size(); ++node) {
        targets.device.push_back(deviceTarget(ActionGrid::kindOf(cluster, best.device[node], anchor.device[node]), deviceChoices));
        int likeliest = 0;
        double highest = -HUGE_VAL;
        for (int choice = 0; choice < ActionGrid::PriorityChoices; ++choice) {
            const double density = logBetaDensity(ActionGrid::priorityKey(choice, anchor.priority[node]), best.priority[node]);
            if (density > highest) {
                highest = density;
                likeliest = choice;
            }
        }
        targets.priority.push_back(likeliest);
    }
    return targets;
}

double imitationStep(PolicyNetwork &network, Adam &adam, const GraphFeatures &features, const SearchTargets &targets)
{
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = network.forward(features, cache);
    const CategoricalGroups device(logits.device, network.shape().deviceChoices);
    const CategoricalGroups priority(logits.priority, network.shape().priorityChoices);
    // -log p of the target is REINFORCE's loss with an advantage of 1: per node, averaged.
    const double weight = 1.0 / double(targets.device.size());
    const PolicyLogits gradient{device.lossGradient(targets.device, weight, 0.0),
                                priority.lossGradient(targets.priority, weight, 0.0),
                                Matrix::Zero(logits.rho.rows(), logits.rho.cols())};
    const double crossEntropy = -(device.logProbability(targets.device) + priority.logProbability(targets.priority)) * weight / 2.0;
    network.zeroGradients();
    network.backward(features, cache, gradient);
    adam.step();
    return crossEntropy;
}

} // namespace regal
