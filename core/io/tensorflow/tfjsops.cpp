// Shape and cost rules for the TensorFlow ops of TF.js graph models (NHWC unless data_format
// says NCHW). Where a rule needs a value that only the weights hold and the weights were not
// read, it guesses and says so.
#include "core/io/tensorflow/tfjsops.h"

#include "core/io/import/attributecheck.h"
#include "core/io/import/shapemath.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <functional>
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

bool alias(TfOpContext &c, Dims dims)
{
    c.setOutput(0, std::move(dims));
    c.aliasOf = 0;
    c.bytesAccessed = 0.0;
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

bool concat(TfOpContext &c)
{
    if (c.inputs.size() < 2)
        return c.fail("ConcatV2 needs its axis as the last input");
    const TensorInfo *first = c.shaped(0);
    if (!first)
        return c.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> axisValue = c.inputIntegers(c.inputs.size() - 1);
    std::int64_t axis = axisValue && !axisValue->empty() ? axisValue->front() : -1;
    if (!axisValue)
        c.guess = "the concatenation axis is not known; taken as the last axis";
    std::optional<std::size_t> normal = normalizeAxis(axis, std::max<std::size_t>(first->rank(), 1));
    if (!normal)
        return c.fail("axis outside the rank");
    Dims out = first->dims.empty() ? Dims{1} : first->dims;
    out[*normal] = 0;
    for (std::size_t i = 0; i + 1 < c.inputs.size(); ++i) {
        const TensorInfo *in = c.shaped(i);
        if (!in)
            return c.fail(fmt::format("input {} has no known shape", i));
        out[*normal] = clampDimension(WideDimension(out[*normal]) +
                                      (in->dims.empty() ? 1 : in->dims[std::min(*normal, in->rank() - 1)]));
    }
    c.setOutput(0, out);
    return true;
}

bool reshape(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> shape = c.inputIntegers(1);
    if (!shape) {
        c.guess = "the target shape is not known; the output keeps the input's shape (and bytes)";
        return alias(c, x->dims);
    }
    Dims out(shape->begin(), shape->end());
    std::int64_t known = 1;
    std::optional<std::size_t> inferred;
    AttributeCheck check;
    for (std::size_t axis = 0; axis < out.size(); ++axis) {
        if (out[axis] < 0)
            inferred = axis;
        else
            known = check.product("the target shape", known, out[axis]);
    }
    if (!check.ok())
        return c.fail(check.problem());
    if (inferred)
        out[*inferred] = known > 0 ? x->elements() / known : 0;
    return alias(c, out);
}

bool squeeze(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::vector<std::int64_t> axes = c.integers("squeeze_dims");
    if (AttributeCheck check; !check.axes("squeeze_dims", axes, x->rank()).ok())
        return c.fail(check.problem());
    std::vector<bool> drop(x->rank(), false);
    for (std::int64_t axis : axes)
        drop[std::size_t(axis)] = true;
    Dims out;
    for (std::size_t axis = 0; axis < x->rank(); ++axis)
        if (!(axes.empty() ? x->dims[axis] == 1 : drop[axis]))
            out.push_back(x->dims[axis]);
    return alias(c, out);
}

bool expandDims(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    std::optional<std::vector<std::int64_t>> axis = c.inputIntegers(1);
    if (!x || !axis || axis->empty())
        return c.fail("input shape or axis not known");
    Dims out = x->dims;
    std::optional<std::size_t> normal = normalizeAxis(axis->front(), out.size() + 1);
    if (!normal)
        return c.fail("axis outside the rank");
    out.insert(out.begin() + std::ptrdiff_t(*normal), 1);
    return alias(c, out);
}

bool transpose(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> permutation = c.inputIntegers(1);
    Dims out = x->dims;
    AttributeCheck check;
    if (permutation && !check.permutation("perm (input 1)", *permutation, x->rank()).ok())
        return c.fail(check.problem());
    if (permutation) {
        check.axes("perm (input 1)", *permutation, x->rank()); // negative axes counted from the end
        for (std::size_t axis = 0; axis < out.size(); ++axis)
            out[axis] = x->dims[std::size_t((*permutation)[axis])];
    } else
        c.guess = "the permutation is not known; the output keeps the input's shape (and bytes)";
    c.setOutput(0, out);
    return true;
}

bool pad(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> paddings = c.inputIntegers(1);
    Dims out = x->dims;
    if (paddings && paddings->size() == 2 * x->rank())
        for (std::size_t axis = 0; axis < out.size(); ++axis)
            out[axis] = clampDimension(WideDimension(out[axis]) + (*paddings)[2 * axis] + (*paddings)[2 * axis + 1]);
    else
        c.guess = "the paddings are not known; the output keeps the input's shape";
    c.setOutput(0, out);
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

bool shape(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    std::vector<double> values(x->dims.begin(), x->dims.end());
    c.setOutput(0, {std::int64_t(values.size())}, ElementType::Int32);
    c.outputs[0].values = std::move(values);
    c.bytesAccessed = 0.0;
    return true;
}

bool pack(TfOpContext &c)
{
    const TensorInfo *first = c.shaped(0);
    if (!first)
        return c.fail("input 0 has no known shape");
    Dims out = first->dims;
    std::optional<std::size_t> axis = normalizeAxis(c.integer("axis", 0), out.size() + 1);
    if (!axis)
        return c.fail("axis outside the rank");
    out.insert(out.begin() + std::ptrdiff_t(*axis), std::int64_t(c.inputs.size()));
    c.setOutput(0, out);
    bool known = first->rank() == 0;
    std::vector<double> values;
    for (const TensorInfo *in : c.inputs) {
        known = known && in && in->values && in->values->size() == 1;
        if (known)
            values.push_back(in->values->front());
    }
    if (known)
        c.outputs[0].values = std::move(values);
    return true;
}

bool stridedSlice(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const auto begin = c.inputIntegers(1);
    const auto end = c.inputIntegers(2);
    const auto strides = c.inputIntegers(3);
    if (!x || !begin || !end || !strides || c.integer("ellipsis_mask", 0) != 0 || begin->size() > x->rank())
        return c.fail("the slice bounds are not known");
    AttributeCheck check;
    if (end->size() != begin->size() || strides->size() != begin->size())
        check.fail(fmt::format("begin, end and strides have {}, {} and {} entries", begin->size(), end->size(),
                               strides->size()));
    else if (begin->size() > 64) // the masks hold one bit per entry
        check.fail(fmt::format("begin has {} entries; the masks hold 64", begin->size()));
    if (!check.ok())
        return c.fail(check.problem());
    const std::int64_t beginMask = c.integer("begin_mask", 0);
    const std::int64_t endMask = c.integer("end_mask", 0);
    const std::int64_t shrinkMask = c.integer("shrink_axis_mask", 0);
    const std::int64_t newAxisMask = c.integer("new_axis_mask", 0);
    Dims out;
    std::vector<std::int64_t> first;
    std::size_t inputAxis = 0;
    for (std::size_t i = 0; i < begin->size() || inputAxis < x->rank(); ++i) {
        if (i < begin->size() && (newAxisMask >> i) & 1) {
            out.push_back(1);
            continue;
        }
        if (inputAxis >= x->rank())
            break;
        const std::int64_t length = x->dims[inputAxis];
        if (i >= begin->size()) {
            out.push_back(length);
            first.push_back(0);
            ++inputAxis;
            continue;
        }
        const std::int64_t step = (*strides)[i] == 0 ? 1 : (*strides)[i];
        const auto bound = [&](std::int64_t index, bool masked, bool isBegin) {
            if (masked)
                return isBegin == (step > 0) ? (step > 0 ? std::int64_t(0) : length - 1) : (step > 0 ? length : -1);
            if (index < 0)
                index += length;
            return step > 0 ? std::clamp<std::int64_t>(index, 0, length) : std::clamp<std::int64_t>(index, -1, length - 1);
        };
        const std::int64_t from = bound((*begin)[i], (beginMask >> i) & 1, true);
        const std::int64_t to = bound((*end)[i], (endMask >> i) & 1, false);
        const WideDimension wide = step;
        const std::int64_t count = clampDimension(step > 0 ? (to - from + wide - 1) / wide : (from - to - wide - 1) / -wide);
        first.push_back(from);
        if (!((shrinkMask >> i) & 1))
            out.push_back(std::max<std::int64_t>(0, count));
        ++inputAxis;
    }
    c.setOutput(0, out);
    if (x->values && x->rank() == 1 && !first.empty() && (shrinkMask & 1) && first[0] < std::int64_t(x->values->size()))
        c.outputs[0].values = std::vector<double>{(*x->values)[std::size_t(first[0])]};
    return true;
}

bool gather(TfOpContext &c)
{
    const TensorInfo *data = c.shaped(0);
    const TensorInfo *indices = c.shaped(1);
    std::optional<std::vector<std::int64_t>> axisValue = c.inputIntegers(2);
    if (!data || !indices)
        return c.fail("inputs of unknown shape");
    std::optional<std::size_t> axis = normalizeAxis(axisValue && !axisValue->empty() ? axisValue->front() : 0, data->rank());
    if (!axis)
        return c.fail("axis outside the rank");
    Dims out(data->dims.begin(), data->dims.begin() + std::ptrdiff_t(*axis));
    out.insert(out.end(), indices->dims.begin(), indices->dims.end());
    out.insert(out.end(), data->dims.begin() + std::ptrdiff_t(*axis) + 1, data->dims.end());
    c.setOutput(0, out);
    return true;
}

bool fill(TfOpContext &c)
{
    std::optional<std::vector<std::int64_t>> shape = c.inputIntegers(0);
    if (!shape)
        return c.fail("the shape is not known");
    c.setOutput(0, Dims(shape->begin(), shape->end()), c.inputs.size() > 1 && c.inputs[1] ? c.inputs[1]->type : ElementType::Float32);
    return true;
}

bool depthToSpace(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const std::int64_t block = c.integer("block_size", 2);
    if (!x || x->rank() != 4)
        return c.fail("input of unknown shape");
    AttributeCheck check;
    check.positive("block_size", block);
    const std::int64_t area = check.product("block_size", block, block);
    const Dims out{x->dims[0], check.product("block_size", x->dims[1], block), check.product("block_size", x->dims[2], block),
                   area > 0 ? x->dims[3] / area : 0};
    if (!check.ok())
        return c.fail(check.problem());
    c.setOutput(0, out);
    return true;
}

using Rule = std::function<bool(TfOpContext &)>;

const std::unordered_map<std::string, Rule> &rules()
{
    static const std::unordered_map<std::string, Rule> table = [] {
        std::unordered_map<std::string, Rule> t;
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
        t.emplace("Reshape", &reshape);
        t.emplace("Squeeze", &squeeze);
        t.emplace("ExpandDims", &expandDims);
        t.emplace("Transpose", &transpose);
        for (const char *op : {"Pad", "PadV2", "MirrorPad"})
            t.emplace(op, &pad);
        for (const char *op : {"ResizeBilinear", "ResizeNearestNeighbor"})
            t.emplace(op, &resize);
        t.emplace("ConcatV2", &concat);
        t.emplace("Shape", &shape);
        t.emplace("Pack", &pack);
        t.emplace("StridedSlice", &stridedSlice);
        t.emplace("GatherV2", &gather);
        t.emplace("Fill", &fill);
        t.emplace("DepthToSpace", &depthToSpace);
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
