#pragma once

#include "core/io/tensorflow/tfjsops.h"

#include <string>
#include <unordered_map>

namespace regal {

/// A shape rule of one TensorFlow op type: fills in the outputs of \a context, or says why not.
using TfShapeRule = bool (*)(TfOpContext &context);

/// Adds the rules of TensorFlow's array ops to \a rules: those that reshape, pad, join, split,
/// slice, tile, gather and rearrange tensors without computing on their values.
void addTfArrayRules(std::unordered_map<std::string, TfShapeRule> &rules);

} // namespace regal
