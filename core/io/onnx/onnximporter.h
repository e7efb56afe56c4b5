#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <string>

namespace regal {

/// \brief Reads an ONNX model (a binary ModelProto) into a Graph.
///
/// Every node of the main graph becomes a node, and every graph input an "Input" node. Constant
/// nodes, initializers and nodes whose inputs are all constant (or whose values follow from
/// static shapes, such as Shape/Gather/Concat chains) are folded: their bytes become the
/// param_bytes of the first node that reads them, once however many read them. Shapes are
/// inferred per op type from the graph inputs, whose dynamic dimensions are fixed by
/// DimensionResolver; output bytes follow from shape and element type, and each op gets FLOPs
/// and bytes accessed by its type (docs/import.md lists the formulas). Reshape-like ops are
/// aliases of their input. If nodes are flattened: the branch that a condition known before
/// running selects, else the larger one, is inlined and the other reported by name in the import
/// notes (inlineIfBranches). Loop and Scan bodies are collapsed into their node, also reported. Weights in external data files are never read: only
/// their shapes are needed.
///
/// \a source names the file in messages; a file that is not an ONNX model, is truncated, names
/// tensors nobody provides, or has a cycle gives an error.
Result<Graph> readOnnx(const std::string &bytes, const std::string &source, const ImportOptions &options = {});

} // namespace regal
