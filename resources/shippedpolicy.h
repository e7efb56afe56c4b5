#pragma once

#include "core/base/result.h"
#include "core/policy/policyfile.h"

namespace regal {

/// The trained policy that ships for \a task (the resource :/policies/regal-TASK.json), or an
/// error that says it is missing from this build.
Result<PolicyModel> shippedPolicy(Task task);

/// The policy in \a file if it is not empty, else the shipped one of \a task; nullptr when
/// neither exists (the regal method then explains what is missing).
Result<std::shared_ptr<const PolicyModel>> loadPolicy(const std::string &file, Task task);

} // namespace regal
