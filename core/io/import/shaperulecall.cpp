#include "core/io/import/shaperulecall.h"

namespace regal {

const TensorInfo *ShapeRuleCall::shaped(std::size_t index) const
{
    return index < inputs.size() && inputs[index] && inputs[index]->shapeKnown ? inputs[index] : nullptr;
}

void ShapeRuleCall::setOutput(std::size_t index, Dims dims, ElementType type)
{
    if (outputs.size() <= index)
        outputs.resize(index + 1);
    if (type == ElementType::Unknown && !inputs.empty() && inputs[0])
        type = inputs[0]->type;
    outputs[index].type = type;
    outputs[index].dims = std::move(dims);
    outputs[index].shapeKnown = true;
}

bool ShapeRuleCall::fail(std::string why)
{
    problem = std::move(why);
    return false;
}

} // namespace regal
