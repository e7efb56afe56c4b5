// Shape rules for the TensorList ops of TensorFlow 2 loops in TF.js graph models: a list counts
// as the tensor its items stack into.
#include "core/io/tensorflow/tfjslistops.h"

#include "core/io/import/shapemath.h"

#include <algorithm>

namespace regal {
namespace {

/// A shape with no dimension left open (-1).
bool fullyKnown(const std::vector<std::int64_t> &shape)
{
    return std::none_of(shape.begin(), shape.end(), [](std::int64_t d) { return d < 0; });
}

/// TensorListFromTensor (tensor, element_shape) and TensorListSetItem (list, index, item) keep
/// the shape.
bool tensorList(TfOpContext &c)
{
    const TensorInfo *list = c.shaped(0);
    if (!list)
        return c.fail("input 0 has no known shape");
    c.setOutput(0, list->dims);
    return true;
}

/// TensorListStack (list, element_shape): the items stacked. A list whose items are set inside
/// a loop has no known shape before it (its back edge is dropped); then the element shape and
/// the `num_elements` attribute give it.
bool tensorListStack(TfOpContext &c)
{
    const TensorInfo *list = c.shaped(0);
    if (list && list->rank() > 0)
        return tensorList(c);
    const std::optional<std::vector<std::int64_t>> item = c.inputIntegers(1);
    const std::int64_t count = c.integer("num_elements", -1);
    if (!item || count < 0 || !fullyKnown(*item))
        return c.fail("the list's shape is not known");
    Dims out{count};
    out.insert(out.end(), item->begin(), item->end());
    c.setOutput(0, out, elementTypeOfTf(c.text("element_dtype", "DT_FLOAT")));
    return true;
}

/// TensorListGetItem (list, index, element_shape): one item, the list's shape without axis 0.
bool tensorListItem(TfOpContext &c)
{
    const TensorInfo *list = c.shaped(0);
    if (!list || list->rank() == 0)
        return c.fail("the list has no known shape");
    c.setOutput(0, Dims(list->dims.begin() + 1, list->dims.end()));
    return true;
}

/// TensorListReserve (element_shape, num_elements): room for that many items.
bool tensorListReserve(TfOpContext &c)
{
    const std::optional<std::vector<std::int64_t>> item = c.inputIntegers(0);
    const std::optional<std::vector<std::int64_t>> count = c.inputIntegers(1);
    if (!item || !count || count->size() != 1 || !fullyKnown(*item))
        return c.fail("the item shape or the number of items is not known");
    Dims out{clampDimension(count->front())};
    out.insert(out.end(), item->begin(), item->end());
    c.setOutput(0, out, elementTypeOfTf(c.text("element_dtype", "DT_FLOAT")));
    return true;
}

} // namespace

void addTfListRules(std::unordered_map<std::string, TfShapeRule> &rules)
{
    for (const char *op : {"TensorListFromTensor", "TensorListSetItem"})
        rules.emplace(op, &tensorList);
    rules.emplace("TensorListStack", &tensorListStack);
    rules.emplace("TensorListGetItem", &tensorListItem);
    rules.emplace("TensorListReserve", &tensorListReserve);
}

} // namespace regal
