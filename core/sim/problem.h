#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/graph/graph.h"
#include "core/sim/solution.h"
#include "core/sim/ticks.h"

#include <memory>
#include <span>

namespace regal {

/// \brief A data input seen from the output it reads: the consumer and the global index of its
/// input slot (SimNode::firstInput + slot).
struct InputEdge
{
    NodeId node;
    std::uint32_t input;
};

/// \brief What the simulator reads about one node when it starts and finishes, in one cache
/// line. Input slots, outputs and control successors are ranges of global indices.
struct alignas(64) SimNode
{
    Bytes startBytes; ///< temp plus the outputs that are not aliases: allocated at the start
    Bytes tempBytes;
    std::uint32_t firstInput, lastInput;
    std::uint32_t firstOutput, lastOutput;
    std::uint32_t firstControl, lastControl;
    std::uint32_t hasAlias;      ///< 1 when an output is an alias
    std::uint32_t firstConsumer; ///< where the consumers of its outputs start, to fetch them early
};

/// \brief What the simulator reads about one output.
struct SimOutput
{
    Bytes bytes;
    std::uint32_t firstConsumer, lastConsumer; ///< range of Problem::consumerInputs
    std::int32_t aliasSlot;                     ///< the input slot it reuses, or -1
    std::uint32_t graphOutput;
};

/// \brief A graph bound to a cluster: everything the simulator reads, in flat arrays by id.
///
/// Immutable after creation and safe to share between threads. Holds the graph by shared
/// pointer and the cluster by value, so a Problem can cross threads on its own.
class Problem
{
public:
    /// Fails when the cluster is invalid, a node is pinned to a device the cluster lacks, or the
    /// total work and transfers could exceed MaxScheduleTicks.
    static Result<Problem> create(std::shared_ptr<const Graph> graph, Cluster cluster);

    const Graph &graph() const { return *m_graph; }
    const std::shared_ptr<const Graph> &sharedGraph() const { return m_graph; }
    const Cluster &cluster() const { return m_cluster; }
    int deviceCount() const { return m_deviceCount; }
    std::size_t nodeCount() const { return m_graph->nodeCount(); }

    /// Seconds that node \a node takes on device \a device (SPEC section 2, item 1).
    double opTime(NodeId node, DeviceId device) const { return m_opTime[std::size_t(node) * m_deviceCount + device]; }
    /// The same, rounded once to whole picoseconds: what the simulator uses.
    Ticks opTicks(NodeId node, DeviceId device) const { return *opTicksEntry(node, device); }
    /// Where opTicks() is stored, for the simulator to fetch it early. Devices of one class have
    /// the same speeds and share an entry, so a uniform cluster stores one duration per node.
    const Ticks *opTicksEntry(NodeId node, DeviceId device) const
    {
        return m_opTicks.data() + std::size_t(node) * m_deviceClassCount + m_deviceClass[device];
    }
    /// The devices node \a node may run on, as a bit mask.
    std::uint64_t allowedDevices(NodeId node) const { return m_allowed[node]; }
    DeviceId pinnedDevice(NodeId node) const { return m_pinned[node]; }
    double transferTime(Bytes bytes, DeviceId from, DeviceId to) const
    {
        return m_cluster.link(from, to).transferTime(bytes);
    }
    /// Picoseconds that sending \a output from \a from to \a to takes: the transfer time of its
    /// bytes on that link, rounded once.
    Ticks transferTicks(std::uint32_t output, DeviceId from, DeviceId to) const
    {
        return transferTicksFrom(output, from)[to];
    }
    /// transferTicks() of one output from one device, to each device: looked up once per output.
    struct TransferTicks
    {
        const Ticks *ticks;               ///< per distinct link
        const std::uint32_t *linkClassTo; ///< per destination
        Ticks operator[](DeviceId to) const { return ticks[linkClassTo[to]]; }
    };
    TransferTicks transferTicksFrom(std::uint32_t output, DeviceId from) const
    {
        return {m_transferTicks.data() + std::size_t(output) * m_linkClassCount,
                m_linkClass.data() + std::size_t(from) * m_deviceCount};
    }
    /// Whether every transfer takes at least a picosecond, so that none ends in the instant it
    /// starts (true on one device, where nothing is sent).
    bool transfersTakeTime() const { return m_transfersTakeTime; }

    /// Global output index of each data input slot of \a node.
    std::span<const std::uint32_t> inputOutputs(NodeId node) const
    {
        return {m_inputOutput.data() + m_inputOffset[node], m_inputOutput.data() + m_inputOffset[node + 1]};
    }
    NodeId producerOf(std::uint32_t output) const { return m_producer[output]; }
    Bytes outputBytes(std::uint32_t output) const { return m_outputBytes[output]; }
    /// The input slot whose buffer the output reuses, or -1.
    int aliasSlot(std::uint32_t output) const { return m_aliasSlot[output]; }
    bool isGraphOutput(std::uint32_t output) const { return m_graphOutput[output] != 0; }
    /// The simulator's tables, computed once: a record per node and per output, the consumers of
    /// every output (ranges of SimOutput) and the control successors (ranges of SimNode).
    const SimNode *simNodeData() const { return m_simNodes.data(); }
    const SimOutput *simOutputData() const { return m_simOutputs.data(); }
    const InputEdge *consumerInputData() const { return m_consumerInputs.data(); }
    const NodeId *controlSuccessorData() const { return m_controlSuccessors.data(); }
    /// Per node, what a run starts from: parameter bytes and dependencyCount(), as flat arrays.
    const Bytes *paramBytesData() const { return m_paramBytes.data(); }
    const std::uint32_t *dependencyCountData() const { return m_dependencyCount.data(); }
    /// What \a output allocates on its producer's device: its bytes, or 0 for an alias.
    Bytes localBytes(std::uint32_t output) const { return m_aliasSlot[output] >= 0 ? 0 : m_outputBytes[output]; }
    Bytes tempBytes(NodeId node) const { return m_tempBytes[node]; }
    Bytes paramBytes(NodeId node) const { return m_paramBytes[node]; }
    /// Outputs that alias an input, producers before consumers.
    const std::vector<std::uint32_t> &aliasOutputs() const { return m_aliasOutputs; }
    /// The output whose buffer \a output shares: itself, or for an alias the buffer of the
    /// input it reuses, through aliases of aliases; on one device, where no copies are made.
    std::uint32_t bufferRoot(std::uint32_t output) const { return m_bufferRoot[output]; }
    /// Data input slots plus control inputs: what must arrive before the node is ready.
    std::uint32_t dependencyCount(NodeId node) const { return m_dependencyCount[node]; }

    /// Checks that \a solution has one entry per node, devices that exist and respect pins, and
    /// priorities in [0, 1]; the message names the node.
    Status check(const Solution &solution) const;

    /// The solution that runs every node on the first allowed device with priorities in node order.
    Solution defaultSolution() const;

    /// This problem with extra pins: node v may only run on pins[v] unless that is InvalidDevice.
    /// Only the device masks narrow, so node ids stay and a solution of the result is one of this
    /// problem. An empty \a pins changes nothing. Fails when a pin names a device the cluster
    /// lacks or contradicts the graph's own pin.
    Result<Problem> withPins(std::span<const DeviceId> pins) const;

private:
    Problem() = default;

    std::shared_ptr<const Graph> m_graph;
    Cluster m_cluster;
    int m_deviceCount = 0;
    std::vector<double> m_opTime;
    std::size_t m_deviceClassCount = 1;
    std::vector<std::uint32_t> m_deviceClass; ///< per device: index of its distinct speeds
    std::vector<Ticks> m_opTicks;             ///< per node and device class
    std::size_t m_linkClassCount = 1;
    std::vector<std::uint32_t> m_linkClass;  ///< per (from, to): index of its distinct link
    std::vector<Ticks> m_transferTicks;      ///< per output and distinct link
    bool m_transfersTakeTime = true;
    std::vector<std::uint64_t> m_allowed;
    std::vector<DeviceId> m_pinned;
    std::vector<std::uint32_t> m_inputOffset;
    std::vector<std::uint32_t> m_inputOutput;
    std::vector<NodeId> m_producer;
    std::vector<Bytes> m_outputBytes;
    std::vector<int> m_aliasSlot;
    std::vector<unsigned char> m_graphOutput;
    std::vector<Bytes> m_tempBytes;
    std::vector<Bytes> m_paramBytes;
    std::vector<std::uint32_t> m_dependencyCount;
    std::vector<SimNode> m_simNodes;
    std::vector<SimOutput> m_simOutputs;
    std::vector<NodeId> m_controlSuccessors;
    std::vector<std::uint32_t> m_consumerOffset;
    std::vector<InputEdge> m_consumerInputs;
    std::vector<std::uint32_t> m_aliasOutputs;
    std::vector<std::uint32_t> m_bufferRoot;
};

} // namespace regal
