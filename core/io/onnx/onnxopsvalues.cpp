// Shape rules for ops that make values rather than transform them: constants, shapes, ranges,
// and the data-dependent ones (NonZero, TopK, NonMaxSuppression) that need a guess.
#include "core/base/wholenumber.h"
#include "core/io/import/shapemath.h"
#include "core/io/onnx/onnxopcontext.h"
#include "core/io/onnx/onnxtensors.h"

#include <cmath>
#include <fmt/format.h>
#include <map>

namespace regal {
namespace {

bool constant(OnnxOpContext &context)
{
    TensorInfo &out = context.output(0);
    if (const onnx::AttributeProto *value = context.attribute("value")) {
        out = tensorInfoOfOnnx(value->t());
    } else if (const onnx::AttributeProto *real = context.attribute("value_float")) {
        out = TensorInfo{ElementType::Float32, {}, true, std::vector<double>{real->f()}, true};
    } else if (const onnx::AttributeProto *reals = context.attribute("value_floats")) {
        out = TensorInfo{ElementType::Float32, {reals->floats_size()}, true,
                         std::vector<double>(reals->floats().begin(), reals->floats().end()), true};
    } else if (const onnx::AttributeProto *integer = context.attribute("value_int")) {
        out = TensorInfo{ElementType::Int64, {}, true, std::vector<double>{double(integer->i())}, true};
    } else if (const onnx::AttributeProto *integers = context.attribute("value_ints")) {
        out = TensorInfo{ElementType::Int64, {integers->ints_size()}, true,
                         std::vector<double>(integers->ints().begin(), integers->ints().end()), true};
    } else if (const onnx::AttributeProto *strings = context.attribute("value_strings")) {
        out = TensorInfo{ElementType::String, {strings->strings_size()}, true, std::nullopt, true};
    } else if (context.has("value_string")) {
        out = TensorInfo{ElementType::String, {}, true, std::nullopt, true};
    } else if (const onnx::AttributeProto *sparse = context.attribute("sparse_value")) {
        out = TensorInfo{elementTypeOfOnnx(sparse->sparse_tensor().values().data_type()),
                         Dims(sparse->sparse_tensor().dims().begin(), sparse->sparse_tensor().dims().end()), true,
                         std::nullopt, true};
    } else {
        return context.fail("a Constant without a value");
    }
    return true;
}

/// Shape (with the start and end of opset 15) and Size: values known once the input shape is.
bool shape(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::vector<double> values;
    if (context.op() == "Size") {
        values.push_back(double(in->elements()));
        context.setOutput(0, {}, ElementType::Int64);
    } else {
        const auto rank = std::int64_t(in->rank());
        const auto bound = [rank](std::int64_t index) { return std::clamp(index < 0 ? index + rank : index, std::int64_t(0), rank); };
        const std::int64_t start = bound(context.integer("start", 0));
        const std::int64_t end = bound(context.integer("end", rank));
        for (std::int64_t axis = start; axis < end; ++axis)
            values.push_back(double(in->dims[std::size_t(axis)]));
        context.setOutput(0, {std::int64_t(values.size())}, ElementType::Int64);
    }
    context.output(0).values = std::move(values);
    context.bytesAccessed = 0.0;
    return true;
}

bool constantOfShape(OnnxOpContext &context)
{
    const std::optional<std::vector<std::int64_t>> shape = context.inputIntegers(0);
    if (!shape)
        return context.fail("the shape (input 0) is not known before running the model");
    TensorInfo fill{ElementType::Float32, {1}, true, std::vector<double>{0.0}, true};
    if (const onnx::AttributeProto *value = context.attribute("value"))
        fill = tensorInfoOfOnnx(value->t());
    context.setOutput(0, Dims(shape->begin(), shape->end()), fill.type);
    const auto count = std::size_t(context.output(0).elements());
    if (fill.values && !fill.values->empty() && count <= TensorInfo::MaxKnownValues)
        context.output(0).values = std::vector<double>(count, fill.values->front());
    return true;
}

bool range(OnnxOpContext &context)
{
    const TensorInfo *start = context.input(0);
    const TensorInfo *limit = context.input(1);
    const TensorInfo *delta = context.input(2);
    if (!start || !limit || !delta || !start->values || !limit->values || !delta->values || start->values->empty()
        || limit->values->empty() || delta->values->empty() || delta->values->front() == 0.0)
        return context.fail("start, limit and delta are not known before running the model");
    const double first = start->values->front();
    const double step = delta->values->front();
    const std::int64_t count =
        clampDimension(saturatedInteger(std::ceil((limit->values->front() - first) / step)).value_or(0));
    context.setOutput(0, {count});
    if (std::size_t(count) <= TensorInfo::MaxKnownValues) {
        std::vector<double> values;
        for (std::int64_t i = 0; i < count; ++i)
            values.push_back(first + double(i) * step);
        context.output(0).values = std::move(values);
    }
    return true;
}

/// NonZero: [rank, count]; the count is the number of non-zero known values, else every element
/// (an upper bound, reported as a guess).
bool nonZero(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::int64_t count = in->elements();
    if (in->values)
        count = std::count_if(in->values->begin(), in->values->end(), [](double value) { return value != 0.0; });
    else
        context.guess = fmt::format("the number of non-zero elements is taken as all {} of them", count);
    context.setOutput(0, {std::int64_t(std::max<std::size_t>(in->rank(), 1)), count}, ElementType::Int64);
    context.flops = double(in->elements());
    return true;
}

bool topK(OnnxOpContext &context)
{
    const TensorInfo *in = context.shaped(0);
    if (!in)
        return context.fail("input 0 has no known shape");
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", -1), in->rank());
    std::optional<std::vector<std::int64_t>> k =
        context.has("k") ? std::optional(std::vector<std::int64_t>{context.integer("k", 1)}) : context.inputIntegers(1);
    if (!axis || !k || k->empty())
        return context.fail("k (input 1) is not known before running the model");
    Dims out = in->dims;
    out[*axis] = std::min(out[*axis], k->front());
    context.setOutput(0, out);
    context.setOutput(1, out, ElementType::Int64);
    context.flops = double(in->elements()) * std::log2(double(std::max<std::int64_t>(2, k->front())));
    return true;
}

/// NonMaxSuppression: [selected, 3]; at most max_output_boxes_per_class for every batch and
/// class, and never more than the boxes. The count is a guess: the upper bound.
bool nonMaxSuppression(OnnxOpContext &context)
{
    const TensorInfo *boxes = context.shaped(0);
    const TensorInfo *scores = context.shaped(1);
    if (!boxes || !scores || boxes->rank() != 3 || scores->rank() != 3)
        return context.fail("boxes or scores of unknown shape");
    const std::int64_t batchClasses = scores->dims[0] * scores->dims[1];
    std::int64_t perClass = boxes->dims[1];
    if (const std::optional<std::vector<std::int64_t>> limit = context.inputIntegers(2); limit && !limit->empty())
        perClass = std::min(perClass, limit->front());
    const std::int64_t selected = batchClasses * perClass;
    context.guess = fmt::format("the number of selected boxes is taken as its upper bound {}", selected);
    context.setOutput(0, {selected, 3}, ElementType::Int64);
    context.flops = double(boxes->dims[1]) * double(boxes->dims[1]) * double(batchClasses);
    return true;
}

bool oneHot(OnnxOpContext &context)
{
    const TensorInfo *indices = context.shaped(0);
    const std::optional<std::vector<std::int64_t>> depth = context.inputIntegers(1);
    if (!indices || !depth || depth->empty())
        return context.fail("the indices shape or the depth are not known");
    Dims out = indices->dims;
    std::optional<std::size_t> axis = normalizeAxis(context.integer("axis", -1), out.size() + 1);
    if (!axis)
        return context.fail("axis outside the output rank");
    out.insert(out.begin() + std::ptrdiff_t(*axis), depth->front());
    context.setOutput(0, out, context.input(2) ? context.input(2)->type : ElementType::Float32);
    return true;
}

/// Einsum: letters take their sizes from the inputs; the work is 2 FLOPs for every combination
/// of all the letters (a multiply-add over the contracted ones).
bool einsum(OnnxOpContext &context)
{
    const std::string equation = context.text("equation");
    const std::size_t arrow = equation.find("->");
    if (arrow == std::string::npos || equation.find("...") != std::string::npos)
        return context.fail("only explicit einsum equations without ellipsis are understood");
    std::map<char, std::int64_t> sizes;
    std::size_t input = 0;
    std::size_t axis = 0;
    for (std::size_t i = 0; i < arrow; ++i) {
        const char letter = equation[i];
        if (letter == ',') {
            ++input;
            axis = 0;
        } else if (std::isalpha(static_cast<unsigned char>(letter))) {
            const TensorInfo *in = context.shaped(input);
            if (!in || axis >= in->rank())
                return context.fail("an input has no known shape");
            sizes[letter] = std::max(sizes[letter], in->dims[axis++]);
        }
    }
    Dims out;
    for (std::size_t i = arrow + 2; i < equation.size(); ++i)
        if (std::isalpha(static_cast<unsigned char>(equation[i])))
            out.push_back(sizes[equation[i]]);
    double combinations = 1.0;
    for (const auto &[letter, size] : sizes)
        combinations *= double(size);
    context.setOutput(0, out);
    context.flops = 2.0 * combinations;
    return true;
}

} // namespace

void addOnnxValueRules(OnnxRuleTable &table)
{
    table.emplace("Constant", &constant);
    table.emplace("Shape", &shape);
    table.emplace("Size", &shape);
    table.emplace("ConstantOfShape", &constantOfShape);
    table.emplace("Range", &range);
    table.emplace("NonZero", &nonZero);
    table.emplace("TopK", &topK);
    table.emplace("NonMaxSuppression", &nonMaxSuppression);
    table.emplace("OneHot", &oneHot);
    table.emplace("Einsum", &einsum);
}

} // namespace regal
