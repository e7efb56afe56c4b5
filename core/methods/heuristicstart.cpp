#include "core/methods/heuristicstart.h"

#include "core/sim/costsimulator.h"

namespace regal {
namespace {

/// The mean memory of the devices that have a limit; only called when some device overflows,
/// so there is at least one.
double meanDeviceMemory(const Cluster &cluster)
{
    double bytes = 0.0;
    int limited = 0;
    for (const Device &device : cluster.devices)
        if (device.memoryBytes > 0) {
            bytes += double(device.memoryBytes);
            ++limited;
        }
    return bytes / limited;
}

/// How \a rule rates a start of score \a rated: lower is better, as for the search's own Score.
Score anchorScore(const Problem &problem, Score rated, AnchorRule rule)
{
    if (rule == AnchorRule::OverflowPriced && rated.penalty > 0.0) {
        rated.value *= 1.0 + rated.penalty / meanDeviceMemory(problem.cluster());
        rated.penalty = 0.0;
    }
    return rated;
}

} // namespace

HeuristicStart heuristicStart(const Problem &problem, Task task, AnchorRule rule)
{
    CostSimulator simulator(problem);
    HeuristicStart start{heuristicSolutions(problem, task)};
    Anchor &anchor = start.anchor;
    Score best;
    for (const NamedSolution &candidate : start.solutions) {
        start.scores.push_back(score(task, simulator.run(candidate.solution)));
        const Score candidateScore = anchorScore(problem, start.scores.back(), rule);
        anchor.evaluations += candidate.evaluations + 1;
        if (anchor.method.empty() || candidateScore < best) {
            best = candidateScore;
            anchor.method = candidate.method;
            anchor.solution = candidate.solution;
        }
    }
    anchor.timeline = simulator.record(anchor.solution);
    return start;
}

} // namespace regal
