#pragma once

#include <onnx.pb.h>
#include <random>

namespace regal::fuzz {

/// \brief The structure-aware half of the ONNX fuzzer: makes one attribute of one node of a
/// valid model lie (a length off the rank, a zero stride, a repeated axis, a size past 2^62),
/// or one dimension of an initializer or graph input, so the shape rules meet every lie while
/// the model still parses. Byte-level mutation does the rest.
void mutateOnnxModel(onnx::ModelProto &model, std::minstd_rand &random);

} // namespace regal::fuzz
