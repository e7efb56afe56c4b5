#include "core/methods/memoryplacers.h"

#include "core/methods/listscheduler.h"
#include "core/methods/memoryorders.h"
#include "core/methods/placementmemory.h"
#include "core/sim/costsimulator.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace regal {
namespace {

bool allowedOn(const Problem &problem, NodeId node, DeviceId device)
{
    return (problem.allowedDevices(node) >> device & 1) != 0;
}

/// The allowed device where \a node overflows least (ties: the lower index).
DeviceId leastOverflow(const Problem &problem, const PlacementMemory &memory, NodeId node)
{
    DeviceId best = InvalidDevice;
    Bytes bestOverflow = 0;
    for (DeviceId device = 0; device < DeviceId(problem.deviceCount()); ++device) {
        if (!allowedOn(problem, node, device))
            continue;
        const Bytes overflow = memory.overflow(node, device);
        if (best == InvalidDevice || overflow < bestOverflow) {
            best = device;
            bestOverflow = overflow;
        }
    }
    return best;
}

MemoryPlacement placeTopo(const Problem &problem, const std::vector<Bytes> &capacity)
{
    const int d = problem.deviceCount();
    PlacementMemory memory(problem, capacity);
    MemoryPlacement placement{std::vector<DeviceId>(problem.nodeCount(), 0), inputOrder(problem)};
    const auto work = [&](NodeId node, DeviceId device) {
        return problem.opTime(node, device) * problem.cluster().devices[device].speed;
    };
    double totalWork = 0.0;
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        totalWork += averageOpTime(problem, node);
    std::vector<double> share(static_cast<std::size_t>(d)), done(static_cast<std::size_t>(d), 0.0);
    for (DeviceId device = 0; device < DeviceId(d); ++device)
        share[device] = totalWork * problem.cluster().devices[device].speed / problem.cluster().totalSpeed();
    DeviceId current = 0;
    for (NodeId node : placement.order) {
        DeviceId chosen = InvalidDevice;
        for (DeviceId device = current; device < DeviceId(d) && chosen == InvalidDevice; ++device) {
            if (!allowedOn(problem, node, device) || !memory.fits(node, device))
                continue;
            const bool last = device + 1 == DeviceId(d);
            if (last || done[device] + work(node, device) / 2.0 <= share[device])
                chosen = device;
        }
        if (chosen != InvalidDevice && chosen > current && allowedOn(problem, node, chosen))
            current = chosen;
        for (DeviceId device = 0; device < DeviceId(d) && chosen == InvalidDevice; ++device)
            if (allowedOn(problem, node, device) && memory.fits(node, device))
                chosen = device;
        if (chosen == InvalidDevice)
            chosen = leastOverflow(problem, memory, node);
        memory.place(node, chosen);
        placement.device[node] = chosen;
        done[chosen] += work(node, chosen);
    }
    return placement;
}

/// For m-SCT: each node's favourite child (the successor reading most of its bytes), turned
/// around: the favourite parent of each node, or InvalidNode, and the bytes on that edge.
void favouriteParents(const Problem &problem, const std::vector<double> &rank, std::vector<NodeId> &parent,
                      std::vector<Bytes> &edgeBytes)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    parent.assign(n, InvalidNode);
    edgeBytes.assign(n, 0);
    std::vector<Bytes> read(n, 0);
    for (NodeId node = 0; node < n; ++node) {
        for (std::uint32_t output = graph.outputOffset(node); output < graph.outputOffset(node + 1); ++output) {
            NodeId previous = InvalidNode;
            for (const Consumer &consumer : graph.consumers(output))
                if (consumer.node != previous) {
                    read[consumer.node] += problem.outputBytes(output);
                    previous = consumer.node;
                }
        }
        NodeId favourite = InvalidNode;
        for (NodeId successor : graph.successors(node)) {
            if (read[successor] > 0
                && (favourite == InvalidNode || read[successor] > read[favourite]
                    || (read[successor] == read[favourite]
                        && (rank[successor] > rank[favourite] || (rank[successor] == rank[favourite] && successor < favourite)))))
                favourite = successor;
        }
        if (favourite != InvalidNode && read[favourite] > edgeBytes[favourite]) {
            parent[favourite] = node;
            edgeBytes[favourite] = read[favourite];
        }
        for (NodeId successor : graph.successors(node))
            read[successor] = 0;
    }
}

MemoryPlacement placeEtf(const Problem &problem, const std::vector<Bytes> &capacity, bool favourites)
{
    const Graph &graph = problem.graph();
    const std::size_t n = graph.nodeCount();
    const DeviceId d = DeviceId(problem.deviceCount());
    const std::vector<double> rank = upwardRanks(problem);
    std::vector<NodeId> favouriteParent;
    std::vector<Bytes> favouriteBytes;
    if (favourites)
        favouriteParents(problem, rank, favouriteParent, favouriteBytes);

    PlacementMemory memory(problem, capacity);
    MemoryPlacement placement{std::vector<DeviceId>(n, 0), {}};
    placement.order.reserve(n);
    std::vector<double> finish(n, 0.0), available(d, 0.0);
    std::vector<double> dataReady(n * d, 0.0); ///< per ready node and device: when its inputs are there
    std::vector<std::uint32_t> pending(n);
    std::vector<NodeId> ready;
    const auto makeReady = [&](NodeId node) {
        for (DeviceId device = 0; device < d; ++device) {
            double time = 0.0;
            for (std::uint32_t input : problem.inputOutputs(node)) {
                const NodeId producer = problem.producerOf(input);
                const DeviceId from = placement.device[producer];
                time = std::max(time, finish[producer]
                                          + (from == device ? 0.0 : problem.transferTime(problem.outputBytes(input), from, device)));
            }
            for (NodeId control : graph.node(node).controlInputs)
                time = std::max(time, finish[control]);
            dataReady[std::size_t(node) * d + device] = time;
        }
        ready.push_back(node);
    };
    for (NodeId node = 0; node < n; ++node) {
        pending[node] = std::uint32_t(graph.predecessors(node).size());
        if (pending[node] == 0)
            makeReady(node);
    }

    // start, 0 for a favourite child on its parent's device (it wins ties there) else 1, -rank,
    // node, finish, device
    using Key = std::tuple<double, int, double, NodeId, double, DeviceId>;
    while (!ready.empty()) {
        std::size_t bestIndex = 0, spillIndex = 0;
        DeviceId bestDevice = InvalidDevice, spillDevice = InvalidDevice;
        Key bestKey{}, spillKey{};
        Bytes spillOverflow = 0;
        for (std::size_t index = 0; index < ready.size(); ++index) {
            const NodeId node = ready[index];
            const DeviceId home = favourites && favouriteParent[node] != InvalidNode
                                      ? placement.device[favouriteParent[node]]
                                      : InvalidDevice;
            const auto keyOn = [&](DeviceId device) {
                const double start = std::max(available[device], dataReady[std::size_t(node) * d + device]);
                return Key{start, device == home ? 0 : 1, -rank[node], node, start + problem.opTime(node, device), device};
            };
            // m-SCT: a favourite child stays on its parent's device when that costs no more than
            // the transfer it saves.
            DeviceId only = InvalidDevice;
            if (home != InvalidDevice) {
                if (allowedOn(problem, node, home) && memory.fits(node, home)) {
                    double elsewhere = std::numeric_limits<double>::infinity();
                    double saved = 0.0;
                    for (DeviceId device = 0; device < d; ++device)
                        if (device != home && allowedOn(problem, node, device)) {
                            elsewhere = std::min(elsewhere, std::get<0>(keyOn(device)));
                            saved = std::max(saved, problem.transferTime(favouriteBytes[node], home, device));
                        }
                    if (std::get<0>(keyOn(home)) <= elsewhere + saved)
                        only = home;
                }
            }
            for (DeviceId device = 0; device < d; ++device) {
                if (!allowedOn(problem, node, device) || (only != InvalidDevice && device != only))
                    continue;
                const Key key = keyOn(device);
                if (bestDevice != InvalidDevice && !(key < bestKey))
                    continue;
                if (const Bytes overflow = memory.overflow(node, device); overflow == 0) {
                    bestIndex = index;
                    bestDevice = device;
                    bestKey = key;
                } else if (bestDevice == InvalidDevice
                           && (spillDevice == InvalidDevice || overflow < spillOverflow
                               || (overflow == spillOverflow && key < spillKey))) {
                    spillIndex = index;
                    spillDevice = device;
                    spillKey = key;
                    spillOverflow = overflow;
                }
            }
        }
        if (bestDevice == InvalidDevice) {
            bestIndex = spillIndex;
            bestDevice = spillDevice;
            bestKey = spillKey;
        }
        const NodeId node = ready[bestIndex];
        ready[bestIndex] = ready.back();
        ready.pop_back();
        memory.place(node, bestDevice);
        placement.device[node] = bestDevice;
        placement.order.push_back(node);
        finish[node] = std::get<4>(bestKey);
        available[bestDevice] = finish[node];
        for (NodeId successor : graph.successors(node))
            if (--pending[successor] == 0)
                makeReady(successor);
    }
    return placement;
}

} // namespace

MemoryPlacement placeUnderMemory(const Problem &problem, MemoryPlacer placer, const std::vector<Bytes> &capacity)
{
    switch (placer) {
    case MemoryPlacer::Topo:
        return placeTopo(problem, capacity);
    case MemoryPlacer::Etf:
        return placeEtf(problem, capacity, false);
    case MemoryPlacer::Sct:
        break;
    }
    return placeEtf(problem, capacity, true);
}

SearchedSolution memoryPlacerSolution(const Problem &problem, MemoryPlacer placer)
{
    constexpr int MaxPasses = 6;
    const int d = problem.deviceCount();
    std::vector<Bytes> capacity(static_cast<std::size_t>(d));
    for (DeviceId device = 0; device < DeviceId(d); ++device)
        capacity[device] = problem.cluster().devices[device].memoryBytes;
    const bool limited = std::any_of(capacity.begin(), capacity.end(), [](Bytes bytes) { return bytes > 0; });

    CostSimulator simulator(problem);
    SearchedSolution best;
    Score bestScore;
    for (int pass = 0; pass < MaxPasses; ++pass) {
        MemoryPlacement placement = placeUnderMemory(problem, placer, capacity);
        Solution solution = solutionFromOrder(placement.order, std::move(placement.device));
        if (!limited)
            return {std::move(solution), 0};
        const Metrics &metrics = simulator.run(solution);
        ++best.evaluations;
        const Score candidate = score(Task::Runtime, metrics);
        if (pass == 0 || candidate < bestScore) {
            bestScore = candidate;
            best.solution = std::move(solution);
        }
        if (metrics.feasible)
            break;
        bool changed = false;
        for (DeviceId device = 0; device < DeviceId(d); ++device) {
            const Bytes limit = problem.cluster().devices[device].memoryBytes;
            if (limit > 0 && metrics.peakMemory[device] > limit) {
                capacity[device] = Bytes(double(capacity[device]) * double(limit) / double(metrics.peakMemory[device]));
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return best;
}

} // namespace regal
