#include "core/io/onnx/onnxstoredtensors.h"

#include "core/graph/limits.h"

#include <algorithm>

namespace regal {
namespace {

/// Ops whose folded output is new data rather than stored data rearranged, cast or scaled.
bool makesNewData(const std::string &op)
{
    static const std::unordered_set<std::string> generators = {
        "ConstantOfShape", "Range",         "Expand",           "Tile",
        "EyeLike",         "RandomNormal",  "RandomUniform",    "RandomNormalLike",
        "RandomUniformLike", "Multinomial", "Bernoulli"};
    return generators.contains(op);
}

} // namespace

OnnxStoredTensors::OnnxStoredTensors(const onnx::GraphProto &graph, const OnnxGraphWalk &walk,
                                     const OnnxScope &scope)
{
    const auto store = [&](const std::string &name) {
        const TensorInfo *tensor = scope.find(name);
        if (name.empty() || !tensor || m_bytes.contains(name))
            return;
        m_bytes[name] = tensor->bytes();
        // Each tensor is at most 2^62 bytes; the sum stops where every graph is refused anyway.
        m_storedBytes = std::min(m_storedBytes + tensor->bytes(), limits::MaxTotalBytes);
        m_order.push_back(name);
    };
    for (const onnx::TensorProto &initializer : graph.initializer())
        store(initializer.name());
    for (const onnx::SparseTensorProto &sparse : graph.sparse_initializer())
        store(sparse.values().name());

    // Folded nodes in dependency order: a Constant's outputs are stored; any other folded
    // output stands for the stored tensors its inputs stand for.
    for (int index : walk.order()) {
        const onnx::NodeProto &node = graph.node(index);
        if (walk.info(index).folded) {
            if (node.op_type() == "Constant") {
                for (const std::string &output : node.output())
                    store(output);
                continue;
            }
            // Folded from stored tensors only, it stands for them; folded with the help of a
            // value known from the model's shapes (Shape of an input), or made by an op that
            // makes new data, it is a constant of its own.
            std::vector<std::string> roots;
            bool derived = makesNewData(node.op_type());
            for (const std::string &input : node.input()) {
                const TensorInfo *tensor = input.empty() ? nullptr : scope.find(input);
                derived = derived || (tensor && !tensor->constant) || m_derived.contains(input);
                addRoots(input, roots);
            }
            for (const std::string &output : node.output()) {
                if (output.empty())
                    continue;
                if (derived || node.input_size() == 0)
                    m_derived.insert(output);
                else
                    m_roots[output] = roots;
            }
            continue;
        }
        std::vector<std::string> read;
        std::vector<std::string> inputs(node.input().begin(), node.input().end());
        inputs.insert(inputs.end(), walk.info(index).outerInputs.begin(), walk.info(index).outerInputs.end());
        for (const std::string &input : inputs)
            if (const TensorInfo *tensor = input.empty() ? nullptr : scope.find(input); tensor && tensor->constant)
                addRoots(input, read);
        for (const std::string &name : read)
            ++m_readers[name];
    }
}

void OnnxStoredTensors::addRoots(const std::string &from, std::vector<std::string> &into) const
{
    const auto add = [&into](const std::string &name) {
        if (std::find(into.begin(), into.end(), name) == into.end())
            into.push_back(name);
    };
    if (isStored(from)) {
        add(from);
        return;
    }
    if (const auto found = m_roots.find(from); found != m_roots.end())
        for (const std::string &root : found->second)
            add(root);
}

std::vector<std::string> OnnxStoredTensors::rootsOf(const std::string &name) const
{
    std::vector<std::string> roots;
    addRoots(name, roots);
    return roots;
}

Bytes OnnxStoredTensors::bytesOf(const std::string &name) const
{
    const auto found = m_bytes.find(name);
    return found == m_bytes.end() ? 0 : found->second;
}

std::size_t OnnxStoredTensors::readers(const std::string &name) const
{
    const auto found = m_readers.find(name);
    return found == m_readers.end() ? 0 : found->second;
}

std::vector<std::string> OnnxStoredTensors::shared(Bytes minBytes) const
{
    std::vector<std::string> names;
    for (const std::string &name : m_order)
        if (readers(name) >= 2 && bytesOf(name) >= minBytes)
            names.push_back(name);
    return names;
}

} // namespace regal
