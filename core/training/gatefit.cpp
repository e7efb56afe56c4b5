#include "core/training/gatefit.h"

#include "core/policy/adam.h"

#include <cmath>

namespace regal {
namespace {

constexpr int FitSteps = 3000;
constexpr double WeightDecay = 1e-2;

} // namespace

double cautiousGain(std::span<const double> costs, double reference, double confidence)
{
    if (costs.empty() || !(reference > 0.0))
        return 0.0;
    const auto runs = double(costs.size());
    double sum = 0.0;
    for (double cost : costs)
        sum += cost;
    const double mean = sum / runs;
    double squares = 0.0;
    for (double cost : costs)
        squares += (cost - mean) * (cost - mean);
    // Sample variance of one run; the difference of two means of `runs` runs has twice its share.
    const double variance = costs.size() > 1 ? squares / (runs - 1.0) : 0.0;
    const double standardError = std::sqrt(2.0 * variance / runs);
    return (reference - mean - confidence * standardError) / reference;
}

void fitGate(PolicyNetwork &network, const std::vector<GateExample> &examples)
{
    Linear &gate = network.gateHead();
    gate.weight.value.setZero();
    gate.bias.value.setZero();
    if (examples.empty())
        return;
    // The trunk is fixed, so each graph's pooled embedding is computed once, and standardised so
    // that the decay weighs every feature alike.
    const auto n = Eigen::Index(examples.size());
    Matrix pooled(n, gate.weight.value.rows());
    double weightSum = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        PolicyNetwork::Cache cache;
        network.forward(*examples[std::size_t(i)].features, cache);
        pooled.row(i) = cache.pooled;
        weightSum += std::abs(examples[std::size_t(i)].gain);
    }
    if (weightSum <= 0.0)
        return;
    const Matrix mean = pooled.colwise().mean();
    Matrix spread = ((pooled.rowwise() - mean.row(0)).array().square().colwise().mean()).sqrt().matrix();
    spread = spread.cwiseMax(1e-9);
    const Matrix standard = (pooled.rowwise() - mean.row(0)).array().rowwise() / spread.row(0).array();

    // Logistic regression of "steering gained" on the standardised embedding, each graph weighed
    // by how much was at stake there: the decision that loses least in expectation.
    Linear fit("gate_fit", int(pooled.cols()), 1);
    fit.weight.value.setZero();
    fit.bias.value.setZero();
    Adam adam({&fit.weight, &fit.bias}, {.learningRate = 0.01});
    for (int step = 0; step < FitSteps; ++step) {
        const Matrix logits = fit.forward(standard);
        Matrix dLogits(n, 1);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double gain = examples[std::size_t(i)].gain;
            const double p = 1.0 / (1.0 + std::exp(-logits(i, 0)));
            dLogits(i, 0) = std::abs(gain) / weightSum * (p - (gain > 0.0 ? 1.0 : 0.0));
        }
        fit.weight.gradient.setZero();
        fit.bias.gradient.setZero();
        fit.backward(standard, dLogits);
        fit.weight.gradient += WeightDecay * fit.weight.value;
        adam.step();
    }
    // Back to the raw embedding: w x_std + b = (w / spread) x + b - (w / spread) . mean.
    gate.weight.value = fit.weight.value.array() / spread.transpose().array();
    gate.bias.value(0, 0) = fit.bias.value(0, 0) - (mean * gate.weight.value)(0, 0);
}

} // namespace regal
