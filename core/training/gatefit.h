#pragma once

#include "core/policy/graphfeatures.h"
#include "core/policy/policynetwork.h"

#include <span>
#include <vector>

namespace regal {

/// \brief What steering gained on one training problem: the graph, and the mean improvement of
/// the network's most probable advice over seeded BRKGA on the same seeds.
struct GateExample
{
    const GraphFeatures *features = nullptr;
    double gain = 0.0;
};

/// The gain of the advice on one problem: the improvement of the mean of its \a costs (one per
/// seed) over \a reference, seeded BRKGA's mean cost on the same seeds, less \a confidence
/// standard errors of that difference (the runs' spread, taken alike for both). With confidence
/// 0 the plain mean gain; above it a gain that the seeds' luck could have made counts as a loss.
double cautiousGain(std::span<const double> costs, double reference, double confidence);

/// Fits the gate of \a network (a shape with a gate) to \a examples, its other weights fixed: a
/// logistic regression of whether the advice gained, on the mean of the node embeddings, each
/// example weighed by the size of its gain or loss, with a small weight decay. So the gate steers
/// where the advice paid and leaves to seeded BRKGA the graphs where it cost. Deterministic: the
/// same examples give the same gate.
void fitGate(PolicyNetwork &network, const std::vector<GateExample> &examples);

} // namespace regal
