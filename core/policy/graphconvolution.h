#pragma once

#include "core/policy/graphfeatures.h"
#include "core/policy/linear.h"

namespace regal {

/// \brief One round of message passing with a residual connection:
/// h' = h + relu(h W_self + mean_pred(h) W_along + mean_succ(h) W_against + b).
///
/// Messages travel along the edges (from predecessors) and, with separate weights, against
/// them (from successors), as in REGAL (Paliwal et al. 2020, section 4.1).
class GraphConvolution
{
public:
    struct Cache
    {
        Matrix input;
        Matrix fromPredecessors;
        Matrix fromSuccessors;
        Matrix preActivation;
    };

    GraphConvolution(const std::string &name, int width);

    Matrix forward(const Matrix &h, const GraphFeatures &graph, Cache &cache) const;
    /// Adds the parameter gradients for \a dOut and returns dL/dh.
    Matrix backward(const Matrix &dOut, const GraphFeatures &graph, const Cache &cache);

    Parameter self;
    Parameter along;
    Parameter against;
    Parameter bias;
};

} // namespace regal
