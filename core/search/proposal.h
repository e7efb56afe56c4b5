#pragma once

#include "core/base/result.h"
#include "core/graph/ids.h"
#include "core/base/random.h"

#include <cstddef>
#include <vector>

namespace regal {

/// \brief The parameters of a Beta distribution on [0, 1]; Beta(1, 1) is uniform.
struct BetaParams
{
    double alpha = 1.0; ///< > 0
    double beta = 1.0;  ///< > 0

    bool isUniform() const { return alpha == 1.0 && beta == 1.0; }
    double mean() const { return alpha / (alpha + beta); }
    friend bool operator==(const BetaParams &, const BetaParams &) = default;
};

/// \brief Per-node proposal distributions for BRKGA: REGAL's hook for a learned policy
/// (Paliwal et al. 2020, SPEC section 3).
///
/// Every key of every node has its own Beta distribution, which the initial population and the
/// mutants sample from (all of them or every other one: Brkga::Steering), and every node has
/// its own crossover probability rho: the chance that a child takes the node's keys from its
/// elite parent. A chromosome holds keysPerNode() keys per node: the device keys first, the
/// priority key last. A plain value: copy it, compare it, hand it to a search.
class ProposalSet
{
public:
    ProposalSet() = default;
    /// Uniform keys everywhere and the same \a rho for every node: plain BRKGA.
    static ProposalSet uniform(std::size_t nodeCount, int keysPerNode, double rho);

    std::size_t nodeCount() const { return m_rho.size(); }
    int keysPerNode() const { return m_keysPerNode; }

    const BetaParams &key(NodeId node, int key) const { return m_keys[index(node, key)]; }
    void setKey(NodeId node, int key, BetaParams params) { m_keys[index(node, key)] = params; }
    /// Sets every key of \a node but the last.
    void setDeviceKeys(NodeId node, BetaParams params);
    /// Sets the last key of \a node, the one that becomes its priority.
    void setPriorityKey(NodeId node, BetaParams params) { setKey(node, m_keysPerNode - 1, params); }

    double rho(NodeId node) const { return m_rho[node]; }
    void setRho(NodeId node, double rho) { m_rho[node] = rho; }

    /// True when every key is uniform (whatever the rho values).
    bool isUniform() const;
    /// Checks that every alpha and beta is finite and positive and every rho in [0, 1].
    Status validate() const;

    /// Writes one chromosome sampled from the key distributions into \a keys
    /// (nodeCount() * keysPerNode() values).
    void sample(Random &random, double *keys) const;

    friend bool operator==(const ProposalSet &, const ProposalSet &) = default;

private:
    std::size_t index(NodeId node, int key) const { return std::size_t(node) * std::size_t(m_keysPerNode) + std::size_t(key); }

    int m_keysPerNode = 0;
    std::vector<BetaParams> m_keys;
    std::vector<double> m_rho;
};

} // namespace regal
