#pragma once

#include "core/methods/blocksearch.h"
#include "core/sim/objective.h"
#include "core/sim/problem.h"

#include <span>
#include <string>
#include <vector>

namespace regal {

/// \brief More memory orders (SPEC section 5), as PyTorch's compiler keeps them
/// (torch._inductor.memory: the best of LPMF, BFS and DFS). Every order is topological.

/// Least peak memory first: among the ready nodes, the one whose run raises memory least (the
/// bytes it allocates plus its temp), then the one that frees most, then the lower id. A
/// priority queue keeps the ready nodes; a node's entry is renewed when a buffer it reads is
/// left with no other reader, which changes what it frees.
std::vector<NodeId> lpmfOrder(const Problem &problem);

/// Breadth-first (Kahn's algorithm with a queue): nodes in the order they become ready,
/// sources by id.
std::vector<NodeId> breadthFirstOrder(const Problem &problem);

/// \brief The best of several orders as solutions of a task.
struct BestOrder
{
    SearchedSolution searched;
    std::string order; ///< the name of the order that won
};

/// The best for \a task of LPMF, BFS and DFS (dfsPostOrder()), each made a solution by
/// memoryOrderSolution() exactly as the methods lpmf, bfs and dfs make it, and simulated once
/// more to compare (ties: that order of listing). So it is never worse than any of the three.
BestOrder bestMemoryOrder(const Problem &problem, Task task);

} // namespace regal
