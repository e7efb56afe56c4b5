#include "core/policy/graphfeatures.h"

#include "core/policy/memorypressure.h"
#include "core/sim/memoryneed.h"

#include <algorithm>
#include <cmath>

namespace regal {
namespace {

enum Feature {
    LogTime,
    LogOutputBytes,
    LogInputBytes,
    LogParamBytes,
    LogTempBytes,
    LogInDegree,
    LogOutDegree,
    Depth,
    TopLevel,
    BottomLevel,
    TopologicalRank,
    IsAlias,
    IsGraphOutput,
    IsSource,
    AnchorPriority,
    AnchorStart,
    AnchorFinish,
    AnchorCutInputs,
    AnchorCutOutputs,
    AnchorDeviceLoad,
    AnchorDevicePeak,
    DeviceSpeed,
    DeviceMemoryRoom,
    DeviceFullness,
    LiveShareAtPeak,
};
static_assert(LiveShareAtPeak + 1 == GraphFeatures::Count);

/// Seconds on a reference device of speed 1 with the default roofline rates.
double referenceTime(const Node &node)
{
    if (node.cost)
        return *node.cost;
    return std::max(node.flops / 1e12, node.bytesAccessed / 1e11);
}

SparseMatrix averaging(const Graph &graph, bool overPredecessors)
{
    std::vector<Eigen::Triplet<double>> entries;
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        const auto neighbours = overPredecessors ? graph.predecessors(node) : graph.successors(node);
        for (NodeId other : neighbours)
            entries.emplace_back(int(node), int(other), 1.0 / double(neighbours.size()));
    }
    SparseMatrix matrix(Eigen::Index(graph.nodeCount()), Eigen::Index(graph.nodeCount()));
    matrix.setFromTriplets(entries.begin(), entries.end());
    return matrix;
}

void standardise(Matrix &values, int column)
{
    const double mean = values.col(column).mean();
    const double deviation = std::sqrt((values.col(column).array() - mean).square().mean());
    if (deviation > 1e-12)
        values.col(column) = ((values.col(column).array() - mean) / deviation).matrix();
    else
        values.col(column).setZero();
}

/// What the anchor did with each node, as fractions in [0, 1].
void addAnchorFeatures(const Problem &problem, const Anchor &anchor, Matrix &values)
{
    const Graph &graph = problem.graph();
    const Timeline &timeline = anchor.timeline;
    const std::vector<DeviceId> &device = anchor.solution.device;
    const double makespan = std::max(timeline.metrics.makespan, 1e-300);
    const double maxPeak = std::max(1.0, double(timeline.metrics.maxPeakMemory()));
    std::vector<double> busy(std::size_t(problem.deviceCount()), 0.0);
    for (const OpSpan &op : timeline.ops)
        busy[op.device] += op.finish - op.start;
    for (NodeId node = 0; node < graph.nodeCount(); ++node) {
        const Node &entry = graph.node(node);
        double cutInputs = 0.0;
        for (TensorRef input : entry.inputs)
            cutInputs += device[input.node] != device[node] ? 1.0 : 0.0;
        double consumers = 0.0;
        double cutOutputs = 0.0;
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output)
            for (const Consumer &consumer : graph.consumers(output)) {
                consumers += 1.0;
                cutOutputs += device[consumer.node] != device[node] ? 1.0 : 0.0;
            }
        auto row = values.row(Eigen::Index(node));
        row[AnchorPriority] = anchor.solution.priority[node];
        row[AnchorStart] = timeline.ops[node].start / makespan;
        row[AnchorFinish] = timeline.ops[node].finish / makespan;
        row[AnchorCutInputs] = entry.inputs.empty() ? 0.0 : cutInputs / double(entry.inputs.size());
        row[AnchorCutOutputs] = consumers > 0.0 ? cutOutputs / consumers : 0.0;
        row[AnchorDeviceLoad] = busy[device[node]] / makespan;
        row[AnchorDevicePeak] = double(timeline.metrics.peakMemory[device[node]]) / maxPeak;
    }
}

/// What the cluster offers where the anchor put each node, as fractions in [0, 1]: the device's
/// speed against the fastest; its memory against its share of the graph's need (oneDevicePeak()),
/// on a log scale where half the need is 0.25, the need 0.5 and four times it or no limit 1; how
/// full the anchor leaves it (its peak over its memory, up to twice, halved; 0 without a limit);
/// and the node's share of what is live at the device's peak.
void addClusterFeatures(const Problem &problem, const Anchor &anchor, Matrix &values)
{
    const Cluster &cluster = problem.cluster();
    const int devices = problem.deviceCount();
    double fastest = 0.0;
    for (const Device &device : cluster.devices)
        fastest = std::max(fastest, device.speed);
    const Result<Bytes> need = cluster.memoryLimited() ? oneDevicePeak(problem.sharedGraph()) : Result<Bytes>(Bytes(0));
    std::vector<double> room(std::size_t(devices), 1.0);
    std::vector<double> fullness(std::size_t(devices), 0.0);
    for (int d = 0; d < devices; ++d) {
        const Bytes memory = cluster.devices[std::size_t(d)].memoryBytes;
        if (memory == 0)
            continue;
        const double share = need && *need > 0 ? double(memory) * devices / double(*need) : 4.0;
        room[std::size_t(d)] = std::clamp(0.5 + std::log2(share) / 4.0, 0.0, 1.0);
        fullness[std::size_t(d)] = std::min(2.0, double(anchor.timeline.metrics.peakMemory[std::size_t(d)]) / double(memory)) / 2.0;
    }
    const std::vector<double> live = liveShareAtPeak(problem, anchor.timeline);
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        const DeviceId device = anchor.solution.device[node];
        auto row = values.row(Eigen::Index(node));
        row[DeviceSpeed] = cluster.devices[device].speed / fastest;
        row[DeviceMemoryRoom] = room[device];
        row[DeviceFullness] = fullness[device];
        row[LiveShareAtPeak] = live[node];
    }
}

} // namespace

GraphFeatures extractFeatures(const Problem &problem, const Anchor &anchor)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    GraphFeatures features;
    features.values = Matrix::Zero(Eigen::Index(n), GraphFeatures::Count);
    features.opCategory.resize(n);
    if (n == 0)
        return features;

    std::vector<double> time(n);
    std::vector<double> depth(n, 0.0);
    std::vector<double> top(n, 0.0);    // longest path of work finishing before the node starts
    std::vector<double> bottom(n, 0.0); // longest path of work from the node's start to a sink
    for (NodeId node = 0; node < n; ++node)
        time[node] = referenceTime(graph.node(node));
    const auto &order = graph.topologicalOrder();
    for (NodeId node : order)
        for (NodeId predecessor : graph.predecessors(node)) {
            depth[node] = std::max(depth[node], depth[predecessor] + 1.0);
            top[node] = std::max(top[node], top[predecessor] + time[predecessor]);
        }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        double longest = 0.0;
        for (NodeId successor : graph.successors(*it))
            longest = std::max(longest, bottom[successor]);
        bottom[*it] = time[*it] + longest;
    }
    const double maxDepth = std::max(1.0, *std::max_element(depth.begin(), depth.end()));
    const double criticalPath = std::max(1e-300, *std::max_element(bottom.begin(), bottom.end()));

    for (std::size_t rank = 0; rank < n; ++rank) {
        const NodeId node = order[rank];
        const Node &entry = graph.node(node);
        Bytes outputBytes = 0;
        bool alias = false;
        bool graphOutput = false;
        for (const Tensor &tensor : entry.outputs) {
            outputBytes += tensor.isAlias() ? 0 : tensor.bytes;
            alias = alias || tensor.isAlias();
            graphOutput = graphOutput || tensor.isGraphOutput;
        }
        Bytes inputBytes = 0;
        for (TensorRef input : entry.inputs)
            inputBytes += graph.node(input.node).outputs[input.port].bytes;
        auto row = features.values.row(Eigen::Index(node));
        row[LogTime] = std::log(time[node] + 1e-9);
        row[LogOutputBytes] = std::log1p(double(outputBytes));
        row[LogInputBytes] = std::log1p(double(inputBytes));
        row[LogParamBytes] = std::log1p(double(entry.paramBytes));
        row[LogTempBytes] = std::log1p(double(entry.tempBytes));
        row[LogInDegree] = std::log1p(double(graph.predecessors(node).size()));
        row[LogOutDegree] = std::log1p(double(graph.successors(node).size()));
        row[Depth] = depth[node] / maxDepth;
        row[TopLevel] = top[node] / criticalPath;
        row[BottomLevel] = bottom[node] / criticalPath;
        row[TopologicalRank] = n > 1 ? double(rank) / double(n - 1) : 0.0;
        row[IsAlias] = alias ? 1.0 : 0.0;
        row[IsGraphOutput] = graphOutput ? 1.0 : 0.0;
        row[IsSource] = graph.predecessors(node).empty() ? 1.0 : 0.0;
        features.opCategory[node] = int(opCategoryOf(entry.op));
    }
    for (int column = LogTime; column <= LogOutDegree; ++column)
        standardise(features.values, column);
    addAnchorFeatures(problem, anchor, features.values);
    addClusterFeatures(problem, anchor, features.values);
    features.fromPredecessors = averaging(graph, true);
    features.fromSuccessors = averaging(graph, false);
    return features;
}

} // namespace regal
