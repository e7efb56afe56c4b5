// Shape and cost rules for the TensorFlow ops of TF.js graph models that compute: convolutions,
// products, pooling, reductions, elementwise and resizing (NHWC unless data_format says NCHW).
// The array ops, which only move data, are in tfjsarrayops.cpp, the TensorList ops of loops in
// tfjslistops.cpp. Where a rule needs a value that only the weights hold and the weights were
// not read, it guesses and says so.
#include "core/io/tensorflow/tfjsops.h"

#include "core/io/import/attributecheck.h"
#include "core/io/import/shapemath.h"
#include "core/io/tensorflow/tfjsarrayops.h"
#include "core/io/tensorflow/tfjslistops.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <unordered_map>

namespace regal {
namespace {

bool unary(TfOpContext &c, double perElement, ElementType type = ElementType::Unknown)
{
    const TensorInfo *in = c.shaped(0);
    if (!in)
        return c.fail("input 0 has no known shape");
    c.setOutput(0, in->dims, type);
    c.flops = perElement * double(in->elements());
    return true;
}

bool broadcasting(TfOpContext &c, ElementType type)
{
    Dims dims;
    bool first = true;
    for (std::size_t i = 0; i < c.inputs.size(); ++i) {
        const TensorInfo *in = c.inputs[i];
        if (!in || !in->shapeKnown)
            return c.fail(fmt::format("input {} has no known shape", i));
        std::optional<Dims> joined = first ? in->dims : broadcastDims(dims, in->dims);
        if (!joined)
            return c.fail(fmt::format("{} and {} do not broadcast", formatDims(dims), formatDims(in->dims)));
        dims = *joined;
        first = false;
    }
    if (first)
        return c.fail("no inputs");
    c.setOutput(0, dims, type != ElementType::Unknown ? type : c.inputs[c.op == "Select" || c.op == "SelectV2" ? 1 : 0]->type);
    c.flops = double(elementCount(dims)) * double(std::max<std::size_t>(1, c.inputs.size() - 1));
    return true;
}

/// Conv2D and its fused and depthwise forms: filter [kh, kw, cin, cout] (depthwise: multiplier).
bool conv(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const TensorInfo *w = c.shaped(1);
    if (!x || !w || x->rank() != 4 || w->rank() != 4)
        return c.fail("input or filter of unknown shape");
    const bool nchw = c.text("data_format", "NHWC") == "NCHW";
    const std::size_t hAxis = nchw ? 2 : 1;
    const std::size_t cAxis = nchw ? 1 : 3;
    const bool depthwise = c.op.find("Depthwise") != std::string::npos;
    std::vector<std::int64_t> strides = c.integers("strides");
    std::vector<std::int64_t> dilations = c.integers("dilations");
    const std::string padding = c.text("padding", "VALID");
    const std::vector<std::int64_t> explicitPads = c.integers("explicit_paddings");
    AttributeCheck check;
    check.length("strides", strides, 4, "axes of the input")
        .positive("strides", strides)
        .length("dilations", dilations, 4, "axes of the input")
        .positive("dilations", dilations)
        .length("explicit_paddings", explicitPads, 8, "axes of the input, twice,")
        .nonNegative("explicit_paddings", explicitPads);
    strides.resize(4, 1);
    dilations.resize(4, 1);
    Dims out = x->dims;
    const std::int64_t channels = depthwise ? check.product("channels x multiplier", x->dims[cAxis], w->dims[3]) : w->dims[3];
    if (!check.ok())
        return c.fail(check.problem());
    out[cAxis] = channels;
    for (std::size_t i = 0; i < 2; ++i) {
        const std::size_t axis = hAxis + i;
        const std::int64_t kernel = w->dims[i];
        if (padding == "SAME")
            out[axis] = sameOutput(x->dims[axis], strides[axis]);
        else if (padding == "EXPLICIT" && explicitPads.size() == 8)
            out[axis] = windowOutput(x->dims[axis], kernel, strides[axis], dilations[axis], explicitPads[2 * axis],
                                     explicitPads[2 * axis + 1]);
        else
            out[axis] = windowOutput(x->dims[axis], kernel, strides[axis], dilations[axis], 0, 0);
    }
    c.setOutput(0, out);
    const double perOutput = double(w->dims[0] * w->dims[1]) * (depthwise ? 1.0 : double(w->dims[2]));
    c.flops = 2.0 * double(elementCount(out)) * perOutput + double(elementCount(out)) * double(c.inputs.size() - 2);
    return true;
}

/// Conv2DBackpropInput (a transposed convolution): inputs output_shape, filter [kh, kw, out, in]
/// and the input; every input element scatters into kh * kw * out outputs.
bool convTranspose(TfOpContext &c)
{
    const std::optional<std::vector<std::int64_t>> shape = c.inputIntegers(0);
    const TensorInfo *w = c.shaped(1);
    const TensorInfo *x = c.shaped(2);
    if (!shape || !w || !x || w->rank() != 4)
        return c.fail("the output shape or the filter are not known");
    c.setOutput(0, Dims(shape->begin(), shape->end()), x->type);
    c.flops = 2.0 * double(x->elements()) * double(w->dims[0] * w->dims[1] * w->dims[2]);
    return true;
}

bool matmul(TfOpContext &c)
{
    const TensorInfo *a = c.shaped(0);
    const TensorInfo *b = c.shaped(1);
    if (!a || !b || a->rank() < 2 || b->rank() < 2)
        return c.fail("inputs of unknown shape");
    const bool batched = c.op == "BatchMatMulV2" || c.op == "BatchMatMul";
    const bool ta = batched ? c.boolean("adj_x", false) : c.boolean("transpose_a", false);
    const bool tb = batched ? c.boolean("adj_y", false) : c.boolean("transpose_b", false);
    const std::size_t ra = a->rank();
    const std::size_t rb = b->rank();
    const std::int64_t m = ta ? a->dims[ra - 1] : a->dims[ra - 2];
    const std::int64_t k = ta ? a->dims[ra - 2] : a->dims[ra - 1];
    const std::int64_t n = tb ? b->dims[rb - 2] : b->dims[rb - 1];
    std::optional<Dims> batch = broadcastDims(Dims(a->dims.begin(), a->dims.end() - 2), Dims(b->dims.begin(), b->dims.end() - 2));
    if (!batch)
        return c.fail("batch dimensions do not broadcast");
    Dims out = *batch;
    out.push_back(m);
    out.push_back(n);
    c.setOutput(0, out);
    c.flops = 2.0 * double(elementCount(*batch)) * double(m) * double(n) * double(k);
    return true;
}

bool pool(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x || x->rank() != 4)
        return c.fail("input of unknown shape");
    std::vector<std::int64_t> kernel = c.integers("ksize");
    std::vector<std::int64_t> strides = c.integers("strides");
    AttributeCheck check;
    check.length("ksize", kernel, 4, "axes of the input")
        .positive("ksize", kernel)
        .length("strides", strides, 4, "axes of the input")
        .positive("strides", strides);
    if (!check.ok())
        return c.fail(check.problem());
    kernel.resize(4, 1);
    strides.resize(4, 1);
    const bool same = c.text("padding", "VALID") == "SAME";
    Dims out = x->dims;
    const std::size_t hAxis = c.text("data_format", "NHWC") == "NCHW" ? 2 : 1;
    for (std::size_t axis = hAxis; axis < hAxis + 2; ++axis)
        out[axis] = same ? sameOutput(x->dims[axis], strides[axis])
                         : windowOutput(x->dims[axis], kernel[axis], strides[axis], 1, 0, 0);
    c.setOutput(0, out);
    c.flops = double(elementCount(out)) * double(kernel[hAxis]) * double(kernel[hAxis + 1]);
    return true;
}

/// Mean, Sum, Max... over the axes in input 1; unknown axes of a rank-4 input are taken as the
/// spatial ones (global pooling), and said so.
bool reduction(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> axes = c.inputIntegers(1);
    if (!axes) {
        if (x->rank() != 4)
            return c.fail("the reduction axes are not known");
        axes = std::vector<std::int64_t>{1, 2};
        c.guess = "the reduction axes are not known; taken as the spatial axes 1 and 2";
    }
    const bool keep = c.boolean("keep_dims", false) || c.boolean("keepdims", false);
    std::vector<bool> reduced(x->rank(), false);
    for (std::int64_t axis : *axes)
        if (auto normal = normalizeAxis(axis, x->rank()))
            reduced[*normal] = true;
    Dims out;
    for (std::size_t axis = 0; axis < x->rank(); ++axis)
        if (!reduced[axis] || keep)
            out.push_back(reduced[axis] ? 1 : x->dims[axis]);
    c.setOutput(0, out, c.op == "ArgMax" || c.op == "ArgMin" ? ElementType::Int64 : ElementType::Unknown);
    c.flops = double(x->elements());
    return true;
}

bool resize(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x || x->rank() != 4)
        return c.fail("input of unknown shape");
    std::optional<std::vector<std::int64_t>> size = c.inputIntegers(1);
    Dims out = x->dims;
    if (size && size->size() == 2) {
        out[1] = clampDimension((*size)[0]);
        out[2] = clampDimension((*size)[1]);
    } else {
        out[1] = clampDimension(WideDimension(out[1]) * 2);
        out[2] = clampDimension(WideDimension(out[2]) * 2);
        c.guess = "the output size is not known; taken as twice the input";
    }
    c.setOutput(0, out);
    c.flops = (c.op == "ResizeBilinear" ? 8.0 : 1.0) * double(elementCount(out));
    return true;
}

/// TopKV2 (input, k): the k largest along the last axis, and their indices.
bool topK(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const std::optional<std::vector<std::int64_t>> k = c.inputIntegers(1);
    if (!x || x->rank() == 0 || !k || k->size() != 1)
        return c.fail("the input or k is not known");
    Dims out = x->dims;
    out.back() = std::clamp<std::int64_t>(k->front(), 0, out.back());
    c.setOutput(0, out);
    c.setOutput(1, out, ElementType::Int32);
    c.flops = double(x->elements()) * std::log2(double(std::max<std::int64_t>(2, out.back())));
    return true;
}

const std::unordered_map<std::string, TfShapeRule> &rules()
{
    static const std::unordered_map<std::string, TfShapeRule> table = [] {
        std::unordered_map<std::string, TfShapeRule> t;
        for (const char *op : {"Conv2D", "_FusedConv2D", "DepthwiseConv2dNative", "FusedDepthwiseConv2dNative"})
            t.emplace(op, &conv);
        t.emplace("Conv2DBackpropInput", &convTranspose);
        for (const char *op : {"MatMul", "_FusedMatMul", "BatchMatMul", "BatchMatMulV2"})
            t.emplace(op, &matmul);
        for (const char *op : {"MaxPool", "AvgPool"})
            t.emplace(op, &pool);
        for (const char *op : {"Mean", "Sum", "Max", "Min", "Prod", "ArgMax", "ArgMin", "All", "Any"})
            t.emplace(op, &reduction);
        for (const char *op : {"Add", "AddV2", "BiasAdd", "Sub", "Mul", "RealDiv", "Div", "DivNoNan", "Maximum",
                               "Minimum", "Prelu", "SquaredDifference", "FloorDiv", "FloorMod", "Pow", "AddN",
                               "Select", "SelectV2", "Atan2"})
            t.emplace(op, [](TfOpContext &c) { return broadcasting(c, ElementType::Unknown); });
        for (const char *op : {"Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual", "LogicalAnd",
                               "LogicalOr"})
            t.emplace(op, [](TfOpContext &c) { return broadcasting(c, ElementType::Bool); });
        for (const char *op : {"Relu", "Relu6", "Elu", "Selu", "LeakyRelu", "Neg", "Abs", "Square", "Floor", "Ceil",
                               "Round", "Sign", "ZerosLike", "OnesLike", "LogicalNot", "ClipByValue"})
            t.emplace(op, [](TfOpContext &c) { return unary(c, 1.0); });
        for (const char *op : {"Sigmoid", "Tanh", "Exp", "Log", "Sqrt", "Rsqrt", "Reciprocal", "Sin", "Cos",
                               "Softplus", "Erf", "Atan"})
            t.emplace(op, [](TfOpContext &c) { return unary(c, 4.0); });
        for (const char *op : {"Softmax", "LogSoftmax"})
            t.emplace(op, [](TfOpContext &c) { return unary(c, 5.0); });
        t.emplace("FusedBatchNorm", [](TfOpContext &c) { return unary(c, 2.0); });
        t.emplace("FusedBatchNormV3", [](TfOpContext &c) { return unary(c, 2.0); });
        t.emplace("Cast", [](TfOpContext &c) {
            if (!unary(c, 0.0, elementTypeOfTf(c.text("DstT", "DT_FLOAT"))))
                return false;
            c.outputs[0].values = c.inputs[0]->values;
            return true;
        });
        for (const char *op : {"Identity", "StopGradient", "Snapshot", "Enter", "Exit", "NextIteration", "Switch",
                               "Merge", "LoopCond"})
            t.emplace(op, [](TfOpContext &c) {
                const TensorInfo *x = c.shaped(0);
                if (!x)
                    return c.fail("input 0 has no known shape");
                c.setOutput(0, x->dims);
                c.setOutput(1, x->dims);
                c.outputs[0].values = x->values;
                c.aliasOf = 0;
                c.bytesAccessed = 0.0;
                return true;
            });
        for (const char *op : {"ResizeBilinear", "ResizeNearestNeighbor"})
            t.emplace(op, &resize);
        t.emplace("TopKV2", &topK);
        t.emplace("NoOp", [](TfOpContext &) { return true; }); // control only: no outputs
        addTfArrayRules(t);
        addTfListRules(t);
        return t;
    }();
    return table;
}

} // namespace

bool inferTfOp(TfOpContext &context)
{
    const auto &table = rules();
    const auto found = table.find(context.op);
    if (found == table.end())
        return context.fail("no shape rule for this op type");
    return found->second(context);
}

} // namespace regal
