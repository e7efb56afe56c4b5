#include "core/search/decoder.h"

#include "core/base/error.h"

#include <algorithm>
#include <cassert>
#include <fmt/format.h>

namespace regal {
namespace {

constexpr double ChosenDeviceKey = 0.75;
constexpr double OtherDeviceKey = 0.25;
constexpr double BelowOne = 1.0 - 0x1.0p-53;

} // namespace

struct Decoder::Scratch
{
    explicit Scratch(const Problem &problem) : simulator(problem) {}

    CostSimulator simulator;
    Solution solution;
};

Decoder::Decoder(const Problem &problem, Task task, int workers)
    : m_problem(problem)
    , m_task(task)
    , m_keysPerNode(problem.deviceCount() + 1)
    , m_memoryScores(scoreCountsMemory(task, problem.cluster()))
{
    if (workers < 1)
        throw RegalError(fmt::format("a decoder needs at least one worker, got {}", workers));
    for (NodeId node = 0; node < problem.nodeCount(); ++node)
        m_anyPinned = m_anyPinned || problem.pinnedDevice(node) != InvalidDevice;
    for (int worker = 0; worker < workers; ++worker) {
        m_scratch.push_back(std::make_unique<Scratch>(problem));
        m_scratch.back()->solution.device.resize(problem.nodeCount());
        m_scratch.back()->solution.priority.resize(problem.nodeCount());
    }
}

Decoder::~Decoder() = default;

void Decoder::decode(std::span<const double> keys, Solution &solution) const
{
    assert(keys.size() == chromosomeSize());
    const std::size_t n = m_problem.nodeCount();
    const int d = m_problem.deviceCount();
    solution.device.resize(n);
    solution.priority.resize(n);
    const double *nodeKeys = keys.data();
    if (!m_anyPinned) {
        // Every device allowed: the same argmax (ties: the lowest index) without the masks.
        for (NodeId node = 0; node < n; ++node, nodeKeys += m_keysPerNode) {
            DeviceId best = 0;
            for (int device = 1; device < d; ++device)
                if (nodeKeys[device] > nodeKeys[best])
                    best = DeviceId(device);
            solution.device[node] = best;
            solution.priority[node] = nodeKeys[d];
        }
        return;
    }
    for (NodeId node = 0; node < n; ++node, nodeKeys += m_keysPerNode) {
        const std::uint64_t allowed = m_problem.allowedDevices(node);
        DeviceId best = InvalidDevice;
        double bestKey = -1.0;
        for (int device = 0; device < d; ++device)
            if ((allowed >> device & 1) && nodeKeys[device] > bestKey) {
                bestKey = nodeKeys[device];
                best = DeviceId(device);
            }
        solution.device[node] = best;
        solution.priority[node] = nodeKeys[d];
    }
}

Solution Decoder::decode(std::span<const double> keys) const
{
    Solution solution;
    decode(keys, solution);
    return solution;
}

std::vector<double> Decoder::encode(const Solution &solution) const
{
    if (Status status = m_problem.check(solution); !status)
        throw RegalError("cannot encode an invalid solution: " + status.error());
    const int d = m_problem.deviceCount();
    std::vector<double> keys(chromosomeSize(), OtherDeviceKey);
    for (NodeId node = 0; node < m_problem.nodeCount(); ++node) {
        double *nodeKeys = keys.data() + std::size_t(node) * std::size_t(m_keysPerNode);
        nodeKeys[solution.device[node]] = ChosenDeviceKey;
        nodeKeys[d] = std::clamp(solution.priority[node], 0.0, BelowOne);
    }
    return keys;
}

Score Decoder::evaluate(std::span<const double> keys, int worker) const
{
    Scratch &scratch = *m_scratch[std::size_t(worker)];
    decode(keys, scratch.solution);
    return simulate(scratch.solution, scratch.simulator);
}

Score Decoder::evaluate(const Solution &solution, int worker) const
{
    return simulate(solution, m_scratch[std::size_t(worker)]->simulator);
}

Score Decoder::simulate(const Solution &solution, CostSimulator &simulator) const
{
    if (m_memoryScores)
        return score(m_task, simulator.run(solution));
    Metrics timing; // no memory counted: no peaks, no overflow
    timing.makespan = simulator.makespan(solution);
    return score(m_task, timing);
}

} // namespace regal
