#include "resources/methodassets.h"

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
    const auto policy = [](Task task) -> std::shared_ptr<const PolicyModel> {
        Result<PolicyModel> model = shippedPolicy(task);
        return model ? std::make_shared<const PolicyModel>(std::move(model).value()) : nullptr;
    };
    assets->tunedRuntime = tuned(Task::Runtime);
    assets->tunedMemory = tuned(Task::Memory);
    assets->runtimePolicy = policy(Task::Runtime);
    assets->memoryPolicy = policy(Task::Memory);
    return assets;
}

} // namespace regal
