#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/graph/graph.h"

#include <memory>

namespace regal {

/// \brief How much memory a graph needs: the peak of running it on one device in its input
/// (topological) order, params included. It is the scale of the tight-memory regime
/// (docs/results.md) and of the policy's memory features.
Result<Bytes> oneDevicePeak(const std::shared_ptr<const Graph> &graph);

/// \a cluster with every device given \a factor × \a need / (its device count) bytes of memory,
/// at least one byte and at most limits::MaxBytes (a NaN factor gives one byte).
Cluster withMemoryFactor(Cluster cluster, Bytes need, double factor);
/// The smallest memory factor, in hundredths, that gives each of \a devices devices at least
/// \a perDevice bytes with withMemoryFactor() and \a need.
double leastMemoryFactor(Bytes perDevice, Bytes need, int devices);
/// The same with the need of \a graph (oneDevicePeak()); \a cluster unchanged when \a factor
/// is zero or negative (memory left as the cluster says).
Result<Cluster> withMemoryFactor(Cluster cluster, const std::shared_ptr<const Graph> &graph, double factor);

} // namespace regal
