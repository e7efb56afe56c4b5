#include "core/io/tensorflow/kerasops.h"

#include "core/io/import/shapemath.h"
#include "core/io/tensorflow/tfjsfiles.h"

#include <algorithm>
#include <fmt/format.h>
#include <functional>
#include <unordered_map>

namespace regal {
namespace {

/// The axes of a tensor of rank \a rank under the layer's data_format.
struct Layout
{
    std::size_t channel = 0;
    std::vector<std::size_t> spatial;

    Layout(const KerasLayerCall &call, std::size_t rank)
    {
        const bool first = call.text("data_format", "channels_last") == "channels_first";
        channel = first ? 1 : rank - 1;
        for (std::size_t axis = first ? 2 : 1; axis < (first ? rank : rank - 1); ++axis)
            spatial.push_back(axis);
    }
};

double elements(const TensorInfo &tensor) { return double(tensor.elements()); }

std::int64_t product(const std::vector<std::int64_t> &values)
{
    WideDimension total = 1;
    for (std::int64_t value : values)
        total = clampDimension(total * value);
    return std::int64_t(total);
}

/// The FLOPs of the activation a layer applies to its output (Conv2D(activation='relu')).
double activationFlops(const KerasLayerCall &call)
{
    return call.text("activation", "linear") == "linear" ? 0.0 : elements(call.outputs[0]);
}

/// The first input, when it has at least \a rank axes.
const TensorInfo *input(KerasLayerCall &call, std::size_t rank)
{
    const TensorInfo *x = call.shaped(0);
    if (!x)
        call.fail("its input has no known shape");
    else if (x->rank() < rank)
        call.fail(fmt::format("needs an input of rank {} or more, got {}", rank, formatDims(x->dims)));
    else
        return x;
    return nullptr;
}

std::int64_t windowLength(std::int64_t in, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
                          const std::string &padding)
{
    return padding == "valid" ? windowOutput(in, kernel, stride, dilation, 0, 0) : sameOutput(in, stride);
}

/// Keras's deconv_output_length.
std::int64_t transposedLength(std::int64_t in, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
                              const std::string &padding, std::optional<std::int64_t> outputPadding)
{
    const std::int64_t dilated = clampDimension(WideDimension(kernel - 1) * dilation + 1);
    if (!outputPadding) {
        const WideDimension scaled = WideDimension(in) * stride;
        if (padding == "valid")
            return clampDimension(scaled + std::max<std::int64_t>(dilated - stride, 0));
        return clampDimension(scaled);
    }
    const std::int64_t pad = padding == "valid" ? 0 : dilated / 2;
    return transposedWindowOutput(in, kernel, stride, dilation, 2 * pad, *outputPadding);
}

/// Conv1D, Conv2D, Conv3D and their transposed, depthwise and separable kinds.
bool convolution(KerasLayerCall &call, bool transposed, bool depthwise, bool separable)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const Layout layout(call, x->rank());
    const std::size_t n = layout.spatial.size();
    const std::vector<std::int64_t> kernel = call.integers("kernel_size", n, 1);
    const std::vector<std::int64_t> strides = call.integers("strides", n, 1);
    const std::vector<std::int64_t> dilation = call.integers("dilation_rate", n, 1);
    const std::string padding = call.text("padding", "valid");
    const std::int64_t channels = x->dims[layout.channel];
    const std::int64_t multiplier = std::max<std::int64_t>(call.integer("depth_multiplier", 1), 1);
    const std::int64_t filters = depthwise ? clampDimension(WideDimension(channels) * multiplier) : call.integer("filters", 0);
    if (filters <= 0)
        return call.fail("has no filters");
    std::vector<std::int64_t> outputPadding;
    if (call.config->contains("output_padding") && !(*call.config)["output_padding"].is_null())
        outputPadding = call.integers("output_padding", n, 0);
    Dims out = x->dims;
    for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t in = x->dims[layout.spatial[i]];
        out[layout.spatial[i]] = transposed ? transposedLength(in, kernel[i], strides[i], dilation[i], padding,
                                                               outputPadding.empty() ? std::nullopt
                                                                                     : std::optional(outputPadding[i]))
                                            : windowLength(in, kernel[i], strides[i], dilation[i], padding);
    }
    out[layout.channel] = filters;
    call.setOutput(0, out);
    const double window = double(product(kernel));
    const double produced = elements(call.outputs[0]);
    if (transposed) {
        call.flops = 2.0 * elements(*x) * window * double(filters);
    } else if (depthwise) {
        call.flops = 2.0 * produced * window;
    } else if (separable) {
        const double middle = produced / double(filters) * double(channels) * double(multiplier);
        call.flops = 2.0 * middle * window + 2.0 * produced * double(channels) * double(multiplier);
    } else {
        const std::int64_t groups = std::max<std::int64_t>(call.integer("groups", 1), 1);
        call.flops = 2.0 * produced * window * double(channels / groups);
    }
    call.flops += (call.boolean("use_bias", true) ? produced : 0.0) + activationFlops(call);
    return true;
}

bool dense(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 1);
    if (!x)
        return false;
    const std::int64_t units = call.integer("units", 0);
    if (units <= 0)
        return call.fail("has no units");
    Dims out = x->dims;
    const std::int64_t features = out.back();
    out.back() = units;
    call.setOutput(0, out);
    const double produced = elements(call.outputs[0]);
    call.flops = 2.0 * produced * double(features) + (call.boolean("use_bias", true) ? produced : 0.0) +
                 activationFlops(call);
    return true;
}

bool pooling(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const Layout layout(call, x->rank());
    const std::size_t n = layout.spatial.size();
    const std::vector<std::int64_t> window = call.integers("pool_size", n, 2);
    const bool ownStrides = call.config->contains("strides") && !(*call.config)["strides"].is_null();
    const std::vector<std::int64_t> strides = ownStrides ? call.integers("strides", n, 1) : window;
    const std::string padding = call.text("padding", "valid");
    Dims out = x->dims;
    for (std::size_t i = 0; i < n; ++i)
        out[layout.spatial[i]] = windowLength(x->dims[layout.spatial[i]], window[i], strides[i], 1, padding);
    call.setOutput(0, out);
    call.flops = elements(call.outputs[0]) * double(product(window));
    return true;
}

bool globalPooling(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const Layout layout(call, x->rank());
    Dims out = x->dims;
    if (call.boolean("keepdims", false))
        for (std::size_t axis : layout.spatial)
            out[axis] = 1;
    else
        out = {x->dims[0], x->dims[layout.channel]};
    call.setOutput(0, out);
    call.flops = elements(*x);
    return true;
}

/// Add, Subtract, Multiply, Average, Maximum, Minimum: the broadcast of every input.
bool merge(KerasLayerCall &call)
{
    if (call.inputs.empty())
        return call.fail("has no inputs");
    Dims out;
    for (std::size_t index = 0; index < call.inputs.size(); ++index) {
        const TensorInfo *x = call.shaped(index);
        if (!x)
            return call.fail(fmt::format("input {} has no known shape", index));
        const std::optional<Dims> joined = index == 0 ? std::optional(x->dims) : broadcastDims(out, x->dims);
        if (!joined)
            return call.fail(fmt::format("inputs {} and {} do not broadcast", formatDims(out), formatDims(x->dims)));
        out = *joined;
    }
    call.setOutput(0, out);
    call.flops = elements(call.outputs[0]) * double(std::max<std::size_t>(call.inputs.size() - 1, 1));
    return true;
}

bool concatenate(KerasLayerCall &call)
{
    const TensorInfo *first = input(call, 1);
    if (!first)
        return false;
    const std::optional<std::size_t> axis = normalizeAxis(call.integer("axis", -1), first->rank());
    if (!axis)
        return call.fail("its axis lies outside the inputs");
    Dims out = first->dims;
    for (std::size_t index = 1; index < call.inputs.size(); ++index) {
        const TensorInfo *x = call.shaped(index);
        if (!x || x->rank() != first->rank())
            return call.fail(fmt::format("input {} has no known shape of rank {}", index, first->rank()));
        out[*axis] = clampDimension(WideDimension(out[*axis]) + x->dims[*axis]);
    }
    call.setOutput(0, out);
    return true;
}

/// Layers whose output has the shape of their input; \a flopsPerElement of work per element.
bool sameShape(KerasLayerCall &call, double flopsPerElement, bool alias)
{
    const TensorInfo *x = input(call, 0);
    if (!x)
        return false;
    call.setOutput(0, x->dims);
    call.flops = flopsPerElement * elements(*x);
    if (alias)
        call.aliasOf = 0;
    return true;
}

bool flatten(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 1);
    if (!x)
        return false;
    call.setOutput(0, {x->dims[0], product(Dims(x->dims.begin() + 1, x->dims.end()))});
    call.aliasOf = 0;
    return true;
}

bool reshape(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 1);
    if (!x)
        return false;
    if (!call.config->contains("target_shape") || !(*call.config)["target_shape"].is_array())
        return call.fail("has no target_shape list");
    Dims out{x->dims[0]};
    Dims known;
    for (const nlohmann::json &dim : (*call.config)["target_shape"]) {
        out.push_back(dim.is_null() ? -1 : tfjsInteger(dim));
        if (out.back() >= 0)
            known.push_back(out.back());
    }
    if (known.size() + 2 < out.size())
        return call.fail("its target_shape has more than one unknown dimension");
    const std::int64_t sized = product(known);
    for (std::int64_t &dim : out)
        if (dim < 0)
            dim = sized == 0 ? 0 : product(Dims(x->dims.begin() + 1, x->dims.end())) / sized;
    call.setOutput(0, out);
    call.aliasOf = 0;
    return true;
}

bool permute(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 1);
    if (!x)
        return false;
    const std::vector<std::int64_t> order = call.integers("dims", x->rank() - 1, 0);
    Dims out{x->dims[0]};
    std::vector<bool> named(x->rank(), false);
    for (std::int64_t axis : order) {
        if (axis < 1 || axis >= std::int64_t(x->rank()) || named[std::size_t(axis)])
            return call.fail(fmt::format("its dims must name each of the axes 1 to {} once", x->rank() - 1));
        named[std::size_t(axis)] = true;
        out.push_back(x->dims[std::size_t(axis)]);
    }
    call.setOutput(0, out);
    return true;
}

bool repeatVector(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 2);
    if (!x)
        return false;
    call.setOutput(0, {x->dims[0], std::max<std::int64_t>(call.integer("n", 1), 0), x->dims.back()});
    return true;
}

/// UpSampling1D/2D/3D: each spatial axis times its size.
bool upSampling(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const Layout layout(call, x->rank());
    const std::vector<std::int64_t> size = call.integers("size", layout.spatial.size(), 2);
    Dims out = x->dims;
    for (std::size_t i = 0; i < layout.spatial.size(); ++i)
        out[layout.spatial[i]] = clampDimension(WideDimension(out[layout.spatial[i]]) * std::max<std::int64_t>(size[i], 0));
    call.setOutput(0, out);
    call.flops = elements(call.outputs[0]);
    return true;
}

/// ZeroPadding1D/2D/3D (\a sign +1) and Cropping1D/2D/3D (-1): "padding" or "cropping" as one
/// number, one per axis, or a pair per axis.
bool padOrCrop(KerasLayerCall &call, int sign)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const Layout layout(call, x->rank());
    const char *field = sign > 0 ? "padding" : "cropping";
    const nlohmann::json amounts = call.config->value(field, nlohmann::json(sign > 0 ? 1 : 0));
    Dims out = x->dims;
    for (std::size_t i = 0; i < layout.spatial.size(); ++i) {
        const bool single = layout.spatial.size() == 1 && amounts.is_array();
        const nlohmann::json &own = amounts.is_array() && !single && i < amounts.size() ? amounts[i] : amounts;
        std::int64_t total = 0;
        if (own.is_array())
            for (const nlohmann::json &side : own)
                total = std::min(total + std::clamp<std::int64_t>(tfjsInteger(side), 0, std::int64_t(1) << 40),
                                 std::int64_t(1) << 50);
        else
            total = 2 * std::clamp<std::int64_t>(tfjsInteger(own), 0, std::int64_t(1) << 40);
        out[layout.spatial[i]] = std::max<std::int64_t>(clampDimension(WideDimension(out[layout.spatial[i]]) + sign * total), 0);
    }
    call.setOutput(0, out);
    return true;
}

bool embedding(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 1);
    if (!x)
        return false;
    const std::int64_t width = call.integer("output_dim", 0);
    if (width <= 0)
        return call.fail("has no output_dim");
    Dims out = x->dims;
    out.push_back(width);
    call.setOutput(0, out);
    call.outputs[0].type = ElementType::Float32;
    return true;
}

/// LSTM, GRU and SimpleRNN over [batch, time, features]: the last output or the sequence, then
/// the states when return_state is set. \a gates: 4, 3 or 1.
bool recurrent(KerasLayerCall &call, int gates, int states)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    const std::int64_t units = call.integer("units", 0);
    if (units <= 0)
        return call.fail("has no units");
    const std::int64_t batch = x->dims[0];
    const std::int64_t steps = x->dims[1];
    call.setOutput(0, call.boolean("return_sequences", false) ? Dims{batch, steps, units} : Dims{batch, units});
    if (call.boolean("return_state", false))
        for (int state = 0; state < states; ++state)
            call.setOutput(std::size_t(state) + 1, {batch, units});
    call.flops = 2.0 * double(batch) * double(steps) * gates * double(units) * (double(x->dims[2]) + double(units));
    return true;
}

const std::unordered_map<std::string, std::function<bool(KerasLayerCall &)>> &rules();

/// The rule of a wrapped layer ("layer": {"class_name", "config"}) on \a inputs.
std::optional<KerasLayerCall> wrapped(KerasLayerCall &call, std::vector<const TensorInfo *> inputs)
{
    static const nlohmann::json none;
    const nlohmann::json &layer = call.config->contains("layer") ? (*call.config)["layer"] : none;
    if (!layer.is_object() || !layer.contains("class_name") || !layer["class_name"].is_string() ||
        !layer.contains("config") || !layer["config"].is_object()) {
        call.fail("wraps no layer");
        return std::nullopt;
    }
    KerasLayerCall inner;
    inner.className = layer["class_name"].get<std::string>();
    inner.config = &layer["config"];
    inner.inputs = std::move(inputs);
    if (!inferKerasLayer(inner)) {
        call.fail(fmt::format("its {} layer {}", inner.className, inner.problem));
        return std::nullopt;
    }
    return inner;
}

/// Bidirectional(RNN): the layer run forwards and backwards, merged by merge_mode (or both given
/// when it is null), then the states of each direction when the layer returns them.
bool bidirectional(KerasLayerCall &call)
{
    const std::optional<KerasLayerCall> inner = wrapped(call, call.inputs);
    if (!inner)
        return false;
    Dims out = inner->outputs[0].dims;
    if (out.empty())
        return call.fail("its layer gives an output of rank 0");
    const nlohmann::json &mode = call.config->value("merge_mode", nlohmann::json("concat"));
    if (mode.is_null()) {
        call.setOutput(0, out);
        call.setOutput(1, out);
    } else {
        if (mode == "concat")
            out.back() = clampDimension(WideDimension(out.back()) * 2);
        call.setOutput(0, out);
    }
    // With return_state, the forward layer's states follow, then the backward layer's.
    const std::size_t merged = call.outputs.size();
    for (std::size_t direction = 0; direction < 2; ++direction)
        for (std::size_t state = 1; state < inner->outputs.size(); ++state)
            call.setOutput(merged + direction * (inner->outputs.size() - 1) + state - 1, inner->outputs[state].dims);
    call.flops = 2.0 * inner->flops + (mode.is_null() || mode == "concat" ? 0.0 : elements(call.outputs[0]));
    return true;
}

/// TimeDistributed(layer): the layer on every step of [batch, time, ...].
bool timeDistributed(KerasLayerCall &call)
{
    const TensorInfo *x = input(call, 3);
    if (!x)
        return false;
    TensorInfo step = *x;
    step.dims.erase(step.dims.begin());
    step.dims[0] = clampDimension(WideDimension(x->dims[0]) * x->dims[1]);
    const std::optional<KerasLayerCall> inner = wrapped(call, {&step});
    if (!inner)
        return false;
    if (inner->outputs[0].dims.empty())
        return call.fail("its layer gives an output of rank 0");
    Dims out{x->dims[0], x->dims[1]};
    out.insert(out.end(), inner->outputs[0].dims.begin() + 1, inner->outputs[0].dims.end());
    call.setOutput(0, out);
    call.flops = inner->flops;
    return true;
}

const std::unordered_map<std::string, std::function<bool(KerasLayerCall &)>> &rules()
{
    using Rule = std::function<bool(KerasLayerCall &)>;
    static const std::unordered_map<std::string, Rule> table = [] {
        std::unordered_map<std::string, Rule> made;
        const auto add = [&](std::initializer_list<const char *> names, const Rule &rule) {
            for (const char *name : names)
                made.emplace(name, rule);
        };
        add({"Conv1D", "Conv2D", "Conv3D", "Convolution1D", "Convolution2D", "Convolution3D"},
            [](KerasLayerCall &c) { return convolution(c, false, false, false); });
        add({"Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose", "Deconvolution2D", "Deconvolution3D"},
            [](KerasLayerCall &c) { return convolution(c, true, false, false); });
        add({"DepthwiseConv1D", "DepthwiseConv2D"}, [](KerasLayerCall &c) { return convolution(c, false, true, false); });
        add({"SeparableConv1D", "SeparableConv2D", "SeparableConvolution1D", "SeparableConvolution2D"},
            [](KerasLayerCall &c) { return convolution(c, false, false, true); });
        add({"Dense"}, dense);
        add({"MaxPooling1D", "MaxPooling2D", "MaxPooling3D", "AveragePooling1D", "AveragePooling2D", "AveragePooling3D",
             "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D"},
            pooling);
        add({"GlobalAveragePooling1D", "GlobalAveragePooling2D", "GlobalAveragePooling3D", "GlobalMaxPooling1D",
             "GlobalMaxPooling2D", "GlobalMaxPooling3D", "GlobalAvgPool1D", "GlobalAvgPool2D", "GlobalAvgPool3D",
             "GlobalMaxPool1D", "GlobalMaxPool2D", "GlobalMaxPool3D"},
            globalPooling);
        add({"Add", "Subtract", "Multiply", "Average", "Maximum", "Minimum"}, merge);
        add({"Concatenate"}, concatenate);
        add({"Activation", "ReLU", "LeakyReLU", "PReLU", "ELU", "ThresholdedReLU", "Softmax", "Masking"},
            [](KerasLayerCall &c) { return sameShape(c, 1.0, false); });
        add({"BatchNormalization", "LayerNormalization", "UnitNormalization", "GroupNormalization", "Normalization",
             "Rescaling"},
            [](KerasLayerCall &c) { return sameShape(c, 2.0, false); });
        add({"Dropout", "SpatialDropout1D", "SpatialDropout2D", "SpatialDropout3D", "GaussianNoise", "GaussianDropout",
             "AlphaDropout", "ActivityRegularization"},
            [](KerasLayerCall &c) { return sameShape(c, 0.0, true); });
        add({"Flatten"}, flatten);
        add({"Reshape"}, reshape);
        add({"Permute"}, permute);
        add({"RepeatVector"}, repeatVector);
        add({"UpSampling1D", "UpSampling2D", "UpSampling3D"}, upSampling);
        add({"ZeroPadding1D", "ZeroPadding2D", "ZeroPadding3D"}, [](KerasLayerCall &c) { return padOrCrop(c, 1); });
        add({"Cropping1D", "Cropping2D", "Cropping3D"}, [](KerasLayerCall &c) { return padOrCrop(c, -1); });
        add({"Embedding"}, embedding);
        add({"LSTM", "CuDNNLSTM"}, [](KerasLayerCall &c) { return recurrent(c, 4, 2); });
        add({"GRU", "CuDNNGRU"}, [](KerasLayerCall &c) { return recurrent(c, 3, 1); });
        add({"SimpleRNN"}, [](KerasLayerCall &c) { return recurrent(c, 1, 1); });
        add({"Bidirectional"}, bidirectional);
        add({"TimeDistributed"}, timeDistributed);
        return made;
    }();
    return table;
}

} // namespace

std::int64_t KerasLayerCall::integer(const char *name, std::int64_t fallback) const
{
    if (!config || !config->contains(name) || !(*config)[name].is_primitive() || (*config)[name].is_null())
        return fallback;
    // Sizes beyond 2^62 saturate as element counts do, so sums of a few cannot overflow.
    constexpr std::int64_t limit = std::int64_t(1) << 62;
    return std::clamp(tfjsInteger((*config)[name]), -limit, limit);
}

std::vector<std::int64_t> KerasLayerCall::integers(const char *name, std::size_t count, std::int64_t fallback) const
{
    std::vector<std::int64_t> values(count, fallback);
    if (!config || !config->contains(name))
        return values;
    const nlohmann::json &value = (*config)[name];
    if (value.is_number() || value.is_string())
        std::fill(values.begin(), values.end(), tfjsInteger(value));
    else if (value.is_array() && value.size() == 1)
        std::fill(values.begin(), values.end(), tfjsInteger(value[0]));
    else if (value.is_array() && value.size() == count)
        for (std::size_t i = 0; i < count; ++i)
            values[i] = tfjsInteger(value[i]);
    // Windows, strides and dilations below 1 would divide by zero: a lying file gets 1.
    for (std::int64_t &entry : values)
        entry = std::clamp<std::int64_t>(entry, fallback > 0 ? 1 : 0, std::int64_t(1) << 40);
    return values;
}

std::string KerasLayerCall::text(const char *name, const std::string &fallback) const
{
    if (!config || !config->contains(name) || !(*config)[name].is_string())
        return fallback;
    return (*config)[name].get<std::string>();
}

bool KerasLayerCall::boolean(const char *name, bool fallback) const
{
    if (!config || !config->contains(name) || !(*config)[name].is_boolean())
        return fallback;
    return (*config)[name].get<bool>();
}

bool inferKerasLayer(KerasLayerCall &call)
{
    static const nlohmann::json empty = nlohmann::json::object();
    if (!call.config || !call.config->is_object())
        call.config = &empty;
    const auto rule = rules().find(call.className);
    if (rule == rules().end())
        return call.fail("a layer class the importer does not know (a custom layer?)");
    return rule->second(call);
}

} // namespace regal
