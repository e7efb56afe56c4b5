#pragma once

#include <cstddef>
#include <vector>

namespace regal {

/// \brief An order of a file's nodes in which each comes after the nodes it reads (Kahn's),
/// the lowest index first among those ready, so the order follows the file where it can.
///
/// \a readers[i] lists the nodes that read node i, once per reading. Nodes on a cycle, or
/// behind one, are left out: an order shorter than \a readers means a cycle, and firstLeftOut()
/// names a node for the message.
struct DependencyOrder
{
    std::vector<std::size_t> order;
    std::vector<std::size_t> waiting; ///< per node: the readings it still waited for at the end

    explicit DependencyOrder(const std::vector<std::vector<std::size_t>> &readers);

    bool complete() const { return order.size() == waiting.size(); }
    /// The lowest node left out of the order; only when !complete().
    std::size_t firstLeftOut() const;
};

} // namespace regal
