#pragma once

#include "core/graph/ids.h"

#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief One output of a producer, named by the producer and the port.
struct TensorRef
{
    NodeId node = InvalidNode;
    std::uint32_t port = 0;
    friend bool operator==(const TensorRef &, const TensorRef &) = default;
};

/// \brief A tensor that an operation produces.
struct Tensor
{
    Bytes bytes = 0;
    /// Index of the data input whose buffer this output reuses, or -1. An alias allocates nothing.
    int aliasOf = -1;
    bool isGraphOutput = false;
    /// Fields of the file that the program does not know, kept for the round trip (JSON object).
    std::string extra;

    bool isAlias() const { return aliasOf >= 0; }
};

/// \brief One operation of a computation graph (SPEC section 1).
struct Node
{
    std::string name;
    std::string op;
    /// '/'-separated scope path, used to collapse the graph in views.
    std::string group;

    /// Seconds on a device of speed 1.0. When set it wins over flops.
    std::optional<double> cost;
    /// Roofline inputs, used when cost is not set.
    double flops = 0.0;
    double bytesAccessed = 0.0;

    Bytes tempBytes = 0;
    Bytes paramBytes = 0;
    /// Name of the device the node is pinned to, or empty.
    std::string device;

    std::vector<TensorRef> inputs;
    std::vector<NodeId> controlInputs;
    std::vector<Tensor> outputs;

    std::string extra;

    bool usesRoofline() const { return !cost && (flops > 0.0 || bytesAccessed > 0.0); }
};

} // namespace regal
