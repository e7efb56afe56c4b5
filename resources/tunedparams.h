#pragma once

#include "core/base/result.h"
#include "core/search/searchparams.h"
#include "core/sim/objective.h"

#include <string>

namespace regal {

/// The BRKGA parameters that `regal tune` chose for \a task, shipped as the resource
/// :/params/brkga-tuned.json (a "regal-brkga-params" document with one object per task).
Result<BrkgaParams> tunedBrkgaParams(Task task);

/// Reads a "regal-brkga-params" document: {"format": "regal-brkga-params", "version": 1,
/// "runtime": {...}, "memory": {...}}, each object as readSearchParams() takes it.
Result<BrkgaParams> readTunedParams(const std::string &text, Task task, const std::string &source);

} // namespace regal
