// Soak check of Regal Studio: the real main window, offscreen, runs 50 optimisations back to
// back, the graph coloured by device, op type or policy advice; about a third are cancelled at a
// random moment, and between runs the user's hand edits (moves, pins, undo, redo, picking another
// solution) go through the undo stack. Prints the resident set size at the start, after the
// warm-up runs and at the end, and fails (exit 1) when a run does not finish or the resident size
// grows by more than --max-growth MiB after the warm-up. Not part of ctest: packaging/soak.sh
// builds and runs it.
//
//   soak_studio [--runs N] [--seed S] [--sample NAME] [--max-growth MIB]
#include "app/studio/mainwindow.h"
#include "resources/shippedassets.h"
#include "widgets/graph/graphview.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/session/editcommands.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <random>

using namespace regal;

namespace {

/// Resident set size of this process in MiB, from /proc/self/status.
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1.0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024.0;
    return -1.0;
}

/// Lets events run until \a done or \a seconds pass; false on time-out.
template <typename Done>
bool waitFor(QApplication &app, Done done, double seconds)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > seconds * 1000.0)
            return false;
        app.processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

/// A few edits of the kind a person makes between runs.
void handEdits(MainWindow &window, std::mt19937_64 &random)
{
    Session &session = window.session();
    const auto nodes = std::uint32_t(session.graph().nodeCount());
    const auto devices = std::uint32_t(session.cluster().deviceCount());
    std::uniform_int_distribution<std::uint32_t> anyNode(0, nodes - 1);
    std::uniform_int_distribution<std::uint32_t> anyDevice(0, devices - 1);
    const int edits = std::uniform_int_distribution<int>(1, 6)(random);
    for (int edit = 0; edit < edits; ++edit) {
        switch (std::uniform_int_distribution<int>(0, 4)(random)) {
        case 0:
        case 1: {
            std::vector<NodeId> chosen;
            for (int i = std::uniform_int_distribution<int>(1, 8)(random); i > 0; --i)
                chosen.push_back(anyNode(random));
            std::sort(chosen.begin(), chosen.end());
            chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
            session.selection().set(chosen);
            if (QUndoCommand *move = assignDeviceCommand(session, chosen, anyDevice(random)))
                session.undoStack().push(move);
            break;
        }
        case 2:
            session.undoStack().push(new PinCommand(session, {anyNode(random)}, random() % 2 == 0));
            break;
        case 3:
            if (session.undoStack().canUndo())
                session.undoStack().undo();
            else if (session.undoStack().canRedo())
                session.undoStack().redo();
            break;
        default: {
            const int rows = session.solutions().rowCount();
            session.undoStack().push(new ShowSolutionCommand(session, std::uniform_int_distribution<int>(0, rows - 1)(random)));
            break;
        }
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Settings and autosaves go to the test locations, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Regal"));
    QApplication::setApplicationName(QStringLiteral("Regal Studio soak"));

    int runs = 50;
    std::uint64_t seed = 1;
    QString sample = QStringLiteral("inception");
    double maxGrowth = 64.0;
    const QStringList arguments = QApplication::arguments();
    for (int i = 1; i + 1 < arguments.size(); i += 2) {
        const QString &key = arguments[i];
        const QString &value = arguments[i + 1];
        if (key == QLatin1String("--runs"))
            runs = value.toInt();
        else if (key == QLatin1String("--seed"))
            seed = value.toULongLong();
        else if (key == QLatin1String("--sample"))
            sample = value;
        else if (key == QLatin1String("--max-growth"))
            maxGrowth = value.toDouble();
        else {
            std::fprintf(stderr, "soak_studio: unknown option %s\n", qPrintable(key));
            return 1;
        }
    }

    MainWindow window;
    window.setQuiet(true);
    window.resize(1400, 900);
    window.show();
    if (!window.openPath(QStringLiteral("sample:") + sample)) {
        std::fprintf(stderr, "soak_studio: cannot open sample %s\n", qPrintable(sample));
        return 1;
    }
    waitFor(app, [&] { return window.graphView().isLaidOut(); }, 60);
    const double atStart = residentMiB();
    std::printf("graph: %s, %zu nodes, %d devices\n", qPrintable(sample), window.session().graph().nodeCount(),
                window.session().cluster().deviceCount());
    std::printf("resident at start: %.1f MiB\n", atStart);

    const char *const methods[] = {"brkga", "brkga", "brkga-seeded", "regal", "random", "local", "heft", "list"};
    // regal needs a trained policy for the task; a build that ships none runs BRKGA instead.
    const std::shared_ptr<const MethodAssets> assets = shippedMethodAssets();
    std::string runError;
    int reports = 0;
    QObject::connect(&window.runner(), &RunController::progress, &window, [&] { ++reports; });
    QObject::connect(&window.runner(), &RunController::finished, &window,
                     [&](const RunOutcome &outcome) { runError = outcome.error.message; });
    std::mt19937_64 random(seed);
    const int warmUp = std::min(5, runs);
    double afterWarmUp = atStart;
    int cancelled = 0;
    QElapsedTimer total;
    total.start();
    for (int run = 0; run < runs; ++run) {
        RunRequest settings = window.runSettings().settings();
        settings.method = methods[random() % std::size(methods)];
        settings.task = random() % 3 == 0 ? Task::Memory : Task::Runtime;
        settings.params.control.budget = std::uniform_int_distribution<std::int64_t>(2000, 20000)(random);
        settings.params.brkga.population = std::uniform_int_distribution<int>(20, 80)(random);
        settings.params.control.seed = random();
        settings.params.control.threads = 2;
        if (settings.method == "regal" && !assets->policy(settings.task))
            settings.method = "brkga";
        window.runSettings().setSettings(settings);
        // The graph as the person looks at it during the run: by device, by op type, or by the
        // policy's advice (its legend follows every new best).
        constexpr GraphView::Coloring colorings[] = {GraphView::Coloring::ByDevice, GraphView::Coloring::ByOpType,
                                                     GraphView::Coloring::ByPolicyAdvice};
        window.graphView().setColoring(colorings[random() % std::size(colorings)]);
        if (!window.startRun()) {
            std::fprintf(stderr, "soak_studio: run %d (%s) did not start\n", run, settings.method.c_str());
            return 1;
        }
        if (random() % 3 == 0) {
            // Cancelled after a random number of progress reports (0: at once).
            const int after = std::uniform_int_distribution<int>(0, 3)(random);
            reports = 0;
            waitFor(app, [&] { return reports >= after || !window.runner().isActive(); }, 120);
            if (window.runner().isActive()) {
                window.runner().stop();
                ++cancelled;
            }
        }
        if (!waitFor(app, [&] { return !window.runner().isActive(); }, 120)) {
            std::fprintf(stderr, "soak_studio: run %d (%s) did not finish in 120 s\n", run, settings.method.c_str());
            return 1;
        }
        if (!runError.empty()) {
            std::fprintf(stderr, "soak_studio: run %d (%s) failed: %s\n", run, settings.method.c_str(), runError.c_str());
            return 1;
        }
        handEdits(window, random);
        app.processEvents();
        if (run + 1 == warmUp)
            afterWarmUp = residentMiB();
        if ((run + 1) % 10 == 0)
            std::printf("after %2d runs: %.1f MiB resident, %d solutions, %d undo steps\n", run + 1, residentMiB(),
                        window.session().solutions().rowCount(), window.session().undoStack().count());
        std::fflush(stdout);
    }
    const double atEnd = residentMiB();
    std::printf("runs: %d (%d cancelled) in %.1f s\n", runs, cancelled, total.elapsed() / 1000.0);
    std::printf("resident: %.1f MiB at start, %.1f MiB after %d warm-up runs, %.1f MiB at the end (%+.1f MiB)\n",
                atStart, afterWarmUp, warmUp, atEnd, atEnd - afterWarmUp);
    if (atEnd - afterWarmUp > maxGrowth) {
        std::fprintf(stderr, "soak_studio: the resident size grew by %.1f MiB, more than %.1f MiB\n",
                     atEnd - afterWarmUp, maxGrowth);
        return 1;
    }
    return 0;
}
