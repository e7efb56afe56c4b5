#pragma once

#include "core/base/result.h"
#include "core/sim/arenaplan.h"
#include "core/sim/bounds.h"
#include "core/sim/objective.h"
#include "core/sim/problem.h"
#include "core/sim/timeline.h"

#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief One node of a placement: its device and, optionally, its priority.
struct PlacementNode
{
    std::string name;
    std::string device;
    std::optional<double> priority;
};

/// \brief The solution a hand-edited placement was edited from ("edited_from"): enough to make
/// it again with the same method, seed and parameters.
struct EditedFrom
{
    std::string name;
    std::string method;
    std::optional<std::uint64_t> seed;
    std::string paramsJson = "{}"; ///< a JSON object
    std::optional<std::int64_t> evaluations;
};

/// \brief How a solution was made: what a "regal-placement" file records besides the solution.
struct Provenance
{
    std::optional<Task> task;
    std::string method;
    std::optional<std::uint64_t> seed;
    std::string paramsJson = "{}"; ///< a JSON object
    std::optional<std::int64_t> evaluations;
    std::optional<double> wallSeconds;
    std::string extra; ///< unknown top-level fields of the file it came from
    /// For a hand edit ("method": "hand"): what it was edited from, and the nodes whose device or
    /// priority the edits changed ("edits"), so the parent's run plus the edits give the solution.
    std::optional<EditedFrom> editedFrom;
    std::vector<PlacementNode> edits;
};

/// \brief A "regal-placement" document as read, before it is bound to a graph.
struct PlacementFile
{
    using Entry = PlacementNode;

    Provenance provenance;
    std::string graphName;
    std::string graphHash; ///< empty when the file has none
    std::optional<Cluster> cluster;
    std::vector<Entry> nodes;
};

/// Writes a complete "regal-placement" document (SPEC section 6); with \a arena, a plan of
/// \a timeline's buffers, it carries their arena offsets too (field "arena", docs/file-formats.md).
std::string writePlacementJson(const Problem &problem, const Solution &solution, const Timeline &timeline,
                               const LowerBounds &bounds, const Provenance &provenance,
                               const ArenaPlan *arena = nullptr);

Result<PlacementFile> readPlacementJson(const std::string &text, const std::string &source);

/// Turns a placement read from \a source into a solution of \a problem. Refuses a placement made
/// for another graph (a different hash), unknown or missing node names and unknown devices.
/// Nodes without a priority get the input-order priority of Problem::defaultSolution().
Result<Solution> bindPlacement(const PlacementFile &placement, const Problem &problem, const std::string &source);

} // namespace regal
