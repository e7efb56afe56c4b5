#include "core/policy/policyadvice.h"

#include "core/policy/categorical.h"

namespace regal {

PolicyAdvice advise(const PolicyModel &model, const Problem &problem, const Anchor &anchor)
{
    const GraphFeatures features = extractFeatures(problem, anchor);
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = model.network->forward(features, cache);
    const PolicyShape &shape = model.network->shape();
    const CategoricalGroups device(logits.device, shape.deviceChoices);
    const CategoricalGroups priority(logits.priority, shape.priorityChoices);
    const CategoricalGroups rho(logits.rho, shape.rhoChoices);
    std::vector<int> deviceChoice = device.mode();
    std::vector<bool> disputed(deviceChoice.size(), false);
    for (const std::shared_ptr<PolicyNetwork> &member : model.committee) {
        const std::vector<int> vote = CategoricalGroups(member->forward(features, cache).device, shape.deviceChoices).mode();
        for (std::size_t node = 0; node < deviceChoice.size(); ++node)
            disputed[node] = disputed[node] || (deviceChoice[node] != 0 && vote[node] != deviceChoice[node]);
    }
    for (std::size_t node = 0; node < deviceChoice.size(); ++node)
        if (disputed[node])
            deviceChoice[node] = ActionGrid::disputedDeviceChoice(deviceChoice[node]);
    return {{std::move(deviceChoice), priority.mode(), rho.mode()}, logits.steers(), std::move(disputed), device.entropies(),
            priority.entropies(), rho.entropies()};
}

NodeProposal describeProposal(const PolicyAdvice &advice, const Anchor &anchor, NodeId node, double searchRho)
{
    const int deviceChoice = advice.decision.device[node];
    NodeProposal proposal;
    if (deviceChoice > 0) {
        proposal.anchorDevice = anchor.solution.device[node];
        proposal.anchorDeviceKey = ActionGrid::deviceKey(deviceChoice, ActionGrid::DeviceKind::Anchor);
        proposal.otherDeviceKeys = ActionGrid::deviceKey(deviceChoice, ActionGrid::DeviceKind::AsFast);
        proposal.fasterDeviceKeys = ActionGrid::deviceKey(deviceChoice, ActionGrid::DeviceKind::Faster);
        proposal.slowerDeviceKeys = ActionGrid::deviceKey(deviceChoice, ActionGrid::DeviceKind::Slower);
    }
    proposal.priorityKey = ActionGrid::priorityKey(advice.decision.priority[node], anchor.solution.priority[node]);
    proposal.rho = ActionGrid::rho(advice.decision.rho[node], searchRho);
    proposal.entropy = advice.deviceEntropy[node] + advice.priorityEntropy[node] + advice.rhoEntropy[node];
    proposal.deviceDisputed = advice.deviceDisputed[node];
    return proposal;
}

DeviceAdvice deviceAdviceOf(const NodeProposal &proposal)
{
    const auto favoured = [](const BetaParams &key) { return key.alpha > key.beta; };
    if (proposal.anchorDevice == InvalidDevice)
        return DeviceAdvice::None;
    if (favoured(proposal.anchorDeviceKey)) { // Beta(k, 1) with k = 2, 4 or 10
        const double k = proposal.anchorDeviceKey.alpha / proposal.anchorDeviceKey.beta;
        if (k >= 10.0)
            return DeviceAdvice::KeepFirmly;
        return k >= 4.0 ? DeviceAdvice::Keep : DeviceAdvice::KeepALittle;
    }
    if (favoured(proposal.fasterDeviceKeys))
        return DeviceAdvice::ToFaster;
    if (favoured(proposal.slowerDeviceKeys))
        return DeviceAdvice::ToSlower;
    if (favoured(proposal.otherDeviceKeys))
        return DeviceAdvice::ToAsFast;
    return DeviceAdvice::MoveOff;
}

std::vector<DeviceAdvice> deviceAdviceOf(const std::vector<NodeProposal> &proposals)
{
    std::vector<DeviceAdvice> advice;
    advice.reserve(proposals.size());
    for (const NodeProposal &proposal : proposals)
        advice.push_back(deviceAdviceOf(proposal));
    return advice;
}

std::string_view deviceAdviceName(DeviceAdvice advice)
{
    static constexpr std::array<std::string_view, DeviceAdviceCount> names = {
        "none", "keep-a-little", "keep", "keep-firmly", "move-off", "to-faster", "to-slower", "to-as-fast"};
    return names[std::size_t(advice)];
}

std::array<std::int64_t, DeviceAdviceCount> countDeviceAdvice(const std::vector<DeviceAdvice> &advice)
{
    std::array<std::int64_t, DeviceAdviceCount> counts{};
    for (const DeviceAdvice given : advice)
        ++counts[std::size_t(given)];
    return counts;
}

} // namespace regal
