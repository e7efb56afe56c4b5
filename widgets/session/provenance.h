#pragma once

#include "core/io/placementjson.h"
#include "widgets/session/solutionentry.h"

namespace regal {

class Session;

/// How \a entry was made, as a placement file records it: a run's method, seed and parameters;
/// for a hand edit also the row it was edited from and the nodes the edits changed.
Provenance provenanceOf(const Session &session, const SolutionEntry &entry);

} // namespace regal
