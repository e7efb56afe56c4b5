#pragma once

#include "core/policy/anchor.h"
#include "core/search/proposal.h"
#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief What each choice of the policy heads means (SPEC section 4). Choice 0 of every head
/// leaves BRKGA as it is, so a policy that always picks 0 is plain BRKGA.
///
/// Choices are relative to an Anchor, the best classical heuristic's solution, and to the speeds
/// of the devices, never to a device's index. Devices: choice 1, 2, 3 draws the key of the
/// anchor's device from Beta(k, 1) and the other device keys from Beta(1, k), k = 2, 4, 10: keep
/// the node where the anchor put it, a little to firmly; choice 4 draws the anchor's device key
/// from Beta(1, 4) and the others from Beta(1, 1): move the node off the anchor's device, to
/// relieve a device that is full or slow; choice 5 and 6 draw the keys of the devices faster
/// (slower) than the anchor's from Beta(4, 1) and all others from Beta(1, 4): move the node to a
/// faster (slower) device, any of them. Where no device is faster (slower), every key of choice
/// 5 (6) comes from Beta(1, 4), so all devices are alike. Choice 7 does the same for the other
/// devices as fast as the anchor's: on a cluster of two devices per speed it names one device,
/// the anchor's twin. A policy may know only the first 5 or 7 device choices
/// (PolicyShape::deviceChoices), as the earlier ones did.
/// Priorities: choice 1, 2, 3 draws the priority key around the anchor's priority (a Beta of
/// that mean and alpha + beta = 4, 12, 40); choice 4 and 5 lean early (mean 0.85) or late
/// (mean 0.15) with alpha + beta = 4. Crossover: choice 1, 2, 3 sets the node's rho to 0.5,
/// 0.8 or 0.95.
struct ActionGrid
{
    static constexpr int DeviceChoices = 8;
    static constexpr int KeepALittle = 1;
    static constexpr int KeepFirmly = 3;
    static constexpr int MoveOff = 4;
    static constexpr int ToFaster = 5;
    static constexpr int ToSlower = 6;
    static constexpr int ToAsFast = 7;
    static constexpr int PriorityChoices = 6;
    static constexpr int RhoChoices = 4;

    /// A device as a device choice sees it: by the anchor's device of the node.
    enum class DeviceKind { Anchor, Faster, AsFast, Slower };
    static DeviceKind kindOf(const Cluster &cluster, DeviceId device, DeviceId anchorDevice);
    /// The Beta of the key of a device of \a kind; Beta(1, 1) for choice 0.
    static BetaParams deviceKey(int choice, DeviceKind kind);
    static BetaParams priorityKey(int choice, double anchorPriority);
    /// The rho of \a choice; choice 0 keeps \a searchRho.
    static double rho(int choice, double searchRho);
    /// What is left of device choice \a choice where other trainings disagree with it: a keep
    /// weakens to keeping a little, a move is dropped (choice 0).
    static int disputedDeviceChoice(int choice) { return choice >= KeepALittle && choice <= KeepFirmly ? KeepALittle : 0; }
};

/// \brief The policy's choices for one graph: a choice index per node for each head.
struct PolicyDecision
{
    std::vector<int> device;
    std::vector<int> priority;
    std::vector<int> rho;
};

/// The BRKGA proposals that \a decision stands for on \a problem around \a anchor.
ProposalSet proposalsFor(const PolicyDecision &decision, const Problem &problem, const Solution &anchor,
                         double searchRho);

} // namespace regal
