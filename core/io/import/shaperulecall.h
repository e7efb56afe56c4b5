#pragma once

#include "core/io/import/tensorinfo.h"

#include <string>
#include <vector>

namespace regal {

/// \brief What a shape rule of the TF.js readers (graph models and layers models) reads and
/// fills in: what is known of the inputs, and the outputs, FLOPs and alias the rule finds.
struct ShapeRuleCall
{
    std::vector<const TensorInfo *> inputs;
    std::vector<TensorInfo> outputs;
    double flops = 0.0;
    /// The input whose buffer output 0 reuses (a reshape, an inference-time dropout), or -1.
    int aliasOf = -1;
    /// Why the rule could not infer the outputs, for the warning.
    std::string problem;

    /// Input \a index when its shape is known, else nullptr.
    const TensorInfo *shaped(std::size_t index) const;
    /// Sets output \a index, adding outputs up to it, to \a dims with \a type, or with the type
    /// of input 0 when Unknown.
    void setOutput(std::size_t index, Dims dims, ElementType type = ElementType::Unknown);
    /// Records \a why and returns false, for `return fail("...")` in rules.
    bool fail(std::string why);
};

} // namespace regal
