#pragma once

#include "core/io/import/tensorinfo.h"

#include <optional>

namespace regal {

/// \brief Shape rules that several importers share (numpy broadcasting, convolution windows).

/// The numpy broadcast of \a a and \a b, or nullopt when they do not broadcast.
std::optional<Dims> broadcastDims(const Dims &a, const Dims &b);

/// GatherND: indices [..., k] pick slices of \a data after its first \a batchDims axes, which
/// both share: indices' shape without its last axis, then data's axes after batchDims + k.
/// nullopt when batchDims + k reaches past data's rank.
std::optional<Dims> gatherNdDims(const Dims &data, const Dims &indices, std::int64_t batchDims = 0);

/// \a axis counted from the end when negative; nullopt when outside [-rank, rank).
std::optional<std::size_t> normalizeAxis(std::int64_t axis, std::size_t rank);

/// Dimension arithmetic in 128 bits: sums and products of a few int64 values that a file gives
/// stay exact, then clampDimension() brings the result back.
__extension__ typedef __int128 WideDimension;

/// \a value clamped to [0, 2^62], where element counts saturate.
std::int64_t clampDimension(WideDimension value);

/// Output length of a sliding window over \a input with explicit padding (floor, or ceil when
/// \a ceilMode), at least 0 and at most 2^62 (the
/// arithmetic cannot overflow).
std::int64_t windowOutput(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
                          std::int64_t padBegin, std::int64_t padEnd, bool ceilMode = false);

/// Output length with "SAME" padding: ceil(input / stride).
std::int64_t sameOutput(std::int64_t input, std::int64_t stride);

/// Total padding that "SAME" needs for \a input.
std::int64_t samePadding(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation);

/// Output length of a transposed convolution: stride * (input - 1) + outputPadding + the
/// dilated kernel - padding (both ends), at least 0.
std::int64_t transposedWindowOutput(std::int64_t input, std::int64_t kernel, std::int64_t stride,
                                   std::int64_t dilation, std::int64_t padding, std::int64_t outputPadding);

} // namespace regal
