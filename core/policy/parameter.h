#pragma once

#include "core/base/random.h"
#include "core/policy/tensor.h"

#include <string>

namespace regal {

/// \brief One trainable block of the network: its value and the gradient accumulated for it.
struct Parameter
{
    std::string name;
    Matrix value;
    Matrix gradient;

    Parameter(std::string parameterName, Eigen::Index rows, Eigen::Index columns)
        : name(std::move(parameterName)), value(Matrix::Zero(rows, columns)), gradient(Matrix::Zero(rows, columns))
    {
    }

    /// Uniform in +-sqrt(6 / (fan in + fan out)) (Glorot and Bengio 2010).
    void initializeGlorot(Random &random)
    {
        const double limit = std::sqrt(6.0 / double(value.rows() + value.cols()));
        for (Eigen::Index i = 0; i < value.size(); ++i)
            value.data()[i] = (2.0 * random.uniform() - 1.0) * limit;
    }
};

} // namespace regal
