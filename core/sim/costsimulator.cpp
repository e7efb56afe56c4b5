#include "core/sim/costsimulator.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace regal {
namespace {

constexpr std::uint64_t bit(DeviceId device) { return std::uint64_t(1) << device; }

struct NullRecorder
{
    void opStarted(NodeId, DeviceId, double, double) {}
    void transferStarted(std::uint32_t, DeviceId, DeviceId, Bytes, double, double) {}
    void memoryChanged(DeviceId, double, Bytes) {}
};

struct TimelineRecorder
{
    Timeline &timeline;

    void opStarted(NodeId node, DeviceId device, double start, double finish)
    {
        timeline.ops[node] = {device, start, finish};
    }
    void transferStarted(std::uint32_t output, DeviceId from, DeviceId to, Bytes bytes, double start, double finish)
    {
        timeline.transfers.push_back({output, from, to, bytes, start, finish});
    }
    void memoryChanged(DeviceId device, double time, Bytes bytes) { timeline.memory[device].push_back({time, bytes}); }
};

} // namespace

CostSimulator::CostSimulator(const Problem &problem)
    : m_problem(problem)
    , m_outputCount(std::uint32_t(problem.graph().outputCount()))
    , m_pending(problem.nodeCount())
    , m_remoteMask(m_outputCount)
    , m_copyStart(m_outputCount)
    , m_root(m_outputCount)
    , m_ready(std::size_t(problem.deviceCount()))
    , m_linkQueue(std::size_t(problem.deviceCount()) * std::size_t(problem.deviceCount()))
    , m_linkHead(m_linkQueue.size())
    , m_linkBusy(m_linkQueue.size())
    , m_running(std::size_t(problem.deviceCount()))
    , m_memory(std::size_t(problem.deviceCount()))
{
    m_metrics.peakMemory.resize(std::size_t(problem.deviceCount()));
}

const Metrics &CostSimulator::run(const Solution &solution)
{
    NullRecorder recorder;
    simulate(solution, recorder);
    return m_metrics;
}

Timeline CostSimulator::record(const Solution &solution)
{
    Timeline timeline;
    timeline.ops.resize(m_problem.nodeCount());
    timeline.memory.resize(std::size_t(m_problem.deviceCount()));
    TimelineRecorder recorder{timeline};
    simulate(solution, recorder);
    timeline.metrics = m_metrics;
    return timeline;
}

std::uint32_t CostSimulator::copyBuffer(std::uint32_t output, DeviceId device) const
{
    return m_outputCount + m_copyStart[output] + std::uint32_t(std::popcount(m_remoteMask[output] & (bit(device) - 1)));
}

std::uint32_t CostSimulator::inputBuffer(std::uint32_t output, DeviceId device, const Solution &solution) const
{
    return solution.device[m_problem.producerOf(output)] == device ? m_root[output] : copyBuffer(output, device);
}

// Works out, for this placement, which outputs travel where, which buffer holds each output's
// data (an alias shares the buffer of its input, which may be a received copy), and how many
// holds keep each buffer alive: its producer until it finishes, each consumer on the buffer's
// device until it finishes, each outgoing transfer until it completes, and a graph output forever.
void CostSimulator::prepareBuffers(const Solution &solution)
{
    const Graph &graph = m_problem.graph();
    std::uint32_t copies = 0;
    for (std::uint32_t output = 0; output < m_outputCount; ++output) {
        std::uint64_t mask = 0;
        for (const Consumer &consumer : graph.consumers(output))
            mask |= bit(solution.device[consumer.node]);
        m_remoteMask[output] = mask & ~bit(solution.device[m_problem.producerOf(output)]);
        m_copyStart[output] = copies;
        copies += std::uint32_t(std::popcount(m_remoteMask[output]));
    }
    const std::size_t buffers = std::size_t(m_outputCount) + copies;
    m_holds.assign(buffers, 0);
    m_bufferBytes.resize(buffers);
    m_bufferDevice.resize(buffers);
    m_copyOutput.resize(copies);
    for (std::uint32_t output = 0; output < m_outputCount; ++output) {
        const bool alias = m_problem.aliasSlot(output) >= 0;
        m_bufferBytes[output] = alias ? 0 : m_problem.outputBytes(output);
        m_bufferDevice[output] = solution.device[m_problem.producerOf(output)];
        std::uint32_t copy = m_copyStart[output];
        for (std::uint64_t mask = m_remoteMask[output]; mask != 0; mask &= mask - 1, ++copy) {
            m_copyOutput[copy] = output;
            m_bufferBytes[m_outputCount + copy] = m_problem.outputBytes(output);
            m_bufferDevice[m_outputCount + copy] = DeviceId(std::countr_zero(mask));
        }
    }

    for (NodeId node : graph.topologicalOrder()) {
        const DeviceId device = solution.device[node];
        const std::uint32_t first = graph.outputOffset(node);
        const std::uint32_t last = graph.outputOffset(node + 1);
        for (std::uint32_t output = first; output < last; ++output) {
            const int slot = m_problem.aliasSlot(output);
            if (slot >= 0) {
                m_root[output] = inputBuffer(m_problem.inputOutputs(node)[std::size_t(slot)], device, solution);
            } else {
                m_root[output] = output;
                ++m_holds[output];
            }
            const std::uint32_t root = m_root[output];
            if (m_problem.isGraphOutput(output))
                ++m_holds[root];
            m_holds[root] += std::popcount(m_remoteMask[output]);
            for (const Consumer &consumer : graph.consumers(output)) {
                const DeviceId where = solution.device[consumer.node];
                ++m_holds[where == device ? root : copyBuffer(output, where)];
            }
        }
    }
}

template <typename Recorder>
void CostSimulator::simulate(const Solution &solution, Recorder &recorder)
{
    assert(m_problem.check(solution).ok());
    const Graph &graph = m_problem.graph();
    const int deviceCount = m_problem.deviceCount();
    prepareBuffers(solution);

    const auto readyOrder = [](const ReadyEntry &a, const ReadyEntry &b) {
        return a.priority < b.priority || (a.priority == b.priority && a.node > b.node);
    };
    const auto eventOrder = [](const Event &a, const Event &b) {
        return a.time > b.time || (a.time == b.time && a.code > b.code);
    };
    const auto makeReady = [&](NodeId node) {
        std::vector<ReadyEntry> &ready = m_ready[solution.device[node]];
        ready.push_back({solution.priority[node], node});
        std::push_heap(ready.begin(), ready.end(), readyOrder);
    };
    const auto arrive = [&](std::uint32_t output, DeviceId device) {
        for (const Consumer &consumer : graph.consumers(output))
            if (solution.device[consumer.node] == device && --m_pending[consumer.node] == 0)
                makeReady(consumer.node);
    };
    const auto allocate = [&](DeviceId device, Bytes bytes, double time) {
        m_memory[device] += bytes;
        m_metrics.peakMemory[device] = std::max(m_metrics.peakMemory[device], m_memory[device]);
        recorder.memoryChanged(device, time, m_memory[device]);
    };
    const auto release = [&](std::uint32_t buffer, double time) {
        if (--m_holds[buffer] == 0) {
            const DeviceId device = m_bufferDevice[buffer];
            m_memory[device] -= m_bufferBytes[buffer];
            recorder.memoryChanged(device, time, m_memory[device]);
        }
    };
    const auto pushEvent = [&](double time, std::uint32_t code) {
        m_events.push_back({time, code});
        std::push_heap(m_events.begin(), m_events.end(), eventOrder);
    };
    const auto queueTransfer = [&](std::uint32_t copy) {
        const std::uint32_t output = m_copyOutput[copy];
        const std::size_t link = std::size_t(m_bufferDevice[output]) * std::size_t(deviceCount)
                                 + m_bufferDevice[m_outputCount + copy];
        if (m_linkHead[link] == m_linkQueue[link].size() && !m_linkBusy[link])
            m_linksToStart.push_back(std::uint32_t(link));
        m_linkQueue[link].push_back(copy);
    };

    for (int device = 0; device < deviceCount; ++device) {
        m_ready[std::size_t(device)].clear();
        m_running[std::size_t(device)] = InvalidNode;
        m_memory[std::size_t(device)] = 0;
    }
    for (std::size_t link = 0; link < m_linkQueue.size(); ++link) {
        m_linkQueue[link].clear();
        m_linkHead[link] = 0;
        m_linkBusy[link] = 0;
    }
    m_linksToStart.clear();
    m_events.clear();
    for (NodeId node = 0; node < m_problem.nodeCount(); ++node)
        m_memory[solution.device[node]] += m_problem.paramBytes(node);
    for (int device = 0; device < deviceCount; ++device) {
        m_metrics.peakMemory[std::size_t(device)] = m_memory[std::size_t(device)];
        recorder.memoryChanged(DeviceId(device), 0.0, m_memory[std::size_t(device)]);
    }
    for (NodeId node = 0; node < m_problem.nodeCount(); ++node) {
        m_pending[node] = m_problem.dependencyCount(node);
        if (m_pending[node] == 0)
            makeReady(node);
    }

    double now = 0.0;
    [[maybe_unused]] std::size_t finished = 0;
    for (;;) {
        // Allocations at `now`, after every free at `now`.
        for (DeviceId device = 0; device < DeviceId(deviceCount); ++device) {
            std::vector<ReadyEntry> &ready = m_ready[device];
            if (m_running[device] != InvalidNode || ready.empty())
                continue;
            std::pop_heap(ready.begin(), ready.end(), readyOrder);
            const NodeId node = ready.back().node;
            ready.pop_back();
            m_running[device] = node;
            Bytes bytes = m_problem.tempBytes(node);
            for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
                bytes += m_bufferBytes[output];
            allocate(device, bytes, now);
            const double finish = now + m_problem.opTime(node, device);
            recorder.opStarted(node, device, now, finish);
            pushEvent(finish, node * 2);
        }
        for (std::uint32_t link : m_linksToStart) {
            const std::uint32_t copy = m_linkQueue[link][m_linkHead[link]++];
            const std::uint32_t buffer = m_outputCount + copy;
            const DeviceId from = DeviceId(link / std::uint32_t(deviceCount));
            const DeviceId to = m_bufferDevice[buffer];
            m_linkBusy[link] = 1;
            allocate(to, m_bufferBytes[buffer], now);
            const double finish = now + m_problem.transferTime(m_bufferBytes[buffer], from, to);
            recorder.transferStarted(m_copyOutput[copy], from, to, m_bufferBytes[buffer], now, finish);
            pushEvent(finish, copy * 2 + 1);
        }
        m_linksToStart.clear();

        if (m_events.empty())
            break;
        now = m_events.front().time;
        // Everything that ends at `now`: frees, arrivals and newly ready operations.
        while (!m_events.empty() && m_events.front().time == now) {
            std::pop_heap(m_events.begin(), m_events.end(), eventOrder);
            const std::uint32_t code = m_events.back().code;
            m_events.pop_back();
            if (code & 1) {
                const std::uint32_t copy = code >> 1;
                const std::uint32_t output = m_copyOutput[copy];
                const std::size_t link = std::size_t(m_bufferDevice[output]) * std::size_t(deviceCount)
                                         + m_bufferDevice[m_outputCount + copy];
                m_linkBusy[link] = 0;
                if (m_linkHead[link] < m_linkQueue[link].size())
                    m_linksToStart.push_back(std::uint32_t(link));
                release(m_root[output], now);
                arrive(output, m_bufferDevice[m_outputCount + copy]);
                continue;
            }
            const NodeId node = code >> 1;
            const DeviceId device = solution.device[node];
            m_running[device] = InvalidNode;
            ++finished;
            if (m_problem.tempBytes(node) != 0) {
                m_memory[device] -= m_problem.tempBytes(node);
                recorder.memoryChanged(device, now, m_memory[device]);
            }
            for (std::uint32_t input : m_problem.inputOutputs(node))
                release(inputBuffer(input, device, solution), now);
            for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output) {
                if (m_problem.aliasSlot(output) < 0)
                    release(output, now);
                arrive(output, device);
                const std::uint32_t first = m_copyStart[output];
                const std::uint32_t last = first + std::uint32_t(std::popcount(m_remoteMask[output]));
                for (std::uint32_t copy = first; copy < last; ++copy)
                    queueTransfer(copy);
            }
            for (NodeId successor : graph.controlSuccessors(node))
                if (--m_pending[successor] == 0)
                    makeReady(successor);
        }
    }
    assert(finished == m_problem.nodeCount());

    m_metrics.makespan = now;
    m_metrics.overflow = 0;
    for (int device = 0; device < deviceCount; ++device) {
        const Bytes capacity = m_problem.cluster().devices[std::size_t(device)].memoryBytes;
        if (capacity > 0)
            m_metrics.overflow += std::max<Bytes>(0, m_metrics.peakMemory[std::size_t(device)] - capacity);
    }
    m_metrics.feasible = m_metrics.overflow == 0;
}

} // namespace regal
