#pragma once

#include "core/base/result.h"
#include "core/policy/policynetwork.h"
#include "core/search/brkga.h"
#include "core/sim/objective.h"

#include <memory>
#include <string>

namespace regal {

/// \brief A trained policy as it ships: the task it was trained for, its network, and a note of
/// how it was trained (a JSON object: data, steps, results) for the model card.
struct PolicyModel
{
    Task task = Task::Runtime;
    std::shared_ptr<PolicyNetwork> network;
    std::string trainingJson = "{}";
    std::string checksum; ///< of the file it was read from ("sha256:..."); empty for a new model
    /// Which samples its proposals steer, as in the runs it was trained on.
    Brkga::Steering steering = Brkga::Steering::EveryOther;
};

/// Writes \a model as a "regal-policy" document with a SHA-256 checksum of its weights.
std::string writePolicyJson(const PolicyModel &model);

/// Reads a "regal-policy" document; refuses a wrong shape or a checksum that does not match
/// (a damaged or hand-edited file), naming \a source.
Result<PolicyModel> readPolicyJson(const std::string &text, const std::string &source);

} // namespace regal
