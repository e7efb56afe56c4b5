#include "core/policy/graphconvolution.h"

namespace regal {

GraphConvolution::GraphConvolution(const std::string &name, int width)
    : self(name + ".self", width, width)
    , along(name + ".along", width, width)
    , against(name + ".against", width, width)
    , bias(name + ".bias", 1, width)
{
}

Matrix GraphConvolution::forward(const Matrix &h, const GraphFeatures &graph, Cache &cache) const
{
    cache.input = h;
    cache.fromPredecessors = graph.fromPredecessors * h;
    cache.fromSuccessors = graph.fromSuccessors * h;
    cache.preActivation = h * self.value + cache.fromPredecessors * along.value + cache.fromSuccessors * against.value;
    cache.preActivation.rowwise() += bias.value.row(0);
    return h + cache.preActivation.cwiseMax(0.0);
}

Matrix GraphConvolution::backward(const Matrix &dOut, const GraphFeatures &graph, const Cache &cache)
{
    const Matrix dPre = (cache.preActivation.array() > 0.0).cast<double>().matrix().cwiseProduct(dOut);
    self.gradient.noalias() += cache.input.transpose() * dPre;
    along.gradient.noalias() += cache.fromPredecessors.transpose() * dPre;
    against.gradient.noalias() += cache.fromSuccessors.transpose() * dPre;
    bias.gradient += dPre.colwise().sum();
    Matrix dInput = dOut + dPre * self.value.transpose();
    dInput.noalias() += graph.fromPredecessors.transpose() * (dPre * along.value.transpose());
    dInput.noalias() += graph.fromSuccessors.transpose() * (dPre * against.value.transpose());
    return dInput;
}

} // namespace regal
