#pragma once

#include "core/methods/method.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief What some methods need besides the problem, by task: the tuned BRKGA parameters
/// (brkga-tuned) and a trained policy (regal). A front end loads them once, from the shipped
/// resources or from files; a missing or damaged one stays empty, with the reason, and the
/// method that needs it says so.
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

/// \brief One run as a front end asks for it: `regal optimize` and the Studio's Run button
/// both fill one and hand the method of the table the MethodContext that context() makes.
struct RunRequest
{
    /// A name of the method table, e.g. "brkga" or "regal".
    std::string method = defaults::Method;
    Task task = Task::Runtime;
    /// The BRKGA knobs and the control (budget, seed, threads, limits); a front end evaluates on
    /// every core unless told otherwise.
    SearchParams params{.brkga = {}, .control = {.threads = defaults::Threads}};
    /// A solution to put into the first generation (a hand-edited one, say), or none.
    std::optional<Solution> start;
    /// Per node the device it must stay on, or InvalidDevice; empty means no pins. Apply them
    /// with Problem::withPins() and give context() the pinned problem.
    std::vector<DeviceId> pins;

    /// Checks the parameters; the message names the field.
    Status validate() const;
    /// The context to run this request on \a problem (pins already applied) with \a assets.
    /// The start solution is moved within the pins: a node placed where it may no longer run
    /// goes to its first allowed device. Cancellation and progress are left to the caller.
    MethodContext context(const Problem &problem, const MethodAssets &assets) const;
};

} // namespace regal
