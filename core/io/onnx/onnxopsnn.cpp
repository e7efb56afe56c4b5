// Shape and cost rules for convolutions, pooling, resizing and recurrent layers.
#include "core/base/wholenumber.h"
#include "core/io/import/attributecheck.h"
#include "core/io/import/shapemath.h"
#include "core/io/onnx/onnxopcontext.h"

#include <cmath>
#include <optional>
#include <fmt/format.h>

namespace regal {
namespace {

/// Per spatial axis: stride, dilation and the padding at both ends, from the ONNX attributes
/// (auto_pad SAME_UPPER/SAME_LOWER/VALID or explicit pads).
struct Window
{
    std::vector<std::int64_t> kernel;
    std::vector<std::int64_t> strides;
    std::vector<std::int64_t> dilations;
    std::vector<std::int64_t> padBegin;
    std::vector<std::int64_t> padEnd;
};

/// The window of a convolution or pooling over \a input, with \a kernel (one entry per spatial
/// axis); fails, naming the attribute, when kernel_shape, strides, dilations or pads do not
/// fit the input's rank or hold values that make no window.
std::optional<Window> windowOf(OnnxOpContext &context, const Dims &input, std::vector<std::int64_t> kernel)
{
    const std::size_t spatial = input.size() - 2;
    Window window;
    window.kernel = std::move(kernel);
    window.strides = context.integers("strides");
    window.dilations = context.integers("dilations");
    const std::vector<std::int64_t> pads = context.integers("pads");
    const std::string autoPad = context.text("auto_pad", "NOTSET");
    AttributeCheck check;
    check.length("kernel_shape", window.kernel, spatial)
        .positive("kernel_shape", window.kernel)
        .length("strides", window.strides, spatial)
        .positive("strides", window.strides)
        .length("dilations", window.dilations, spatial)
        .positive("dilations", window.dilations)
        .length("pads", pads, 2 * spatial, "spatial axes of the input, twice,")
        .nonNegative("pads", pads);
    if (window.kernel.size() != spatial)
        check.fail(fmt::format("kernel_shape has {} values; the spatial axes of the input are {}",
                               window.kernel.size(), spatial));
    if (!check.ok()) {
        context.reject(check);
        return std::nullopt;
    }
    window.strides.resize(spatial, 1);
    window.dilations.resize(spatial, 1);
    window.padBegin.assign(spatial, 0);
    window.padEnd.assign(spatial, 0);
    for (std::size_t axis = 0; axis < spatial; ++axis) {
        if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
            const std::int64_t total = samePadding(input[axis + 2], window.kernel[axis], window.strides[axis],
                                                   window.dilations[axis]);
            const std::int64_t small = total / 2;
            window.padBegin[axis] = autoPad == "SAME_UPPER" ? small : total - small;
            window.padEnd[axis] = total - window.padBegin[axis];
        } else if (autoPad != "VALID" && !pads.empty()) {
            window.padBegin[axis] = pads[axis];
            window.padEnd[axis] = pads[axis + spatial];
        }
    }
    return window;
}

Dims slidingOutput(const Dims &input, std::int64_t channels, const Window &window, bool ceilMode)
{
    Dims out{input[0], channels};
    for (std::size_t axis = 0; axis < window.kernel.size(); ++axis)
        out.push_back(windowOutput(input[axis + 2], window.kernel[axis], window.strides[axis], window.dilations[axis],
                                   window.padBegin[axis], window.padEnd[axis], ceilMode));
    return out;
}

/// Conv: Y[N, M, O...] = X[N, C, I...] * W[M, C/group, K...]; each output element takes
/// C/group * prod(K) multiply-adds, plus one add for the bias.
bool conv(OnnxOpContext &context)
{
    const bool quantized = context.op() == "QLinearConv";
    const std::size_t weightIndex = quantized ? 3 : 1;
    const std::size_t biasIndex = quantized ? 8 : 2;
    const TensorInfo *x = context.shaped(0);
    const TensorInfo *w = context.shaped(weightIndex);
    if (!x || !w)
        return context.fail("the input or the weight has no known shape");
    if (x->rank() < 3 || w->rank() != x->rank())
        return context.fail(fmt::format("input {} and weight {} do not fit a convolution", formatDims(x->dims),
                                        formatDims(w->dims)));
    std::vector<std::int64_t> kernel = context.integers("kernel_shape");
    if (kernel.empty())
        kernel.assign(w->dims.begin() + 2, w->dims.end());
    const std::optional<Window> window = windowOf(context, x->dims, kernel);
    if (!window)
        return false;
    const Dims out = slidingOutput(x->dims, w->dims[0], *window, false);
    const ElementType type = quantized ? (context.input(7) ? context.input(7)->type : ElementType::UInt8)
                             : context.op() == "ConvInteger" ? ElementType::Int32
                                                              : x->type;
    context.setOutput(0, out, type);
    const double macsPerOutput = double(w->dims[1]) * double(elementCount(kernel));
    const auto outputs = double(elementCount(out));
    context.flops = 2.0 * outputs * macsPerOutput + (context.input(biasIndex) ? outputs : 0.0);
    return true;
}

/// ConvTranspose: every input element scatters into C_out/group * prod(K) outputs.
bool convTranspose(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    const TensorInfo *w = context.shaped(1);
    if (!x || !w || x->rank() < 3 || w->rank() != x->rank())
        return context.fail("the input or the weight has no known shape of matching rank");
    const std::int64_t group = context.integer("group", 1);
    std::vector<std::int64_t> kernel = context.integers("kernel_shape");
    if (kernel.empty())
        kernel.assign(w->dims.begin() + 2, w->dims.end());
    const std::size_t spatial = x->rank() - 2;
    std::vector<std::int64_t> strides = context.integers("strides");
    std::vector<std::int64_t> dilations = context.integers("dilations");
    std::vector<std::int64_t> outputPadding = context.integers("output_padding");
    const std::vector<std::int64_t> pads = context.integers("pads");
    const std::vector<std::int64_t> outputShape = context.integers("output_shape");
    AttributeCheck check;
    check.length("kernel_shape", kernel, spatial)
        .positive("kernel_shape", kernel)
        .length("strides", strides, spatial)
        .positive("strides", strides)
        .length("dilations", dilations, spatial)
        .positive("dilations", dilations)
        .length("output_padding", outputPadding, spatial)
        .nonNegative("output_padding", outputPadding)
        .length("pads", pads, 2 * spatial, "spatial axes of the input, twice,")
        .nonNegative("pads", pads)
        .positive("output_shape", outputShape)
        .positive("group", group);
    // output_shape may list every axis or only the spatial ones.
    if (!outputShape.empty() && outputShape.size() != spatial && outputShape.size() != x->rank())
        check.fail(fmt::format("output_shape has {} values; the input has rank {} and {} spatial axes",
                               outputShape.size(), x->rank(), spatial));
    strides.resize(spatial, 1);
    dilations.resize(spatial, 1);
    outputPadding.resize(spatial, 0);
    const std::string autoPad = context.text("auto_pad", "NOTSET");
    Dims out{x->dims[0], check.product("group x weight channels", w->dims[1], group)};
    for (std::size_t axis = 0; axis < spatial && check.ok(); ++axis) {
        const std::int64_t in = x->dims[axis + 2];
        if (!outputShape.empty()) {
            out.push_back(outputShape[outputShape.size() - spatial + axis]);
        } else if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
            out.push_back(check.product("input x strides", in, strides[axis]));
        } else {
            const std::int64_t padding = pads.empty() ? 0 : check.sum("pads", pads[axis], pads[axis + spatial]);
            out.push_back(transposedWindowOutput(in, kernel[axis], strides[axis], dilations[axis], padding,
                                                 outputPadding[axis]));
        }
    }
    if (!check.ok())
        return context.reject(check);
    context.setOutput(0, out);
    context.flops = 2.0 * double(x->elements()) * double(w->dims[1]) * double(elementCount(kernel))
                    + (context.input(2) ? double(elementCount(out)) : 0.0);
    return true;
}

/// MaxPool, AveragePool, LpPool: one operation per window element of every output.
bool pool(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    if (!x || x->rank() < 3)
        return context.fail("the input has no known shape of rank >= 3");
    const std::vector<std::int64_t> kernel = context.integers("kernel_shape");
    const std::optional<Window> window = windowOf(context, x->dims, kernel);
    if (!window)
        return false;
    const Dims out = slidingOutput(x->dims, x->dims[1], *window, context.integer("ceil_mode", 0) != 0);
    context.setOutput(0, out);
    context.setOutput(1, out, ElementType::Int64);
    context.flops = double(elementCount(out)) * double(elementCount(kernel));
    return true;
}

bool globalPool(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    if (!x || x->rank() < 2)
        return context.fail("the input has no known shape of rank >= 2");
    Dims out(x->dims.begin(), x->dims.begin() + 2);
    out.resize(x->rank(), 1);
    context.setOutput(0, out);
    context.flops = double(x->elements());
    return true;
}

/// Resize and Upsample: output sizes from "sizes", else floor(input * scale). Nearest costs 1
/// FLOP an output element, linear 4 per interpolated axis pair (8 in 2-D), cubic 32.
bool resize(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    if (!x)
        return context.fail("input 0 has no known shape");
    const bool upsample = context.op() == "Upsample";
    const std::size_t scalesIndex = upsample || context.inputCount() == 2 ? 1 : 2;
    std::vector<std::int64_t> axes = context.integers("axes");
    if (axes.empty())
        for (std::size_t axis = 0; axis < x->rank(); ++axis)
            axes.push_back(std::int64_t(axis));
    Dims out = x->dims;
    const std::optional<std::vector<std::int64_t>> sizes = context.inputIntegers(3);
    const TensorInfo *scalesInput = context.input(scalesIndex);
    std::vector<double> scales;
    if (scalesInput && scalesInput->values)
        scales = *scalesInput->values;
    else if (context.has("scales"))
        for (float scale : context.reals("scales"))
            scales.push_back(scale);
    if (sizes && sizes->size() == axes.size()) {
        for (std::size_t i = 0; i < axes.size(); ++i)
            if (auto axis = normalizeAxis(axes[i], x->rank()))
                out[*axis] = (*sizes)[i];
    } else if (!scales.empty() && scales.size() == axes.size()) {
        for (std::size_t i = 0; i < axes.size(); ++i)
            if (auto axis = normalizeAxis(axes[i], x->rank()))
                out[*axis] = clampDimension(saturatedInteger(std::floor(double(x->dims[*axis]) * scales[i])).value_or(0));
    } else {
        return context.fail("neither the scales nor the sizes are known before running the model");
    }
    context.setOutput(0, out);
    const std::string mode = context.text("mode", "nearest");
    const double perElement = mode == "cubic" ? 32.0 : (mode == "linear" || mode == "bilinear") ? 8.0 : 1.0;
    context.flops = perElement * double(elementCount(out));
    return true;
}

/// LSTM (4 gates), GRU (3) and RNN (1): per step, batch and direction, each gate multiplies
/// the input and the hidden state by its weights: 2 * hidden * (input + hidden) FLOPs.
bool recurrent(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    const TensorInfo *w = context.shaped(1);
    if (!x || !w || x->rank() != 3 || w->rank() != 3)
        return context.fail("input or weight of unknown shape");
    const int gates = context.op() == "LSTM" ? 4 : context.op() == "GRU" ? 3 : 1;
    const bool batchFirst = context.integer("layout", 0) != 0;
    const std::int64_t seq = batchFirst ? x->dims[1] : x->dims[0];
    const std::int64_t batch = batchFirst ? x->dims[0] : x->dims[1];
    const std::int64_t input = x->dims[2];
    const std::int64_t directions = w->dims[0];
    const std::int64_t hidden = context.integer("hidden_size", w->dims[1] / gates);
    context.setOutput(0, batchFirst ? Dims{batch, seq, directions, hidden} : Dims{seq, directions, batch, hidden});
    const Dims state = batchFirst ? Dims{batch, directions, hidden} : Dims{directions, batch, hidden};
    context.setOutput(1, state);
    context.setOutput(2, state);
    context.flops = double(seq * batch * directions) * gates * 2.0 * double(hidden) * double(input + hidden);
    return true;
}

/// The com.microsoft Attention contrib op: QKV projection, scores, softmax and context.
bool attention(OnnxOpContext &context)
{
    const TensorInfo *x = context.shaped(0);
    const TensorInfo *w = context.shaped(1);
    if (!x || !w || x->rank() != 3 || w->rank() != 2)
        return context.fail("input or weight of unknown shape");
    const std::int64_t batch = x->dims[0];
    const std::int64_t seq = x->dims[1];
    const std::int64_t hidden = w->dims[1] / 3;
    context.setOutput(0, {batch, seq, hidden});
    const double tokens = double(batch) * double(seq);
    context.flops = 2.0 * tokens * double(x->dims[2]) * double(w->dims[1]) + 4.0 * tokens * double(seq) * double(hidden)
                    + 5.0 * tokens * double(seq);
    return true;
}

} // namespace

void addOnnxNnRules(OnnxRuleTable &table)
{
    for (const char *op : {"Conv", "ConvInteger", "QLinearConv", "FusedConv"})
        table.emplace(op, &conv);
    table.emplace("ConvTranspose", &convTranspose);
    for (const char *op : {"MaxPool", "AveragePool", "LpPool"})
        table.emplace(op, &pool);
    for (const char *op : {"GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool"})
        table.emplace(op, &globalPool);
    table.emplace("Resize", &resize);
    table.emplace("Upsample", &resize);
    for (const char *op : {"LSTM", "GRU", "RNN"})
        table.emplace(op, &recurrent);
    table.emplace("Attention", &attention);
}

} // namespace regal
