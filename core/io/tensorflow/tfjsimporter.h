#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <string>

namespace regal {

/// True when \a text is a TensorFlow.js model.json (a JSON object with "modelTopology") rather
/// than a regal-graph document.
bool isTfjsModel(const std::string &text);

/// \brief Reads a TensorFlow.js model.json: a graph model (from tfjs-converter), or a layers model.
///
/// Nodes come from modelTopology.node (op, input, attr); "^name" inputs are control edges.
/// Const nodes, and nodes computed only from constants or static shapes, are folded: their bytes
/// (from the weights manifest; a quantized weight counts the float32 the runtime dequantizes it to) become the param_bytes of their first
/// reader. Placeholder shapes with -1 take values from DimensionResolver. Shapes and FLOPs follow
/// per op type (tfjsops.h). Small integer constants (reshape targets, axes) are read from the
/// weight files next to \a source when they are there; without them the importer guesses and
/// says so. The back edges of while loops (NextIteration into Merge) are dropped with a warning
/// so the graph is acyclic, the body counted once; any other cycle is an error. A layers model
/// (a Keras topology) goes to readKerasModel().
Result<Graph> readTfjsModel(const std::string &text, const std::string &source, const ImportOptions &options = {});

} // namespace regal
