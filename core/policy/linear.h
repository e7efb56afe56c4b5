#pragma once

#include "core/policy/parameter.h"

#include <vector>

namespace regal {

/// \brief y = x W + b, applied to every row.
class Linear
{
public:
    Linear(const std::string &name, int inputs, int outputs);

    Matrix forward(const Matrix &x) const;
    /// Adds the gradients for \a dy at input \a x to the parameters and returns dL/dx.
    Matrix backward(const Matrix &x, const Matrix &dy);

    Parameter weight;
    Parameter bias;
};

} // namespace regal
