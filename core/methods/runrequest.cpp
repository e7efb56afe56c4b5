#include "core/methods/runrequest.h"

#include <bit>

namespace regal {

Status RunRequest::validate() const
{
    if (Status valid = params.brkga.validate(); !valid)
        return valid;
    return params.control.validate();
}

MethodContext RunRequest::context(const Problem &problem, const MethodAssets &assets) const
{
    MethodContext context{.problem = problem, .task = task, .brkga = params.brkga, .control = params.control};
    context.tunedBrkga = assets.tuned(task);
    context.policy = assets.policy(task);
    context.policyProblem = assets.policyProblem(task);
    if (start && start->size() == problem.nodeCount()) {
        Solution within = *start;
        for (NodeId node = 0; node < problem.nodeCount(); ++node)
            if ((problem.allowedDevices(node) >> within.device[node] & 1) == 0)
                within.device[node] = DeviceId(std::countr_zero(problem.allowedDevices(node)));
        context.start = std::move(within);
    }
    return context;
}

} // namespace regal
