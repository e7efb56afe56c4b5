#pragma once

#include <cstddef>

/// \brief The limits of reading any file, below every format: core/graph/limits.h lists them with
/// the rest, and docs/limits.md explains them.
namespace regal::limits {

/// Bytes of one input file (protobuf refuses larger messages anyway).
inline constexpr std::size_t MaxFileBytes = std::size_t(2) << 30;
/// Nesting of JSON arrays and objects; real documents stay below 20.
inline constexpr int MaxJsonDepth = 64;

} // namespace regal::limits
