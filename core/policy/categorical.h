#pragma once

#include "core/base/random.h"
#include "core/policy/tensor.h"

#include <vector>

namespace regal {

/// \brief Categorical distributions laid out as groups of \c choices columns of a logits matrix:
/// group g of row r is distribution number r * groups + g. The policy heads are of this form.
class CategoricalGroups
{
public:
    CategoricalGroups(const Matrix &logits, int choices);

    int choices() const { return m_choices; }
    std::size_t distributionCount() const { return std::size_t(m_probabilities.size()) / std::size_t(m_choices); }
    double probability(std::size_t distribution, int choice) const;

    std::vector<int> sample(Random &random) const;
    /// The most probable choice of every distribution (lowest choice on ties).
    std::vector<int> mode() const;
    double logProbability(const std::vector<int> &choices) const;
    /// Entropy of every distribution, in nats.
    std::vector<double> entropies() const;

    /// d/d logits of  -advantage * logProbability(choices) - entropyWeight * sum of entropies.
    Matrix lossGradient(const std::vector<int> &choices, double advantage, double entropyWeight) const;

private:
    int m_choices;
    Matrix m_probabilities;
};

} // namespace regal
