// If, Loop and Scan: their subgraphs are walked with a scope that sees the enclosing graph, and
// collapsed into the node that holds them.
#include "core/io/onnx/onnxgraphwalk.h"

#include "core/base/counted.h"
#include "core/base/wholenumber.h"
#include "core/io/import/shapemath.h"
#include "core/io/onnx/onnxtensors.h"

#include <algorithm>
#include <fmt/format.h>

namespace regal {
namespace {

constexpr std::size_t MaxSubgraphDepth = 16;

struct WalkedSubgraph
{
    std::string name;
    int nodes = 0;
    double flops = 0.0;
    double bytesAccessed = 0.0;
    Bytes params = 0;
    std::vector<TensorInfo> outputs;
};

TensorInfo withoutAxis(const TensorInfo &info, std::int64_t axis)
{
    TensorInfo slice = info;
    slice.values.reset();
    slice.constant = false;
    if (slice.shapeKnown && !slice.dims.empty()) {
        const auto rank = std::int64_t(slice.dims.size());
        const std::int64_t normal = std::clamp(axis < 0 ? axis + rank : axis, std::int64_t(0), rank - 1);
        slice.dims.erase(slice.dims.begin() + normal);
    }
    return slice;
}

TensorInfo withLeadingAxis(TensorInfo info, std::int64_t length, std::int64_t axis = 0)
{
    info.values.reset();
    info.constant = false;
    if (info.shapeKnown) {
        const auto rank = std::int64_t(info.dims.size()) + 1;
        const std::int64_t normal = std::clamp(axis < 0 ? axis + rank : axis, std::int64_t(0), rank - 1);
        info.dims.insert(info.dims.begin() + normal, length);
    }
    return info;
}

std::int64_t integerAttribute(const onnx::NodeProto &node, const char *name, std::int64_t fallback)
{
    for (const onnx::AttributeProto &attribute : node.attribute())
        if (attribute.name() == name)
            return attribute.i();
    return fallback;
}

} // namespace

void OnnxGraphWalk::walkSubgraphs(int index, OnnxNodeInfo &info, std::vector<TensorInfo> &outputs,
                                  const std::vector<const TensorInfo *> &inputs)
{
    const onnx::NodeProto &node = m_graph.node(index);
    const std::string &op = node.op_type();
    if (m_context.depth >= MaxSubgraphDepth) {
        fallBack(index, fmt::format("subgraphs nested deeper than {}", MaxSubgraphDepth), outputs, inputs);
        return;
    }
    const std::int64_t scanInputs = op == "Scan" ? integerAttribute(node, "num_scan_inputs", 0) : 0;
    const std::int64_t stateCount = std::int64_t(inputs.size()) - scanInputs;
    std::int64_t scanLength = 1;

    std::vector<WalkedSubgraph> walked;
    std::vector<std::string> problems;
    const auto walkOne = [&](const std::string &attributeName, const onnx::GraphProto &body) {
        OnnxScope child(&m_scope);
        for (const onnx::TensorProto &initializer : body.initializer())
            child.define(initializer.name(), tensorInfoOfOnnx(initializer));
        for (int i = 0; i < body.input_size(); ++i) {
            const std::string &name = body.input(i).name();
            if (child.definesLocally(name))
                continue;
            TensorInfo bound;
            const auto input = [&](std::int64_t at) -> const TensorInfo * {
                return at >= 0 && std::size_t(at) < inputs.size() ? inputs[std::size_t(at)] : nullptr;
            };
            if (op == "Loop" && i < 2) {
                bound = TensorInfo{i == 0 ? ElementType::Int64 : ElementType::Bool, {}, true, std::nullopt, false};
            } else if (op == "Loop" && input(i)) {
                bound = *input(i);
            } else if (op == "Scan" && i < stateCount && input(i)) {
                bound = *input(i);
            } else if (op == "Scan" && input(i) && input(i)->shapeKnown) {
                bound = withoutAxis(*input(i), 0);
                scanLength = input(i)->dims.empty() ? 1 : input(i)->dims[0];
            } else {
                const DeclaredShape declared = declaredShapeOf(body.input(i));
                bound.type = declared.type;
                bound.shapeKnown = declared.hasShape;
                bound.dims = declared.dims;
                for (std::size_t axis = 0; axis < bound.dims.size(); ++axis)
                    if (bound.dims[axis] < 0)
                        bound.dims[axis] = m_context.dimensions->resolve(declared.symbols[axis], name, axis, declared.dims);
            }
            bound.values.reset();
            bound.constant = false;
            child.define(name, std::move(bound));
        }
        ++m_context.depth;
        OnnxGraphWalk walk(body, child, m_context);
        const Status status = walk.run();
        --m_context.depth;
        const std::string label = body.name().empty() ? attributeName : attributeName + " '" + body.name() + "'";
        if (!status) {
            problems.push_back(fmt::format("{}: {}", label, status.error()));
            return;
        }
        WalkedSubgraph result{label, body.node_size(), walk.totalFlops(), walk.totalBytesAccessed(),
                              walk.constantBytesRead(), {}};
        for (const onnx::ValueInfoProto &output : body.output()) {
            const TensorInfo *found = child.find(output.name());
            result.outputs.push_back(found ? *found : TensorInfo{});
        }
        for (const std::string &name : walk.outerReads()) {
            lookup(name);
            if (std::find(node.input().begin(), node.input().end(), name) == node.input().end()
                && std::find(info.outerInputs.begin(), info.outerInputs.end(), name) == info.outerInputs.end())
                info.outerInputs.push_back(name);
        }
        walked.push_back(std::move(result));
    };
    for (const onnx::AttributeProto &attribute : node.attribute()) {
        if (attribute.has_g())
            walkOne(attribute.name(), attribute.g());
        for (const onnx::GraphProto &subgraph : attribute.graphs())
            walkOne(attribute.name(), subgraph);
    }

    std::string rule = "the sum of its subgraphs";
    for (const WalkedSubgraph &subgraph : walked) {
        info.subgraphParams += subgraph.params;
        info.flops += subgraph.flops;
        info.bytesAccessed = std::max(0.0, info.bytesAccessed) + subgraph.bytesAccessed;
    }
    const auto copyOutputs = [&](const std::vector<TensorInfo> &from, std::size_t skip, std::size_t count,
                                 std::size_t at) {
        for (std::size_t i = 0; i < count && skip + i < from.size() && at + i < outputs.size(); ++i)
            outputs[at + i] = from[skip + i];
    };
    if (op == "If" && !walked.empty()) {
        rule = "the larger branch";
        const auto larger = std::max_element(walked.begin(), walked.end(), [](const auto &a, const auto &b) {
            return a.flops < b.flops;
        });
        info.flops = larger->flops;
        info.bytesAccessed = larger->bytesAccessed;
        const auto known = std::find_if(walked.begin(), walked.end(), [](const WalkedSubgraph &subgraph) {
            return std::all_of(subgraph.outputs.begin(), subgraph.outputs.end(),
                               [](const TensorInfo &tensor) { return tensor.shapeKnown; });
        });
        copyOutputs(known != walked.end() ? known->outputs : walked.front().outputs, 0, outputs.size(), 0);
    } else if (op == "Loop" && !walked.empty()) {
        std::int64_t trips = 1;
        const TensorInfo *tripInput = inputs.empty() ? nullptr : inputs[0];
        if (tripInput && tripInput->values && !tripInput->values->empty()) {
            trips = clampDimension(saturatedInteger(tripInput->values->front()).value_or(1));
            rule = fmt::format("the body times its {} trips", trips);
        } else {
            rule = "the body once (the trip count is not known before running the model)";
        }
        info.flops = walked.front().flops * double(trips);
        info.bytesAccessed = walked.front().bytesAccessed * double(trips);
        const std::size_t carried = inputs.size() >= 2 ? inputs.size() - 2 : 0;
        copyOutputs(walked.front().outputs, 1, carried, 0);
        for (std::size_t i = carried; i < outputs.size() && 1 + i < walked.front().outputs.size(); ++i)
            outputs[i] = withLeadingAxis(walked.front().outputs[1 + i], trips);
    } else if (op == "Scan" && !walked.empty()) {
        rule = fmt::format("the body times its {} steps", scanLength);
        info.flops = walked.front().flops * double(scanLength);
        info.bytesAccessed = walked.front().bytesAccessed * double(scanLength);
        const auto states = std::size_t(std::max<std::int64_t>(0, stateCount));
        copyOutputs(walked.front().outputs, 0, states, 0);
        for (std::size_t i = states; i < outputs.size() && i < walked.front().outputs.size(); ++i)
            outputs[i] = withLeadingAxis(walked.front().outputs[i], scanLength);
    }
    for (TensorInfo &output : outputs) {
        output.values.reset();
        output.constant = false;
    }
    for (std::size_t port = 0; port < outputs.size(); ++port)
        if (!outputs[port].shapeKnown && !node.output(int(port)).empty())
            declaredShape(node.output(int(port)), outputs[port]);

    std::string names;
    for (const WalkedSubgraph &subgraph : walked)
        names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", subgraph.name,
                             counted(std::int64_t(subgraph.nodes), "node"));
    m_context.notes->warn(fmt::format("node '{}' ({}) holds {} {}, collapsed into the node: its cost is {}",
                                      node.name(), op, walked.size() == 1 ? "the subgraph" : "the subgraphs",
                                      names.empty() ? "(none readable)" : names, rule));
    for (const std::string &problem : problems)
        m_context.notes->warn(fmt::format("node '{}' ({}): subgraph {}; not counted", node.name(), op, problem));
}

} // namespace regal
