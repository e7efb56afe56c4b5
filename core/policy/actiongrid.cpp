#include "core/policy/actiongrid.h"

#include "core/policy/policynetwork.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace regal {
namespace {

static_assert(PolicyShape{}.deviceChoices <= ActionGrid::DeviceChoices);
static_assert(PolicyShape{}.priorityChoices == ActionGrid::PriorityChoices);
static_assert(PolicyShape{}.rhoChoices == ActionGrid::RhoChoices);

/// By choice, the key of the anchor's device, a faster, an as fast and a slower one.
constexpr BetaParams deviceKeys[ActionGrid::DeviceChoices][4] = {
    {{1, 1}, {1, 1}, {1, 1}, {1, 1}},
    {{2, 1}, {1, 2}, {1, 2}, {1, 2}},
    {{4, 1}, {1, 4}, {1, 4}, {1, 4}},
    {{10, 1}, {1, 10}, {1, 10}, {1, 10}},
    {{1, 4}, {1, 1}, {1, 1}, {1, 1}},
    {{1, 4}, {4, 1}, {1, 4}, {1, 4}},
    {{1, 4}, {1, 4}, {1, 4}, {4, 1}},
    {{1, 4}, {1, 4}, {4, 1}, {1, 4}},
};
constexpr std::array<double, ActionGrid::PriorityChoices> priorityConcentration = {2.0, 4.0, 12.0, 40.0, 4.0, 4.0};
constexpr std::array<double, ActionGrid::RhoChoices> rhoValue = {0.0, 0.5, 0.8, 0.95};

BetaParams betaWithMean(double mean, double concentration)
{
    mean = std::clamp(mean, 0.02, 0.98);
    return {mean * concentration, (1.0 - mean) * concentration};
}

} // namespace

ActionGrid::DeviceKind ActionGrid::kindOf(const Cluster &cluster, DeviceId device, DeviceId anchorDevice)
{
    if (device == anchorDevice)
        return DeviceKind::Anchor;
    const double speed = cluster.devices[device].speed;
    const double anchorSpeed = cluster.devices[anchorDevice].speed;
    return speed > anchorSpeed ? DeviceKind::Faster : speed < anchorSpeed ? DeviceKind::Slower : DeviceKind::AsFast;
}

BetaParams ActionGrid::deviceKey(int choice, DeviceKind kind)
{
    assert(choice >= 0 && choice < DeviceChoices);
    return deviceKeys[choice][int(kind)];
}

BetaParams ActionGrid::priorityKey(int choice, double anchorPriority)
{
    assert(choice >= 0 && choice < PriorityChoices);
    switch (choice) {
    case 0:
        return {};
    case 4:
        return betaWithMean(0.85, priorityConcentration[4]);
    case 5:
        return betaWithMean(0.15, priorityConcentration[5]);
    default:
        return betaWithMean(anchorPriority, priorityConcentration[std::size_t(choice)]);
    }
}

double ActionGrid::rho(int choice, double searchRho)
{
    assert(choice < RhoChoices);
    return choice <= 0 ? searchRho : rhoValue[std::size_t(choice)];
}

ProposalSet proposalsFor(const PolicyDecision &decision, const Problem &problem, const Solution &anchor, double searchRho)
{
    const int devices = problem.deviceCount();
    ProposalSet proposals = ProposalSet::uniform(problem.nodeCount(), devices + 1, searchRho);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        const int choice = decision.device[node];
        for (int device = 0; device < devices && choice > 0; ++device)
            proposals.setKey(node, device,
                             ActionGrid::deviceKey(choice, ActionGrid::kindOf(problem.cluster(), DeviceId(device), anchor.device[node])));
        proposals.setPriorityKey(node, ActionGrid::priorityKey(decision.priority[node], anchor.priority[node]));
        proposals.setRho(node, ActionGrid::rho(decision.rho[node], searchRho));
    }
    return proposals;
}

} // namespace regal
