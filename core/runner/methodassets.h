#pragma once

#include "core/policy/policyfile.h"
#include "core/search/searchparams.h"

#include <memory>
#include <optional>

namespace regal {

/// \brief What the engine's methods need besides the problem, by task: the tuned BRKGA
/// parameters (brkga-tuned) and a trained policy (regal). The front end loads them, from the
/// shipped resources or from files, and hands them to addBuiltInMethods().
struct MethodAssets
{
    std::optional<BrkgaParams> tunedRuntime;
    std::optional<BrkgaParams> tunedMemory;
    std::shared_ptr<const PolicyModel> runtimePolicy;
    std::shared_ptr<const PolicyModel> memoryPolicy;
    /// Why a policy is missing: absent from the build, or damaged (its reader's message).
    std::string runtimePolicyProblem;
    std::string memoryPolicyProblem;

    const std::optional<BrkgaParams> &tuned(Task task) const { return task == Task::Runtime ? tunedRuntime : tunedMemory; }
    const std::shared_ptr<const PolicyModel> &policy(Task task) const
    {
        return task == Task::Runtime ? runtimePolicy : memoryPolicy;
    }
    const std::string &policyProblem(Task task) const
    {
        return task == Task::Runtime ? runtimePolicyProblem : memoryPolicyProblem;
    }
};

} // namespace regal
