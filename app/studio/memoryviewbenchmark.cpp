#include "app/studio/memoryviewbenchmark.h"

#include "core/generate/generator.h"
#include "core/runner/generationstatus.h"
#include "widgets/memory/lifetimechart.h"
#include "widgets/memory/lifetimeview.h"
#include "widgets/memory/paretoview.h"
#include "widgets/session/session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <cstdio>
#include <qcustomplot.h>

namespace regal {
namespace {

constexpr int Repaints = 20;

struct Measurement
{
    int nodes = 0;
    std::size_t buffers = 0;
    double planMs = 0.0;
    double meanPaintMs = 0.0;
    double worstPaintMs = 0.0;
    double paretoMs = 0.0;
    std::size_t paretoPoints = 0;
};

/// Nodes dealt to the devices in turn, priorities by a fixed shuffle: a solution with copies
/// on every device and overlapping lifetimes.
Solution spreadSolution(const Problem &problem, int devices)
{
    Solution solution = problem.defaultSolution();
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        solution.device[node] = DeviceId(node % NodeId(devices));
        solution.priority[node] = double((node * 7919u) % 1000u) / 1000.0;
    }
    return solution;
}

double milliseconds(const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) * 1e-6; }

Measurement measure(int nodes)
{
    constexpr int Devices = 4;
    Measurement result{nodes};
    Session session;
    auto graph = std::make_shared<const Graph>(generateGraph(Family::Layered, std::size_t(nodes), 7).value());
    if (!session.load(graph, Cluster::uniform(Devices), QStringLiteral("bench")))
        return result;
    session.showPreview(spreadSolution(session.problem(), Devices));
    result.buffers = session.timeline().buffers.size();

    LifetimeView view(session);
    view.resize(900, 600);
    view.show();
    QApplication::processEvents();
    QElapsedTimer timer;
    timer.start();
    view.refresh();
    result.planMs = milliseconds(timer);
    for (int round = 0; round < Repaints; ++round) {
        timer.restart();
        view.chart().repaint();
        const double ms = milliseconds(timer);
        result.meanPaintMs += ms / Repaints;
        result.worstPaintMs = std::max(result.worstPaintMs, ms);
    }

    ParetoView pareto(session);
    pareto.resize(600, 400);
    pareto.show();
    std::vector<Solution> delivery;
    for (std::size_t i = 0; i < MaxSampledPerDelivery; ++i) {
        Solution solution = spreadSolution(session.problem(), Devices);
        for (NodeId node = 0; node < solution.priority.size(); ++node)
            solution.priority[node] = double((node * 104729u + i * 7u) % 1000u) / 1000.0;
        delivery.push_back(std::move(solution));
    }
    timer.restart();
    pareto.addSolutions(delivery, ParetoView::DeliveryBudgetMs);
    pareto.plot()->replot();
    result.paretoMs = milliseconds(timer);
    result.paretoPoints = pareto.points().size();
    return result;
}

} // namespace

int runMemoryViewBenchmark()
{
    std::printf("| %-6s | %7s | %15s | %10s | %11s | %22s |\n", "nodes", "buffers", "plan and table", "mean paint",
                "worst paint", "Pareto, one delivery");
    std::printf("|--------|---------|-----------------|------------|-------------|------------------------|\n");
    for (const int nodes : {1000, 5000, 10000}) {
        const Measurement m = measure(nodes);
        std::printf("| %-6d | %7zu | %12.1f ms | %7.1f ms | %8.1f ms | %6.1f ms, %2zu of %2zu |\n", m.nodes, m.buffers,
                    m.planMs, m.meanPaintMs, m.worstPaintMs, m.paretoMs, m.paretoPoints, MaxSampledPerDelivery);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace regal
