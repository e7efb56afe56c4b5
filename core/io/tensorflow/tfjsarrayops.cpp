// Shape rules for TensorFlow's array ops in TF.js graph models: reshaping, padding, joining,
// splitting, slicing, tiling, gathering. They compute nothing (no FLOPs); where a rule needs a
// value that only the weights hold and the weights were not read, it guesses and says so.
#include "core/io/tensorflow/tfjsarrayops.h"

#include "core/io/import/attributecheck.h"
#include "core/io/import/shapemath.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fmt/format.h>

namespace regal {
namespace {

/// Split and Unpack make one output per part; a file asking for more is refused.
constexpr std::int64_t MaxParts = 4096;

bool alias(TfOpContext &c, Dims dims)
{
    c.setOutput(0, std::move(dims));
    c.aliasOf = 0;
    c.bytesAccessed = 0.0;
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
        out[*normal] = clampDimension(WideDimension(out[*normal])
                                      + (in->dims.empty() ? 1 : in->dims[std::min(*normal, in->rank() - 1)]));
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
    if (!x || !begin || !end || !strides || c.integer("ellipsis_mask", 0) != 0)
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
    // An entry of the new-axis mask adds an axis of 1 and reads none of the input's.
    const std::uint64_t entries = begin->size() == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << begin->size()) - 1;
    const std::size_t read = begin->size() - std::size_t(std::popcount(std::uint64_t(newAxisMask) & entries));
    if (read > x->rank())
        return c.fail(fmt::format("the slice reads {} axes of an input of rank {}", read, x->rank()));
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
            return step > 0 ? std::clamp<std::int64_t>(index, 0, length)
                            : std::clamp<std::int64_t>(index, -1, length - 1);
        };
        const std::int64_t from = bound((*begin)[i], (beginMask >> i) & 1, true);
        const std::int64_t to = bound((*end)[i], (endMask >> i) & 1, false);
        const WideDimension wide = step;
        const std::int64_t count =
            clampDimension(step > 0 ? (to - from + wide - 1) / wide : (from - to - wide - 1) / -wide);
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
    std::optional<std::size_t> axis =
        normalizeAxis(axisValue && !axisValue->empty() ? axisValue->front() : 0, data->rank());
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
    c.setOutput(0, Dims(shape->begin(), shape->end()),
                c.inputs.size() > 1 && c.inputs[1] ? c.inputs[1]->type : ElementType::Float32);
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
    const Dims out{x->dims[0], check.product("block_size", x->dims[1], block),
                   check.product("block_size", x->dims[2], block), area > 0 ? x->dims[3] / area : 0};
    if (!check.ok())
        return c.fail(check.problem());
    c.setOutput(0, out);
    return true;
}

/// Unpack: the slices of input 0 along `axis`, each without that axis.
bool unpack(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x || x->rank() == 0)
        return c.fail("input 0 has no known shape");
    const std::optional<std::size_t> axis = normalizeAxis(c.integer("axis", 0), x->rank());
    if (!axis)
        return c.fail("axis outside the rank");
    const std::int64_t parts = x->dims[*axis];
    if (parts > MaxParts)
        return c.fail(fmt::format("{} slices; at most {} are read", parts, MaxParts));
    Dims out = x->dims;
    out.erase(out.begin() + std::ptrdiff_t(*axis));
    for (std::int64_t part = 0; part < parts; ++part) {
        c.setOutput(std::size_t(part), out);
        if (x->values && x->rank() == 1 && std::size_t(part) < x->values->size())
            c.outputs[std::size_t(part)].values = std::vector<double>{(*x->values)[std::size_t(part)]};
    }
    return true;
}

/// Split (axis, value) into `num_split` equal parts; SplitV (value, sizes, axis) into parts of
/// the given sizes, one of which may be -1 for the rest.
bool split(TfOpContext &c)
{
    const bool sized = c.op == "SplitV";
    const TensorInfo *x = c.shaped(sized ? 0 : 1);
    const std::optional<std::vector<std::int64_t>> axisValue = c.inputIntegers(sized ? 2 : 0);
    if (!x)
        return c.fail("the input has no known shape");
    if (!axisValue || axisValue->size() != 1)
        return c.fail("the axis is not known");
    const std::optional<std::size_t> axis = normalizeAxis(axisValue->front(), x->rank());
    if (!axis)
        return c.fail("axis outside the rank");
    const std::int64_t parts = c.integer("num_split", 1);
    if (parts < 1 || parts > MaxParts)
        return c.fail(fmt::format("num_split is {}; it must be 1 to {}", parts, MaxParts));
    const std::int64_t length = x->dims[*axis];
    std::vector<std::int64_t> sizes;
    if (sized) {
        const std::optional<std::vector<std::int64_t>> given = c.inputIntegers(1);
        if (!given || given->size() != std::size_t(parts))
            return c.fail("the sizes of the parts are not known");
        sizes = *given;
        WideDimension rest = length;
        std::optional<std::size_t> open;
        for (std::size_t part = 0; part < sizes.size(); ++part) {
            if (sizes[part] >= 0)
                rest -= sizes[part];
            else if (open)
                return c.fail("more than one part has size -1");
            else
                open = part;
        }
        if (open)
            sizes[*open] = clampDimension(rest);
        if (AttributeCheck check; !check.sumsTo("size_splits", sizes, length).ok())
            return c.fail(check.problem());
    } else {
        if (length % parts != 0)
            return c.fail(fmt::format("an axis of {} does not split into {} equal parts", length, parts));
        sizes.assign(std::size_t(parts), length / parts);
    }
    for (std::size_t part = 0; part < sizes.size(); ++part) {
        Dims out = x->dims;
        out[*axis] = clampDimension(sizes[part]);
        c.setOutput(part, out);
    }
    return true;
}

/// Slice (input, begin, size): size -1 takes the rest of the axis.
bool slice(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const std::optional<std::vector<std::int64_t>> begin = c.inputIntegers(1);
    const std::optional<std::vector<std::int64_t>> size = c.inputIntegers(2);
    if (!x || !begin || !size || begin->size() != x->rank() || size->size() != x->rank())
        return c.fail("the slice bounds are not known");
    Dims out(x->rank());
    for (std::size_t axis = 0; axis < out.size(); ++axis) {
        const std::int64_t from = std::clamp<std::int64_t>((*begin)[axis], 0, x->dims[axis]);
        const std::int64_t rest = x->dims[axis] - from;
        out[axis] = (*size)[axis] < 0 ? rest : std::min((*size)[axis], rest);
    }
    c.setOutput(0, out);
    if (x->values && x->rank() == 1 && x->values->size() == std::size_t(x->dims[0])) {
        const auto first = x->values->begin() + std::ptrdiff_t(std::clamp<std::int64_t>(begin->front(), 0, x->dims[0]));
        c.outputs[0].values = std::vector<double>(first, first + std::ptrdiff_t(out[0]));
    }
    return true;
}

/// Tile (input, multiples): each axis repeated its multiple of times.
bool tile(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const std::optional<std::vector<std::int64_t>> multiples = c.inputIntegers(1);
    if (!x || !multiples || multiples->size() != x->rank())
        return c.fail("the multiples are not known");
    AttributeCheck check; // its product refuses a negative multiple
    Dims out = x->dims;
    for (std::size_t axis = 0; axis < out.size(); ++axis)
        out[axis] = check.product("multiples", out[axis], (*multiples)[axis]);
    if (!check.ok())
        return c.fail(check.problem());
    c.setOutput(0, out);
    return true;
}

/// BroadcastTo (input, shape).
bool broadcastTo(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    const std::optional<std::vector<std::int64_t>> shape = c.inputIntegers(1);
    if (!x || !shape)
        return c.fail("the target shape is not known");
    const Dims target(shape->begin(), shape->end());
    const std::optional<Dims> out = broadcastDims(x->dims, target);
    if (!out)
        return c.fail(fmt::format("{} does not broadcast to {}", formatDims(x->dims), formatDims(target)));
    c.setOutput(0, *out);
    return true;
}

/// SpaceToBatchND (input, block_shape, paddings) and BatchToSpaceND (input, block_shape, crops):
/// the M spatial axes after the batch, padded and divided into blocks that join the batch, or
/// the reverse.
bool spaceBatch(TfOpContext &c)
{
    const bool toBatch = c.op == "SpaceToBatchND";
    const TensorInfo *x = c.shaped(0);
    const std::optional<std::vector<std::int64_t>> block = c.inputIntegers(1);
    const std::optional<std::vector<std::int64_t>> edges = c.inputIntegers(2);
    if (!x || !block || !edges || block->empty() || x->rank() < block->size() + 1 || edges->size() != 2 * block->size())
        return c.fail("the block shape or the paddings are not known");
    AttributeCheck check;
    check.positive("block_shape", *block);
    if (!check.ok())
        return c.fail(check.problem());
    Dims out = x->dims;
    std::int64_t blocks = 1;
    for (std::size_t i = 0; i < block->size(); ++i) {
        blocks = check.product("block_shape", blocks, (*block)[i]);
        const WideDimension edge = WideDimension((*edges)[2 * i]) + (*edges)[2 * i + 1];
        const std::int64_t length = x->dims[i + 1];
        out[i + 1] = toBatch ? clampDimension((length + edge) / (*block)[i])
                             : clampDimension(WideDimension(length) * (*block)[i] - edge);
    }
    if (!check.ok())
        return c.fail(check.problem());
    out[0] = toBatch ? check.product("block_shape", x->dims[0], blocks) : x->dims[0] / blocks;
    if (!check.ok())
        return c.fail(check.problem());
    c.setOutput(0, out);
    return true;
}

/// GatherNd (params, indices): indices [..., k] pick slices of params' axes after the k-th.
bool gatherNd(TfOpContext &c)
{
    const TensorInfo *params = c.shaped(0);
    const TensorInfo *indices = c.shaped(1);
    if (!params || !indices || indices->rank() == 0)
        return c.fail("inputs of unknown shape");
    const std::optional<Dims> out = gatherNdDims(params->dims, indices->dims);
    if (!out)
        return c.fail(fmt::format("indices of depth {} into a tensor of rank {}", indices->dims.back(), params->rank()));
    c.setOutput(0, *out, params->type);
    return true;
}

/// Size: the number of elements of the input, a scalar.
bool size(TfOpContext &c)
{
    const TensorInfo *x = c.shaped(0);
    if (!x)
        return c.fail("input 0 has no known shape");
    c.setOutput(0, {}, elementTypeOfTf(c.text("out_type", "DT_INT32")));
    c.outputs[0].values = std::vector<double>{double(x->elements())};
    c.bytesAccessed = 0.0;
    return true;
}

/// Range (start, limit, delta), when the three are known.
bool range(TfOpContext &c)
{
    const auto scalar = [&](std::size_t index) -> std::optional<double> {
        if (index >= c.inputs.size() || !c.inputs[index] || !c.inputs[index]->values
            || c.inputs[index]->values->size() != 1)
            return std::nullopt;
        return c.inputs[index]->values->front();
    };
    const std::optional<double> start = scalar(0), limit = scalar(1), delta = scalar(2);
    if (!start || !limit || !delta || *delta == 0.0 || !std::isfinite((*limit - *start) / *delta))
        return c.fail("start, limit and delta are not known");
    const double count = std::ceil((*limit - *start) / *delta);
    c.setOutput(0, {clampDimension(WideDimension(std::clamp(count, 0.0, 0x1p62)))},
                elementTypeOfTf(c.text("Tidx", "DT_INT32")));
    return true;
}

/// SparseToDense (indices, output_shape, values, default_value).
bool sparseToDense(TfOpContext &c)
{
    const std::optional<std::vector<std::int64_t>> shape = c.inputIntegers(1);
    if (!shape)
        return c.fail("the output shape is not known");
    const TensorInfo *values = c.inputs.size() > 2 ? c.inputs[2] : nullptr;
    c.setOutput(0, Dims(shape->begin(), shape->end()), values ? values->type : ElementType::Float32);
    return true;
}

} // namespace

void addTfArrayRules(std::unordered_map<std::string, TfShapeRule> &rules)
{
    rules.emplace("Reshape", &reshape);
    rules.emplace("Squeeze", &squeeze);
    rules.emplace("ExpandDims", &expandDims);
    rules.emplace("Transpose", &transpose);
    for (const char *op : {"Pad", "PadV2", "MirrorPad"})
        rules.emplace(op, &pad);
    rules.emplace("ConcatV2", &concat);
    rules.emplace("Shape", &shape);
    rules.emplace("Size", &size);
    rules.emplace("Pack", &pack);
    rules.emplace("Unpack", &unpack);
    rules.emplace("Split", &split);
    rules.emplace("SplitV", &split);
    rules.emplace("Slice", &slice);
    rules.emplace("StridedSlice", &stridedSlice);
    rules.emplace("Tile", &tile);
    rules.emplace("BroadcastTo", &broadcastTo);
    rules.emplace("GatherV2", &gather);
    rules.emplace("GatherNd", &gatherNd);
    rules.emplace("Fill", &fill);
    rules.emplace("Range", &range);
    rules.emplace("SparseToDense", &sparseToDense);
    rules.emplace("DepthToSpace", &depthToSpace);
    rules.emplace("SpaceToBatchND", &spaceBatch);
    rules.emplace("BatchToSpaceND", &spaceBatch);
}

} // namespace regal
