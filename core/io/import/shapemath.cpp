#include "core/io/import/shapemath.h"

#include <algorithm>

namespace regal {

std::optional<Dims> broadcastDims(const Dims &a, const Dims &b)
{
    const std::size_t rank = std::max(a.size(), b.size());
    Dims result(rank, 1);
    for (std::size_t i = 0; i < rank; ++i) {
        const std::int64_t x = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
        const std::int64_t y = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
        if (x == y || y == 1)
            result[i] = x;
        else if (x == 1)
            result[i] = y;
        else
            return std::nullopt;
    }
    return result;
}

std::optional<Dims> gatherNdDims(const Dims &data, const Dims &indices, std::int64_t batchDims)
{
    if (indices.empty())
        return std::nullopt;
    const std::int64_t depth = indices.back();
    const auto rank = std::int64_t(data.size());
    if (batchDims < 0 || depth < 0 || batchDims > rank || depth > rank - batchDims)
        return std::nullopt;
    Dims out(indices.begin(), indices.end() - 1);
    out.insert(out.end(), data.begin() + std::ptrdiff_t(batchDims + depth), data.end());
    return out;
}

std::optional<std::size_t> normalizeAxis(std::int64_t axis, std::size_t rank)
{
    const auto signedRank = static_cast<std::int64_t>(rank);
    if (axis < -signedRank || axis >= signedRank)
        return std::nullopt;
    return static_cast<std::size_t>(axis < 0 ? axis + signedRank : axis);
}

std::int64_t clampDimension(WideDimension value)
{
    constexpr WideDimension largest = WideDimension(1) << 62;
    return std::int64_t(std::clamp<WideDimension>(value, 0, largest));
}

std::int64_t windowOutput(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
                          std::int64_t padBegin, std::int64_t padEnd, bool ceilMode)
{
    const WideDimension step = std::max<std::int64_t>(stride, 1);
    const WideDimension span = WideDimension(dilation) * (WideDimension(kernel) - 1) + 1;
    const WideDimension room = WideDimension(input) + padBegin + padEnd - span;
    if (room < 0)
        return 0;
    WideDimension output = (ceilMode ? (room + step - 1) / step : room / step) + 1;
    // With ceil mode the last window must start inside the input or its left padding.
    if (ceilMode && (output - 1) * step >= WideDimension(input) + padBegin)
        --output;
    return clampDimension(output);
}

std::int64_t sameOutput(std::int64_t input, std::int64_t stride)
{
    const WideDimension step = std::max<std::int64_t>(stride, 1);
    return clampDimension((WideDimension(input) + step - 1) / step);
}

std::int64_t samePadding(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation)
{
    const WideDimension output = sameOutput(input, stride);
    const WideDimension span = WideDimension(dilation) * (WideDimension(kernel) - 1) + 1;
    return clampDimension((output - 1) * std::max<std::int64_t>(stride, 1) + span - input);
}

std::int64_t transposedWindowOutput(std::int64_t input, std::int64_t kernel, std::int64_t stride,
                                   std::int64_t dilation, std::int64_t padding, std::int64_t outputPadding)
{
    const WideDimension span = WideDimension(dilation) * (WideDimension(kernel) - 1) + 1;
    return clampDimension(WideDimension(stride) * (WideDimension(input) - 1) + outputPadding + span - padding);
}

} // namespace regal
