#pragma once

#include <cstdint>
#include <string_view>

namespace regal {

/// \brief The kind of work an operation does, in one vocabulary shared by every importer and
/// generator.
///
/// Each file format names its operations its own way: ONNX `Conv`, TensorFlow `Conv2D` and
/// `_FusedConv2D`, Darknet `convolutional`, PyTorch `aten.convolution.default`. The category
/// puts them together, so that what the policy learns on one format carries to the others.
enum class OpCategory : std::uint8_t {
    Io,                    ///< graph inputs, parameters, constants and outputs
    Conv,
    ConvBackward,
    MatMul,
    Normalisation,
    NormalisationBackward,
    Activation,            ///< and its backward
    Elementwise,           ///< arithmetic, comparisons, casts, residual adds
    Reduce,
    Pool,                  ///< and its backward
    Resize,                ///< upsampling and interpolation
    ConcatSplit,
    ReshapeView,           ///< reshapes, views, transposes, slices, pads: data movement only
    GatherScatter,
    Embedding,
    Attention,             ///< softmax and attention
    Recurrent,
    OptimizerUpdate,
    Control,               ///< control flow and no-ops
    Other,
};

inline constexpr int OpCategoryCount = int(OpCategory::Other) + 1;

/// The category of the operation type \a op, from any importer or generator; case, a leading
/// `aten.` or `_`, an overload suffix (`.default`), a trailing `_` (in place), a version suffix
/// (`V2`) and a `Fused` prefix are ignored.
OpCategory opCategoryOf(std::string_view op);

/// A short lowercase name, e.g. "conv-backward", stable for files and scripts.
std::string_view opCategoryName(OpCategory category);

} // namespace regal
