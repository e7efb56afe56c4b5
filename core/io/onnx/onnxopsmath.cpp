// Shape and cost rules for element-wise ops, matrix products, reductions and normalisation.
#include "core/io/import/shapemath.h"
#include "core/io/onnx/onnxopcontext.h"
#include "core/io/onnx/onnxtensors.h"

#include <cmath>
#include <fmt/format.h>

namespace regal {
namespace {

/// FLOPs per element of transcendental activations (exp, log, tanh and friends); arithmetic,
/// comparisons and simple activations count 1.
constexpr double TranscendentalFlops = 4.0;

bool unary(OnnxOpContext &context, double flopsPerElement, ElementType type = ElementType::Unknown)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    context.setOutput(0, in->dims, type);
    context.flops = flopsPerElement * double(context.output(0).elements());
    return true;
}

bool cheapUnary(OnnxOpContext &context) { return unary(context, 1.0); }
bool transcendental(OnnxOpContext &context) { return unary(context, TranscendentalFlops); }

ElementType elementTypeOfOnnxCast(const OnnxOpContext &context)
{
    if (context.op() == "CastLike")
        return context.input(1) ? context.input(1)->type : ElementType::Unknown;
    return elementTypeOfOnnx(context.integer("to", 1));
}

bool cast(OnnxOpContext &context)
{
    if (!unary(context, 0.0, elementTypeOfOnnxCast(context)))
        return false;
    context.output(0).values = context.input(0)->values;
    return true;
}

double applyBinary(const std::string &op, double a, double b, bool integral)
{
    if (op == "Add" || op == "Sum") return a + b;
    if (op == "Sub") return a - b;
    if (op == "Mul") return a * b;
    if (op == "Div") return b == 0.0 ? 0.0 : (integral ? std::trunc(a / b) : a / b);
    if (op == "Max") return std::max(a, b);
    if (op == "Min") return std::min(a, b);
    if (op == "Pow") return std::pow(a, b);
    if (op == "Mod") return b == 0.0 ? 0.0 : a - b * std::floor(a / b);
    if (op == "Equal") return a == b;
    if (op == "Less") return a < b;
    if (op == "Greater") return a > b;
    if (op == "LessOrEqual") return a <= b;
    if (op == "GreaterOrEqual") return a >= b;
    if (op == "And") return a != 0.0 && b != 0.0;
    if (op == "Or") return a != 0.0 || b != 0.0;
    return std::nan("");
}

/// Index into a tensor of \a dims broadcast to \a out, for the flat output index \a flat.
std::size_t broadcastIndex(const Dims &dims, const Dims &out, std::size_t flat)
{
    std::size_t index = 0;
    std::size_t stride = 1;
    for (std::size_t axis = out.size(); axis-- > 0;) {
        const std::size_t coordinate = flat % std::size_t(out[axis]);
        flat /= std::size_t(out[axis]);
        const std::size_t own = axis + dims.size() >= out.size() ? axis + dims.size() - out.size() : SIZE_MAX;
        if (own != SIZE_MAX) {
            if (dims[own] != 1)
                index += coordinate * stride;
            stride *= std::size_t(dims[own]);
        }
    }
    return index;
}

/// Broadcasting n-ary ops (Add, Mul, Where, Sum...): shape, cost and, for small known inputs
/// such as shape arithmetic, the values.
bool broadcasting(OnnxOpContext &context, double flopsPerElement, ElementType type)
{
    Dims dims;
    bool first = true;
    for (std::size_t i = 0; i < context.inputCount(); ++i) {
        const TensorInfo *in = context.input(i);
        if (!in)
            continue;
        if (!in->shapeKnown)
            return context.fail(fmt::format("input {} has no known shape", i));
        std::optional<Dims> joined = first ? in->dims : broadcastDims(dims, in->dims);
        if (!joined)
            return context.fail(fmt::format("inputs {} and {} do not broadcast", formatDims(dims), formatDims(in->dims)));
        dims = *joined;
        first = false;
    }
    if (first)
        return context.fail("no inputs");
    if (type == ElementType::Unknown) {
        const std::size_t typed = context.op() == "Where" ? 1 : 0;
        type = context.input(typed) ? context.input(typed)->type : ElementType::Unknown;
    }
    context.setOutput(0, dims, type);
    const std::int64_t count = context.output(0).elements();
    context.flops = flopsPerElement * double(count) * double(std::max<std::size_t>(1, context.inputCount() - 1));

    const TensorInfo *a = context.input(0);
    const TensorInfo *b = context.input(1);
    if (a && b && a->values && b->values && std::size_t(count) <= TensorInfo::MaxKnownValues) {
        const TensorInfo *c = context.input(2);
        if (context.op() == "Where" && !(c && c->values))
            return true;
        std::vector<double> values(static_cast<std::size_t>(count));
        const bool integral = isIntegerType(type);
        for (std::size_t i = 0; i < values.size(); ++i) {
            const double x = (*a->values)[broadcastIndex(a->dims, dims, i)];
            const double y = (*b->values)[broadcastIndex(b->dims, dims, i)];
            values[i] = context.op() == "Where" ? (x != 0.0 ? y : (*c->values)[broadcastIndex(c->dims, dims, i)])
                                                : applyBinary(context.op(), x, y, integral);
            if (std::isnan(values[i]))
                return true;
        }
        context.output(0).values = std::move(values);
    }
    return true;
}

bool arithmetic(OnnxOpContext &context) { return broadcasting(context, 1.0, ElementType::Unknown); }
bool comparison(OnnxOpContext &context) { return broadcasting(context, 1.0, ElementType::Bool); }
bool power(OnnxOpContext &context) { return broadcasting(context, TranscendentalFlops, ElementType::Unknown); }

bool unaryValues(OnnxOpContext &context)
{
    if (!unary(context, 1.0))
        return false;
    const TensorInfo *in = context.input(0);
    if (!in->values)
        return true;
    std::vector<double> values = *in->values;
    for (double &value : values) {
        if (context.op() == "Neg") value = -value;
        else if (context.op() == "Abs") value = std::abs(value);
        else if (context.op() == "Floor") value = std::floor(value);
        else if (context.op() == "Ceil") value = std::ceil(value);
        else if (context.op() == "Round") value = std::nearbyint(value);
        else if (context.op() == "Sqrt") value = std::sqrt(value);
        else if (context.op() == "Not") value = value == 0.0;
        else if (context.op() == "Reciprocal") value = value == 0.0 ? 0.0 : 1.0 / value;
        else return true;
    }
    context.output(0).values = std::move(values);
    return true;
}

/// y = a @ b with numpy matmul broadcasting: 2 M N K multiply-adds per batch.
bool matmul(OnnxOpContext &context)
{
    const TensorInfo *a = context.shaped(0);
    const TensorInfo *b = context.shaped(1);
    if (!a || !b)
        return context.fail("an input has no known shape");
    if (a->rank() == 0 || b->rank() == 0)
        return context.fail("MatMul of a scalar");
    Dims left = a->dims;
    Dims right = b->dims;
    const bool vectorLeft = left.size() == 1;
    const bool vectorRight = right.size() == 1;
    if (vectorLeft)
        left.insert(left.begin(), 1);
    if (vectorRight)
        right.push_back(1);
    const std::int64_t m = left[left.size() - 2];
    const std::int64_t k = left.back();
    const std::int64_t n = right.back();
    if (right[right.size() - 2] != k)
        return context.fail(fmt::format("inner dimensions of {} and {} differ", formatDims(a->dims), formatDims(b->dims)));
    std::optional<Dims> batch = broadcastDims(Dims(left.begin(), left.end() - 2), Dims(right.begin(), right.end() - 2));
    if (!batch)
        return context.fail("batch dimensions do not broadcast");
    Dims out = *batch;
    if (!vectorLeft)
        out.push_back(m);
    if (!vectorRight)
        out.push_back(n);
    const ElementType type = context.op() == "MatMulInteger" ? ElementType::Int32 : a->type;
    context.setOutput(0, out, context.op() == "QLinearMatMul" ? ElementType::UInt8 : type);
    context.flops = 2.0 * double(elementCount(*batch)) * double(m) * double(n) * double(k);
    return true;
}

/// Y = alpha A' B' + beta C: 2 M N K for the product, M N for the bias.
bool gemm(OnnxOpContext &context)
{
    const TensorInfo *a = context.shaped(0);
    const TensorInfo *b = context.shaped(1);
    if (!a || !b || a->rank() != 2 || b->rank() != 2)
        return context.fail("Gemm needs two 2-D inputs of known shape");
    const bool transA = context.integer("transA", 0) != 0;
    const bool transB = context.integer("transB", 0) != 0;
    const std::int64_t m = transA ? a->dims[1] : a->dims[0];
    const std::int64_t k = transA ? a->dims[0] : a->dims[1];
    const std::int64_t n = transB ? b->dims[0] : b->dims[1];
    context.setOutput(0, {m, n});
    context.flops = 2.0 * double(m) * double(n) * double(k) + (context.input(2) ? double(m) * double(n) : 0.0);
    return true;
}

/// The axes a reduction removes: attribute "axes", or input 1 (ReduceSum from opset 13, the
/// others from 18); none given means all axes unless noop_with_empty_axes.
bool reduction(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    const bool argReduce = context.op() == "ArgMax" || context.op() == "ArgMin";
    std::vector<std::int64_t> axes;
    if (argReduce)
        axes = {context.integer("axis", 0)};
    else if (context.has("axes"))
        axes = context.integers("axes");
    else if (context.input(1)) {
        std::optional<std::vector<std::int64_t>> given = context.inputIntegers(1);
        if (!given)
            return context.fail("the axes (input 1) are not known before running the model");
        axes = *given;
    }
    const bool keep = context.integer("keepdims", 1) != 0;
    std::vector<bool> reduced(in->rank(), axes.empty() && context.integer("noop_with_empty_axes", 0) == 0);
    for (std::int64_t axis : axes) {
        std::optional<std::size_t> normal = normalizeAxis(axis, in->rank());
        if (!normal)
            return context.fail(fmt::format("axis {} is outside rank {}", axis, in->rank()));
        reduced[*normal] = true;
    }
    Dims out;
    for (std::size_t axis = 0; axis < in->rank(); ++axis) {
        if (!reduced[axis])
            out.push_back(in->dims[axis]);
        else if (keep)
            out.push_back(1);
    }
    context.setOutput(0, out, argReduce ? ElementType::Int64 : ElementType::Unknown);
    context.flops = double(in->elements());
    if (in->values && (context.op() == "ReduceProd" || context.op() == "ReduceSum") && elementCount(out) == 1) {
        double value = context.op() == "ReduceProd" ? 1.0 : 0.0;
        for (double element : *in->values)
            value = context.op() == "ReduceProd" ? value * element : value + element;
        context.output(0).values = std::vector<double>{value};
    }
    return true;
}

/// Softmax: max, subtract, exp, sum and divide, about 5 FLOPs an element.
bool softmax(OnnxOpContext &context) { return unary(context, 5.0); }

/// Normalisations over features: mean, variance, scale and shift.
bool normalization(OnnxOpContext &context)
{
    const bool batchNorm = context.op() == "BatchNormalization";
    if (!unary(context, batchNorm ? 2.0 : 8.0))
        return false;
    // LayerNormalization may also return the mean and inverse deviation; BatchNormalization in
    // training mode its running statistics. Their shapes follow the normalised axes.
    for (std::size_t i = 1; i < context.outputCount(); ++i)
        context.setOutput(i, context.input(1) && context.input(1)->shapeKnown ? context.input(1)->dims : Dims{});
    return true;
}

bool clip(OnnxOpContext &context) { return unary(context, 2.0); }

bool quantize(OnnxOpContext &context)
{
    const TensorInfo *zero = context.input(2);
    const ElementType type = context.op() == "DequantizeLinear"
                                 ? (context.input(1) ? context.input(1)->type : ElementType::Float32)
                                 : (zero ? zero->type : ElementType::UInt8);
    return unary(context, 2.0, type);
}

bool dynamicQuantize(OnnxOpContext &context)
{
    if (!unary(context, 3.0, ElementType::UInt8))
        return false;
    context.setOutput(1, {}, ElementType::Float32);
    context.setOutput(2, {}, ElementType::UInt8);
    return true;
}

} // namespace

void addOnnxMathRules(OnnxRuleTable &table)
{
    for (const char *op : {"Relu", "LeakyRelu", "Sign", "IsNaN", "IsInf", "HardSigmoid", "HardSwish",
                           "Shrink", "ThresholdedRelu", "Elu", "Selu", "Celu", "Softsign", "BitwiseNot"})
        table.emplace(op, &cheapUnary);
    for (const char *op : {"Neg", "Abs", "Floor", "Ceil", "Round", "Not", "Reciprocal", "Sqrt"})
        table.emplace(op, &unaryValues);
    for (const char *op : {"Sigmoid", "Tanh", "Exp", "Log", "Erf", "Sin", "Cos", "Tan", "Asin", "Acos", "Atan",
                           "Sinh", "Cosh", "Asinh", "Acosh", "Atanh", "Softplus", "Gelu", "Mish", "FastGelu",
                           "BiasGelu", "QuickGelu"})
        table.emplace(op, &transcendental);
    for (const char *op : {"Add", "Sub", "Mul", "Div", "Max", "Min", "Sum", "Mean", "Mod", "PRelu", "Where",
                           "BitShift", "BitwiseAnd", "BitwiseOr", "BitwiseXor"})
        table.emplace(op, &arithmetic);
    for (const char *op : {"Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor"})
        table.emplace(op, &comparison);
    table.emplace("Pow", &power);
    table.emplace("Cast", &cast);
    table.emplace("CastLike", &cast);
    for (const char *op : {"MatMul", "MatMulInteger", "QLinearMatMul"})
        table.emplace(op, &matmul);
    table.emplace("Gemm", &gemm);
    for (const char *op : {"ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2",
                           "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare", "ArgMax", "ArgMin"})
        table.emplace(op, &reduction);
    for (const char *op : {"Softmax", "LogSoftmax", "Hardmax"})
        table.emplace(op, &softmax);
    for (const char *op : {"BatchNormalization", "InstanceNormalization", "LayerNormalization",
                           "GroupNormalization", "LpNormalization", "MeanVarianceNormalization", "LRN",
                           "SimplifiedLayerNormalization", "SkipLayerNormalization"})
        table.emplace(op, &normalization);
    table.emplace("Clip", &clip);
    table.emplace("QuantizeLinear", &quantize);
    table.emplace("DequantizeLinear", &quantize);
    table.emplace("DynamicQuantizeLinear", &dynamicQuantize);
}

} // namespace regal
