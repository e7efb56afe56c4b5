#include "core/io/tflite/tfliteops.h"

#include "core/graph/opcategory.h"

#include <array>
#include <cctype>
#include <string_view>

namespace regal {
namespace {

/// The builtin operators of the TFLite schema, by code.
constexpr std::array<std::string_view, 158> BuiltinNames = {
    "ADD", "AVERAGE_POOL_2D", "CONCATENATION", "CONV_2D", "DEPTHWISE_CONV_2D", "DEPTH_TO_SPACE", "DEQUANTIZE",
    "EMBEDDING_LOOKUP", "FLOOR", "FULLY_CONNECTED", "HASHTABLE_LOOKUP", "L2_NORMALIZATION", "L2_POOL_2D",
    "LOCAL_RESPONSE_NORMALIZATION", "LOGISTIC", "LSH_PROJECTION", "LSTM", "MAX_POOL_2D", "MUL", "RELU",
    "RELU_N1_TO_1", "RELU6", "RESHAPE", "RESIZE_BILINEAR", "RNN", "SOFTMAX", "SPACE_TO_DEPTH", "SVDF", "TANH",
    "CONCAT_EMBEDDINGS", "SKIP_GRAM", "CALL", "CUSTOM", "EMBEDDING_LOOKUP_SPARSE", "PAD",
    "UNIDIRECTIONAL_SEQUENCE_RNN", "GATHER", "BATCH_TO_SPACE_ND", "SPACE_TO_BATCH_ND", "TRANSPOSE", "MEAN", "SUB",
    "DIV", "SQUEEZE", "UNIDIRECTIONAL_SEQUENCE_LSTM", "STRIDED_SLICE", "BIDIRECTIONAL_SEQUENCE_RNN", "EXP",
    "TOPK_V2", "SPLIT", "LOG_SOFTMAX", "DELEGATE", "BIDIRECTIONAL_SEQUENCE_LSTM", "CAST", "PRELU", "MAXIMUM",
    "ARG_MAX", "MINIMUM", "LESS", "NEG", "PADV2", "GREATER", "GREATER_EQUAL", "LESS_EQUAL", "SELECT", "SLICE",
    "SIN", "TRANSPOSE_CONV", "SPARSE_TO_DENSE", "TILE", "EXPAND_DIMS", "EQUAL", "NOT_EQUAL", "LOG", "SUM", "SQRT",
    "RSQRT", "SHAPE", "POW", "ARG_MIN", "FAKE_QUANT", "REDUCE_PROD", "REDUCE_MAX", "PACK", "LOGICAL_OR",
    "ONE_HOT", "LOGICAL_AND", "LOGICAL_NOT", "UNPACK", "REDUCE_MIN", "FLOOR_DIV", "REDUCE_ANY", "SQUARE",
    "ZEROS_LIKE", "FILL", "FLOOR_MOD", "RANGE", "RESIZE_NEAREST_NEIGHBOR", "LEAKY_RELU", "SQUARED_DIFFERENCE",
    "MIRROR_PAD", "ABS", "SPLIT_V", "UNIQUE", "CEIL", "REVERSE_V2", "ADD_N", "GATHER_ND", "COS", "WHERE", "RANK",
    "ELU", "REVERSE_SEQUENCE", "MATRIX_DIAG", "QUANTIZE", "MATRIX_SET_DIAG", "ROUND", "HARD_SWISH", "IF",
    "WHILE", "NON_MAX_SUPPRESSION_V4", "NON_MAX_SUPPRESSION_V5", "SCATTER_ND", "SELECT_V2", "DENSIFY",
    "SEGMENT_SUM", "BATCH_MATMUL", "PLACEHOLDER_FOR_GREATER_OP_CODES", "CUMSUM", "CALL_ONCE", "BROADCAST_TO",
    "RFFT2D", "CONV_3D", "IMAG", "REAL", "COMPLEX_ABS", "HASHTABLE", "HASHTABLE_FIND", "HASHTABLE_IMPORT",
    "HASHTABLE_SIZE", "REDUCE_ALL", "CONV_3D_TRANSPOSE", "VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE",
    "BROADCAST_ARGS", "RANDOM_STANDARD_NORMAL", "BUCKETIZE", "RANDOM_UNIFORM", "MULTINOMIAL", "GELU",
    "DYNAMIC_UPDATE_SLICE", "RELU_0_TO_1", "UNSORTED_SEGMENT_PROD", "UNSORTED_SEGMENT_MAX", "UNSORTED_SEGMENT_SUM",
    "ATAN2", "UNSORTED_SEGMENT_MIN"};

/// "CONV_2D" -> "Conv2D": each word capitalised, a dimension suffix ("2D") kept upper case.
std::string camelCase(std::string_view name)
{
    std::string out;
    bool wordStart = true;
    for (std::size_t at = 0; at < name.size(); ++at) {
        const char c = name[at];
        if (c == '_') {
            wordStart = true;
            continue;
        }
        const bool dimension = c == 'D' && at > 0 && std::isdigit(static_cast<unsigned char>(name[at - 1]));
        out += wordStart || dimension ? c : char(std::tolower(static_cast<unsigned char>(c)));
        wordStart = false;
    }
    return out;
}

double elements(const TensorInfo *tensor) { return tensor ? double(tensor->elements()) : 0.0; }

/// Dimension \a axis of input \a index, counted from the end when negative, or 0.
double dimension(const TfliteOp &op, std::size_t index, int axis)
{
    if (index >= op.inputs.size() || !op.inputs[index])
        return 0.0;
    const Dims &dims = op.inputs[index]->dims;
    const std::int64_t at = axis < 0 ? std::int64_t(dims.size()) + axis : axis;
    return at >= 0 && at < std::int64_t(dims.size()) ? double(dims[std::size_t(at)]) : 0.0;
}

/// A recurrent op: \a gates matrix products per step and direction, of the weights from the input
/// (input \a inputWeights, [cells, in]) and from the state (input \a stateWeights, [cells, out]).
double recurrentFlops(const TfliteOp &op, double gates, std::size_t inputWeights, std::size_t stateWeights, bool bidirectional)
{
    const double in = dimension(op, inputWeights, 1);
    const double steps = in > 0 ? elements(op.inputs.empty() ? nullptr : op.inputs[0]) / in : 0.0;
    return (bidirectional ? 2.0 : 1.0) * 2.0 * steps * gates * dimension(op, inputWeights, 0) *
           (in + dimension(op, stateWeights, 1));
}

} // namespace

std::string tfliteOpName(std::int32_t code)
{
    if (code < 0 || std::size_t(code) >= BuiltinNames.size())
        return "Builtin" + std::to_string(code);
    return camelCase(BuiltinNames[std::size_t(code)]);
}

double tfliteFlops(const TfliteOp &op)
{
    const double produced = op.outputs.empty() ? 0.0 : elements(op.outputs[0]);
    const double window = dimension(op, 1, 1) * dimension(op, 1, 2); // filters: [out, height, width, in]
    switch (op.code) {
    case tflite::Conv2D:
        return 2.0 * produced * window * dimension(op, 1, 3);
    case tflite::DepthwiseConv2D:
        return 2.0 * produced * window;
    case tflite::FullyConnected:
        return 2.0 * produced * dimension(op, 1, -1);
    case tflite::TransposeConv: // inputs: output shape, filters, data
        return 2.0 * elements(op.inputs.size() > 2 ? op.inputs[2] : nullptr) * window * dimension(op, 1, 0);
    case tflite::Conv3D: // filters: [depth, height, width, in, out]
        return 2.0 * produced * dimension(op, 1, 0) * dimension(op, 1, 1) * dimension(op, 1, 2) * dimension(op, 1, 3);
    case tflite::Conv3DTranspose: // inputs: output shape, filters [depth, height, width, out, in], data
        return 2.0 * elements(op.inputs.size() > 2 ? op.inputs[2] : nullptr) * dimension(op, 1, 0) * dimension(op, 1, 1) *
               dimension(op, 1, 2) * dimension(op, 1, 3);
    case tflite::BatchMatMul:
        return 2.0 * produced * dimension(op, 0, op.adjointX ? -2 : -1);
    case tflite::Lstm:
    case tflite::UnidirectionalSequenceLstm:
    case tflite::BidirectionalSequenceLstm: // four gates; weights: input 2 [cells, in], input 6 [cells, out]
        return recurrentFlops(op, 4.0, 2, 6, op.code == tflite::BidirectionalSequenceLstm);
    case tflite::Rnn:
    case tflite::UnidirectionalSequenceRnn:
    case tflite::BidirectionalSequenceRnn: // weights: input 1 [units, in], input 2 [units, units]
        return recurrentFlops(op, 1.0, 1, 2, op.code == tflite::BidirectionalSequenceRnn);
    case tflite::Mean:
    case tflite::Sum:
    case tflite::ReduceProd:
    case tflite::ReduceMax:
    case tflite::ReduceMin:
    case tflite::ReduceAny:
    case tflite::ReduceAll:
        return elements(op.inputs.empty() ? nullptr : op.inputs[0]);
    case tflite::AveragePool2D:
    case tflite::MaxPool2D:
    case tflite::L2Pool2D:
        return produced * double(op.poolWindow);
    default:
        break;
    }
    if (op.name == "Convolution2DTransposeBias") // MediaPipe's custom op: data, filters, bias
        return 2.0 * elements(op.inputs.empty() ? nullptr : op.inputs[0]) * window * dimension(op, 1, 0);
    switch (opCategoryOf(op.name)) {
    case OpCategory::Io:
    case OpCategory::ReshapeView:
    case OpCategory::ConcatSplit:
    case OpCategory::GatherScatter:
    case OpCategory::Control:
        return 0.0;
    default:
        return produced;
    }
}

ElementType tfliteElementType(std::int8_t type)
{
    using enum ElementType;
    static constexpr std::array<ElementType, 21> types = {Float32, Float16, Int32,  UInt8,     Int64,   String,     Bool,
                                                          Int16,   Complex64, Int8, Float64,   Complex128, UInt64, Unknown,
                                                          Unknown, UInt32,  UInt16, Int4,      BFloat16, Int2,    UInt4};
    return type >= 0 && std::size_t(type) < types.size() ? types[std::size_t(type)] : Unknown;
}

} // namespace regal
