#include "app/studio/viewbenchmark.h"

#include "app/studio/mainwindow.h"
#include "core/generate/generator.h"
#include "core/graph/graphbuilder.h"
#include "widgets/graph/graphview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScrollBar>
#include <cstdio>

namespace regal {
namespace {

struct Measurement
{
    int nodes = 0;
    bool grouped = false;
    std::size_t boxes = 0;
    QString engine;
    double layoutSeconds = 0.0;
    double firstPaintSeconds = 0.0;
    double meanFrameMs = 0.0;
    double worstFrameMs = 0.0;
};

/// A generated layered graph of \a nodes nodes; \a grouped puts every 40 nodes in a block and
/// every 1,000 in a stage ("stage_S/block_B"), else every node stands alone.
Graph benchmarkGraph(int nodes, bool grouped)
{
    const Graph graph = generateGraph(Family::Layered, std::size_t(nodes), 7).value();
    GraphBuilder builder(graph.name());
    for (NodeId id = 0; id < graph.nodeCount(); ++id) {
        Node node = graph.node(id);
        node.group = grouped ? "stage_" + std::to_string(id / 1000) + "/block_" + std::to_string(id / 40) : std::string();
        builder.addNode(std::move(node));
    }
    return std::move(builder).build().value();
}

Measurement measure(int nodes, bool grouped)
{
    Measurement result{nodes, grouped};
    MainWindow window;
    window.setQuiet(true);
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    auto graph = std::make_shared<const Graph>(benchmarkGraph(nodes, grouped));

    QElapsedTimer clock;
    clock.start();
    window.openGraph(graph, Cluster::uniform(4), QStringLiteral("bench"));
    GraphView &view = window.graphView();
    while (!view.isLaidOut())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    view.viewport()->repaint();
    result.firstPaintSeconds = double(clock.nsecsElapsed()) * 1e-9;
    result.boxes = view.itemCount();
    result.engine = view.layout()->engine;
    result.layoutSeconds = view.layout()->seconds;

    // Scripted interaction: zoom in on the middle, pan around, zoom back out.
    std::vector<double> frames;
    auto frame = [&](auto &&change) {
        QElapsedTimer timer;
        timer.start();
        change();
        view.viewport()->repaint();
        frames.push_back(double(timer.nsecsElapsed()) * 1e-6);
    };
    for (int step = 0; step < 20; ++step)
        frame([&] { view.scale(1.15, 1.15); });
    for (int step = 0; step < 20; ++step)
        frame([&] {
            view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + (step < 10 ? 40 : -40));
            view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + 30);
        });
    for (int step = 0; step < 20; ++step)
        frame([&] { view.scale(1 / 1.15, 1 / 1.15); });
    for (double ms : frames) {
        result.meanFrameMs += ms / double(frames.size());
        result.worstFrameMs = std::max(result.worstFrameMs, ms);
    }
    return result;
}

} // namespace

int runViewBenchmark()
{
    std::printf("| %-6s | %-9s | %6s | %-7s | %9s | %11s | %10s | %11s |\n", "nodes", "groups", "boxes", "layout",
                "layout", "first paint", "mean frame", "worst frame");
    std::printf("|%s|%s|%s|%s|%s|%s|%s|%s|\n", "--------", "-----------", "--------", "---------", "-----------",
                "-------------", "------------", "-------------");
    for (bool grouped : {true, false})
        for (int nodes : {1000, 5000, 10000}) {
            const Measurement m = measure(nodes, grouped);
            std::printf("| %-6d | %-9s | %6zu | %-7s | %6.0f ms | %9.2f s | %7.1f ms | %8.1f ms |\n", m.nodes,
                        grouped ? "collapsed" : "none", m.boxes, qPrintable(m.engine), m.layoutSeconds * 1e3,
                        m.firstPaintSeconds, m.meanFrameMs, m.worstFrameMs);
            std::fflush(stdout);
        }
    return 0;
}

} // namespace regal
