#pragma once

#include "core/policy/adam.h"
#include "core/policy/graphfeatures.h"
#include "core/policy/policynetwork.h"
#include "core/graph/cluster.h"
#include "core/sim/solution.h"

#include <vector>

namespace regal {

/// \brief What a long search teaches the policy about one problem: per node, the choice of the
/// device head and of the priority head under which the search's best solution is most likely,
/// when the proposals are drawn around the anchor (ActionGrid). The crossover head has no
/// target: a solution keeps no trace of how it was bred.
///
/// A node that the best solution leaves on the anchor's device gets the firmest keep, one that
/// it moves to a faster, a slower or another as fast device "to a faster (slower, as fast)
/// device" when the policy has those choices, and "move off the anchor's device" otherwise: of
/// the device choices these give the best solution's device the highest probability. The
/// priority target is the choice whose Beta has the highest density at the best solution's
/// priority key.
struct SearchTargets
{
    std::vector<int> device;
    std::vector<int> priority;
};

/// \a deviceChoices: how many device choices the policy has (PolicyShape).
SearchTargets searchTargets(const Cluster &cluster, const Solution &anchor, const Solution &best, int deviceChoices);

/// One supervised step of Adam on one problem: the gradient of the mean cross-entropy, over the
/// nodes, of the device and priority heads against \a targets. Returns that cross-entropy
/// before the step, in nats per node and head.
double imitationStep(PolicyNetwork &network, Adam &adam, const GraphFeatures &features, const SearchTargets &targets);

} // namespace regal
