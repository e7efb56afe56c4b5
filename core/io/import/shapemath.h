#pragma once

#include "core/io/import/tensorinfo.h"

#include <optional>

namespace regal {

/// \brief Shape rules that several importers share (numpy broadcasting, convolution windows).

/// The numpy broadcast of \a a and \a b, or nullopt when they do not broadcast.
std::optional<Dims> broadcastDims(const Dims &a, const Dims &b);

/// \a axis counted from the end when negative; nullopt when outside [-rank, rank).
std::optional<std::size_t> normalizeAxis(std::int64_t axis, std::size_t rank);

/// Output length of a sliding window over \a input with explicit padding (floor, or ceil when
/// \a ceilMode), at least 0.
std::int64_t windowOutput(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
                          std::int64_t padBegin, std::int64_t padEnd, bool ceilMode = false);

/// Output length with "SAME" padding: ceil(input / stride).
std::int64_t sameOutput(std::int64_t input, std::int64_t stride);

/// Total padding that "SAME" needs for \a input.
std::int64_t samePadding(std::int64_t input, std::int64_t kernel, std::int64_t stride, std::int64_t dilation);

/// Bytes of \a elements elements of \a type, as a double for cost formulas.
double bytesOf(std::int64_t elements, ElementType type);

} // namespace regal
