// Shape rules for ops that move data without arithmetic: reshapes (aliases of their input),
// transposes, concatenation, splitting, slicing, padding, gathering and scattering.
#include "core/base/wholenumber.h"
#include "core/io/import/attributecheck.h"
#include "core/io/import/shapemath.h"
#include "core/io/onnx/onnxopcontext.h"

#include <algorithm>
#include <fmt/format.h>

namespace regal {
namespace {

/// Element strides of a row-major tensor of \a dims.
std::vector<std::size_t> rowMajorStrides(const Dims &dims)
{
    std::vector<std::size_t> strides(dims.size(), 1);
    for (std::size_t axis = dims.size(); axis-- > 1;)
        strides[axis - 1] = strides[axis] * std::size_t(std::max<std::int64_t>(dims[axis], 1));
    return strides;
}

/// Output 0 reuses the buffer of input 0: no allocation, no work.
void makeAlias(OnnxOpContext &context)
{
    context.aliasOf = 0;
    context.bytesAccessed = 0.0;
    context.output(0).values = context.input(0)->values;
}

/// Reads the axes of Squeeze/Unsqueeze/ReduceX-like ops: attribute before opset 13, input 1 after.
std::optional<std::vector<std::int64_t>> axesOf(const OnnxOpContext &context)
{
    if (context.has("axes"))
        return context.integers("axes");
    if (context.input(1))
        return context.inputIntegers(1);
    return std::vector<std::int64_t>{};
}

bool identity(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    context.setOutput(0, in->dims);
    context.setOutput(1, in->dims, ElementType::Bool); // the mask of Dropout
    makeAlias(context);
    return true;
}

bool reshape(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> shape =
        context.has("shape") ? std::optional(context.integers("shape")) : context.inputIntegers(1);
    if (!shape)
        return context.fail("the target shape (input 1) is not known before running the model");
    const bool allowZero = context.integer("allowzero", 0) != 0;
    Dims out(shape->begin(), shape->end());
    std::optional<std::size_t> inferred;
    for (std::size_t axis = 0; axis < out.size(); ++axis) {
        if (out[axis] == 0 && !allowZero)
            out[axis] = axis < in->rank() ? in->dims[axis] : 1;
        if (out[axis] == -1) {
            if (inferred)
                return context.fail("more than one -1 in the target shape");
            inferred = axis;
        }
    }
    if (inferred) {
        out[*inferred] = 1;
        const std::int64_t rest = elementCount(out);
        out[*inferred] = rest > 0 ? in->elements() / rest : 0;
    }
    if (elementCount(out) != in->elements())
        return context.fail(fmt::format("cannot reshape {} to {}", formatDims(in->dims), formatDims(out)));
    context.setOutput(0, out);
    makeAlias(context);
    return true;
}

bool flatten(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", 1), in->rank() + 1);
    if (!axis)
        return context.fail("axis outside the input rank");
    const Dims head(in->dims.begin(), in->dims.begin() + std::ptrdiff_t(*axis));
    const Dims tail(in->dims.begin() + std::ptrdiff_t(*axis), in->dims.end());
    context.setOutput(0, {elementCount(head), elementCount(tail)});
    makeAlias(context);
    return true;
}

bool squeeze(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> axes = axesOf(context);
    if (!axes)
        return context.fail("the axes (input 1) are not known before running the model");
    if (AttributeCheck check; !check.axes("axes", *axes, in->rank()).ok())
        return context.reject(check);
    std::vector<bool> drop(in->rank(), false);
    for (std::int64_t axis : *axes)
        drop[std::size_t(axis)] = true;
    Dims out;
    for (std::size_t axis = 0; axis < in->rank(); ++axis)
        if (!(axes->empty() ? in->dims[axis] == 1 : drop[axis]))
            out.push_back(in->dims[axis]);
    context.setOutput(0, out);
    makeAlias(context);
    return true;
}

bool unsqueeze(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    const std::optional<std::vector<std::int64_t>> axes = axesOf(context);
    if (!axes)
        return context.fail("the axes (input 1) are not known before running the model");
    const std::size_t rank = in->rank() + axes->size();
    std::vector<std::int64_t> normal = *axes;
    if (AttributeCheck check; !check.axes("axes", normal, rank).ok())
        return context.reject(check);
    std::vector<bool> inserted(rank, false);
    for (std::int64_t axis : normal)
        inserted[std::size_t(axis)] = true;
    Dims out;
    std::size_t next = 0;
    for (std::size_t axis = 0; axis < rank; ++axis)
        out.push_back(inserted[axis] ? 1 : (next < in->rank() ? in->dims[next++] : 1));
    context.setOutput(0, out);
    makeAlias(context);
    return true;
}

bool transpose(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::vector<std::int64_t> permutation = context.integers("perm");
    if (permutation.empty())
        for (std::size_t axis = in->rank(); axis-- > 0;)
            permutation.push_back(std::int64_t(axis));
    AttributeCheck check;
    if (!check.permutation("perm", permutation, in->rank()).ok())
        return context.reject(check);
    check.axes("perm", permutation, in->rank()); // negative axes counted from the end
    Dims out;
    for (std::int64_t axis : permutation)
        out.push_back(in->dims[std::size_t(axis)]);
    context.setOutput(0, out);
    if (in->values) {
        const std::vector<std::size_t> strides = rowMajorStrides(in->dims);
        std::vector<double> values(in->values->size());
        for (std::size_t flat = 0; flat < values.size(); ++flat) {
            std::size_t rest = flat;
            std::size_t source = 0;
            for (std::size_t axis = out.size(); axis-- > 0;) {
                source += (rest % std::size_t(out[axis])) * strides[std::size_t(permutation[axis])];
                rest /= std::size_t(out[axis]);
            }
            values[flat] = (*in->values)[source];
        }
        context.output(0).values = std::move(values);
    }
    return true;
}

bool concat(OnnxOpContext &context)
{
    const TensorInfo *first = context.shaped(0);
    if (!first)
        return context.fail("input 0 has no known shape");
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", 0), std::max<std::size_t>(first->rank(), 1));
    if (!axis)
        return context.fail("axis outside the input rank");
    Dims out = first->dims;
    if (out.empty())
        out = {1};
    out[*axis] = 0;
    bool valuesKnown = *axis == 0;
    std::vector<double> values;
    for (std::size_t i = 0; i < context.inputCount(); ++i) {
        const TensorInfo *in = context.input(i);
        if (!in)
            continue;
        if (!in->shapeKnown)
            return context.fail(fmt::format("input {} has no known shape", i));
        out[*axis] = clampDimension(WideDimension(out[*axis]) +
                                    (in->dims.empty() ? 1 : in->dims[std::min(*axis, in->rank() - 1)]));
        if (valuesKnown && in->values)
            values.insert(values.end(), in->values->begin(), in->values->end());
        else
            valuesKnown = false;
    }
    context.setOutput(0, out);
    if (valuesKnown && values.size() <= TensorInfo::MaxKnownValues)
        context.output(0).values = std::move(values);
    return true;
}

bool split(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", 0), in->rank());
    if (!axis)
        return context.fail("axis outside the input rank");
    std::optional<std::vector<std::int64_t>> sizes =
        context.has("split") ? std::optional(context.integers("split")) : context.inputIntegers(1);
    const std::size_t parts = context.outputCount();
    if (!sizes || sizes->empty()) {
        if (context.input(1) && !sizes)
            return context.fail("the split sizes (input 1) are not known before running the model");
        const std::int64_t length = in->dims[*axis];
        const std::int64_t count = std::int64_t(std::max<std::size_t>(parts, 1));
        // Rounded up, without overflowing on a length near the largest an int64 holds.
        const std::int64_t each = length > 0 ? length / count + std::int64_t(length % count != 0) : (length + count - 1) / count;
        sizes = std::vector<std::int64_t>();
        for (std::size_t part = 0; part < parts; ++part)
            sizes->push_back(std::clamp<std::int64_t>(length - each * std::int64_t(part), 0, each));
    }
    AttributeCheck check;
    if (sizes->size() != parts)
        check.fail(fmt::format("split has {} sizes for {} outputs", sizes->size(), parts));
    if (!check.sumsTo("split", *sizes, in->dims[*axis]).ok())
        return context.reject(check);
    std::int64_t offset = 0;
    for (std::size_t part = 0; part < parts; ++part) {
        Dims out = in->dims;
        out[*axis] = (*sizes)[part];
        context.setOutput(part, out);
        if (in->values && in->rank() == 1 && offset + out[0] <= std::int64_t(in->values->size()))
            context.output(part).values =
                std::vector<double>(in->values->begin() + offset, in->values->begin() + offset + out[0]);
        offset += out[*axis];
    }
    return true;
}

/// Slice: starts, ends, axes and steps as attributes (before opset 10) or inputs 1 to 4.
bool slice(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    const bool attributes = context.has("starts");
    const auto read = [&](const char *name, std::size_t index) -> std::optional<std::vector<std::int64_t>> {
        if (attributes)
            return context.integers(name);
        if (!context.input(index))
            return std::vector<std::int64_t>{};
        return context.inputIntegers(index);
    };
    const auto starts = read("starts", 1);
    const auto ends = read("ends", 2);
    auto axes = read("axes", 3);
    auto steps = attributes ? std::optional(std::vector<std::int64_t>{}) : read("", 4);
    if (!starts || !ends || !axes || !steps)
        return context.fail("the slice bounds are not known before running the model");
    if (axes->empty())
        for (std::size_t axis = 0; axis < starts->size(); ++axis)
            axes->push_back(std::int64_t(axis));
    steps->resize(starts->size(), 1);
    if (ends->size() != starts->size() || axes->size() != starts->size())
        return context.fail("starts, ends and axes differ in length");
    Dims out = in->dims;
    std::vector<std::int64_t> first(in->rank(), 0);
    std::vector<std::int64_t> step(in->rank(), 1);
    for (std::size_t i = 0; i < starts->size(); ++i) {
        std::optional<std::size_t> axis = normalizeAxis((*axes)[i], in->rank());
        if (!axis || (*steps)[i] == 0)
            return context.fail("bad axis or zero step");
        const std::int64_t length = in->dims[*axis];
        const std::int64_t stride = (*steps)[i];
        const auto clampIndex = [&](std::int64_t index, std::int64_t low, std::int64_t high) {
            if (index < 0)
                index = index < -length ? -1 : index + length;
            return std::clamp(index, low, high);
        };
        const std::int64_t begin = stride > 0 ? clampIndex((*starts)[i], 0, length) : clampIndex((*starts)[i], -1, length - 1);
        const std::int64_t end = stride > 0 ? clampIndex((*ends)[i], 0, length) : clampIndex((*ends)[i], -1, length - 1);
        const WideDimension wide = stride; // a step of -2^63 negates, and any step adds, exactly
        const std::int64_t count =
            clampDimension(stride > 0 ? (WideDimension(end) - begin + wide - 1) / wide : (WideDimension(begin) - end - wide - 1) / -wide);
        out[*axis] = std::max<std::int64_t>(0, count);
        first[*axis] = begin;
        step[*axis] = stride;
    }
    context.setOutput(0, out);
    context.bytesAccessed = 2.0 * double(context.output(0).bytes());
    if (in->values) {
        // Walk the output elements; each axis maps i to first + i * step of the input.
        const std::vector<std::size_t> strides = rowMajorStrides(in->dims);
        std::vector<double> values(static_cast<std::size_t>(elementCount(out)));
        for (std::size_t flat = 0; flat < values.size(); ++flat) {
            std::size_t rest = flat;
            std::size_t source = 0;
            for (std::size_t axis = out.size(); axis-- > 0;) {
                const auto index = std::int64_t(rest % std::size_t(out[axis]));
                rest /= std::size_t(out[axis]);
                source += std::size_t(first[axis] + index * step[axis]) * strides[axis];
            }
            values[flat] = (*in->values)[source];
        }
        context.output(0).values = std::move(values);
    }
    return true;
}

bool pad(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::vector<std::int64_t>> pads =
        context.has("pads") ? std::optional(context.integers("pads")) : context.inputIntegers(1);
    if (!pads)
        return context.fail("the pads (input 1) are not known before running the model");
    std::vector<std::int64_t> axes;
    if (const std::optional<std::vector<std::int64_t>> given = context.input(3) ? context.inputIntegers(3) : std::nullopt)
        axes = *given;
    else
        for (std::size_t axis = 0; axis < in->rank(); ++axis)
            axes.push_back(std::int64_t(axis));
    AttributeCheck check;
    check.axes("axes", axes, in->rank());
    if (check.ok() && pads->size() != 2 * axes.size())
        check.fail(fmt::format("pads has {} values; the padded axes are {}, twice", pads->size(), axes.size()));
    if (!check.ok())
        return context.reject(check);
    Dims out = in->dims;
    for (std::size_t i = 0; i < axes.size(); ++i) {
        std::int64_t &length = out[std::size_t(axes[i])];
        length = clampDimension(WideDimension(length) + (*pads)[i] + (*pads)[i + axes.size()]);
    }
    context.setOutput(0, out);
    return true;
}

bool tile(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    const std::optional<std::vector<std::int64_t>> repeats = context.inputIntegers(1);
    if (!in || !repeats || repeats->size() != in->rank())
        return context.fail("the input shape or the repeats are not known");
    Dims out = in->dims;
    AttributeCheck check;
    for (std::size_t axis = 0; axis < out.size(); ++axis)
        out[axis] = check.product("repeats", out[axis], (*repeats)[axis]);
    if (!check.ok())
        return context.reject(check);
    context.setOutput(0, out);
    return true;
}

bool expand(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    const std::optional<std::vector<std::int64_t>> shape = context.inputIntegers(1);
    if (!in || !shape)
        return context.fail("the input shape or the target shape are not known");
    std::optional<Dims> out = broadcastDims(in->dims, Dims(shape->begin(), shape->end()));
    if (!out)
        return context.fail("the shapes do not broadcast");
    context.setOutput(0, *out);
    if (in->values && in->values->size() == 1 && std::size_t(elementCount(*out)) <= TensorInfo::MaxKnownValues)
        context.output(0).values = std::vector<double>(std::size_t(elementCount(*out)), in->values->front());
    return true;
}

bool gather(OnnxOpContext &context)
{
    const TensorInfo *data = context.shaped(0);
    const TensorInfo *indices = context.shaped(1);
    if (!data || !indices)
        return context.fail("an input has no known shape");
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", 0), data->rank());
    if (!axis)
        return context.fail("axis outside the data rank");
    Dims out(data->dims.begin(), data->dims.begin() + std::ptrdiff_t(*axis));
    out.insert(out.end(), indices->dims.begin(), indices->dims.end());
    out.insert(out.end(), data->dims.begin() + std::ptrdiff_t(*axis) + 1, data->dims.end());
    context.setOutput(0, out);
    context.bytesAccessed = 2.0 * double(context.output(0).bytes()) + double(indices->bytes());
    if (data->values && indices->values && data->rank() == 1) {
        std::vector<double> values;
        for (double index : *indices->values) {
            std::int64_t position = saturatedInteger(index).value_or(-1);
            if (position < 0 && position >= -data->dims[0])
                position += data->dims[0];
            if (position < 0 || position >= data->dims[0])
                return true;
            values.push_back((*data->values)[std::size_t(position)]);
        }
        context.output(0).values = std::move(values);
    }
    return true;
}

bool gatherElements(OnnxOpContext &context)
{
    const TensorInfo *indices = context.shaped(1);
    if (!indices)
        return context.fail("the indices have no known shape");
    context.setOutput(0, indices->dims);
    return true;
}

bool gatherNd(OnnxOpContext &context)
{
    const TensorInfo *data = context.shaped(0);
    const TensorInfo *indices = context.shaped(1);
    if (!data || !indices || indices->rank() == 0)
        return context.fail("an input has no known shape");
    const std::int64_t batchDims = context.integer("batch_dims", 0);
    const std::optional<Dims> out = gatherNdDims(data->dims, indices->dims, batchDims);
    if (!out)
        return context.fail(fmt::format("batch_dims {} and index length {} reach past the data rank {}", batchDims,
                                        indices->dims.back(), data->rank()));
    context.setOutput(0, *out);
    return true;
}

/// Ops whose output 0 has the shape of input 0: scatters, cumulative sums, masks.
bool sameAsInput(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    context.setOutput(0, in->dims);
    context.flops = double(in->elements());
    return true;
}

bool depthToSpace(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    const std::int64_t block = context.integer("blocksize", 1);
    if (!in || in->rank() != 4 || block < 1)
        return context.fail("needs a 4-D input of known shape");
    const Dims &d = in->dims;
    AttributeCheck check;
    const std::int64_t area = check.product("blocksize", block, block);
    if (context.op() == "DepthToSpace")
        context.setOutput(0, {d[0], area ? d[1] / area : 0, check.product("blocksize", d[2], block),
                              check.product("blocksize", d[3], block)});
    else
        context.setOutput(0, {d[0], check.product("blocksize", d[1], area), d[2] / block, d[3] / block});
    if (!check.ok())
        return context.reject(check);
    return true;
}

} // namespace

void addOnnxTensorRules(OnnxRuleTable &table)
{
    for (const char *op : {"Identity", "Dropout"})
        table.emplace(op, &identity);
    table.emplace("Reshape", &reshape);
    table.emplace("Flatten", &flatten);
    table.emplace("Squeeze", &squeeze);
    table.emplace("Unsqueeze", &unsqueeze);
    table.emplace("Transpose", &transpose);
    table.emplace("Concat", &concat);
    table.emplace("Split", &split);
    table.emplace("Slice", &slice);
    table.emplace("Pad", &pad);
    table.emplace("Tile", &tile);
    table.emplace("Expand", &expand);
    table.emplace("Gather", &gather);
    table.emplace("GatherElements", &gatherElements);
    table.emplace("GatherND", &gatherNd);
    for (const char *op : {"ScatterND", "ScatterElements", "Scatter", "CumSum", "Trilu", "EyeLike",
                           "ReverseSequence"})
        table.emplace(op, &sameAsInput);
    table.emplace("DepthToSpace", &depthToSpace);
    table.emplace("SpaceToDepth", &depthToSpace);
}

} // namespace regal
