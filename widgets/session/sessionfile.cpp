#include "widgets/session/sessionfile.h"

#include "widgets/session/session.h"

namespace regal {

std::string writeSessionJson(const Session &session)
{
    SessionDocument document{.source = session.source().toStdString(),
                             .graph = session.problem().sharedGraph(),
                             .cluster = session.cluster(),
                             .task = session.task(),
                             .pins = session.pins(),
                             .entries = {},
                             .current = session.solutions().current(),
                             .convergence = session.convergence()};
    for (const SolutionEntry &entry : session.solutions().entries())
        document.entries.push_back({entry.name.toStdString(), entry.method.toStdString(), entry.seed, entry.evaluations,
                                    entry.solution, entry.handEdited, entry.paramsJson,
                                    entry.origin ? std::optional<int>(entry.origin->row) : std::nullopt,
                                    entry.policyProposals});
    return writeSessionJson(document);
}

Status restoreSession(Session &session, SessionDocument document, const QString &source)
{
    // Everything that can fail is checked before the session changes: a bad file keeps the
    // user's current work.
    Result<Problem> problem = Problem::create(document.graph, document.cluster);
    if (!problem)
        return problem.failure();
    std::vector<SolutionEntry> entries;
    for (SessionSolution &saved : document.entries) {
        if (Status valid = problem->check(saved.solution); !valid)
            return Error{"solution '" + saved.name + "': " + valid.error()};
        SolutionEntry entry;
        entry.name = QString::fromStdString(saved.name);
        entry.method = QString::fromStdString(saved.method);
        entry.seed = saved.seed;
        entry.evaluations = saved.evaluations;
        entry.solution = std::move(saved.solution);
        entry.handEdited = saved.handEdited;
        entry.paramsJson = saved.paramsJson;
        entry.policyProposals = std::move(saved.policyProposals);
        entries.push_back(std::move(entry));
    }
    // A hand edit's origin is its parent row as it is now: a run's row does not change.
    for (std::size_t index = 0; index < entries.size(); ++index)
        if (const std::optional<int> parent = document.entries[index].editedFrom; parent && std::size_t(*parent) != index) {
            const SolutionEntry &from = entries[std::size_t(*parent)];
            entries[index].origin = EditOrigin{from.name,        from.method,   from.seed, from.paramsJson,
                                               from.evaluations, from.solution, *parent};
        }
    if (Status loaded = session.load(document.graph, document.cluster, source); !loaded)
        return loaded;
    session.setTask(document.task);
    session.setPins(std::move(document.pins));
    if (Status replaced = session.replaceCluster(document.cluster, std::move(entries), document.current); !replaced)
        return replaced;
    session.setConvergence(std::move(document.convergence));
    session.undoStack().clear();
    return {};
}

} // namespace regal
