#pragma once

#include <Eigen/Core>
#include <Eigen/SparseCore>

namespace regal {

/// Dense matrices of the policy network: one row per node (or one row for a bias).
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using SparseMatrix = Eigen::SparseMatrix<double, Eigen::RowMajor>;

} // namespace regal
