#pragma once

#include "core/sim/costsimulator.h"
#include "core/sim/objective.h"

#include <memory>
#include <span>
#include <vector>

namespace regal {

/// \brief Turns random-key chromosomes into solutions and scores them (SPEC section 3).
///
/// A chromosome holds keysPerNode() = d + 1 keys in [0, 1) per node, node after node: the
/// node's device is the argmax of its d device keys over the devices it may use (ties: the
/// lowest index), its priority is its last key. encode() goes the other way, so that any
/// solution can join a population.
///
/// const and thread-safe: evaluate() uses the scratch space of the worker it is given (a
/// simulator and a solution per worker, allocated once), and distinct workers may call it at
/// the same time.
class Decoder
{
public:
    /// \a workers >= 1 sets of scratch space; \a problem must outlive the decoder.
    Decoder(const Problem &problem, Task task, int workers);
    ~Decoder();

    const Problem &problem() const { return m_problem; }
    Task task() const { return m_task; }
    int workerCount() const { return int(m_scratch.size()); }
    int keysPerNode() const { return m_keysPerNode; }
    std::size_t chromosomeSize() const { return m_problem.nodeCount() * std::size_t(m_keysPerNode); }

    /// Writes the solution that \a keys encode into \a solution (resized as needed).
    void decode(std::span<const double> keys, Solution &solution) const;
    Solution decode(std::span<const double> keys) const;
    /// A chromosome that decodes to \a solution: the chosen device's key 0.75, the other device
    /// keys 0.25, the priority key the priority (clamped into [0, 1)).
    std::vector<double> encode(const Solution &solution) const;

    /// Decodes and simulates on \a worker's scratch space: one evaluation.
    Score evaluate(std::span<const double> keys, int worker) const;
    /// Simulates \a solution on \a worker's scratch space: one evaluation.
    Score evaluate(const Solution &solution, int worker) const;

private:
    struct Scratch;

    const Problem &m_problem;
    Task m_task;
    int m_keysPerNode;
    bool m_anyPinned = false; ///< without pins, decoding skips the allowed-device masks
    /// scoreCountsMemory() for this task and cluster; where it is false, an evaluation simulates
    /// the makespan alone.
    bool m_memoryScores;
    std::vector<std::unique_ptr<Scratch>> m_scratch;

    Score simulate(const Solution &solution, CostSimulator &simulator) const;
};

} // namespace regal
