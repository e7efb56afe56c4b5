#include "app/studio/studiooptions.h"

#include "core/graph/ids.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cmath>

namespace regal {

Result<StudioOptions> parseStudioOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "regal::StudioOptions", "Regal Studio: place and schedule the operations of a computation graph."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("graph"),
                                 QCoreApplication::translate("regal::StudioOptions", "Graph file, session file, or sample:NAME."),
                                 QStringLiteral("[GRAPH]"));
    const QCommandLineOption devices(QStringLiteral("devices"),
                                     QCoreApplication::translate("regal::StudioOptions", "N identical devices."),
                                     QStringLiteral("N"));
    const QCommandLineOption cluster(QStringLiteral("cluster"),
                                     QCoreApplication::translate("regal::StudioOptions", "A regal-cluster file."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption speeds(QStringLiteral("speeds"),
                                    QCoreApplication::translate("regal::StudioOptions", "One device per speed, e.g. 1,1,0.5,0.5."),
                                    QStringLiteral("S1,S2,..."));
    const QCommandLineOption memoryFactor(
        QStringLiteral("memory-factor"),
        QCoreApplication::translate("regal::StudioOptions",
                                    "Give each device F x (the one-device peak of the input order) / devices of memory."),
        QStringLiteral("F"));
    const QCommandLineOption task(QStringLiteral("task"),
                                  QCoreApplication::translate("regal::StudioOptions", "runtime or memory."),
                                  QStringLiteral("T"));
    const QCommandLineOption run(QStringLiteral("run"),
                                 QCoreApplication::translate("regal::StudioOptions", "Start a run of METHOD at once."),
                                 QStringLiteral("METHOD"));
    const QCommandLineOption budget(QStringLiteral("budget"),
                                    QCoreApplication::translate("regal::StudioOptions", "Evaluations for --run."),
                                    QStringLiteral("N"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QCoreApplication::translate("regal::StudioOptions", "Seed for --run."), QStringLiteral("S"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("regal::StudioOptions", "Load, lay out, run if asked, save a PNG of the window and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("regal::StudioOptions", "Window size for --screenshot."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("regal::StudioOptions", "en or de."), QStringLiteral("L"));
    const QCommandLineOption show(QStringLiteral("show"),
                                  QCoreApplication::translate("regal::StudioOptions", "Raise a plot: convergence, memory, lifetimes or pareto."),
                                  QStringLiteral("PLOT"));
    const QCommandLineOption critical(QStringLiteral("critical-path"),
                                      QCoreApplication::translate("regal::StudioOptions", "Highlight the critical path."));
    const QCommandLineOption colourBy(
        QStringLiteral("colour-by"),
        QCoreApplication::translate("regal::StudioOptions",
                                    "Colour the graph's nodes by device, op-type or policy-advice."),
        QStringLiteral("WHAT"));
    const QCommandLineOption fit(QStringLiteral("fit"),
                                 QCoreApplication::translate("regal::StudioOptions", "Show the whole graph."));
    const QCommandLineOption select(QStringLiteral("select"),
                                    QCoreApplication::translate("regal::StudioOptions", "Select the node or the group named NAME."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption bench(QStringLiteral("bench-view"),
                                   QCoreApplication::translate(
                                       "regal::StudioOptions",
                                       "Measure layout, first paint and frame times on generated graphs, print them and exit."));
    const QCommandLineOption benchMemory(
        QStringLiteral("bench-memory-views"),
        QCoreApplication::translate("regal::StudioOptions",
                                    "Measure the lifetime and Pareto views on generated graphs, print the times and exit."));
    parser.addOptions({devices, cluster, speeds, memoryFactor, task, run, budget, seed, screenshot, size, language,
                       show, critical, colourBy, fit, select, bench, benchMemory});
    if (!parser.parse(arguments))
        return Error{parser.errorText().toStdString()};
    if (parser.isSet(QStringLiteral("help")))
        return Error{parser.helpText().toStdString()};
    if (parser.isSet(QStringLiteral("version")))
        return Error{QString(QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion()).toStdString()};

    StudioOptions options;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return Error{"regal-studio takes one graph, not " + std::to_string(positional.size())};
    if (!positional.isEmpty())
        options.graph = positional.front();
    bool ok = true;
    if (parser.isSet(devices)) {
        options.devices = parser.value(devices).toInt(&ok);
        if (!ok || options.devices < 1 || options.devices > MaxDevices)
            return Error{QCoreApplication::translate("regal::StudioOptions", "--devices must be a number from 1 to %1")
                             .arg(MaxDevices)
                             .toStdString()};
    }
    options.clusterFile = parser.value(cluster);
    for (const QString &speed : parser.value(speeds).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        options.speeds.push_back(speed.toDouble(&ok));
        if (!ok || !(options.speeds.back() > 0.0) || !std::isfinite(options.speeds.back()))
            return Error{"--speeds must be positive numbers separated by commas, e.g. 1,1,0.5,0.5"};
    }
    if (options.speeds.size() > std::size_t(MaxDevices))
        return Error{QCoreApplication::translate("regal::StudioOptions", "--speeds gives %1 devices; at most %2 are allowed")
                         .arg(options.speeds.size())
                         .arg(MaxDevices)
                         .toStdString()};
    if (int(options.devices > 0) + int(!options.clusterFile.isEmpty()) + int(!options.speeds.empty()) > 1)
        return Error{"give one of --devices, --cluster and --speeds"};
    if (parser.isSet(memoryFactor)) {
        options.memoryFactor = parser.value(memoryFactor).toDouble(&ok);
        if (!ok || !(options.memoryFactor > 0.0) || !std::isfinite(options.memoryFactor))
            return Error{"--memory-factor must be a positive number, e.g. 1.3"};
    }
    if (parser.isSet(task)) {
        options.task = parseTask(parser.value(task).toStdString());
        if (!options.task)
            return Error{"--task must be runtime or memory"};
    }
    options.runMethod = parser.value(run);
    if (parser.isSet(budget)) {
        options.budget = parser.value(budget).toLongLong(&ok);
        if (!ok || options.budget < 1 || options.budget > limits::MaxBudget)
            return Error{QCoreApplication::translate("regal::StudioOptions", "--budget must be from 1 to %1 evaluations")
                             .arg(limits::MaxBudget)
                             .toStdString()};
    }
    if (parser.isSet(seed)) {
        options.seed = parser.value(seed).toULongLong(&ok);
        if (!ok)
            return Error{"--seed must be a non-negative integer"};
    }
    options.screenshot = parser.value(screenshot);
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        const int width = parts.size() == 2 ? parts[0].toInt() : 0, height = parts.size() == 2 ? parts[1].toInt() : 0;
        if (width < 400 || height < 300)
            return Error{"--size must be WIDTHxHEIGHT, at least 400x300"};
        options.windowSize = QSize(width, height);
    }
    options.language = parser.value(language);
    if (!options.language.isEmpty() && options.language != QLatin1String("en") && options.language != QLatin1String("de"))
        return Error{"--language must be en or de"};
    options.showPlot = parser.value(show);
    if (!options.showPlot.isEmpty()
        && !QStringList{QStringLiteral("convergence"), QStringLiteral("memory"), QStringLiteral("lifetimes"),
                        QStringLiteral("pareto")}
                .contains(options.showPlot))
        return Error{"--show must be convergence, memory, lifetimes or pareto"};
    options.criticalPath = parser.isSet(critical);
    if (parser.isSet(colourBy)) {
        const QString value = parser.value(colourBy);
        if (value == QLatin1String("device"))
            options.coloring = GraphView::Coloring::ByDevice;
        else if (value == QLatin1String("op-type"))
            options.coloring = GraphView::Coloring::ByOpType;
        else if (value == QLatin1String("policy-advice"))
            options.coloring = GraphView::Coloring::ByPolicyAdvice;
        else
            return Error{"--colour-by must be device, op-type or policy-advice"};
    }
    options.fit = parser.isSet(fit);
    options.select = parser.value(select);
    options.benchView = parser.isSet(bench);
    options.benchMemoryViews = parser.isSet(benchMemory);
    return options;
}

} // namespace regal
