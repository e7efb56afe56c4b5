#pragma once

#include "core/policy/graphconvolution.h"

#include <cstdint>
#include <vector>

namespace regal {

/// \brief The sizes of a policy network. Choice 0 of every head is "uniform" (plain BRKGA).
struct PolicyShape
{
    int hidden = 32;          ///< width of the node embeddings
    int rounds = 3;           ///< message-passing rounds
    int deviceChoices = 5;    ///< choices for the device keys (see ActionGrid)
    int priorityChoices = 6;  ///< Beta choices for the priority key
    int rhoChoices = 4;       ///< crossover choices

    friend bool operator==(const PolicyShape &, const PolicyShape &) = default;
};

/// \brief Unnormalised log-probabilities of every choice, one row per node.
struct PolicyLogits
{
    Matrix device;   ///< nodes x deviceChoices
    Matrix priority; ///< nodes x priorityChoices
    Matrix rho;      ///< nodes x rhoChoices
};

/// \brief The graph neural network of REGAL (Paliwal et al. 2020, section 4.1), on Eigen.
///
/// Node features and an embedding of the op category pass through a linear layer and a ReLU, then
/// through several rounds of residual message passing (GraphConvolution), and three linear
/// heads give per-node logits. Forward and backward are written out; tests check every layer
/// against finite differences.
class PolicyNetwork
{
public:
    struct Cache
    {
        Matrix inputPreActivation;
        std::vector<GraphConvolution::Cache> rounds;
        Matrix embedding; ///< after the last round
    };

    /// A fresh network: Glorot weights from \a seed, heads that favour choice 0 (uniform).
    PolicyNetwork(const PolicyShape &shape, std::uint64_t seed);

    const PolicyShape &shape() const { return m_shape; }

    PolicyLogits forward(const GraphFeatures &graph, Cache &cache) const;
    /// Adds the gradients of the loss whose derivatives by the logits are \a gradient.
    void backward(const GraphFeatures &graph, const Cache &cache, const PolicyLogits &gradient);

    std::vector<Parameter *> parameters();
    std::vector<const Parameter *> parameters() const;
    void zeroGradients();

private:
    PolicyShape m_shape;
    Linear m_input;
    Parameter m_opEmbedding;
    std::vector<GraphConvolution> m_rounds;
    Linear m_deviceHead;
    Linear m_priorityHead;
    Linear m_rhoHead;
};

} // namespace regal
