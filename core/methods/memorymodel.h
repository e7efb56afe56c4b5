#pragma once

#include "core/sim/problem.h"

#include <vector>

namespace regal {

/// \brief The memory of one device as a sequence of operations sees it, for the scheduling
/// heuristics and the exact solver; the same rules as the simulator (SPEC section 2, item 5).
///
/// Buffers are numbered by the output that allocates them, Problem::bufferRoot(); an alias
/// shares the buffer of the input it reuses. A buffer is held by every consumer slot of its
/// root and of the aliases of it, and kept to the end when any of them is a graph output.
class MemoryModel
{
public:
    explicit MemoryModel(const Problem &problem);

    bool isKept(std::uint32_t root) const { return m_kept[root] != 0; }
    /// Consumer slots that hold each buffer before anything runs (0 for alias outputs).
    const std::vector<std::uint32_t> &initialHolds() const { return m_holds; }

    /// Bytes \a node allocates when it starts and keeps past its end: its outputs that are not
    /// aliases (temp bytes excluded).
    Bytes bytesAllocated(NodeId node) const;
    /// Bytes freed when \a node finishes, given the remaining \a holds: inputs it is the last
    /// to read and outputs nobody reads.
    Bytes bytesFreed(NodeId node, const std::vector<std::uint32_t> &holds) const;
    /// Takes \a node's holds off its inputs.
    void release(NodeId node, std::vector<std::uint32_t> &holds) const;

private:
    const Problem &m_problem;
    std::vector<unsigned char> m_kept;
    std::vector<std::uint32_t> m_holds;
};

} // namespace regal
