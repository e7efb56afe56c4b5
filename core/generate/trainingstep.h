#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

namespace regal {

/// \brief One training step of \a forward: the forward pass, a loss, the backward pass and the
/// optimizer's updates, as automatic differentiation lays them out.
///
/// - The graph's outputs (or, with none marked, its sinks) feed one `Loss` node.
/// - Every forward node that reads data gets a `<op>Backward` node in reverse order. It reads
///   the gradient of the node's output (summed by an `AddN` where several consumers send one)
///   and the node's first input, the activation that the backward pass keeps alive, and writes
///   the gradient of that input: as many bytes as the input. It costs twice the forward time
///   for nodes with weights (the input and the weight gradients) and once for the others.
/// - A node with weights also writes their gradient (port 1, as many bytes as the weights),
///   read by an `ApplyAdam` update that holds the two Adam moments (twice the weights) and
///   updates the gradient buffer in place. A weight tensor that is a node of its own (a
///   `Variable` with weights and no inputs) gets its update from its summed gradient.
///
/// Names keep the forward names under `grad/` and `update/`, so the step has the forward
/// graph's groups.
Result<Graph> trainingStep(const Graph &forward);

} // namespace regal
