#include "core/baselines/heuristicanchor.h"

#include "core/baselines/heuristics.h"
#include "core/sim/costsimulator.h"

namespace regal {

Anchor heuristicAnchor(const Problem &problem, Task task)
{
    CostSimulator simulator(problem);
    Anchor anchor;
    Score best;
    for (NamedSolution &candidate : heuristicSolutions(problem, task)) {
        const Score candidateScore = score(task, simulator.run(candidate.solution));
        anchor.evaluations += candidate.evaluations + 1;
        if (anchor.method.empty() || candidateScore < best) {
            best = candidateScore;
            anchor.method = std::move(candidate.method);
            anchor.solution = std::move(candidate.solution);
        }
    }
    anchor.timeline = simulator.record(anchor.solution);
    return anchor;
}

} // namespace regal
