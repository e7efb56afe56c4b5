#pragma once

#include "core/policy/policyadvice.h"

#include "core/sim/metrics.h"
#include "core/sim/solution.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief Where a hand-edited row came from: the row it was edited from, as it was then.
struct EditOrigin
{
    QString name;
    QString method;
    std::optional<std::uint64_t> seed;
    std::string paramsJson = "{}";
    std::int64_t evaluations = 0;
    Solution solution; ///< the parent's solution, so that the edits are what differs from it
    int row = -1;      ///< the parent's row in the solutions list
};

/// \brief One row of the solutions list: a run's best or a hand-edited variant.
struct SolutionEntry
{
    QString name;
    QString method;              ///< "default", a method name, or "hand" for an edited variant
    std::optional<std::uint64_t> seed;
    std::int64_t evaluations = 0;
    std::string paramsJson = "{}"; ///< the parameters the method reported (a JSON object)
    Solution solution;
    Metrics metrics;
    bool handEdited = false;
    /// For a hand-edited row: the row it was edited from.
    std::optional<EditOrigin> origin;
    /// Per node three choice indices (device keys, priority key, rho) when a policy steered the
    /// run; empty otherwise.
    std::vector<NodeProposal> policyProposals; ///< per node, when a policy steered the run
};

} // namespace regal
