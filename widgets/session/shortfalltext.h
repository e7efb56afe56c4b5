#pragma once

#include "core/sim/bounds.h"

#include <QString>

namespace regal {

/// What the bounds prove when no solution of \a problem fits its devices' memory, in the user's
/// language, naming the operation that fits nowhere when there is one.
QString shortfallText(const Problem &problem, const MemoryShortfall &shortfall);

} // namespace regal
