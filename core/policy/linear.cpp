#include "core/policy/linear.h"

namespace regal {

Linear::Linear(const std::string &name, int inputs, int outputs)
    : weight(name + ".weight", inputs, outputs), bias(name + ".bias", 1, outputs)
{
}

Matrix Linear::forward(const Matrix &x) const
{
    Matrix y = x * weight.value;
    y.rowwise() += bias.value.row(0);
    return y;
}

Matrix Linear::backward(const Matrix &x, const Matrix &dy)
{
    weight.gradient.noalias() += x.transpose() * dy;
    bias.gradient += dy.colwise().sum();
    return dy * weight.value.transpose();
}

} // namespace regal
