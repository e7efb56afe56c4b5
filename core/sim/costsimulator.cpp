#include "core/sim/costsimulator.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace regal {
namespace {

constexpr std::uint64_t bit(DeviceId device) { return std::uint64_t(1) << device; }
constexpr std::uint32_t NoCopy = 0xffffffffu;

/// Records nothing: the search's path, where every hook compiles away.
struct NullRecorder
{
    static constexpr bool Records = false;
    static constexpr bool CountsMemory = true;
    void opStarted(NodeId, DeviceId, Ticks, Ticks) {}
    void transferStarted(std::uint32_t, DeviceId, DeviceId, Bytes, Ticks, Ticks) {}
    void memoryChanged(DeviceId, Ticks, Bytes) {}
    void paramsAllocated(NodeId, DeviceId) {}
    void copyAllocated(std::uint32_t, std::uint32_t, DeviceId, Ticks) {}
    void scratchFreed(NodeId, Ticks) {}
    void bufferFreed(std::uint32_t, Ticks) {}
};

struct TimelineRecorder
{
    static constexpr bool Records = true;
    static constexpr bool CountsMemory = true;
    static constexpr std::uint32_t NoSpan = 0xffffffffu;

    Timeline &timeline;
    const Problem &problem;
    std::vector<std::uint32_t> spanOfBuffer; ///< by the simulator's buffer id
    std::vector<std::uint32_t> scratchSpan;  ///< by node
    std::uint32_t step = 0;

    TimelineRecorder(Timeline &into, const Problem &of, std::size_t bufferIds)
        : timeline(into)
        , problem(of)
        , spanOfBuffer(bufferIds, NoSpan)
        , scratchSpan(of.nodeCount(), NoSpan)
    {
    }

    std::uint32_t open(BufferKind kind, NodeId node, std::uint32_t output, DeviceId device, Bytes bytes, Ticks time)
    {
        if (bytes == 0)
            return NoSpan;
        timeline.buffers.push_back({kind, node, output, device, bytes, toSeconds(time), 0.0, step, 0});
        return std::uint32_t(timeline.buffers.size() - 1);
    }
    void close(std::uint32_t span, Ticks time)
    {
        if (span == NoSpan)
            return;
        timeline.buffers[span].free = toSeconds(time);
        timeline.buffers[span].freeStep = ++step;
    }
    /// Parameters and graph outputs live to the end of the run.
    void finish(double makespan)
    {
        ++step;
        for (BufferSpan &span : timeline.buffers)
            if (span.freeStep == 0) {
                span.free = makespan;
                span.freeStep = step;
            }
    }

    void paramsAllocated(NodeId node, DeviceId device)
    {
        open(BufferKind::Parameters, node, NoSpan, device, problem.paramBytes(node), 0);
    }
    void copyAllocated(std::uint32_t buffer, std::uint32_t output, DeviceId to, Ticks time)
    {
        ++step;
        spanOfBuffer[buffer] = open(BufferKind::Copy, problem.producerOf(output), output, to, problem.outputBytes(output), time);
    }
    void scratchFreed(NodeId node, Ticks time) { close(scratchSpan[node], time); }
    void bufferFreed(std::uint32_t buffer, Ticks time) { close(spanOfBuffer[buffer], time); }

    void opStarted(NodeId node, DeviceId device, Ticks start, Ticks finish)
    {
        timeline.ops[node] = {device, toSeconds(start), toSeconds(finish)};
        ++step;
        scratchSpan[node] = open(BufferKind::Scratch, node, NoSpan, device, problem.tempBytes(node), start);
        const std::uint32_t first = problem.graph().outputOffset(node);
        const std::uint32_t last = first + std::uint32_t(problem.graph().node(node).outputs.size());
        for (std::uint32_t output = first; output < last; ++output)
            spanOfBuffer[output] = open(BufferKind::Output, node, output, device, problem.localBytes(output), start);
    }
    void transferStarted(std::uint32_t output, DeviceId from, DeviceId to, Bytes bytes, Ticks start, Ticks finish)
    {
        timeline.transfers.push_back({output, from, to, bytes, toSeconds(start), toSeconds(finish)});
    }
    void memoryChanged(DeviceId device, Ticks time, Bytes bytes)
    {
        timeline.memory[device].push_back({toSeconds(time), bytes});
    }
};

/// Records nothing and counts no memory: the makespan alone. Every transfer must take time (see
/// simulate()).
struct TimingRecorder : NullRecorder
{
    static constexpr bool CountsMemory = false;
};

} // namespace

CostSimulator::CostSimulator(const Problem &problem)
    : m_problem(problem)
    , m_outputCount(std::uint32_t(problem.graph().outputCount()))
    , m_deviceCount(std::size_t(problem.deviceCount()))
    , m_pending(problem.nodeCount())
    , m_readyAt(problem.nodeCount())
    , m_nextReady(problem.nodeCount())
    , m_inputBuffer(problem.graph().dataEdgeCount())
    , m_buffers(m_outputCount + problem.graph().dataEdgeCount())
    , m_copies(problem.graph().dataEdgeCount())
    , m_nextEdge(problem.graph().dataEdgeCount())
    , m_ready(m_deviceCount)
    , m_links(m_deviceCount * m_deviceCount)
    , m_linkFree(m_deviceCount * m_deviceCount)
    , m_busyUntil(m_deviceCount)
    , m_memory(m_deviceCount)
    , m_peak(m_deviceCount)
{
    m_metrics.peakMemory.resize(m_deviceCount);
    for (ReadyBuckets &ready : m_ready)
        ready.reserve(problem.nodeCount() / m_deviceCount + 16);
    m_events.reserve(m_deviceCount * m_deviceCount + 1);
    m_linksToStart.reserve(m_links.size());
}

const Metrics &CostSimulator::run(const Solution &solution)
{
    NullRecorder recorder;
    setMetrics(simulate(solution, recorder));
    return m_metrics;
}

double CostSimulator::makespan(const Solution &solution)
{
    if (!m_problem.transfersTakeTime())
        return run(solution).makespan;
    TimingRecorder recorder;
    return toSeconds(simulate(solution, recorder));
}

Timeline CostSimulator::record(const Solution &solution)
{
    Timeline timeline;
    timeline.ops.resize(m_problem.nodeCount());
    timeline.memory.resize(m_deviceCount);
    TimelineRecorder recorder(timeline, m_problem, m_buffers.size());
    setMetrics(simulate(solution, recorder));
    recorder.finish(m_metrics.makespan);
    timeline.metrics = m_metrics;
    return timeline;
}

void CostSimulator::setMetrics(Ticks end)
{
    m_metrics.makespan = toSeconds(end);
    std::copy(m_peak.begin(), m_peak.end(), m_metrics.peakMemory.begin());
    m_metrics.overflow = 0;
    for (std::size_t device = 0; device < m_deviceCount; ++device)
        m_metrics.overflow += m_problem.cluster().devices[device].overflow(m_peak[device]);
    m_metrics.feasible = m_metrics.overflow == 0;
}

// One pass of events in time order. Buffers get their holds when their producer finishes: one
// for each consumer on their device, one for each transfer of the output, and one for a graph
// output, which is never released; a received copy gets one per consumer on its device. An alias
// adds its own holds to the buffer it shares, which is on the alias producer's device and held by
// the producer itself until then. Nothing is cleared in proportion to the graph: every entry of
// m_pending, m_readyAt, m_inputBuffer, m_buffers and m_copies is written in a run before it is
// read.
//
// Events of one instant are handled in any (deterministic) order: a device finishes at most one
// operation per instant and round, so the order of the link queues and of the ready operations does
// not depend on it.
//
// A recorder that counts no memory (makespan()) skips every buffer, hold and byte: the times do
// not depend on them. Nor do its transfers need events: a link carries its copies in the order
// they are sent, which is the order of time, so a copy starts when it is sent or when the link is
// free, whichever is later, and its arrival is known then. An operation that waits for a copy
// gets one event instead, at the arrival of its last input. That holds where every transfer takes
// time: one of zero time ends in a later round of the instant it starts (the rounds follow the
// link's events), so makespan() counts memory where a transfer may take none.
template <typename Recorder>
Ticks CostSimulator::simulate(const Solution &solution, Recorder &recorder)
{
    assert(m_problem.check(solution).ok());
    const Problem &problem = m_problem;
    const std::size_t deviceCount = m_deviceCount;
    const std::size_t nodeCount = problem.nodeCount();
    const DeviceId *const place = solution.device.data();
    const double *const priority = solution.priority.data();
    const SimNode *const nodes = problem.simNodeData();
    const SimOutput *const outputs = problem.simOutputData();
    const InputEdge *const consumers = problem.consumerInputData();
    const NodeId *const controls = problem.controlSuccessorData();
    std::uint32_t *const pending = m_pending.data();
    std::uint32_t *const nextReady = m_nextReady.data();
    Ticks *const readyAt = m_readyAt.data();
    Ticks *const linkFree = m_linkFree.data();
    std::uint32_t *const inputBuffer = m_inputBuffer.data();
    Buffer *const buffers = m_buffers.data();
    Copy *const copies = m_copies.data();
    std::uint32_t *const nextEdge = m_nextEdge.data();
    LinkState *const links = m_links.data();
    Ticks *const busyUntil = m_busyUntil.data();
    Bytes *const memory = m_memory.data();
    Bytes *const peak = m_peak.data();
    std::uint32_t copyCount = 0;
    std::uint64_t idle = ~std::uint64_t(0) >> (64 - deviceCount); ///< devices running nothing
    std::uint64_t waiting = 0;                                     ///< devices with ready operations
    Ticks now = 0;

    const auto makeReady = [&](NodeId node) {
        const DeviceId device = place[node];
        // What its start reads, fetched while it waits.
        __builtin_prefetch(nodes + node);
        __builtin_prefetch(problem.opTicksEntry(node, device));
        m_ready[device].push(node, priority[node], nextReady);
        waiting |= bit(device);
    };
    // One of the node's inputs or control predecessors is there at `time`, now or, where copies
    // have no events, at the copy's arrival. A node whose last input arrives while its device is
    // still busy joins the device's ready operations at once: none leaves them before then.
    const auto arrive = [&](NodeId node, Ticks time) {
        if constexpr (Recorder::CountsMemory) {
            if (--pending[node] == 0)
                makeReady(node);
        } else {
            readyAt[node] = std::max(readyAt[node], time);
            if (--pending[node] != 0)
                return;
            if (readyAt[node] <= std::max(now, busyUntil[place[node]]))
                makeReady(node);
            else
                m_events.push(Event{readyAt[node], node * 2 + 1});
        }
    };
    // Memory's three steps. Only an operation's start allocates in a run that counts no memory,
    // and nothing there; the rest is reached only where memory is counted.
    const auto allocate = [&](DeviceId device, Bytes bytes, Ticks time) {
        if constexpr (!Recorder::CountsMemory)
            return;
        memory[device] += bytes;
        peak[device] = std::max(peak[device], memory[device]);
        recorder.memoryChanged(device, time, memory[device]);
    };
    const auto free = [&](DeviceId device, Bytes bytes, Ticks time) {
        memory[device] -= bytes;
        recorder.memoryChanged(device, time, memory[device]);
    };
    const auto release = [&](std::uint32_t id, Ticks time) {
        Buffer &buffer = buffers[id];
        const bool last = --buffer.holds == 0;
        if constexpr (Recorder::Records) {
            if (last) {
                free(buffer.device, buffer.bytes, time);
                recorder.bufferFreed(id, time);
            }
        } else {
            memory[buffer.device] -= buffer.bytes & -Bytes(last); // whether it is the last: a coin flip
        }
    };
    // Every consumer of `output` learns which buffer it reads; local ones may become ready, each
    // other device gets one copy, queued on its link. Returns the holds on `source`.
    const auto sendOutput = [&](std::uint32_t output, const SimOutput &info, std::uint32_t source, DeviceId home) {
        std::uint32_t copyOn[MaxDevices];
        std::uint64_t sent = 0;
        std::int32_t holds = std::int32_t(info.graphOutput);
        for (const InputEdge *edge = consumers + info.firstConsumer; edge != consumers + info.lastConsumer; ++edge) {
            const DeviceId where = place[edge->node];
            if (where == home) {
                ++holds;
                inputBuffer[edge->input] = source;
                arrive(edge->node, now);
                continue;
            }
            if (!(sent & bit(where))) {
                sent |= bit(where);
                const std::uint32_t copy = copyCount++;
                copyOn[where] = m_outputCount + copy;
                buffers[copyOn[where]] = {info.bytes, 0, where};
                copies[copy] = {output, source, home, where, NoCopy, NoCopy};
                const std::size_t linkIndex = std::size_t(home) * deviceCount + where;
                LinkState &link = links[linkIndex];
                if (link.tail == NoCopy) {
                    link.head = copy;
                    if (!link.busy)
                        m_linksToStart.push_back(std::uint32_t(linkIndex));
                } else {
                    copies[link.tail].next = copy;
                }
                link.tail = copy;
                ++holds;
            }
            ++buffers[copyOn[where]].holds;
            inputBuffer[edge->input] = copyOn[where];
            Copy &copy = copies[copyOn[where] - m_outputCount];
            const std::uint32_t edgeIndex = std::uint32_t(edge - consumers);
            nextEdge[edgeIndex] = copy.firstEdge;
            copy.firstEdge = edgeIndex;
        }
        return holds;
    };
    // The same where copies have no events: every consumer learns when its input arrives. The
    // copy to a device is sent at its first consumer there, and its arrival is then its link's
    // end; the producer's own device is a link that ends now and sends nothing. Whether a consumer
    // is its device's first is a coin flip, so the link's end is chosen without a branch.
    const auto sendArrivals = [&](std::uint32_t output, const SimOutput &info, DeviceId home) {
        Ticks *const linkEnds = linkFree + std::size_t(home) * deviceCount;
        const Problem::TransferTicks transferTicks = problem.transferTicksFrom(output, home);
        linkEnds[home] = now;
        std::uint64_t sent = bit(home);
        for (const InputEdge *edge = consumers + info.firstConsumer; edge != consumers + info.lastConsumer; ++edge) {
            const DeviceId where = place[edge->node];
            const Ticks first = Ticks(0) - Ticks(!(sent & bit(where))); // all ones or none
            sent |= bit(where);
            const Ticks sentEnd = std::max(linkEnds[where], now) + transferTicks[where];
            linkEnds[where] = (sentEnd & first) | (linkEnds[where] & ~first);
            arrive(edge->node, linkEnds[where]);
        }
    };

    // An operation's finish as memory sees it: its scratch is freed, its inputs released and its
    // outputs sent with their holds.
    const auto finishCounted = [&](NodeId node, const SimNode &info, DeviceId device) {
        if (info.tempBytes != 0) {
            free(device, info.tempBytes, now);
            recorder.scratchFreed(node, now);
        }
        // An alias keeps the buffer it shares alive while its own holds are counted below.
        if (info.hasAlias)
            for (std::uint32_t output = info.firstOutput; output < info.lastOutput; ++output)
                if (outputs[output].aliasSlot >= 0)
                    ++buffers[inputBuffer[info.firstInput + std::uint32_t(outputs[output].aliasSlot)]].holds;
        for (std::uint32_t input = info.firstInput; input < info.lastInput; ++input)
            release(inputBuffer[input], now);
        for (std::uint32_t output = info.firstOutput; output < info.lastOutput; ++output) {
            const SimOutput &out = outputs[output];
            if (out.aliasSlot < 0) {
                const std::int32_t holds = sendOutput(output, out, output, device);
                buffers[output] = {out.bytes, holds, device};
                if (holds == 0) {
                    free(device, out.bytes, now);
                    recorder.bufferFreed(output, now);
                }
            } else {
                const std::uint32_t shared = inputBuffer[info.firstInput + std::uint32_t(out.aliasSlot)];
                buffers[shared].holds += sendOutput(output, out, shared, device);
                release(shared, now);
            }
        }
    };

    for (std::size_t device = 0; device < deviceCount; ++device) {
        m_ready[device].clear();
        busyUntil[device] = 0;
        memory[device] = 0;
    }
    if constexpr (Recorder::CountsMemory)
        for (std::size_t link = 0; link < m_links.size(); ++link)
            links[link] = {NoCopy, NoCopy, false};
    else
        std::fill(m_linkFree.begin(), m_linkFree.end(), Ticks(0));
    m_linksToStart.clear();
    m_events.clear();
    const Bytes *const paramBytes = problem.paramBytesData();
    const std::uint32_t *const dependencies = problem.dependencyCountData();
    for (NodeId node = 0; node < nodeCount; ++node) {
        if constexpr (Recorder::CountsMemory)
            memory[place[node]] += paramBytes[node];
        recorder.paramsAllocated(node, place[node]);
        pending[node] = dependencies[node];
        if constexpr (!Recorder::CountsMemory)
            readyAt[node] = 0;
        if (pending[node] == 0)
            makeReady(node);
    }
    for (std::size_t device = 0; device < deviceCount; ++device) {
        peak[device] = memory[device];
        recorder.memoryChanged(DeviceId(device), 0, memory[device]);
    }

    [[maybe_unused]] std::size_t finished = 0;
    for (;;) {
        // Allocations at `now`, after every free at `now`.
        for (std::uint64_t start = idle & waiting; start != 0; start &= start - 1) {
            const DeviceId device = DeviceId(std::countr_zero(start));
            ReadyBuckets &ready = m_ready[device];
            const NodeId node = ready.pop(priority, nextReady);
            idle ^= bit(device);
            waiting ^= bit(device) & (std::uint64_t(0) - std::uint64_t(ready.empty()));
            const SimNode &info = nodes[node];
            // What its finish reads, fetched while it runs.
            __builtin_prefetch(outputs + info.firstOutput);
            __builtin_prefetch(consumers + info.firstConsumer);
            __builtin_prefetch(inputBuffer + info.firstInput);
            allocate(device, info.startBytes, now);
            const Ticks finish = now + problem.opTicks(node, device);
            if constexpr (!Recorder::CountsMemory)
                busyUntil[device] = finish;
            recorder.opStarted(node, device, now, finish);
            m_events.push(Event{finish, node * 2});
        }
        for (std::uint32_t linkIndex : m_linksToStart) {
            LinkState &link = links[linkIndex];
            const std::uint32_t index = link.head;
            const Copy &copy = copies[index];
            link.head = copy.next;
            if (link.head == NoCopy)
                link.tail = NoCopy;
            link.busy = true;
            const Bytes bytes = outputs[copy.output].bytes;
            allocate(copy.to, bytes, now);
            recorder.copyAllocated(m_outputCount + index, copy.output, copy.to, now);
            const Ticks finish = now + problem.transferTicks(copy.output, copy.from, copy.to);
            recorder.transferStarted(copy.output, copy.from, copy.to, bytes, now, finish);
            m_events.push(Event{finish, index * 2 + 1});
        }
        m_linksToStart.clear();

        if (m_events.empty())
            break;
        now = m_events.top().time;
        // Everything that ends at `now`: frees, arrivals and newly ready operations.
        while (!m_events.empty() && m_events.top().time == now) {
            const std::uint32_t code = m_events.pop().code;
            if (!Recorder::CountsMemory && (code & 1)) {
                makeReady(code >> 1);
                continue;
            }
            if (code & 1) {
                const Copy &copy = copies[code >> 1];
                const std::size_t linkIndex = std::size_t(copy.from) * deviceCount + copy.to;
                links[linkIndex].busy = false;
                if (links[linkIndex].head != NoCopy)
                    m_linksToStart.push_back(std::uint32_t(linkIndex));
                release(copy.source, now);
                for (std::uint32_t edge = copy.firstEdge; edge != NoCopy; edge = nextEdge[edge])
                    arrive(consumers[edge].node, now);
                continue;
            }
            const NodeId node = code >> 1;
            const SimNode &info = nodes[node];
            const DeviceId device = place[node];
            idle |= bit(device);
            ++finished;
            if constexpr (Recorder::CountsMemory) {
                finishCounted(node, info, device);
            } else {
                for (std::uint32_t output = info.firstOutput; output < info.lastOutput; ++output)
                    sendArrivals(output, outputs[output], device);
            }
            for (std::uint32_t control = info.firstControl; control < info.lastControl; ++control)
                arrive(controls[control], now);
        }
    }
    assert(finished == nodeCount);
    return now;
}

} // namespace regal
