#pragma once

#include "core/io/placementjson.h"

#include <QString>

namespace regal {

/// \brief Finds the graph a placement was made for, so that a placement opened on its own (say,
/// double-clicked in a file manager) can be shown.
///
/// Looks at the built-in samples, then at the graph files in the placement's folder: first
/// those whose name starts with the graph's name, then up to MaxOtherFiles other JSON files.
/// A graph matches by content hash, or by name when the placement has no hash. Returns its
/// path or "sample:NAME", or an empty string when none matches.
QString findPlacementGraph(const PlacementFile &placement, const QString &placementPath);

} // namespace regal
