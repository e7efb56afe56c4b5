#pragma once

#include "core/base/filelimits.h"
#include "core/graph/ids.h"

#include <cstddef>

/// \brief The largest and smallest inputs Regal Studio accepts.
///
/// Files come from anywhere; these bounds keep a hostile or broken one from exhausting memory or
/// feeding NaN, infinity or an integer overflow to the simulator. Each reader refuses a file past
/// a limit with a message that names the file, the place and the limit. docs/limits.md lists them
/// with their reasons; a change here belongs there too.
namespace regal::limits {

// MaxFileBytes and MaxJsonDepth: core/base/filelimits.h, read by the JSON reader.
/// Bytes of one name: of a node, an op type, a group path, a device.
inline constexpr std::size_t MaxNameBytes = 4096;

/// Nodes of one graph: ten times the largest graph of the benchmarks.
inline constexpr std::size_t MaxNodes = 1'000'000;
/// Output tensors of one graph, over all nodes.
inline constexpr std::size_t MaxOutputs = 4'000'000;
/// Data and control inputs of one graph, over all nodes.
inline constexpr std::size_t MaxEdges = 10'000'000;

/// One size field (output, temp, params, memory): 1 PiB.
inline constexpr Bytes MaxBytes = Bytes(1) << 50;
/// The sum of every size of a graph: 64 PiB. Each device then holds at most this much, so the
/// memory of all MaxDevices devices adds up below 2^62 and never overflows.
inline constexpr Bytes MaxTotalBytes = Bytes(1) << 56;

/// Seconds of one op on a device of speed 1 (about 31,700 years).
inline constexpr double MaxCost = 1e12;
/// flops and bytes_accessed of one op.
inline constexpr double MaxWork = 1e24;
/// Device speed, relative to 1.
inline constexpr double MinSpeed = 1e-6;
inline constexpr double MaxSpeed = 1e6;
/// Rates in units per second: peak_flops, mem_bandwidth (when set) and link bandwidth.
inline constexpr double MinRate = 1.0;
inline constexpr double MaxRate = 1e24;
/// Seconds of link latency.
inline constexpr double MaxLatency = 1e6;

} // namespace regal::limits
