#include "core/methods/heuristicstart.h"

#include "core/sim/costsimulator.h"

namespace regal {

HeuristicStart heuristicStart(const Problem &problem, Task task, AnchorRule rule)
{
    CostSimulator simulator(problem);
    HeuristicStart start{heuristicSolutions(problem, task), {}};
    Anchor &anchor = start.anchor;
    Score best;
    for (const NamedSolution &candidate : start.solutions) {
        Score candidateScore = score(task, simulator.run(candidate.solution));
        if (rule == AnchorRule::IgnoringMemory)
            candidateScore.penalty = 0.0;
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
