#include "core/sim/costsimulator.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace regal {
namespace {

constexpr std::uint64_t bit(DeviceId device) { return std::uint64_t(1) << device; }

struct NullRecorder
{
    void opStarted(NodeId, DeviceId, Ticks, Ticks) {}
    void transferStarted(std::uint32_t, DeviceId, DeviceId, Bytes, Ticks, Ticks) {}
    void memoryChanged(DeviceId, Ticks, Bytes) {}
};

struct TimelineRecorder
{
    Timeline &timeline;

    void opStarted(NodeId node, DeviceId device, Ticks start, Ticks finish)
    {
        timeline.ops[node] = {device, toSeconds(start), toSeconds(finish)};
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

} // namespace

CostSimulator::CostSimulator(const Problem &problem)
    : m_problem(problem)
    , m_outputCount(std::uint32_t(problem.graph().outputCount()))
    , m_deviceCount(std::size_t(problem.deviceCount()))
    , m_localBytes(m_outputCount)
    , m_pending(problem.nodeCount())
    , m_copyStart(m_outputCount)
    , m_copySlot(std::size_t(m_outputCount) * m_deviceCount)
    , m_root(m_outputCount)
    , m_ready(m_deviceCount)
    , m_linkQueue(m_deviceCount * m_deviceCount)
    , m_linkHead(m_linkQueue.size())
    , m_linkBusy(m_linkQueue.size())
    , m_running(m_deviceCount)
    , m_memory(m_deviceCount)
{
    for (std::uint32_t output = 0; output < m_outputCount; ++output)
        m_localBytes[output] = problem.aliasSlot(output) >= 0 ? 0 : problem.outputBytes(output);
    m_metrics.peakMemory.resize(m_deviceCount);
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
    timeline.memory.resize(m_deviceCount);
    TimelineRecorder recorder{timeline};
    simulate(solution, recorder);
    timeline.metrics = m_metrics;
    return timeline;
}

// Works out, for this placement, which outputs travel where (one copy per other device that
// consumes them), which buffer holds each output's data (an alias shares the buffer of its
// input, which may be a received copy), and how many holds keep each buffer alive: its producer
// until it finishes, each consumer on the buffer's device until it finishes, each outgoing
// transfer until it completes, and a graph output forever.
void CostSimulator::prepareBuffers(const Solution &solution)
{
    const Graph &graph = m_problem.graph();
    m_holds.assign(m_outputCount, 0);
    m_copyOutput.clear();
    m_copyDevice.clear();
    for (std::uint32_t output = 0; output < m_outputCount; ++output) {
        const DeviceId home = solution.device[m_problem.producerOf(output)];
        const bool alias = m_problem.aliasSlot(output) >= 0;
        const std::uint32_t first = std::uint32_t(m_copyOutput.size());
        std::uint64_t sent = 0;
        std::int32_t localHolds = 0;
        for (const Consumer &consumer : graph.consumers(output)) {
            const DeviceId where = solution.device[consumer.node];
            if (where == home) {
                ++localHolds;
                continue;
            }
            if (!(sent & bit(where))) {
                sent |= bit(where);
                m_copySlot[std::size_t(output) * m_deviceCount + where] = std::uint32_t(m_copyOutput.size());
                m_copyOutput.push_back(output);
                m_copyDevice.push_back(where);
                m_holds.push_back(0);
            }
            ++m_holds[copyBuffer(output, where)];
        }
        m_copyStart[output] = first;
        if (!alias) {
            m_root[output] = output;
            m_holds[output] += 1 + localHolds + std::int32_t(m_copyOutput.size() - first)
                               + (m_problem.isGraphOutput(output) ? 1 : 0);
        }
    }
    // Aliases, producers first, add their holds to the buffer they share.
    for (std::uint32_t output : m_problem.aliasOutputs()) {
        const NodeId producer = m_problem.producerOf(output);
        const DeviceId home = solution.device[producer];
        const std::uint32_t input = m_problem.inputOutputs(producer)[std::size_t(m_problem.aliasSlot(output))];
        const std::uint32_t root = inputBuffer(input, home, solution);
        m_root[output] = root;
        const std::uint32_t last = output + 1 < m_outputCount ? m_copyStart[output + 1] : std::uint32_t(m_copyOutput.size());
        m_holds[root] += std::int32_t(last - m_copyStart[output]) + (m_problem.isGraphOutput(output) ? 1 : 0);
        for (const Consumer &consumer : graph.consumers(output))
            if (solution.device[consumer.node] == home)
                ++m_holds[root];
    }
}

template <typename Recorder>
void CostSimulator::simulate(const Solution &solution, Recorder &recorder)
{
    assert(m_problem.check(solution).ok());
    const Graph &graph = m_problem.graph();
    const std::size_t deviceCount = m_deviceCount;
    prepareBuffers(solution);
    const std::uint32_t copyCount = std::uint32_t(m_copyOutput.size());

    const auto copiesOf = [&](std::uint32_t output) {
        const std::uint32_t last = output + 1 < m_outputCount ? m_copyStart[output + 1] : copyCount;
        return std::pair{m_copyStart[output], last};
    };
    const auto bufferDevice = [&](std::uint32_t buffer) {
        return buffer < m_outputCount ? solution.device[m_problem.producerOf(buffer)] : m_copyDevice[buffer - m_outputCount];
    };
    const auto bufferBytes = [&](std::uint32_t buffer) {
        return buffer < m_outputCount ? m_localBytes[buffer] : m_problem.outputBytes(m_copyOutput[buffer - m_outputCount]);
    };
    const auto readyOrder = [](const ReadyEntry &a, const ReadyEntry &b) {
        return a.priority < b.priority || (a.priority == b.priority && a.node > b.node);
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
    const auto allocate = [&](DeviceId device, Bytes bytes, Ticks time) {
        m_memory[device] += bytes;
        m_metrics.peakMemory[device] = std::max(m_metrics.peakMemory[device], m_memory[device]);
        recorder.memoryChanged(device, time, m_memory[device]);
    };
    const auto release = [&](std::uint32_t buffer, Ticks time) {
        if (--m_holds[buffer] == 0) {
            const DeviceId device = bufferDevice(buffer);
            m_memory[device] -= bufferBytes(buffer);
            recorder.memoryChanged(device, time, m_memory[device]);
        }
    };
    const auto eventOrder = [](const Event &a, const Event &b) {
        return a.time > b.time || (a.time == b.time && a.code > b.code);
    };
    const auto pushEvent = [&](Ticks time, std::uint32_t code) {
        m_events.push_back({time, code});
        std::push_heap(m_events.begin(), m_events.end(), eventOrder);
    };
    const auto linkOf = [&](std::uint32_t copy) {
        return std::size_t(solution.device[m_problem.producerOf(m_copyOutput[copy])]) * deviceCount + m_copyDevice[copy];
    };

    for (std::size_t device = 0; device < deviceCount; ++device) {
        m_ready[device].clear();
        m_running[device] = InvalidNode;
        m_memory[device] = 0;
    }
    for (std::size_t link = 0; link < m_linkQueue.size(); ++link) {
        m_linkQueue[link].clear();
        m_linkHead[link] = 0;
        m_linkBusy[link] = 0;
    }
    m_linksToStart.clear();
    m_events.clear();
    const std::size_t nodeCount = m_problem.nodeCount();
    for (NodeId node = 0; node < nodeCount; ++node)
        m_memory[solution.device[node]] += m_problem.paramBytes(node);
    for (std::size_t device = 0; device < deviceCount; ++device) {
        m_metrics.peakMemory[device] = m_memory[device];
        recorder.memoryChanged(DeviceId(device), 0, m_memory[device]);
    }
    for (NodeId node = 0; node < nodeCount; ++node) {
        m_pending[node] = m_problem.dependencyCount(node);
        if (m_pending[node] == 0)
            makeReady(node);
    }

    Ticks now = 0;
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
                bytes += m_localBytes[output];
            allocate(device, bytes, now);
            const Ticks finish = now + m_problem.opTicks(node, device);
            recorder.opStarted(node, device, now, finish);
            pushEvent(finish, node * 2);
        }
        for (std::uint32_t link : m_linksToStart) {
            const std::uint32_t copy = m_linkQueue[link][m_linkHead[link]++];
            const std::uint32_t output = m_copyOutput[copy];
            const DeviceId from = DeviceId(link / deviceCount);
            const DeviceId to = m_copyDevice[copy];
            const Bytes bytes = m_problem.outputBytes(output);
            m_linkBusy[link] = 1;
            allocate(to, bytes, now);
            const Ticks finish = now + m_problem.transferTicks(output, from, to);
            recorder.transferStarted(output, from, to, bytes, now, finish);
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
                const std::size_t link = linkOf(copy);
                m_linkBusy[link] = 0;
                if (m_linkHead[link] < m_linkQueue[link].size())
                    m_linksToStart.push_back(std::uint32_t(link));
                release(m_root[m_copyOutput[copy]], now);
                arrive(m_copyOutput[copy], m_copyDevice[copy]);
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
                const auto [first, last] = copiesOf(output);
                for (std::uint32_t copy = first; copy < last; ++copy) {
                    const std::size_t link = std::size_t(device) * deviceCount + m_copyDevice[copy];
                    if (m_linkHead[link] == m_linkQueue[link].size() && !m_linkBusy[link])
                        m_linksToStart.push_back(std::uint32_t(link));
                    m_linkQueue[link].push_back(copy);
                }
            }
            for (NodeId successor : graph.controlSuccessors(node))
                if (--m_pending[successor] == 0)
                    makeReady(successor);
        }
    }
    assert(finished == nodeCount);

    m_metrics.makespan = toSeconds(now);
    m_metrics.overflow = 0;
    for (std::size_t device = 0; device < deviceCount; ++device) {
        const Bytes capacity = m_problem.cluster().devices[device].memoryBytes;
        if (capacity > 0)
            m_metrics.overflow += std::max<Bytes>(0, m_metrics.peakMemory[device] - capacity);
    }
    m_metrics.feasible = m_metrics.overflow == 0;
}

} // namespace regal
