#include "app/studio/mainwindow.h"

#include "resources/shippedassets.h"

#include "widgets/gantt/ganttview.h"
#include "widgets/graph/graphsearchbar.h"
#include "widgets/graph/graphview.h"
#include "widgets/memory/lifetimeview.h"
#include "widgets/memory/paretoview.h"
#include "widgets/panels/clustereditor.h"
#include "widgets/panels/nodepropertiespanel.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/panels/solutionspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/plots/memoryplot.h"
#include "widgets/session/shortfalltext.h"
#include "widgets/session/units.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoView>
#include <QVBoxLayout>

namespace regal {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_runner(shippedMethodAssets())
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    buildCentral();
    buildDocks();
    buildStatusBar();
    createActions();
    createMenus();
    connectRunner();
    setUpAutosave();

    connect(&m_session, &Session::problemChanged, this, [this] {
        if (m_session.documentId() != m_shownDocument) {
            m_shownDocument = m_session.documentId();
            onDocumentChanged();
        }
        rebuildDeviceActions();
        refreshTitle();
        m_convergence->reset(m_session.task(), m_session.task() == Task::Runtime ? m_session.bounds().makespan
                                                                                 : double(m_session.bounds().peakMemory));
    });
    connect(&m_session, &Session::solutionChanged, this, &MainWindow::refreshStatus);
    connect(&m_session, &Session::edited, this, &MainWindow::onEdited);
    connect(&m_session.selection(), &NodeSelection::changed, this, &MainWindow::updateActions);
    connect(&m_session.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::refreshTitle);
    connect(m_graphView, &GraphView::statusMessage, this, [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_ganttView, &GanttView::statusMessage, this, [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    restoreSettings();
    refreshTitle();
    updateActions();
}

MainWindow::~MainWindow()
{
    m_runner.stop();
    m_runner.waitForFinished();
    // The session's members die before this window's QObject part disconnects them; the undo
    // stack's last signals must not reach members already gone (the autosave stays: only a
    // close on purpose removes it).
    m_session.undoStack().disconnect(this);
    m_session.disconnect(this);
}

void MainWindow::buildCentral()
{
    m_graphView = new GraphView(m_session, m_layouts, this);
    m_ganttView = new GanttView(m_session, this);

    auto *graphPanel = new QWidget(this);
    auto *toolbar = new QHBoxLayout;
    toolbar->setContentsMargins(4, 2, 4, 2);
    m_search = new GraphSearchBar(*m_graphView, graphPanel);
    connect(m_search, &GraphSearchBar::statusMessage, this, [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    toolbar->addWidget(m_search, 1);
    auto addButton = [&](const QString &text, const QString &tip, auto slot) {
        auto *button = new QToolButton(graphPanel);
        button->setText(text);
        button->setToolTip(tip);
        button->setAutoRaise(true);
        connect(button, &QToolButton::clicked, m_graphView, slot);
        toolbar->addWidget(button);
    };
    addButton(QStringLiteral("+"), tr("Zoom in"), &GraphView::zoomIn);
    addButton(QStringLiteral("−"), tr("Zoom out"), &GraphView::zoomOut);
    addButton(tr("Fit"), tr("Show the whole graph"), &GraphView::fitAll);
    auto *graphLayout = new QVBoxLayout(graphPanel);
    graphLayout->setContentsMargins(0, 0, 0, 0);
    graphLayout->setSpacing(0);
    graphLayout->addLayout(toolbar);
    graphLayout->addWidget(m_graphView, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("centralSplitter"));
    splitter->addWidget(graphPanel);
    splitter->addWidget(m_ganttView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);
}

void MainWindow::buildDocks()
{
    auto dock = [this](const QString &title, const QString &name, QWidget *content, Qt::DockWidgetArea area) {
        auto *widget = new QDockWidget(title, this);
        widget->setObjectName(name);
        widget->setWidget(content);
        addDockWidget(area, widget);
        return widget;
    };
    m_properties = new NodePropertiesPanel(m_session, this);
    m_runSettings = new RunSettingsPanel(this);
    m_clusterEditor = new ClusterEditor(m_session, this);
    m_solutionsPanel = new SolutionsPanel(m_session, this);
    m_history = new QUndoView(&m_session.undoStack(), this);
    m_history->setEmptyLabel(tr("Loaded"));
    m_convergence = new ConvergencePlot(this);
    m_memory = new MemoryPlot(m_session, this);
    m_plotTabs = new QTabWidget(this);
    m_plotTabs->addTab(m_convergence, tr("Convergence"));
    m_plotTabs->addTab(m_memory, tr("Memory"));
    m_lifetimes = new LifetimeView(m_session, this);
    m_plotTabs->addTab(m_lifetimes, tr("Lifetimes"));
    m_pareto = new ParetoView(m_session, this);
    m_pareto->followRun(m_runner);
    m_plotTabs->addTab(m_pareto, tr("Pareto"));

    QDockWidget *node = dock(tr("Node"), QStringLiteral("nodeDock"), m_properties, Qt::LeftDockWidgetArea);
    QDockWidget *run = dock(tr("Run"), QStringLiteral("runDock"), m_runSettings, Qt::LeftDockWidgetArea);
    QDockWidget *cluster = dock(tr("Cluster"), QStringLiteral("clusterDock"), m_clusterEditor, Qt::LeftDockWidgetArea);
    QDockWidget *solutions = dock(tr("Solutions"), QStringLiteral("solutionsDock"), m_solutionsPanel, Qt::RightDockWidgetArea);
    QDockWidget *history = dock(tr("History"), QStringLiteral("historyDock"), m_history, Qt::RightDockWidgetArea);
    QDockWidget *plots = dock(tr("Plots"), QStringLiteral("plotsDock"), m_plotTabs, Qt::RightDockWidgetArea);
    splitDockWidget(node, run, Qt::Vertical);
    tabifyDockWidget(run, cluster);
    run->raise();
    splitDockWidget(solutions, plots, Qt::Vertical);
    tabifyDockWidget(solutions, history);
    solutions->raise();
    resizeDocks({node, run}, {260, 340}, Qt::Vertical);
    resizeDocks({node, solutions}, {300, 480}, Qt::Horizontal);
    resizeDocks({solutions, plots}, {260, 420}, Qt::Vertical);

    connect(m_runSettings, &RunSettingsPanel::taskChanged, &m_session, &Session::setTask);
    connect(&m_session, &Session::problemChanged, this, [this] {
        if (m_session.hasProblem())
            m_runSettings->setAvailability(m_session.cluster().deviceCount(), m_runner.assets());
    });
    connect(&m_session, &Session::taskChanged, this, [this](Task task) {
        m_convergence->reset(task, task == Task::Runtime ? m_session.bounds().makespan : double(m_session.bounds().peakMemory));
    });
    connect(m_solutionsPanel, &SolutionsPanel::compareRequested, this, &MainWindow::compareDialog);
    connect(m_solutionsPanel, &SolutionsPanel::statusMessage, this, [this](const QString &message) {
        statusBar()->showMessage(message, 5000);
    });
}

void MainWindow::buildStatusBar()
{
    m_makespanLabel = new QLabel(this);
    m_peakLabel = new QLabel(this);
    m_feasibleLabel = new QLabel(this);
    m_feasibleLabel->setObjectName(QStringLiteral("feasibility"));
    m_rateLabel = new QLabel(this);
    m_documentMessage = new QLabel(this);
    m_documentMessage->setObjectName(QStringLiteral("documentMessage"));
    m_documentMessage->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_documentMessage, 1);
    connect(m_feasibleLabel, &QLabel::linkActivated, this, &MainWindow::showShortfall);
    for (QLabel *label : {m_makespanLabel, m_peakLabel, m_feasibleLabel, m_rateLabel})
        statusBar()->addPermanentWidget(label);
}

void MainWindow::refreshStatus()
{
    if (!m_session.hasProblem())
        return;
    const Metrics &metrics = m_session.metrics();
    m_makespanLabel->setText(tr("Makespan %1 (bound %2)").arg(formatSeconds(metrics.makespan), formatSeconds(m_session.bounds().makespan)));
    m_peakLabel->setText(tr("Peak %1 (bound %2)").arg(formatBytes(metrics.maxPeakMemory()), formatBytes(m_session.bounds().peakMemory)));
    const std::optional<MemoryShortfall> &shortfall = m_session.bounds().shortfall;
    const QString feasibility = metrics.feasible ? tr("Feasible")
                                : shortfall      ? tr("Over memory by %1: no solution fits").arg(formatBytes(metrics.overflow))
                                                 : tr("Over memory by %1").arg(formatBytes(metrics.overflow));
    // The operation that fits nowhere is a click away.
    const bool namesNode = shortfall && shortfall->node != InvalidNode;
    m_feasibleLabel->setTextFormat(namesNode ? Qt::RichText : Qt::PlainText);
    m_feasibleLabel->setText(namesNode ? QStringLiteral("<a href=\"#shortfall\" style=\"color: #b00020; text-decoration: none\">%1</a>")
                                             .arg(feasibility.toHtmlEscaped())
                                       : feasibility);
    QString why = shortfall ? shortfallText(m_session.problem(), *shortfall) : QString();
    if (namesNode)
        why += QLatin1Char(' ') + tr("Click to show it.");
    m_feasibleLabel->setToolTip(why);
    m_feasibleLabel->setStyleSheet(metrics.feasible ? QString() : QStringLiteral("color: #b00020; font-weight: bold"));
}

void MainWindow::showShortfall()
{
    const std::optional<MemoryShortfall> &shortfall = m_session.bounds().shortfall;
    if (!m_session.hasProblem() || !shortfall || shortfall->node == InvalidNode)
        return;
    m_session.selection().set({shortfall->node});
    m_graphView->centerOn(m_graphView->areaOf({shortfall->node}).center());
}

void MainWindow::onEdited(const Metrics &before, const Metrics &after, const QString &what)
{
    const QString makespan = formatChange(formatSeconds(before.makespan), formatSeconds(after.makespan), before.makespan, after.makespan);
    const QString peak = formatChange(formatBytes(before.maxPeakMemory()), formatBytes(after.maxPeakMemory()),
                                      double(before.maxPeakMemory()), double(after.maxPeakMemory()));
    setDocumentMessage(tr("%1: makespan %2, peak %3").arg(what, makespan, peak));
}

void MainWindow::refreshTitle()
{
    QString name = tr("untitled");
    if (!m_sessionPath.isEmpty())
        name = QFileInfo(m_sessionPath).fileName();
    else if (m_session.hasProblem())
        name = m_session.source().startsWith(QLatin1String("sample:")) ? m_session.source() : QFileInfo(m_session.source()).fileName();
    setWindowTitle(tr("%1[*] — Regal Studio").arg(name));
    setWindowModified(!m_session.undoStack().isClean());
}

void MainWindow::showError(const QString &title, const QString &message)
{
    if (m_quiet) {
        qWarning("%s: %s", qPrintable(title), qPrintable(message));
        statusBar()->showMessage(message, 10000);
        return;
    }
    QMessageBox::warning(this, title, message);
}

bool MainWindow::confirmDiscard()
{
    if (m_quiet || m_session.undoStack().isClean())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("This session has changes that are not saved. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return saveCurrentSession();
    return answer == QMessageBox::Discard;
}

QString MainWindow::documentMessage() const
{
    return m_documentMessage->text();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!askToStopRun(tr("quit")) || !confirmDiscard()) {
        event->ignore();
        return;
    }
    m_runner.stop();
    m_runner.waitForFinished();
    saveSettings();
    // The user saved or chose to discard: nothing is left to recover.
    m_recovery->clear();
    event->accept();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    m_geometryRestored = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    RunRequest run = m_runSettings->settings(); // the panel's defaults
    run.task = parseTask(settings.value(QStringLiteral("run/task"), QStringLiteral("runtime")).toString().toStdString())
                   .value_or(run.task);
    run.method = settings.value(QStringLiteral("run/method"), QString::fromStdString(run.method)).toString().toStdString();
    ControlParams &control = run.params.control;
    control.budget = settings.value(QStringLiteral("run/budget"), qlonglong(control.budget)).toLongLong();
    control.seed = settings.value(QStringLiteral("run/seed"), qulonglong(control.seed)).toULongLong();
    control.threads = settings.value(QStringLiteral("run/threads"), control.threads).toInt();
    run.params.brkga.population = settings.value(QStringLiteral("run/population"), run.params.brkga.population).toInt();
    if (!run.validate())
        run = m_runSettings->settings();
    m_runSettings->setSettings(run);
    m_runSettings->setStartFromCurrent(settings.value(QStringLiteral("run/fromCurrent"), true).toBool());
    m_session.setTask(run.task);
    m_criticalAction->setChecked(settings.value(QStringLiteral("view/criticalPath"), false).toBool());
    rebuildRecentMenu();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    const RunRequest run = m_runSettings->settings();
    settings.setValue(QStringLiteral("run/task"), QString::fromUtf8(taskName(run.task).data(), qsizetype(taskName(run.task).size())));
    settings.setValue(QStringLiteral("run/method"), QString::fromStdString(run.method));
    settings.setValue(QStringLiteral("run/budget"), qlonglong(run.params.control.budget));
    settings.setValue(QStringLiteral("run/seed"), qulonglong(run.params.control.seed));
    settings.setValue(QStringLiteral("run/threads"), run.params.control.threads);
    settings.setValue(QStringLiteral("run/population"), run.params.brkga.population);
    settings.setValue(QStringLiteral("run/fromCurrent"), m_runSettings->startFromCurrent());
    settings.setValue(QStringLiteral("view/criticalPath"), m_criticalAction->isChecked());
}

void MainWindow::showPlot(const QString &which)
{
    const std::pair<QLatin1String, QWidget *> plots[] = {{QLatin1String("convergence"), m_convergence},
                                                         {QLatin1String("memory"), m_memory},
                                                         {QLatin1String("lifetimes"), m_lifetimes},
                                                         {QLatin1String("pareto"), m_pareto}};
    for (const auto &[name, plot] : plots)
        if (which == name)
            m_plotTabs->setCurrentWidget(plot);
}

} // namespace regal
