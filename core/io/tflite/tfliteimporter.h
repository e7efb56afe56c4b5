#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <string>

namespace regal {

/// \brief Reads a TensorFlow Lite model (a .tflite flatbuffer, file identifier "TFL3").
///
/// The main subgraph's operators become nodes, named after their first output tensor (up to its
/// first ';') with the builtin operator's name as op (CONV_2D gives "Conv2D"; a custom op keeps
/// its own name). The subgraph's inputs are Input nodes and its outputs the graph outputs.
/// Tensors that hold data in the model's buffers are weights: the param_bytes of their reader,
/// or, when several operators read one of 1 KiB or more, one Parameter node of zero cost that
/// feeds them. An operator that reads such data alone (the DEQUANTIZE of a float16 weight) is
/// folded, as the runtime does when it loads the model: its output is a weight too. Every tensor
/// carries its shape, so sizes are exact; a dimension of -1 takes its value from
/// DimensionResolver. FLOPs follow tfliteops.h. The subgraphs that an op runs (WHILE's condition
/// and body, IF's branches, CALL_ONCE's init) are part of that op: their FLOPs once (the larger
/// branch of an IF) and all their weights, with a warning that says so.
Result<Graph> readTfliteModel(const std::string &bytes, const std::string &source, const ImportOptions &options = {});

} // namespace regal
