#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/graph/graph.h"
#include "core/policy/policyadvice.h"
#include "core/search/convergencepoint.h"
#include "core/sim/objective.h"
#include "core/sim/solution.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace regal {

/// \brief One solution of a session: a run's best or a hand-edited variant.
struct SessionSolution
{
    std::string name;
    std::string method = "hand"; ///< "default", a method name, or "hand" for an edited variant
    std::optional<std::uint64_t> seed;
    std::int64_t evaluations = 0;
    Solution solution;
    bool handEdited = false;
    std::string paramsJson = "{}"; ///< the parameters the method reported ("params", optional)
    /// For a hand-edited solution, the row it was edited from ("edited_from", optional).
    std::optional<int> editedFrom;
    /// Per node what the policy proposed, when a policy steered the run; empty otherwise.
    std::vector<NodeProposal> policyProposals;
};

/// \brief A saved Studio session: the graph, the cluster, the task, the pins and every solution.
///
/// The file is JSON with "format": "regal-studio-session". The graph is embedded as a
/// "regal-graph" document, so a session opens without the file it came from; solutions name
/// their devices per node in node order. The Studio writes and restores it; `regal evaluate`
/// reads it too.
struct SessionDocument
{
    std::string source; ///< what the session was opened from; written, not read back
    std::shared_ptr<const Graph> graph;
    Cluster cluster;
    Task task = Task::Runtime;
    std::vector<DeviceId> pins; ///< per node, or InvalidDevice; may be empty
    std::vector<SessionSolution> entries;
    int current = 0;
    /// The convergence curve of the last run ("convergence", optional: older sessions have none).
    std::vector<ConvergencePoint> convergence;
};

std::string writeSessionJson(const SessionDocument &session);
/// Reads a session; the error names \a source and the field. Checks that every device name
/// exists and every list has one entry per node, not that the solutions fit the pins.
Result<SessionDocument> readSessionJson(const std::string &text, const std::string &source);
/// Whether \a text declares the session format near its start (before its first 512 bytes).
bool declaresSession(std::string_view text);

} // namespace regal
