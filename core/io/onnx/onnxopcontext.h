#pragma once

#include "core/io/import/attributecheck.h"
#include "core/io/import/tensorinfo.h"

#include <onnx.pb.h>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace regal {

/// \brief One ONNX node as a shape rule sees it: its attributes, what is known of its inputs,
/// and the outputs and cost the rule fills in.
class OnnxOpContext
{
public:
    OnnxOpContext(const onnx::NodeProto &node, std::vector<const TensorInfo *> inputs, int opset);

    const onnx::NodeProto &node() const { return m_node; }
    const std::string &op() const { return m_node.op_type(); }
    int opset() const { return m_opset; }

    std::size_t inputCount() const { return m_inputs.size(); }
    /// Input \a index, or nullptr when absent (optional inputs may be empty names).
    const TensorInfo *input(std::size_t index) const { return index < m_inputs.size() ? m_inputs[index] : nullptr; }
    /// Input \a index when its shape is known, else nullptr.
    const TensorInfo *shaped(std::size_t index) const;
    /// The integer values of input \a index when they are known.
    std::optional<std::vector<std::int64_t>> inputIntegers(std::size_t index) const;

    std::size_t outputCount() const { return m_outputs.size(); }
    TensorInfo &output(std::size_t index) { return m_outputs[index]; }
    std::vector<TensorInfo> &outputs() { return m_outputs; }

    /// Sets output \a index to \a dims with \a type, or the type of input 0 when Unknown.
    void setOutput(std::size_t index, Dims dims, ElementType type = ElementType::Unknown);

    bool has(const char *name) const;
    std::int64_t integer(const char *name, std::int64_t fallback) const;
    float real(const char *name, float fallback) const;
    std::string text(const char *name, const std::string &fallback = {}) const;
    std::vector<std::int64_t> integers(const char *name) const;
    std::vector<float> reals(const char *name) const;
    const onnx::AttributeProto *attribute(const char *name) const;

    /// Floating-point operations of the node (multiply-adds count 2).
    double flops = 0.0;
    /// Bytes read and written, when the rule knows better than "all inputs plus all outputs".
    std::optional<double> bytesAccessed;
    /// ONNX input whose buffer output 0 reuses (reshape-like ops), or -1.
    int aliasOf = -1;
    /// Why the rule could not infer the outputs, for the warning.
    std::string problem;
    /// A guess the rule made (a data-dependent size), for the warning.
    std::string guess;

    /// Records \a why and returns false, for `return fail("...")` in rules.
    bool fail(std::string why);
    /// Records what \a check found wrong with an attribute and returns false; the importer
    /// then warns about this node by name.
    bool reject(const AttributeCheck &check);

    /// Set by reject(): the node's attributes lie, rather than its inputs being unknown.
    bool attributeLies = false;

private:
    const onnx::NodeProto &m_node;
    std::vector<const TensorInfo *> m_inputs;
    std::vector<TensorInfo> m_outputs;
    int m_opset;
};

/// A shape and cost rule: fills the outputs (shapeKnown) and returns true, or returns false.
/// Rules run only on nodes with at least one output, so output(0) always exists.
using OnnxOpRule = bool (*)(OnnxOpContext &);

/// The rule for an ONNX op type (default domain, or com.microsoft contrib ops), or nullptr.
OnnxOpRule findOnnxOpRule(const std::string &opType);

using OnnxRuleTable = std::unordered_map<std::string, OnnxOpRule>;

/// Rules by family; each adds its op types to the table that findOnnxOpRule reads.
void addOnnxMathRules(OnnxRuleTable &table);
void addOnnxNnRules(OnnxRuleTable &table);
void addOnnxTensorRules(OnnxRuleTable &table);
void addOnnxValueRules(OnnxRuleTable &table);

} // namespace regal
