#pragma once

#include "core/base/result.h"
#include "core/sim/metrics.h"
#include "core/sim/problem.h"

#include <span>
#include <string>
#include <string_view>

namespace regal::fuzz {

/// \brief One reader of untrusted files, as the fuzzers and the regression test drive it.
///
/// read() parses \a bytes as the program does and, when the reader accepts them, goes on as the
/// program would: binds, builds the problem and simulates. It returns the reader's verdict. An
/// accepted input that breaks an invariant (a makespan that is not finite, a negative peak) is
/// reported on stderr and aborts, so that the fuzzer records it as a crash.
struct FuzzedReader
{
    std::string_view name;
    Status (*read)(const std::string &bytes);
};

/// The readers of the engine: graph, cluster, placement, dot, onnx, costgraph, tfjs, darknet, tflite,
/// policy, params (fuzzreaders.cpp, library regal_fuzzreaders).
std::span<const FuzzedReader> engineReaders();

/// The Studio's session reader (fuzzsession.cpp, library regal_fuzzsession, which needs the
/// widgets library; kept apart so that the engine's fuzzers build without it).
const FuzzedReader &sessionReader();

/// The reader named \a name among \a readers, or nullptr.
const FuzzedReader *findReader(std::span<const FuzzedReader> readers, std::string_view name);

/// Checks what a simulation of an accepted input yields; aborts with a message when a makespan
/// is not finite, a peak or an overflow negative, or the peaks do not match the devices.
void checkMetrics(const Metrics &metrics, const Problem &problem, const char *solution);

/// The folder the fuzzed files "are" in. It does not exist, so that no reader finds files beside
/// them (TF.js weight shards); every refusal must name it.
inline constexpr const char *Folder = "/nonexistent-regal-fuzz/";

} // namespace regal::fuzz
