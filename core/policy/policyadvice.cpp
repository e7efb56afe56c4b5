#include "core/policy/policyadvice.h"

#include "core/policy/categorical.h"

namespace regal {

PolicyAdvice advise(const PolicyNetwork &network, const Graph &graph)
{
    const GraphFeatures features = extractFeatures(graph);
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = network.forward(features, cache);
    const PolicyShape &shape = network.shape();
    const CategoricalGroups device(logits.device, shape.deviceChoices);
    const CategoricalGroups priority(logits.priority, shape.priorityChoices);
    const CategoricalGroups rho(logits.rho, shape.rhoChoices);
    return {{device.mode(), priority.mode(), rho.mode()}, device.entropies(), priority.entropies(), rho.entropies()};
}

NodeProposal describeProposal(const PolicyAdvice &advice, NodeId node, int deviceCount, double searchRho)
{
    const int deviceChoice = advice.decision.device[node];
    NodeProposal proposal;
    proposal.preferredDevice = ActionGrid::preferredDevice(deviceChoice, deviceCount);
    proposal.preferredKey = ActionGrid::preferredKey(deviceChoice);
    proposal.otherKeys = ActionGrid::otherKey(deviceChoice);
    proposal.priorityKey = ActionGrid::priorityKey(advice.decision.priority[node]);
    proposal.rho = ActionGrid::rho(advice.decision.rho[node], searchRho);
    proposal.entropy = advice.deviceEntropy[node] + advice.priorityEntropy[node] + advice.rhoEntropy[node];
    return proposal;
}

} // namespace regal
