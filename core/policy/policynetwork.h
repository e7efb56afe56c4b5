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
    bool gate = false;        ///< a graph-level head: whether to steer the search at all

    friend bool operator==(const PolicyShape &, const PolicyShape &) = default;
};

/// \brief Unnormalised log-probabilities of every choice, one row per node.
struct PolicyLogits
{
    Matrix device;   ///< nodes x deviceChoices
    Matrix priority; ///< nodes x priorityChoices
    Matrix rho;      ///< nodes x rhoChoices
    Matrix gate;     ///< 1 x 1, the log-odds that steering pays on this graph; empty without a gate

    /// Whether the advice should steer the search: the gate's most probable choice, or always
    /// for a network without a gate.
    bool steers() const { return gate.size() == 0 || gate(0, 0) > 0.0; }
};

/// \brief The graph neural network of REGAL (Paliwal et al. 2020, section 4.1), on Eigen.
///
/// Node features and an embedding of the op category pass through a linear layer and a ReLU, then
/// through several rounds of residual message passing (GraphConvolution), and three linear
/// heads give per-node logits. A network with a gate also reads the mean of the node embeddings
/// with a fourth linear head: whether its advice should steer this graph at all (fitted after
/// training, core/training/gatefit.h). Forward and backward are written out; tests check every
/// layer against finite differences.
class PolicyNetwork
{
public:
    struct Cache
    {
        Matrix inputPreActivation;
        std::vector<GraphConvolution::Cache> rounds;
        Matrix embedding; ///< after the last round
        Matrix pooled;    ///< the mean of the embedding's rows, when the network has a gate
    };

    /// A fresh network: Glorot weights from \a seed, heads that favour choice 0 (uniform).
    PolicyNetwork(const PolicyShape &shape, std::uint64_t seed);

    const PolicyShape &shape() const { return m_shape; }

    PolicyLogits forward(const GraphFeatures &graph, Cache &cache) const;
    /// Adds the gradients of the loss whose derivatives by the logits are \a gradient.
    void backward(const GraphFeatures &graph, const Cache &cache, const PolicyLogits &gradient);

    /// The gate's head, which reads Cache::pooled; only for a shape with a gate.
    Linear &gateHead() { return m_gateHead; }

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
    Linear m_gateHead; ///< a parameter only when m_shape.gate
};

} // namespace regal
