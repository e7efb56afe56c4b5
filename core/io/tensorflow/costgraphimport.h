#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <string>

namespace regal {

/// \brief Reads a TensorFlow CostGraphDef in protobuf text format, the format of the public
/// REGAL synthetic dataset (Paliwal et al., arXiv 1905.02494).
///
/// Every node becomes a node, named by its name; inputs refer to producers by id
/// (input_info.preceding_node and preceding_port). compute_cost is in microseconds and becomes
/// the cost in seconds; output_info.size the tensor bytes; alias_input_port >= 0 makes the output
/// an alias of that input; temporary_memory_size and persistent_memory_size become temp and
/// param bytes; is_final marks the outputs as graph outputs. A "_SOURCE" node without cost is
/// dropped with the control edges from it. Device names are not kept (a cluster names devices).
Result<Graph> readCostGraph(const std::string &text, const std::string &source);

} // namespace regal
