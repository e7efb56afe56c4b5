#pragma once

#include "core/search/proposal.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief What each choice of the policy heads means (SPEC section 4). Choice 0 of every head
/// leaves BRKGA as it is, so a policy that always picks 0 is plain BRKGA.
///
/// Devices: choice 1..Stages prefers stage s of the graph a little, choice Stages+1..2*Stages
/// strongly. Stages map onto however many devices there are (stage s of 4 on 2 devices is
/// device s / 2), so one model serves any cluster size. The preferred device's key is drawn from
/// Beta(k, 1) and the other device keys from Beta(1, k), k = 3 (a little) or 10 (strongly).
/// Priorities: choice 1..5 draws the priority key from a Beta of mean 0.1, 0.3, 0.5, 0.7, 0.9
/// and alpha + beta = 10. Crossover: choice 1..3 sets the node's rho to 0.5, 0.8 or 0.95.
struct ActionGrid
{
    static constexpr int Stages = 4;
    static constexpr int DeviceChoices = 1 + 2 * Stages;
    static constexpr int PriorityChoices = 6;
    static constexpr int RhoChoices = 4;

    /// The device that device choice \a choice prefers among \a deviceCount, or -1 for none.
    static int preferredDevice(int choice, int deviceCount);
    /// Beta(k, 1) for the preferred device's key; Beta(1, 1) for choice 0.
    static BetaParams preferredKey(int choice);
    /// Beta(1, k) for the other device keys; Beta(1, 1) for choice 0.
    static BetaParams otherKey(int choice);
    static BetaParams priorityKey(int choice);
    /// The rho of \a choice; choice 0 keeps \a searchRho.
    static double rho(int choice, double searchRho);
};

/// \brief The policy's choices for one graph: a choice index per node for each head.
struct PolicyDecision
{
    std::vector<int> device;
    std::vector<int> priority;
    std::vector<int> rho;
};

/// The BRKGA proposals that \a decision stands for on \a problem's devices.
ProposalSet proposalsFor(const PolicyDecision &decision, const Problem &problem, double searchRho);

} // namespace regal
