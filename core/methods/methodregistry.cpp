#include "core/methods/method.h"

#include "core/methods/methods.h"

#include <array>

namespace regal {
namespace {

constexpr std::array Methods{
    Method{"single", "placement", REGAL_TRANSLATE_NOOP("Method", "every node on the fastest device, upward-rank order"), runSingle},
    Method{"roundrobin", "placement", REGAL_TRANSLATE_NOOP("Method", "nodes dealt to the devices in topological order"), runRoundRobin},
    Method{"random", "search", REGAL_TRANSLATE_NOOP("Method", "uniform random keys, the best of the budget"), runRandom},
    Method{"heft", "placement", REGAL_TRANSLATE_NOOP("Method", "HEFT list scheduling by upward rank (Topcuoglu et al. 2002)"), runHeft},
    Method{"criticalpath", "placement", REGAL_TRANSLATE_NOOP("Method", "CPOP: the critical path on one device (Topcuoglu et al. 2002)"),
           runCriticalPath},
    Method{"metis", "placement", REGAL_TRANSLATE_NOOP("Method", "METIS k-way partition by cost and bytes, then list scheduling"), runMetis},
    Method{"m-topo", "placement", REGAL_TRANSLATE_NOOP("Method", "Baechi's m-TOPO: topological order, devices filled in turn within their memory"), runMTopo},
    Method{"m-etf", "placement", REGAL_TRANSLATE_NOOP("Method", "Baechi's m-ETF: earliest start first among devices with room (Jeon et al. 2020)"), runMEtf},
    Method{"m-sct", "placement", REGAL_TRANSLATE_NOOP("Method", "Baechi's m-SCT: m-ETF keeping favourite children on their parent's device"), runMSct},
    Method{"local", "search", REGAL_TRANSLATE_NOOP("Method", "hill climbing from HEFT (runtime) or greedy list (memory)"), runLocal},
    Method{"brkga", "search", REGAL_TRANSLATE_NOOP("Method", "BRKGA with uniform keys (Goncalves and Resende 2011)"), runBrkga},
    Method{"brkga-seeded", "search", REGAL_TRANSLATE_NOOP("Method", "uniform BRKGA seeded with every heuristic's solution"), runBrkgaSeeded},
    Method{"brkga-tuned", "search", REGAL_TRANSLATE_NOOP("Method", "uniform BRKGA with the shipped tuned parameters"), runBrkgaTuned},
    Method{"regal", "search", REGAL_TRANSLATE_NOOP("Method", "BRKGA steered by the trained policy (Paliwal et al. 2020)"), runRegal, {.policy = true}},
    Method{"inputorder", "scheduling", REGAL_TRANSLATE_NOOP("Method", "nodes in file order"), runInputOrder},
    Method{"dfs", "scheduling", REGAL_TRANSLATE_NOOP("Method", "depth-first post-order, largest subtree first"), runDfs},
    Method{"list", "scheduling", REGAL_TRANSLATE_NOOP("Method", "greedy by bytes freed minus bytes allocated"), runList},
    Method{"spectral", "scheduling", REGAL_TRANSLATE_NOOP("Method", "spectral sequencing: the Fiedler vector, edges weighted by the root of their bytes"), runSpectral},
    Method{"lpmf", "scheduling", REGAL_TRANSLATE_NOOP("Method", "least peak memory first: the ready node that raises memory least"), runLpmf},
    Method{"bfs", "scheduling", REGAL_TRANSLATE_NOOP("Method", "breadth-first: nodes in the order they become ready"), runBfs},
    Method{"bestorder", "scheduling", REGAL_TRANSLATE_NOOP("Method", "the best of lpmf, bfs and dfs, as PyTorch's compiler keeps it"), runBestOrder},
    Method{"randomtopo", "search", REGAL_TRANSLATE_NOOP("Method", "random topological orders, the best of the budget"), runRandomTopo},
    Method{"exact", "scheduling", REGAL_TRANSLATE_NOOP("Method", "optimal one-device order: dynamic programming split at cut nodes, time-limited"), runExact, {.maxDevices = 1}},
};

} // namespace

std::span<const Method> methods()
{
    return Methods;
}

const Method *findMethod(std::string_view name)
{
    for (const Method &method : Methods)
        if (method.name == name)
            return &method;
    return nullptr;
}

std::string methodNames()
{
    std::string names;
    for (const Method &method : Methods)
        names += (names.empty() ? "" : ", ") + std::string(method.name);
    return names;
}

} // namespace regal
