#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/graph/graph.h"
#include "core/sim/objective.h"
#include "widgets/session/solutionentry.h"

#include <QString>
#include <string>

namespace regal {

class Session;

/// \brief A saved Studio session: the graph, the cluster, the task, the pins and every solution.
///
/// The file is JSON with "format": "regal-studio-session". The graph is embedded as a
/// "regal-graph" document, so a session opens without the file it came from; solutions name
/// their devices per node in node order.
struct SessionDocument
{
    Graph graph;
    Cluster cluster;
    Task task = Task::Runtime;
    std::vector<DeviceId> pins;
    std::vector<SolutionEntry> entries;
    int current = 0;
};

std::string writeSessionJson(const Session &session);
Result<SessionDocument> readSessionJson(const std::string &text, const std::string &source);
/// Replaces the contents of \a session with \a document and clears its undo history. Checks
/// the document against its graph and cluster first: on failure the session is unchanged.
/// \a source labels the session (Session::source()).
Status restoreSession(Session &session, SessionDocument document, const QString &source);

} // namespace regal
