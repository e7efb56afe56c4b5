#include "widgets/session/provenance.h"

#include "widgets/session/session.h"

namespace regal {

Provenance provenanceOf(const Session &session, const SolutionEntry &entry)
{
    Provenance provenance;
    provenance.task = session.task();
    provenance.method = entry.method.toStdString();
    provenance.seed = entry.seed;
    provenance.paramsJson = entry.paramsJson;
    if (entry.evaluations > 0)
        provenance.evaluations = entry.evaluations;
    if (!entry.origin)
        return provenance;
    const EditOrigin &origin = *entry.origin;
    EditedFrom parent{origin.name.toStdString(), origin.method.toStdString(), origin.seed, origin.paramsJson,
                      std::nullopt};
    if (origin.evaluations > 0)
        parent.evaluations = origin.evaluations;
    provenance.editedFrom = std::move(parent);
    const Solution &before = origin.solution;
    const Solution &after = entry.solution;
    for (NodeId node = 0; node < after.size() && node < before.size(); ++node)
        if (before.device[node] != after.device[node] || before.priority[node] != after.priority[node])
            provenance.edits.push_back({session.graph().node(node).name,
                                        session.cluster().devices[after.device[node]].name, after.priority[node]});
    return provenance;
}

} // namespace regal
