#include "core/search/proposal.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace regal {

ProposalSet ProposalSet::uniform(std::size_t nodeCount, int keysPerNode, double rho)
{
    if (keysPerNode < 2)
        throw RegalError(fmt::format("a proposal needs at least 2 keys per node, got {}", keysPerNode));
    ProposalSet set;
    set.m_keysPerNode = keysPerNode;
    set.m_keys.assign(nodeCount * std::size_t(keysPerNode), BetaParams{});
    set.m_rho.assign(nodeCount, rho);
    return set;
}

void ProposalSet::setDeviceKeys(NodeId node, BetaParams params)
{
    for (int key = 0; key + 1 < m_keysPerNode; ++key)
        setKey(node, key, params);
}

bool ProposalSet::isUniform() const
{
    for (const BetaParams &params : m_keys)
        if (!params.isUniform())
            return false;
    return true;
}

Status ProposalSet::validate() const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        const BetaParams &params = m_keys[i];
        if (!(std::isfinite(params.alpha) && params.alpha > 0.0 && std::isfinite(params.beta) && params.beta > 0.0))
            return Error{fmt::format("node {} key {}: Beta({}, {}) needs finite alpha > 0 and beta > 0",
                                     i / std::size_t(m_keysPerNode), i % std::size_t(m_keysPerNode), params.alpha,
                                     params.beta)};
    }
    for (std::size_t node = 0; node < m_rho.size(); ++node)
        if (!(m_rho[node] >= 0.0 && m_rho[node] <= 1.0))
            return Error{fmt::format("node {}: rho must be in [0, 1], got {}", node, m_rho[node])};
    return {};
}

void ProposalSet::sample(Random &random, double *keys) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        const double key = random.beta(m_keys[i].alpha, m_keys[i].beta);
        // Both Gamma samples can underflow to 0 for tiny parameters: then take the mean.
        keys[i] = key >= 0.0 && key < 1.0 ? key : std::min(m_keys[i].mean(), 0x1.fffffffffffffp-1);
    }
}

} // namespace regal
