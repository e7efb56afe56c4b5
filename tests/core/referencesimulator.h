#pragma once

// A deliberately simple simulator of SPEC section 2, written for the differential test and for
// nothing else: quadratic, allocation-happy, and easy to check against the text line by line.
// It reads only the Graph and the Cluster (not the Problem's precomputed arrays), schedules
// first, and works out memory afterwards from the schedule, since memory never changes it.

#include "core/graph/cluster.h"
#include "core/graph/graph.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <tuple>
#include <vector>

namespace regal::test {

/// Time as the simulator counts it: whole picoseconds (docs/cost-model.md, "Time").
using RefTicks = std::int64_t;

/// A duration in seconds as the simulator counts it: rounded to the nearest picosecond, once.
inline RefTicks refTicks(double seconds)
{
    return RefTicks(std::llround(seconds * 1e12));
}
/// Back to seconds.
inline double refSeconds(RefTicks time)
{
    return double(time) / 1e12;
}

struct ReferenceResult
{
    double makespan = 0.0;
    std::vector<Bytes> peakMemory;
    Bytes overflow = 0;
    std::vector<double> start;  ///< by node
    std::vector<double> finish; ///< by node
    std::size_t transfers = 0;
};

class ReferenceSimulator
{
public:
    ReferenceSimulator(const Graph &graph, const Cluster &cluster) : m_graph(graph), m_cluster(cluster) {}

    ReferenceResult run(const std::vector<DeviceId> &placement, const std::vector<double> &priority) const
    {
        const std::size_t n = m_graph.nodeCount();
        const std::size_t d = std::size_t(m_cluster.deviceCount());
        Run run;
        run.place = placement;
        run.node.resize(n);
        run.links.resize(d * d);
        run.device.assign(d, NoNode);

        // Scheduling in rounds: every instant handles its completions, then starts what it can;
        // an operation or transfer of zero duration ends in a later round of the same instant.
        RefTicks now = 0;
        int round = 0;
        for (;;) {
            for (DeviceId device = 0; device < d; ++device) {
                if (run.device[device] != NoNode)
                    continue;
                NodeId best = NoNode;
                for (NodeId v = 0; v < n; ++v)
                    if (placement[v] == device && !run.node[v].started && isReady(run, v)
                        && (best == NoNode || priority[v] > priority[best]))
                        best = v;
                if (best == NoNode)
                    continue;
                OpState &op = run.node[best];
                op.started = true;
                op.start = {now, round};
                op.finishTicks = now + refTicks(opSeconds(m_graph.node(best), m_cluster.devices[device]));
                run.device[device] = best;
            }
            for (std::size_t link = 0; link < run.links.size(); ++link) {
                LinkState &state = run.links[link];
                if (state.busy != NoTransfer || state.queue.empty())
                    continue;
                Transfer &transfer = run.transfers[state.queue.front()];
                state.queue.pop_front();
                state.busy = transfer.id;
                transfer.started = true;
                transfer.start = {now, round};
                const Link &wire = m_cluster.link(transfer.from, transfer.to);
                transfer.finishTicks = now + refTicks(wire.latency + double(bytesOf(transfer.output)) / wire.bandwidth);
            }

            RefTicks next = std::numeric_limits<RefTicks>::max();
            for (NodeId v : run.device)
                if (v != NoNode)
                    next = std::min(next, run.node[v].finishTicks);
            for (const LinkState &state : run.links)
                if (state.busy != NoTransfer)
                    next = std::min(next, run.transfers[state.busy].finishTicks);
            if (next == std::numeric_limits<RefTicks>::max())
                break;
            round = next == now ? round + 1 : 0;
            now = next;

            for (std::size_t link = 0; link < run.links.size(); ++link) {
                LinkState &state = run.links[link];
                if (state.busy != NoTransfer && run.transfers[state.busy].finishTicks == now) {
                    run.transfers[state.busy].done = true;
                    run.transfers[state.busy].end = {now, round};
                    state.busy = NoTransfer;
                }
            }
            // Finishing operations in node order put their outputs on the links: FIFO with ties
            // by node, port, destination.
            for (NodeId v = 0; v < n; ++v) {
                OpState &op = run.node[v];
                if (!op.started || op.done || op.finishTicks != now)
                    continue;
                op.done = true;
                op.end = {now, round};
                run.device[placement[v]] = NoNode;
                for (std::uint32_t port = 0; port < m_graph.node(v).outputs.size(); ++port) {
                    const std::uint32_t output = m_graph.outputIndex({v, port});
                    for (DeviceId to = 0; to < d; ++to) {
                        if (to == placement[v] || !hasConsumerOn(output, to, placement))
                            continue;
                        Transfer transfer;
                        transfer.id = run.transfers.size();
                        transfer.output = output;
                        transfer.from = placement[v];
                        transfer.to = to;
                        run.transfers.push_back(transfer);
                        run.links[std::size_t(transfer.from) * d + to].queue.push_back(transfer.id);
                    }
                }
            }
        }

        ReferenceResult result;
        result.makespan = refSeconds(now);
        result.transfers = run.transfers.size();
        for (const OpState &op : run.node) {
            result.start.push_back(refSeconds(op.start.time));
            result.finish.push_back(refSeconds(op.finishTicks));
        }
        result.peakMemory = peaks(run);
        for (std::size_t device = 0; device < d; ++device) {
            const Bytes capacity = m_cluster.devices[device].memoryBytes;
            if (capacity > 0)
                result.overflow += std::max<Bytes>(0, result.peakMemory[device] - capacity);
        }
        return result;
    }

    /// SPEC section 2, item 1, with the defaults of section 6.
    static double opSeconds(const Node &node, const Device &device)
    {
        if (node.cost)
            return *node.cost / device.speed;
        const double flops = device.peakFlops > 0.0 ? device.peakFlops : 1e12 * device.speed;
        const double bandwidth = device.memBandwidth > 0.0 ? device.memBandwidth : 1e11 * device.speed;
        return std::max(node.flops / flops, node.bytesAccessed / bandwidth);
    }

private:
    static constexpr NodeId NoNode = InvalidNode;
    static constexpr std::size_t NoTransfer = std::numeric_limits<std::size_t>::max();

    /// When something happened: the instant and the round within it.
    struct Moment
    {
        RefTicks time = 0;
        int round = 0;
        friend auto operator<=>(const Moment &, const Moment &) = default;
    };
    struct OpState
    {
        bool started = false;
        bool done = false;
        Moment start;
        Moment end;
        RefTicks finishTicks = 0;
    };
    struct Transfer
    {
        std::size_t id = 0;
        std::uint32_t output = 0;
        DeviceId from = 0;
        DeviceId to = 0;
        bool started = false;
        bool done = false;
        Moment start;
        Moment end;
        RefTicks finishTicks = 0;
    };
    struct LinkState
    {
        std::deque<std::size_t> queue;
        std::size_t busy = NoTransfer;
    };
    struct Run
    {
        std::vector<DeviceId> place;
        std::vector<OpState> node;
        std::vector<Transfer> transfers;
        std::vector<LinkState> links;
        std::vector<NodeId> device; ///< the operation running on each device
    };

    NodeId producerOf(std::uint32_t output) const
    {
        NodeId v = 0;
        while (m_graph.outputOffset(v + 1) <= output)
            ++v;
        return v;
    }
    Bytes bytesOf(std::uint32_t output) const
    {
        const NodeId v = producerOf(output);
        return m_graph.node(v).outputs[output - m_graph.outputOffset(v)].bytes;
    }
    const Tensor &tensorOf(std::uint32_t output) const
    {
        const NodeId v = producerOf(output);
        return m_graph.node(v).outputs[output - m_graph.outputOffset(v)];
    }
    bool hasConsumerOn(std::uint32_t output, DeviceId device, const std::vector<DeviceId> &placement) const
    {
        for (NodeId v = 0; v < m_graph.nodeCount(); ++v)
            for (TensorRef input : m_graph.node(v).inputs)
                if (m_graph.outputIndex(input) == output && placement[v] == device)
                    return true;
        return false;
    }
    const Transfer *transferOf(const Run &run, std::uint32_t output, DeviceId to) const
    {
        for (const Transfer &transfer : run.transfers)
            if (transfer.output == output && transfer.to == to)
                return &transfer;
        return nullptr;
    }

    /// SPEC section 2, item 2.
    bool isReady(const Run &run, NodeId v) const
    {
        const Node &node = m_graph.node(v);
        for (TensorRef input : node.inputs) {
            if (!run.node[input.node].done)
                return false;
            if (run.place[input.node] != run.place[v]) {
                const Transfer *transfer = transferOf(run, m_graph.outputIndex(input), run.place[v]);
                if (!transfer || !transfer->done)
                    return false;
            }
        }
        for (NodeId control : node.controlInputs)
            if (!run.node[control].done)
                return false;
        return true;
    }

    /// A buffer: an output on its producer's device (copy == false) or the copy of an output
    /// received by a device.
    using Buffer = std::tuple<bool, std::uint32_t, DeviceId>;

    /// Where the data of \a output lives on its producer's device: its own buffer, or for an
    /// alias the buffer of the input it reuses there.
    Buffer homeBuffer(const Run &run, std::uint32_t output) const
    {
        const NodeId producer = producerOf(output);
        const Tensor &tensor = tensorOf(output);
        if (!tensor.isAlias())
            return {false, output, run.place[producer]};
        const TensorRef input = m_graph.node(producer).inputs[std::size_t(tensor.aliasOf)];
        return bufferRead(run, m_graph.outputIndex(input), run.place[producer]);
    }
    /// The buffer an operation on \a device reads \a output from.
    Buffer bufferRead(const Run &run, std::uint32_t output, DeviceId device) const
    {
        if (run.place[producerOf(output)] == device)
            return homeBuffer(run, output);
        return {true, output, device};
    }

    /// SPEC section 2, item 5: allocation and last release of every buffer, then a sweep in
    /// time order with frees before allocations at equal moments.
    std::vector<Bytes> peaks(const Run &run) const
    {
        const std::size_t d = std::size_t(m_cluster.deviceCount());
        const Moment never{std::numeric_limits<RefTicks>::max(), 0};
        struct Life
        {
            Bytes bytes = 0;
            DeviceId device = 0;
            Moment allocated;
            Moment freed;
        };
        std::map<Buffer, Life> lives;
        const auto holdUntil = [&](const Buffer &buffer, Moment moment) {
            Life &life = lives[buffer];
            life.freed = std::max(life.freed, moment);
        };
        std::vector<Bytes> base(d, 0);
        std::vector<std::tuple<Moment, int, DeviceId, Bytes>> changes; // (moment, 0 free / 1 alloc, device, delta)
        for (NodeId v = 0; v < m_graph.nodeCount(); ++v) {
            const Node &node = m_graph.node(v);
            const OpState &op = run.node[v];
            base[run.place[v]] += node.paramBytes;
            changes.emplace_back(op.start, 1, run.place[v], node.tempBytes);
            changes.emplace_back(op.end, 0, run.place[v], -node.tempBytes);
            for (std::uint32_t port = 0; port < node.outputs.size(); ++port) {
                const std::uint32_t output = m_graph.outputIndex({v, port});
                if (!node.outputs[port].isAlias()) {
                    Life &life = lives[{false, output, run.place[v]}];
                    life.bytes = node.outputs[port].bytes;
                    life.device = run.place[v];
                    life.allocated = op.start;
                    holdUntil({false, output, run.place[v]}, op.end);
                }
                if (node.outputs[port].isGraphOutput)
                    holdUntil(homeBuffer(run, output), never);
            }
            for (TensorRef input : node.inputs)
                holdUntil(bufferRead(run, m_graph.outputIndex(input), run.place[v]), op.end);
        }
        for (const Transfer &transfer : run.transfers) {
            Life &life = lives[{true, transfer.output, transfer.to}];
            life.bytes = bytesOf(transfer.output);
            life.device = transfer.to;
            life.allocated = transfer.start;
            holdUntil(homeBuffer(run, transfer.output), transfer.end);
        }
        for (const auto &[buffer, life] : lives) {
            changes.emplace_back(life.allocated, 1, life.device, life.bytes);
            if (life.freed != never)
                changes.emplace_back(life.freed, 0, life.device, -life.bytes);
        }
        std::sort(changes.begin(), changes.end());
        std::vector<Bytes> memory = base;
        std::vector<Bytes> peak = base;
        for (const auto &[moment, kind, device, delta] : changes) {
            memory[device] += delta;
            peak[device] = std::max(peak[device], memory[device]);
        }
        return peak;
    }

    const Graph &m_graph;
    const Cluster &m_cluster;
};

} // namespace regal::test
