#include "core/io/onnx/onnxinline.h"

#include <fmt/format.h>
#include <map>
#include <set>
#include <unordered_set>

namespace regal {
namespace {

using Renames = std::map<std::string, std::string>;

/// Renames the names a nested graph reads from outside (not defined inside it).
void renameFreeNames(onnx::GraphProto &graph, const Renames &renames)
{
    std::set<std::string> local;
    for (const onnx::ValueInfoProto &input : graph.input())
        local.insert(input.name());
    for (const onnx::TensorProto &initializer : graph.initializer())
        local.insert(initializer.name());
    for (const onnx::NodeProto &node : graph.node())
        local.insert(node.output().begin(), node.output().end());
    Renames outer;
    for (const auto &[from, to] : renames)
        if (!local.contains(from))
            outer.emplace(from, to);
    if (outer.empty())
        return;
    for (onnx::NodeProto &node : *graph.mutable_node()) {
        for (std::string &input : *node.mutable_input())
            if (auto found = outer.find(input); found != outer.end())
                input = found->second;
        for (onnx::AttributeProto &attribute : *node.mutable_attribute()) {
            if (attribute.has_g())
                renameFreeNames(*attribute.mutable_g(), outer);
            for (onnx::GraphProto &subgraph : *attribute.mutable_graphs())
                renameFreeNames(subgraph, outer);
        }
    }
    for (onnx::ValueInfoProto &output : *graph.mutable_output())
        if (auto found = outer.find(output.name()); found != outer.end())
            output.set_name(found->second);
}

class IfInliner
{
public:
    IfInliner(onnx::GraphProto &graph, ImportNotes &notes, const IfCondition &condition)
        : m_graph(graph), m_notes(notes), m_condition(condition)
    {
        for (const onnx::ValueInfoProto &input : graph.input())
            m_taken.insert(input.name());
        for (const onnx::TensorProto &initializer : graph.initializer())
            m_taken.insert(initializer.name());
        for (const onnx::NodeProto &node : graph.node())
            m_taken.insert(node.output().begin(), node.output().end());
    }

    /// One pass over the main graph; returns how many If nodes it inlined.
    int run()
    {
        google::protobuf::RepeatedPtrField<onnx::NodeProto> nodes;
        nodes.Swap(m_graph.mutable_node());
        int inlined = 0;
        for (onnx::NodeProto &node : nodes) {
            if (node.op_type() == "If" && inlineIf(node))
                ++inlined;
            else
                m_graph.add_node()->Swap(&node);
        }
        return inlined;
    }

private:
    std::string fresh(const std::string &wanted, const std::string &prefix)
    {
        if (m_taken.insert(wanted).second)
            return wanted;
        for (int suffix = 1;; ++suffix) {
            std::string candidate = fmt::format("{}/{}_{}", prefix, wanted, suffix);
            if (m_taken.insert(candidate).second)
                return candidate;
        }
    }

    bool inlineIf(onnx::NodeProto &node)
    {
        onnx::GraphProto *thenBranch = nullptr;
        onnx::GraphProto *elseBranch = nullptr;
        for (onnx::AttributeProto &attribute : *node.mutable_attribute()) {
            if (attribute.name() == "then_branch" && attribute.has_g())
                thenBranch = attribute.mutable_g();
            if (attribute.name() == "else_branch" && attribute.has_g())
                elseBranch = attribute.mutable_g();
        }
        if (!thenBranch || !elseBranch || node.input_size() < 1)
            return false;
        const std::optional<bool> condition = m_condition(node.input(0));
        const bool takeThen = condition ? *condition : thenBranch->node_size() >= elseBranch->node_size();
        onnx::GraphProto &taken = takeThen ? *thenBranch : *elseBranch;
        const onnx::GraphProto &left = takeThen ? *elseBranch : *thenBranch;
        const auto label = [](const char *attribute, const onnx::GraphProto &branch) {
            return fmt::format("{}{} ({} nodes)", attribute, branch.name().empty() ? "" : " '" + branch.name() + "'",
                               branch.node_size());
        };
        m_notes.warn(fmt::format("node '{}' (If): inlined its {}; the {} is left out ({})", node.name(),
                                 label(takeThen ? "then_branch" : "else_branch", taken),
                                 label(takeThen ? "else_branch" : "then_branch", left),
                                 condition ? "the condition is known before running the model"
                                           : "the condition is only known at run time; the larger branch is kept"));

        const std::string prefix = node.name().empty() ? "If" : node.name();
        Renames renames;
        std::unordered_set<std::string> branchOutputs;
        for (const onnx::TensorProto &initializer : taken.initializer())
            renames.emplace(initializer.name(), fresh(initializer.name(), prefix));
        for (int i = 0; i < taken.output_size() && i < node.output_size(); ++i) {
            const std::string &inner = taken.output(i).name();
            bool local = false;
            for (const onnx::NodeProto &inside : taken.node())
                for (const std::string &output : inside.output())
                    local = local || output == inner;
            if (local && !node.output(i).empty() && branchOutputs.insert(inner).second) {
                renames[inner] = node.output(i);
                m_taken.insert(node.output(i));
            } else if (!node.output(i).empty()) {
                onnx::NodeProto *pass = m_graph.add_node();
                pass->set_op_type("Identity");
                pass->set_name(fmt::format("{}/output_{}", prefix, i));
                pass->add_input(renames.contains(inner) ? renames[inner] : inner);
                pass->add_output(node.output(i));
            }
        }
        for (const onnx::NodeProto &inside : taken.node())
            for (const std::string &output : inside.output())
                if (!output.empty() && !renames.contains(output))
                    renames.emplace(output, fresh(output, prefix));

        for (onnx::TensorProto &initializer : *taken.mutable_initializer()) {
            initializer.set_name(renames.at(initializer.name()));
            m_graph.add_initializer()->Swap(&initializer);
        }
        for (onnx::ValueInfoProto &value : *taken.mutable_value_info()) {
            if (auto found = renames.find(value.name()); found != renames.end()) {
                value.set_name(found->second);
                m_graph.add_value_info()->Swap(&value);
            }
        }
        for (onnx::NodeProto &inside : *taken.mutable_node()) {
            for (std::string &name : *inside.mutable_input())
                if (auto found = renames.find(name); found != renames.end())
                    name = found->second;
            for (std::string &name : *inside.mutable_output())
                if (auto found = renames.find(name); found != renames.end())
                    name = found->second;
            for (onnx::AttributeProto &attribute : *inside.mutable_attribute()) {
                if (attribute.has_g())
                    renameFreeNames(*attribute.mutable_g(), renames);
                for (onnx::GraphProto &subgraph : *attribute.mutable_graphs())
                    renameFreeNames(subgraph, renames);
            }
            m_graph.add_node()->Swap(&inside);
        }
        return true;
    }

    onnx::GraphProto &m_graph;
    ImportNotes &m_notes;
    const IfCondition &m_condition;
    std::unordered_set<std::string> m_taken;
};

} // namespace

int inlineIfBranches(onnx::GraphProto &graph, ImportNotes &notes, const IfCondition &condition)
{
    return IfInliner(graph, notes, condition).run();
}

bool hasIfNodes(const onnx::GraphProto &graph)
{
    for (const onnx::NodeProto &node : graph.node())
        if (node.op_type() == "If")
            return true;
    return false;
}

} // namespace regal
