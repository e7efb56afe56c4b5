#pragma once

#include "core/sim/problem.h"
#include "core/sim/timeline.h"

namespace regal {

/// \brief The deterministic, event-driven list-scheduling simulator of SPEC section 2.
///
/// Devices run one operation at a time, the ready operation of highest priority first (ties:
/// lower node id). Outputs travel once to every other device that consumes them, over directed
/// links that carry one transfer at a time in arrival order. Memory follows the allocation and
/// free rules of the spec, with frees before allocations at equal times.
///
/// An instance owns scratch space sized for its problem and is meant for one thread: give each
/// thread its own. run() allocates nothing after its first call.
class CostSimulator
{
public:
    explicit CostSimulator(const Problem &problem);

    /// Simulates \a solution and returns its metrics; the fast path for search.
    const Metrics &run(const Solution &solution);
    /// Simulates \a solution and records every operation, transfer and memory change.
    Timeline record(const Solution &solution);

    const Problem &problem() const { return m_problem; }

private:
    struct ReadyEntry
    {
        double priority;
        NodeId node;
    };
    struct Event
    {
        Ticks time;
        std::uint32_t code; ///< node id * 2 for an operation, copy id * 2 + 1 for a transfer
    };

    template <typename Recorder>
    void simulate(const Solution &solution, Recorder &recorder);
    void prepareBuffers(const Solution &solution);
    std::uint32_t copyBuffer(std::uint32_t output, DeviceId device) const
    {
        return m_outputCount + m_copySlot[std::size_t(output) * m_deviceCount + device];
    }
    std::uint32_t inputBuffer(std::uint32_t output, DeviceId device, const Solution &solution) const
    {
        return solution.device[m_problem.producerOf(output)] == device ? m_root[output] : copyBuffer(output, device);
    }

    const Problem &m_problem;
    const std::uint32_t m_outputCount;
    const std::size_t m_deviceCount;
    std::vector<Bytes> m_localBytes;          ///< per output: what it allocates (0 for an alias)
    std::vector<std::uint32_t> m_pending;     ///< per node: inputs still to arrive
    std::vector<std::uint32_t> m_copyStart;   ///< per output: its first copy id
    std::vector<std::uint32_t> m_copySlot;    ///< per output and device: the copy sent there
    std::vector<std::uint32_t> m_root;        ///< per output: the buffer that holds its data
    std::vector<std::int32_t> m_holds;        ///< per buffer (outputs, then copies): what keeps it alive
    std::vector<std::uint32_t> m_copyOutput;  ///< per copy: the output it carries
    std::vector<DeviceId> m_copyDevice;       ///< per copy: where it goes
    std::vector<std::vector<ReadyEntry>> m_ready; ///< per device: a max-heap
    std::vector<std::vector<std::uint32_t>> m_linkQueue;
    std::vector<std::uint32_t> m_linkHead;
    std::vector<unsigned char> m_linkBusy;
    std::vector<std::uint32_t> m_linksToStart;
    std::vector<NodeId> m_running;
    std::vector<Event> m_events;
    std::vector<Bytes> m_memory;
    Metrics m_metrics;
};

} // namespace regal
