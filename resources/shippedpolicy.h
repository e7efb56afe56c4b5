#pragma once

#include "core/base/result.h"
#include "core/policy/policyfile.h"

namespace regal {

/// The trained policy that ships for \a task (the resource :/policies/regal-TASK.json), or an
/// error that says it is missing from this build.
Result<PolicyModel> shippedPolicy(Task task);

/// \brief A policy to run the regal method with, or why there is none.
struct LoadedPolicy
{
    std::shared_ptr<const PolicyModel> model;
    /// When model is null: the reader's message for the shipped policy (missing or damaged).
    std::string problem;
};

/// The policy in \a file if it is not empty (an error when it cannot be read), else the
/// shipped one of \a task; a shipped policy that is missing or damaged gives no model and the
/// reason, which the regal method shows (the other methods do not need a policy).
Result<LoadedPolicy> loadPolicy(const std::string &file, Task task);

} // namespace regal
