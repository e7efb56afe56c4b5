#include "core/policy/categorical.h"

#include <cmath>

namespace regal {

CategoricalGroups::CategoricalGroups(const Matrix &logits, int choices)
    : m_choices(choices), m_probabilities(logits.rows(), logits.cols())
{
    double *out = m_probabilities.data();
    const double *in = logits.data();
    for (Eigen::Index group = 0; group < logits.size(); group += choices) {
        double largest = in[group];
        for (int c = 1; c < choices; ++c)
            largest = std::max(largest, in[group + c]);
        double total = 0.0;
        for (int c = 0; c < choices; ++c)
            total += out[group + c] = std::exp(in[group + c] - largest);
        for (int c = 0; c < choices; ++c)
            out[group + c] /= total;
    }
}

double CategoricalGroups::probability(std::size_t distribution, int choice) const
{
    return m_probabilities.data()[distribution * std::size_t(m_choices) + std::size_t(choice)];
}

std::vector<int> CategoricalGroups::sample(Random &random) const
{
    std::vector<int> picks(distributionCount());
    for (std::size_t d = 0; d < picks.size(); ++d) {
        double u = random.uniform();
        int choice = 0;
        while (choice + 1 < m_choices && (u -= probability(d, choice)) >= 0.0)
            ++choice;
        picks[d] = choice;
    }
    return picks;
}

std::vector<int> CategoricalGroups::mode() const
{
    std::vector<int> picks(distributionCount());
    for (std::size_t d = 0; d < picks.size(); ++d)
        for (int c = 1; c < m_choices; ++c)
            if (probability(d, c) > probability(d, picks[d]))
                picks[d] = c;
    return picks;
}

double CategoricalGroups::logProbability(const std::vector<int> &choices) const
{
    double total = 0.0;
    for (std::size_t d = 0; d < choices.size(); ++d)
        total += std::log(probability(d, choices[d]));
    return total;
}

std::vector<double> CategoricalGroups::entropies() const
{
    std::vector<double> values(distributionCount(), 0.0);
    for (std::size_t d = 0; d < values.size(); ++d)
        for (int c = 0; c < m_choices; ++c) {
            const double p = probability(d, c);
            values[d] -= p > 0.0 ? p * std::log(p) : 0.0;
        }
    return values;
}

Matrix CategoricalGroups::lossGradient(const std::vector<int> &choices, double advantage, double entropyWeight) const
{
    // -A log p_a has gradient -A (onehot_a - p); -w H has gradient w p_k (log p_k + H).
    Matrix gradient(m_probabilities.rows(), m_probabilities.cols());
    const std::vector<double> entropy = entropies();
    for (std::size_t d = 0; d < distributionCount(); ++d)
        for (int c = 0; c < m_choices; ++c) {
            const double p = probability(d, c);
            const double logP = p > 0.0 ? std::log(p) : 0.0;
            gradient.data()[d * std::size_t(m_choices) + std::size_t(c)] =
                -advantage * ((c == choices[d] ? 1.0 : 0.0) - p) + entropyWeight * p * (logP + entropy[d]);
        }
    return gradient;
}

} // namespace regal
