#pragma once

#include "core/policy/actiongrid.h"
#include "core/policy/graphfeatures.h"
#include "core/policy/policymodel.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace regal {

/// \brief What a trained policy proposes for one problem, with how sure it is per node.
struct PolicyAdvice
{
    PolicyDecision decision;
    /// Whether the advice should steer the search at all: the network's gate, where it has one.
    bool steer = true;
    /// Per node: whether the committee disputed the network's device advice, and so weakened it.
    std::vector<bool> deviceDisputed;
    /// Per node: the entropy of each head's distribution, in nats (0: certain).
    std::vector<double> deviceEntropy;
    std::vector<double> priorityEntropy;
    std::vector<double> rhoEntropy;
};

/// Runs the network of \a model once on \a problem around \a anchor and takes the most probable
/// choice of every head, the gate's too. Where a member of its committee would choose another
/// device for a node, the trainings disagree and that node's device advice is weakened: a keep to
/// keeping a little, a move to uniform keys (ActionGrid::disputedDeviceChoice), so the search
/// explores there.
PolicyAdvice advise(const PolicyModel &model, const Problem &problem, const Anchor &anchor);

/// \brief One node's proposal in words a person can read: what the GUI shows.
struct NodeProposal
{
    DeviceId anchorDevice = InvalidDevice; ///< the device the keys are relative to, or none (uniform)
    BetaParams anchorDeviceKey;
    BetaParams otherDeviceKeys;  ///< of the devices as fast as the anchor's
    BetaParams fasterDeviceKeys; ///< of the devices faster than the anchor's
    BetaParams slowerDeviceKeys; ///< of the devices slower than the anchor's
    BetaParams priorityKey;
    double rho = 0.0;
    double entropy = 0.0; ///< of all three heads together, in nats
    bool deviceDisputed = false; ///< the committee disagreed, so the device advice was weakened
};

NodeProposal describeProposal(const PolicyAdvice &advice, const Anchor &anchor, NodeId node, double searchRho);

/// \brief What a node's device keys ask of the search, in the words of ActionGrid's device
/// choices: nothing, keep the node on the anchor's device (a little, or more, or firmly), or move
/// it off, to a faster, a slower or an as fast device.
enum class DeviceAdvice { None, KeepALittle, Keep, KeepFirmly, MoveOff, ToFaster, ToSlower, ToAsFast };

/// Read from \a proposal's keys, so that it holds for proposals read back from a session too.
DeviceAdvice deviceAdviceOf(const NodeProposal &proposal);
/// The same for every node of \a proposals.
std::vector<DeviceAdvice> deviceAdviceOf(const std::vector<NodeProposal> &proposals);

inline constexpr int DeviceAdviceCount = int(DeviceAdvice::ToAsFast) + 1;

/// The order in which reports list the advice: keeping, then moving, none last.
inline constexpr std::array<DeviceAdvice, DeviceAdviceCount> DeviceAdviceListed = {
    DeviceAdvice::KeepALittle, DeviceAdvice::Keep,     DeviceAdvice::KeepFirmly, DeviceAdvice::MoveOff,
    DeviceAdvice::ToFaster,    DeviceAdvice::ToSlower, DeviceAdvice::ToAsFast,   DeviceAdvice::None};

/// Its name on the command line and in JSON: "none", "keep-a-little", ..., "to-as-fast".
std::string_view deviceAdviceName(DeviceAdvice advice);

/// How many nodes get each advice, by DeviceAdvice.
std::array<std::int64_t, DeviceAdviceCount> countDeviceAdvice(const std::vector<DeviceAdvice> &advice);

} // namespace regal
