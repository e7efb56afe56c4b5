#pragma once

#include "core/io/tensorflow/tfjsarrayops.h"

namespace regal {

/// Adds the rules of TensorFlow 2's TensorList ops to \a rules: a list counts as the tensor its
/// items stack into, so loops that build a list and stack it keep their shapes.
void addTfListRules(std::unordered_map<std::string, TfShapeRule> &rules);

} // namespace regal
