#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <string>

namespace regal {

/// \brief Reads a Darknet network configuration (.cfg, the INI-like files of Redmon's darknet).
///
/// The [net] section gives the input (width, height, channels, or inputs for 1-D nets); every
/// later section is one layer node reading the layer before it, or the layers that [route]
/// and [shortcut] name. Shapes follow darknet's own rules; FLOPs count multiply-adds as 2 and
/// param_bytes the weights, biases and batch-norm statistics in float32. The [net] batch is a
/// training batch: the graph is for batch 1 unless `--dim batch=N` says otherwise.
Result<Graph> readDarknetCfg(const std::string &text, const std::string &source, const ImportOptions &options = {});

} // namespace regal
