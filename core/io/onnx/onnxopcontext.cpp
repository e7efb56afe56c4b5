#include "core/io/onnx/onnxopcontext.h"


namespace regal {

OnnxOpContext::OnnxOpContext(const onnx::NodeProto &node, std::vector<const TensorInfo *> inputs, int opset)
    : m_node(node), m_inputs(std::move(inputs)), m_outputs(std::size_t(node.output_size())), m_opset(opset)
{
}

const TensorInfo *OnnxOpContext::shaped(std::size_t index) const
{
    const TensorInfo *info = input(index);
    return info && info->shapeKnown ? info : nullptr;
}

std::optional<std::vector<std::int64_t>> OnnxOpContext::inputIntegers(std::size_t index) const
{
    const TensorInfo *info = input(index);
    return info ? info->integers() : std::nullopt;
}

void OnnxOpContext::setOutput(std::size_t index, Dims dims, ElementType type)
{
    if (index >= m_outputs.size())
        return;
    TensorInfo &out = m_outputs[index];
    if (type == ElementType::Unknown && input(0))
        type = input(0)->type;
    out.type = type;
    out.dims = std::move(dims);
    out.shapeKnown = true;
}

const onnx::AttributeProto *OnnxOpContext::attribute(const char *name) const
{
    for (const onnx::AttributeProto &attribute : m_node.attribute())
        if (attribute.name() == name)
            return &attribute;
    return nullptr;
}

bool OnnxOpContext::has(const char *name) const
{
    return attribute(name) != nullptr;
}

std::int64_t OnnxOpContext::integer(const char *name, std::int64_t fallback) const
{
    const onnx::AttributeProto *found = attribute(name);
    return found ? found->i() : fallback;
}

float OnnxOpContext::real(const char *name, float fallback) const
{
    const onnx::AttributeProto *found = attribute(name);
    return found ? found->f() : fallback;
}

std::string OnnxOpContext::text(const char *name, const std::string &fallback) const
{
    const onnx::AttributeProto *found = attribute(name);
    return found ? found->s() : fallback;
}

std::vector<std::int64_t> OnnxOpContext::integers(const char *name) const
{
    const onnx::AttributeProto *found = attribute(name);
    return found ? std::vector<std::int64_t>(found->ints().begin(), found->ints().end()) : std::vector<std::int64_t>{};
}

std::vector<float> OnnxOpContext::reals(const char *name) const
{
    const onnx::AttributeProto *found = attribute(name);
    return found ? std::vector<float>(found->floats().begin(), found->floats().end()) : std::vector<float>{};
}

bool OnnxOpContext::fail(std::string why)
{
    problem = std::move(why);
    return false;
}

bool OnnxOpContext::reject(const AttributeCheck &check)
{
    attributeLies = true;
    return fail(check.problem());
}

OnnxOpRule findOnnxOpRule(const std::string &opType)
{
    static const OnnxRuleTable table = [] {
        OnnxRuleTable rules;
        addOnnxMathRules(rules);
        addOnnxNnRules(rules);
        addOnnxTensorRules(rules);
        addOnnxValueRules(rules);
        return rules;
    }();
    const auto found = table.find(opType);
    return found == table.end() ? nullptr : found->second;
}

} // namespace regal
