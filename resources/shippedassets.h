#pragma once

#include "core/methods/runrequest.h"

namespace regal {

/// The tuned parameters and trained policies that ship inside the programs; a missing one stays
/// empty and the method that needs it says so.
std::shared_ptr<const MethodAssets> shippedMethodAssets();

} // namespace regal
