#pragma once

#include "core/sim/eventheap.h"
#include "core/sim/problem.h"
#include "core/sim/readybuckets.h"
#include "core/sim/timeline.h"

namespace regal {

/// \brief The deterministic, event-driven list-scheduling simulator of SPEC section 2.
///
/// Devices run one operation at a time, the ready operation of highest priority first (ties:
/// lower node id). Outputs travel once to every other device that consumes them, over directed
/// links that carry one transfer at a time in arrival order. Memory follows the allocation and
/// free rules of the spec, with frees before allocations at equal times. Time is counted in
/// whole picoseconds (Ticks), so simultaneous events are simultaneous exactly.
///
/// An instance owns scratch space sized for its problem and is meant for one thread: give each
/// thread its own. run() allocates nothing after its first call and clears nothing in
/// proportion to the graph: every per-node or per-buffer entry it reads it has written earlier
/// in the same run. The object and its small buffers, written at every operation, sit on cache
/// lines of their own (LineVector), so the simulators of two threads never write to one line.
class alignas(CacheLine) CostSimulator
{
public:
    explicit CostSimulator(const Problem &problem);

    /// Simulates \a solution and returns its metrics, every byte counted; the search's path
    /// wherever memory can change a score.
    const Metrics &run(const Solution &solution);
    /// Simulates \a solution for its makespan alone, in seconds, counting no memory: faster,
    /// for searches whose score memory cannot change (run time on devices without limits). Where
    /// every transfer takes time, transfers have no events of their own: each one's arrival is
    /// known when it is sent.
    double makespan(const Solution &solution);
    /// Simulates \a solution and records every operation, transfer and memory change.
    Timeline record(const Solution &solution);

    const Problem &problem() const { return m_problem; }

private:
    struct Event
    {
        Ticks time;
        /// node id * 2 for an operation's finish; copy index * 2 + 1 for a transfer's, or, where
        /// transfers have no events, node id * 2 + 1 for the arrival of an operation's last input
        std::uint32_t code;
    };
    struct Earlier
    {
        bool operator()(const Event &a, const Event &b) const { return a.time < b.time; }
    };
    using EventQueue = EventHeap<Event, Earlier, Event{MaxScheduleTicks + 1, 0}>;
    /// A buffer on one device: an output's own (ids below the output count) or a received copy.
    struct Buffer
    {
        Bytes bytes;
        std::int32_t holds; ///< what still keeps it alive
        DeviceId device;
    };
    /// One output sent to one device.
    struct Copy
    {
        std::uint32_t output;
        std::uint32_t source; ///< the buffer that holds the output's data on the sending device
        DeviceId from;
        DeviceId to;
        std::uint32_t next;      ///< the copy queued after it on its link
        std::uint32_t firstEdge; ///< its consumers: a list through m_nextEdge
    };
    /// A directed link: a queue of copies threaded through Copy::next.
    struct LinkState
    {
        std::uint32_t head;
        std::uint32_t tail;
        bool busy;
    };

    /// Runs the events; returns when the last ends. Where memory is counted, m_peak holds the
    /// peaks.
    template <typename Recorder>
    Ticks simulate(const Solution &solution, Recorder &recorder);
    /// The metrics of a run that counted memory and ended at \a end.
    void setMetrics(Ticks end);

    const Problem &m_problem;
    const std::uint32_t m_outputCount;
    const std::size_t m_deviceCount;
    std::vector<std::uint32_t> m_pending;     ///< per node: inputs and control predecessors still to come
    std::vector<Ticks> m_readyAt;             ///< per node, where transfers have no events: its latest input's arrival
    std::vector<std::uint32_t> m_nextReady;   ///< per ready node: the next in its bucket's list (ReadyBuckets)
    std::vector<std::uint32_t> m_inputBuffer; ///< per data input slot: the buffer it reads
    std::vector<Buffer> m_buffers;            ///< outputs, then copies
    std::vector<Copy> m_copies;
    std::vector<std::uint32_t> m_nextEdge; ///< per consumer edge: the next edge served by the same copy
    LineVector<ReadyBuckets> m_ready;      ///< per device
    LineVector<LinkState> m_links;
    LineVector<std::uint32_t> m_linksToStart;
    /// per link, where transfers have no events: when its last transfer ends; a device's link to
    /// itself, the instant it sends
    LineVector<Ticks> m_linkFree;
    LineVector<Ticks> m_busyUntil; ///< per device, where transfers have no events: the finish of its latest operation
    EventQueue m_events;
    LineVector<Bytes> m_memory;
    LineVector<Bytes> m_peak; ///< per device, copied into m_metrics at the end of a run
    Metrics m_metrics;
};

} // namespace regal
