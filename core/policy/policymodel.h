#pragma once

#include "core/policy/policynetwork.h"
#include "core/search/brkga.h"
#include "core/sim/objective.h"

#include <memory>
#include <string>
#include <vector>

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
    /// Other trainings of the network's shape. They never steer; where any of them would choose
    /// another device for a node than the network does, the network's device advice for that
    /// node is weakened (core/policy/policyadvice.h).
    std::vector<std::shared_ptr<PolicyNetwork>> committee;
};

} // namespace regal
