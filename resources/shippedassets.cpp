#include "resources/shippedassets.h"

#include "resources/shippedpolicy.h"
#include "resources/tunedparams.h"

namespace regal {

std::shared_ptr<const MethodAssets> shippedMethodAssets()
{
    auto assets = std::make_shared<MethodAssets>();
    const auto tuned = [](Task task) -> std::optional<BrkgaParams> {
        Result<BrkgaParams> params = tunedBrkgaParams(task);
        return params ? std::optional(*params) : std::nullopt;
    };
    const auto policy = [](Task task, std::string &problem) -> std::shared_ptr<const PolicyModel> {
        Result<PolicyModel> model = shippedPolicy(task);
        if (!model) {
            problem = model.error();
            return nullptr;
        }
        return std::make_shared<const PolicyModel>(std::move(model).value());
    };
    assets->tunedRuntime = tuned(Task::Runtime);
    assets->tunedMemory = tuned(Task::Memory);
    assets->runtimePolicy = policy(Task::Runtime, assets->runtimePolicyProblem);
    assets->memoryPolicy = policy(Task::Memory, assets->memoryPolicyProblem);
    return assets;
}

} // namespace regal
