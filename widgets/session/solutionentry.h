#pragma once

#include "core/policy/policyadvice.h"

#include "core/sim/metrics.h"
#include "core/sim/solution.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace regal {

/// \brief One row of the solutions list: a run's best or a hand-edited variant.
struct SolutionEntry
{
    QString name;
    QString method;              ///< "default", a method name, or "hand" for an edited variant
    std::optional<std::uint64_t> seed;
    std::int64_t evaluations = 0;
    Solution solution;
    Metrics metrics;
    bool handEdited = false;
    /// Per node three choice indices (device keys, priority key, rho) when a policy steered the
    /// run; empty otherwise.
    std::vector<NodeProposal> policyProposals; ///< per node, when a policy steered the run
};

} // namespace regal
