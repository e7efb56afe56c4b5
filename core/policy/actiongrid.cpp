#include "core/policy/actiongrid.h"

#include "core/policy/policynetwork.h"

#include <array>

namespace regal {
namespace {

static_assert(PolicyShape{}.deviceChoices == ActionGrid::DeviceChoices);
static_assert(PolicyShape{}.priorityChoices == ActionGrid::PriorityChoices);
static_assert(PolicyShape{}.rhoChoices == ActionGrid::RhoChoices);

double strength(int choice) { return choice <= ActionGrid::Stages ? 3.0 : 10.0; }

} // namespace

int ActionGrid::preferredDevice(int choice, int deviceCount)
{
    if (choice <= 0)
        return -1;
    const int stage = (choice - 1) % Stages;
    return (2 * stage + 1) * deviceCount / (2 * Stages);
}

BetaParams ActionGrid::preferredKey(int choice)
{
    return choice <= 0 ? BetaParams{} : BetaParams{strength(choice), 1.0};
}

BetaParams ActionGrid::otherKey(int choice)
{
    return choice <= 0 ? BetaParams{} : BetaParams{1.0, strength(choice)};
}

BetaParams ActionGrid::priorityKey(int choice)
{
    if (choice <= 0)
        return {};
    const double mean = 0.2 * choice - 0.1;
    return {10.0 * mean, 10.0 * (1.0 - mean)};
}

double ActionGrid::rho(int choice, double searchRho)
{
    static constexpr std::array<double, RhoChoices> values = {0.0, 0.5, 0.8, 0.95};
    return choice <= 0 ? searchRho : values[std::size_t(choice)];
}

ProposalSet proposalsFor(const PolicyDecision &decision, const Problem &problem, double searchRho)
{
    const int devices = problem.deviceCount();
    ProposalSet proposals = ProposalSet::uniform(problem.nodeCount(), devices + 1, searchRho);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        const int choice = decision.device[node];
        const int preferred = ActionGrid::preferredDevice(choice, devices);
        for (int device = 0; device < devices && preferred >= 0; ++device)
            proposals.setKey(node, device, device == preferred ? ActionGrid::preferredKey(choice) : ActionGrid::otherKey(choice));
        proposals.setPriorityKey(node, ActionGrid::priorityKey(decision.priority[node]));
        proposals.setRho(node, ActionGrid::rho(decision.rho[node], searchRho));
    }
    return proposals;
}

} // namespace regal
