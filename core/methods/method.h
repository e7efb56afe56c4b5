#pragma once

#include "core/base/result.h"
#include "core/policy/policyadvice.h"
#include "core/policy/policyfile.h"
#include "core/search/proposal.h"
#include "core/search/searchparams.h"
#include "core/search/searchstatus.h"
#include "core/sim/problem.h"

#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace regal {

/// \brief Everything a placement or scheduling method gets: the problem, the task, the
/// parameters, and the ways to report progress and to be cancelled.
struct MethodContext
{
    const Problem &problem;
    Task task = Task::Runtime;
    /// For brkga and brkga-seeded.
    BrkgaParams brkga;
    /// Budget, seed, threads and limits, for every method.
    ControlParams control;
    /// For brkga-tuned: the shipped tuned parameters of this task.
    std::optional<BrkgaParams> tunedBrkga;
    /// Per-node proposal distributions for brkga, brkga-seeded and brkga-tuned; uniform when
    /// absent (regal makes its own from the policy). Must fit the problem (nodes, devices + 1 keys).
    std::optional<ProposalSet> proposals;
    /// For regal: the trained policy that proposes the keys' distributions.
    std::shared_ptr<const PolicyModel> policy;
    /// Why there is no policy (a shipped one missing or damaged), for regal's message.
    std::string policyProblem;
    /// For the BRKGA methods and regal: a solution that joins the first population (the
    /// Studio's "start from the current solution"). Must fit the problem, pins included.
    std::optional<Solution> start;
    /// Set by another thread to stop a search early; the method still returns its best.
    const std::atomic<bool> *cancel = nullptr;
    /// Called once per generation or batch, on the calling thread.
    std::function<void(const SearchStatus &)> progress;
};

/// \brief What a method returns: a valid solution, its score, and what it spent.
struct MethodResult
{
    Solution solution;
    Score score;
    std::int64_t evaluations = 0;
    /// The parameters that made it, as a JSON object text.
    std::string paramsJson = "{}";
    /// For regal: what the policy proposed for each node.
    std::vector<NodeProposal> policyProposals;
};

/// Marks a text of the method table for the Studio's translations (lupdate reads it as
/// QT_TRANSLATE_NOOP); the engine and the command line keep the English text.
#define REGAL_TRANSLATE_NOOP(context, text) text

/// \brief What a method needs to run at all, beyond a problem.
struct MethodNeeds
{
    /// The most devices it can place on (the exact solver: one).
    int maxDevices = MaxDevices;
    /// Whether it needs a trained policy of the task (regal).
    bool policy = false;
};

/// \brief Why a method cannot run, for the front ends to phrase.
enum class MethodBlocker { None, TooManyDevices, NoPolicy };

/// \brief A named method of the registry.
struct Method
{
    std::string_view name;
    /// What it is for: "placement", "scheduling" or "search".
    std::string_view kind;
    /// One line for people, in English; the Studio translates it (context "Method").
    std::string_view summary;
    Result<MethodResult> (*run)(const MethodContext &context);
    MethodNeeds needs{};

    /// Why it cannot run on \a deviceCount devices, given whether a policy of the task is loaded.
    MethodBlocker blocker(int deviceCount, bool hasPolicy) const
    {
        if (deviceCount > needs.maxDevices)
            return MethodBlocker::TooManyDevices;
        return needs.policy && !hasPolicy ? MethodBlocker::NoPolicy : MethodBlocker::None;
    }
};

/// Every method, in the order the documentation lists them.
std::span<const Method> methods();
/// The method called \a name, or nullptr.
const Method *findMethod(std::string_view name);
/// "a, b, c": the names, for messages.
std::string methodNames();

} // namespace regal
