#pragma once

#include "core/io/import/importnotes.h"

#include <functional>
#include <onnx.pb.h>
#include <optional>
#include <string>

namespace regal {

/// The value of an If condition when it is known before running the model.
using IfCondition = std::function<std::optional<bool>(const std::string &tensor)>;

/// \brief Flattens the If nodes of a main graph: each is replaced by the nodes of one branch.
///
/// The branch taken is the one \a condition selects when it knows the condition; else the branch
/// with more nodes (then_branch on a tie), and the other is reported by name in \a notes as left
/// out. Branch tensors that clash with main-graph names are renamed, also where nested subgraphs
/// read them; a branch output that is not made inside the branch passes through an Identity.
/// Returns how many If nodes were inlined: Ifs of inlined branches need another call. Loop and
/// Scan bodies stay in their node (OnnxGraphWalk collapses them).
int inlineIfBranches(onnx::GraphProto &graph, ImportNotes &notes, const IfCondition &condition);

bool hasIfNodes(const onnx::GraphProto &graph);

} // namespace regal
