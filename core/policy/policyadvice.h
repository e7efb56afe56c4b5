#pragma once

#include "core/policy/actiongrid.h"
#include "core/policy/graphfeatures.h"
#include "core/policy/policynetwork.h"

namespace regal {

/// \brief What a trained policy proposes for one graph, with how sure it is per node.
struct PolicyAdvice
{
    PolicyDecision decision;
    /// Per node: the entropy of each head's distribution, in nats (0: certain).
    std::vector<double> deviceEntropy;
    std::vector<double> priorityEntropy;
    std::vector<double> rhoEntropy;
};

/// Runs \a network once on \a graph and takes the most probable choice of every head.
PolicyAdvice advise(const PolicyNetwork &network, const Graph &graph);

/// \brief One node's proposal in words a person can read: what the GUI shows.
struct NodeProposal
{
    int preferredDevice = -1; ///< -1: no preference
    BetaParams preferredKey;
    BetaParams otherKeys;
    BetaParams priorityKey;
    double rho = 0.0;
    double entropy = 0.0;     ///< of all three heads together
};

NodeProposal describeProposal(const PolicyAdvice &advice, NodeId node, int deviceCount, double searchRho);

} // namespace regal
