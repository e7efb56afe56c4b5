#include "app/studio/languages.h"
#include "app/studio/mainwindow.h"
#include "app/studio/studiooptions.h"
#include "app/studio/memoryviewbenchmark.h"
#include "app/studio/viewbenchmark.h"
#include "app/studio/windowgeometry.h"
#include "core/base/textfile.h"
#include "core/generate/generator.h"
#include "core/io/clusterjson.h"
#include "resources/embeddedsamples.h"
#include "widgets/session/errortext.h"
#include "widgets/graph/graphview.h"
#include "widgets/graph/visiblegraph.h"
#include "widgets/panels/clustereditor.h"
#include "widgets/panels/runsettingspanel.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <cstdio>
#include <string_view>

namespace {

using namespace regal;

/// Loads what the command line names, or the default sample; false when nothing could be shown.
bool openInitial(MainWindow &window, const StudioOptions &options)
{
    std::optional<Cluster> cluster;
    if (options.devices > 0)
        cluster = Cluster::uniform(options.devices);
    if (!options.speeds.empty())
        cluster = Cluster::withSpeeds(options.speeds);
    if (!options.clusterFile.isEmpty()) {
        Result<std::string> text = readTextFile(options.clusterFile.toStdString());
        Result<Cluster> read = text ? readClusterJson(*text, options.clusterFile.toStdString()) : Result<Cluster>(text.failure());
        if (!read) {
            std::fprintf(stderr, "regal-studio: %s\n", read.error().c_str());
            if (options.screenshot.isEmpty())
                QMessageBox::warning(&window, QCoreApplication::translate("main", "Cannot open the cluster"),
                                     errorText(read.failure()));
            return false;
        }
        for (const std::string &unread : unreadClusterFields(*read))
            std::fprintf(stderr, "regal-studio: warning: %s: %s\n", qPrintable(options.clusterFile), unread.c_str());
        cluster = std::move(read).value();
    }
    if (!options.graph.isEmpty())
        return window.openPath(options.graph, cluster);
    if (!sampleNames().empty())
        return window.openPath(QStringLiteral("sample:") + QString::fromLatin1(DefaultSample), cluster);
    // A build without embedded samples generates the same graph as sample:inception.
    Graph inception = generateGraph(Family::Inception, 200, 1).value();
    return window.openGraph(std::make_shared<const Graph>(std::move(inception)), cluster, QStringLiteral("inception"));
}

/// Selects the node or the group named \a name and shows it, or says that there is none.
void selectNamed(MainWindow &window, const QString &name)
{
    const std::vector<NodeId> nodes = window.session().hasProblem() ? nodesNamed(window.session().graph(), name)
                                                                    : std::vector<NodeId>{};
    if (nodes.empty()) {
        std::fprintf(stderr, "regal-studio: there is no node or group named %s\n", qPrintable(name));
        return;
    }
    window.session().selection().set(nodes);
    window.graphView().centerOn(window.graphView().areaOf(nodes).center());
}

/// Waits for the layout and the run, then saves a grab of the window.
int takeScreenshot(QApplication &app, MainWindow &window, const StudioOptions &options)
{
    const auto waitForLayout = [&] {
        while (window.layouts().isBusy() || !window.graphView().isLaidOut()) {
            window.layouts().waitForIdle();
            app.processEvents();
        }
    };
    waitForLayout();
    while (window.runner().isActive())
        app.processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (options.fit) {
        window.graphView().fitAll(); // lays out again if the window changed its shape
        waitForLayout();
    }
    if (!options.select.isEmpty())
        selectNamed(window, options.select);
    for (int round = 0; round < 5; ++round)
        app.processEvents();
    const QPixmap grab = window.grab();
    if (!writeFileThrough(options.screenshot.toStdString(),
                          [&](const std::string &temporary) { return grab.save(QString::fromStdString(temporary)); })) {
        std::fprintf(stderr, "regal-studio: cannot write %s\n", qPrintable(options.screenshot));
        return 1;
    }
    std::fprintf(stderr, "screenshot written to %s\n", qPrintable(options.screenshot));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // --help and --version only print; without a display they would abort in QApplication, so
    // they get the offscreen platform there.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        for (int i = 1; i < argc; ++i) {
            const std::string_view argument = argv[i];
            if (argument == "--help" || argument == "-h" || argument == "--version" || argument == "-v")
                qputenv("QT_QPA_PLATFORM", "offscreen");
        }
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Regal"));
    QApplication::setApplicationName(QStringLiteral("Regal Studio"));
    QApplication::setApplicationVersion(QStringLiteral(REGAL_VERSION));
    // The name of the installed desktop entry (packaging/), which gives the window its icon on
    // Wayland; the embedded icon serves where it is not installed.
    QGuiApplication::setDesktopFileName(QStringLiteral(REGAL_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/regal-studio.svg")));

    Result<StudioOptions> parsed = parseStudioOptions(QApplication::arguments());
    if (!parsed) {
        const bool informational = QApplication::arguments().contains(QStringLiteral("--help"))
                                   || QApplication::arguments().contains(QStringLiteral("-h"))
                                   || QApplication::arguments().contains(QStringLiteral("--version"))
                                   || QApplication::arguments().contains(QStringLiteral("-v"));
        std::fprintf(informational ? stdout : stderr, "%s%s\n", informational ? "" : "regal-studio: ", parsed.error().c_str());
        return informational ? 0 : 1;
    }
    const StudioOptions &options = *parsed;
    // Screenshots and benchmarks neither read nor change the user's settings.
    QTemporaryDir scratchSettings;
    if (!options.screenshot.isEmpty() || options.benchView || options.benchMemoryViews) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratchSettings.path());
        QSettings().setValue(QStringLiteral("language"), options.language);
    }
    installTranslators(options.language);
    if (options.benchView)
        return runViewBenchmark();
    if (options.benchMemoryViews)
        return runMemoryViewBenchmark();

    MainWindow window;
    window.setQuiet(!options.screenshot.isEmpty());
    if (options.windowSize.isValid())
        window.resize(options.windowSize);
    else if (!options.screenshot.isEmpty())
        window.resize(1600, 1000);
    else
        fitWindowToScreen(window, window.hasRestoredGeometry());
    if (!openInitial(window, options) && !options.screenshot.isEmpty())
        return 1;
    if (options.memoryFactor > 0.0 && window.session().hasProblem()) {
        window.clusterEditor().setMemoryFactor(options.memoryFactor);
        window.clusterEditor().apply();
    }
    RunRequest settings = window.runSettings().settings();
    if (options.task)
        settings.task = *options.task;
    if (!options.runMethod.isEmpty())
        settings.method = options.runMethod.toStdString();
    if (options.budget > 0)
        settings.params.control.budget = options.budget;
    if (options.seed)
        settings.params.control.seed = *options.seed;
    window.runSettings().setSettings(settings);
    if (options.task)
        window.session().setTask(*options.task);
    if (options.criticalPath)
        window.graphView().setCriticalPathShown(true);
    if (options.coloring)
        window.graphView().setColoring(*options.coloring);
    if (!options.showPlot.isEmpty())
        window.showPlot(options.showPlot);
    window.show();
    if (options.screenshot.isEmpty())
        window.offerRecovery();
    if (!options.runMethod.isEmpty() && !window.startRun())
        return options.screenshot.isEmpty() ? app.exec() : 1;
    // A screenshot selects once the graph is laid out (takeScreenshot).
    if (!options.screenshot.isEmpty())
        return takeScreenshot(app, window, options);
    if (!options.select.isEmpty())
        selectNamed(window, options.select);
    return app.exec();
}
