#pragma once

#include "core/io/import/tensorinfo.h"

#include <cstdint>
#include <string>
#include <vector>

namespace regal {

/// TensorFlow Lite's builtin operator codes that the importer treats apart.
namespace tflite {
inline constexpr std::int32_t AveragePool2D = 1;
inline constexpr std::int32_t Conv2D = 3;
inline constexpr std::int32_t DepthwiseConv2D = 4;
inline constexpr std::int32_t FullyConnected = 9;
inline constexpr std::int32_t L2Pool2D = 12;
inline constexpr std::int32_t Lstm = 16;
inline constexpr std::int32_t MaxPool2D = 17;
inline constexpr std::int32_t Reshape = 22;
inline constexpr std::int32_t Rnn = 24;
inline constexpr std::int32_t Custom = 32;
inline constexpr std::int32_t UnidirectionalSequenceRnn = 35;
inline constexpr std::int32_t Mean = 40;
inline constexpr std::int32_t Squeeze = 43;
inline constexpr std::int32_t UnidirectionalSequenceLstm = 44;
inline constexpr std::int32_t BidirectionalSequenceRnn = 46;
inline constexpr std::int32_t BidirectionalSequenceLstm = 52;
inline constexpr std::int32_t TransposeConv = 67;
inline constexpr std::int32_t ExpandDims = 70;
inline constexpr std::int32_t Sum = 74;
inline constexpr std::int32_t ReduceProd = 81;
inline constexpr std::int32_t ReduceMax = 82;
inline constexpr std::int32_t ReduceMin = 89;
inline constexpr std::int32_t ReduceAny = 91;
inline constexpr std::int32_t If = 118;
inline constexpr std::int32_t While = 119;
inline constexpr std::int32_t BatchMatMul = 126;
inline constexpr std::int32_t Conv3D = 132;
inline constexpr std::int32_t ReduceAll = 140;
inline constexpr std::int32_t Conv3DTranspose = 141;
} // namespace tflite

/// The op name of builtin operator \a code in the style of the other importers: CONV_2D gives
/// "Conv2D", FULLY_CONNECTED "FullyConnected"; an unknown code "Builtin<code>".
std::string tfliteOpName(std::int32_t code);

/// \brief One operator of a TFLite model as the FLOP rule sees it.
struct TfliteOp
{
    std::int32_t code = 0;
    /// The op's name: the builtin's, or a custom op's own ("Convolution2DTransposeBias").
    std::string name;
    /// Every input tensor in order, null for an optional input left out.
    std::vector<const TensorInfo *> inputs;
    std::vector<const TensorInfo *> outputs;
    /// Elements of a pooling window, from the op's Pool2DOptions.
    std::int64_t poolWindow = 1;
    /// A BATCH_MATMUL that reads its first operand transposed (adj_x).
    bool adjointX = false;
};

/// The FLOPs of \a op from its tensors' shapes (a multiply-add counts 2): convolutions, matrix
/// products and recurrent layers from their weights' shapes, pooling from its window, reductions
/// one per input element, data movement none, anything else one per output element.
double tfliteFlops(const TfliteOp &op);

/// The element type of TFLite TensorType \a type.
ElementType tfliteElementType(std::int8_t type);

} // namespace regal
