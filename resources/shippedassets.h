#pragma once

#include "core/methods/runrequest.h"

namespace regal {

/// The tuned parameters and trained policies that ship inside the programs; a missing or damaged
/// one stays empty, its reader's message is kept, and the method that needs it shows it.
std::shared_ptr<const MethodAssets> shippedMethodAssets();

} // namespace regal
