#include "core/methods/method.h"

#include "core/methods/methods.h"

#include <array>

namespace regal {
namespace {

constexpr std::array Methods{
    Method{"single", "placement", "every node on the fastest device, upward-rank order", runSingle},
    Method{"roundrobin", "placement", "nodes dealt to the devices in topological order", runRoundRobin},
    Method{"random", "search", "uniform random keys, the best of the budget", runRandom},
    Method{"heft", "placement", "HEFT list scheduling by upward rank (Topcuoglu et al. 2002)", runHeft},
    Method{"criticalpath", "placement", "CPOP: the critical path on one device (Topcuoglu et al. 2002)",
           runCriticalPath},
    Method{"metis", "placement", "METIS k-way partition by cost and bytes, then list scheduling", runMetis},
    Method{"m-topo", "placement", "Baechi's m-TOPO: topological order, devices filled in turn within their memory", runMTopo},
    Method{"m-etf", "placement", "Baechi's m-ETF: earliest start first among devices with room (Jeon et al. 2020)", runMEtf},
    Method{"m-sct", "placement", "Baechi's m-SCT: m-ETF keeping favourite children on their parent's device", runMSct},
    Method{"local", "search", "hill climbing from HEFT (runtime) or greedy list (memory)", runLocal},
    Method{"brkga", "search", "BRKGA with uniform keys (Goncalves and Resende 2011)", runBrkga},
    Method{"brkga-seeded", "search", "uniform BRKGA seeded with every heuristic's solution", runBrkgaSeeded},
    Method{"brkga-tuned", "search", "uniform BRKGA with the shipped tuned parameters", runBrkgaTuned},
    Method{"regal", "search", "BRKGA steered by the trained policy (Paliwal et al. 2020)", runRegal},
    Method{"inputorder", "scheduling", "nodes in file order", runInputOrder},
    Method{"dfs", "scheduling", "depth-first post-order, largest subtree first", runDfs},
    Method{"list", "scheduling", "greedy by bytes freed minus bytes allocated", runList},
    Method{"spectral", "scheduling", "spectral sequencing: the Fiedler vector, edges weighted by the root of their bytes", runSpectral},
    Method{"lpmf", "scheduling", "least peak memory first: the ready node that raises memory least", runLpmf},
    Method{"bfs", "scheduling", "breadth-first: nodes in the order they become ready", runBfs},
    Method{"bestorder", "scheduling", "the best of lpmf, bfs and dfs, as PyTorch's compiler keeps it", runBestOrder},
    Method{"randomtopo", "search", "random topological orders, the best of the budget", runRandomTopo},
    Method{"exact", "scheduling", "optimal one-device order by dynamic programming (small graphs)", runExact},
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
