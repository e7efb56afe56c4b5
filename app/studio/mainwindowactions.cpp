#include "app/studio/mainwindow.h"

#include "app/studio/helpmenu.h"
#include "app/studio/languages.h"
#include "resources/embeddedsamples.h"
#include "widgets/gantt/ganttview.h"
#include "widgets/graph/graphsearchbar.h"
#include "widgets/graph/graphview.h"
#include "widgets/panels/clustereditor.h"
#include "widgets/session/editcommands.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QHash>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

namespace regal {

void MainWindow::createActions()
{
    m_pinAction = new QAction(tr("&Pin to Current Device"), this);
    m_pinAction->setShortcut(QKeySequence(Qt::Key_P));
    m_pinAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_pinAction->setToolTip(tr("Keep the selected nodes on their device in the next run"));
    connect(m_pinAction, &QAction::triggered, this, [this] { pinSelection(true); });
    m_unpinAction = new QAction(tr("&Unpin"), this);
    m_unpinAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_P));
    m_unpinAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_unpinAction, &QAction::triggered, this, [this] { pinSelection(false); });

    m_criticalAction = new QAction(tr("&Critical Path"), this);
    m_criticalAction->setCheckable(true);
    m_criticalAction->setShortcut(QKeySequence(Qt::Key_C));
    m_criticalAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_criticalAction, &QAction::toggled, m_graphView, &GraphView::setCriticalPathShown);
    m_graphView->addAction(m_criticalAction);

    m_runAction = new QAction(tr("&Start"), this);
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_runAction, &QAction::triggered, this, [this] { startRun(false); });
    m_pauseAction = new QAction(tr("&Pause"), this);
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_pauseAction, &QAction::triggered, this, [this] {
        if (m_runner.state() == RunController::State::Paused)
            m_runner.resume();
        else
            m_runner.pause();
    });
    m_stepAction = new QAction(tr("S&tep One Generation"), this);
    m_stepAction->setShortcut(QKeySequence(Qt::Key_F10));
    connect(m_stepAction, &QAction::triggered, this, [this] {
        if (m_runner.isActive())
            m_runner.step();
        else
            startRun(true);
    });
    m_stopAction = new QAction(tr("&Stop"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_stopAction, &QAction::triggered, &m_runner, &RunController::stop);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open Graph…"), QKeySequence::Open, this, &MainWindow::openDialog);
    QMenu *samples = file->addMenu(tr("Open &Sample"));
    samples->setObjectName(QStringLiteral("samplesMenu"));
    // What each sample is (packaging/make-samples.sh generates them), for those who pick one to show.
    const QHash<QString, QString> kinds = {
        {QStringLiteral("er"), tr("random graph (Erdős–Rényi)")},
        {QStringLiteral("sbm"), tr("communities (stochastic block model)")},
        {QStringLiteral("layered"), tr("random layers, each reading the one before")},
        {QStringLiteral("residual"), tr("residual network, as ResNet")},
        {QStringLiteral("inception"), tr("Inception-style network")},
        {QStringLiteral("transformer"), tr("Transformer encoder")},
        {QStringLiteral("rnn"), tr("recurrent network, unrolled")},
    };
    for (const std::string &name : sampleNames()) {
        const QString sample = QString::fromStdString(name);
        const QString kind = kinds.value(sample);
        QAction *action = samples->addAction(kind.isEmpty() ? sample : tr("%1 — %2").arg(sample, kind), this,
                                             [this, sample] { openDocument(QStringLiteral("sample:") + sample); });
        action->setData(sample);
    }
    samples->setEnabled(!samples->isEmpty());
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(tr("Open Sess&ion…"), this, &MainWindow::openSessionDialog);
    m_saveAction = file->addAction(tr("&Save Session"), QKeySequence::Save, this, &MainWindow::saveCurrentSession);
    file->addAction(tr("Save Session &As…"), QKeySequence::SaveAs, this, &MainWindow::saveSessionAs);
    file->addSeparator();
    file->addAction(tr("&Export Placement…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::exportPlacementDialog);
    file->addAction(tr("Export &Trace (Perfetto, Chrome)…"), this, &MainWindow::exportTraceDialog);
    QMenu *images = file->addMenu(tr("Export &Image"));
    images->addAction(tr("&Graph View (PNG, SVG)…"), this, [this] { exportImageDialog(0); });
    images->addAction(tr("G&antt Chart (PNG, SVG)…"), this, [this] { exportImageDialog(1); });
    images->addAction(tr("&Convergence Plot (PNG, PDF)…"), this, [this] { exportImageDialog(2); });
    images->addAction(tr("&Memory Plot (PNG, PDF)…"), this, [this] { exportImageDialog(3); });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    // Not the stack's own actions: during a run they explain why a Show or an edit waits.
    QAction *undo = new QAction(tr("&Undo"), this);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    connect(undo, &QAction::triggered, this, [this] { undoOrExplain(false); });
    QAction *redo = new QAction(tr("&Redo"), this);
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    connect(redo, &QAction::triggered, this, [this] { undoOrExplain(true); });
    const QUndoStack &stack = m_session.undoStack();
    connect(&stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(&stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(&stack, &QUndoStack::undoTextChanged, undo, [undo](const QString &text) {
        undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(&stack, &QUndoStack::redoTextChanged, redo, [redo](const QString &text) {
        redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    undo->setEnabled(stack.canUndo());
    redo->setEnabled(stack.canRedo());
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    m_deviceMenu = edit->addMenu(tr("&Move to Device"));
    edit->addAction(m_pinAction);
    edit->addAction(m_unpinAction);
    edit->addSeparator();
    edit->addAction(tr("&Find…"), QKeySequence::Find, this, [this] {
        m_search->field()->setFocus();
        m_search->field()->selectAll();
    });
    edit->addAction(tr("Find Ne&xt"), QKeySequence::FindNext, this, [this] { m_search->find(1); });
    edit->addAction(tr("Find Pre&vious"), QKeySequence::FindPrevious, this, [this] { m_search->find(-1); });
    edit->addAction(tr("Select &None"), QKeySequence(Qt::Key_Escape), this, [this] { m_session.selection().clear(); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Fit Graph"), QKeySequence(Qt::Key_F), m_graphView, &GraphView::fitAll);
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, m_graphView, &GraphView::zoomIn);
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, m_graphView, &GraphView::zoomOut);
    view->addAction(tr("Fit &Time Axis"), QKeySequence(Qt::Key_T), m_ganttView, &GanttView::fitTime);
    view->addAction(m_criticalAction);
    view->addSeparator();
    auto *colourings = new QActionGroup(this);
    const QList<QPair<QString, GraphView::Coloring>> colouringChoices = {
        {tr("Colour by &Device"), GraphView::Coloring::ByDevice},
        {tr("Colour by Op &Type"), GraphView::Coloring::ByOpType},
        {tr("Colour by Policy &Advice"), GraphView::Coloring::ByPolicyAdvice}};
    for (const auto &[label, value] : colouringChoices) {
        QAction *action = view->addAction(label, this, [this, value = value] { m_graphView->setColoring(value); });
        action->setCheckable(true);
        action->setChecked(value == m_graphView->coloring());
        colourings->addAction(action);
        connect(m_graphView, &GraphView::coloringChanged, action,
                [action, value = value](GraphView::Coloring now) { action->setChecked(now == value); });
    }
    view->addSeparator();
    view->addAction(tr("&Collapse All Groups"), m_graphView, &GraphView::collapseAll);
    view->addAction(tr("&Expand All Groups"), m_graphView, &GraphView::expandAll);
    QMenu *engine = view->addMenu(tr("&Layout"));
    auto *engines = new QActionGroup(this);
    const QList<QPair<QString, LayoutEngine>> choices = {{tr("&Automatic"), LayoutEngine::Auto},
                                                         {tr("Graphviz &dot"), LayoutEngine::Dot},
                                                         {tr("&Fast layered"), LayoutEngine::Layered}};
    for (const auto &[label, value] : choices) {
        QAction *action = engine->addAction(label, this, [this, value = value] { m_graphView->setLayoutEngine(value); });
        action->setCheckable(true);
        action->setChecked(value == LayoutEngine::Auto);
        engines->addAction(action);
    }
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        panels->addAction(dock->toggleViewAction());
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    for (const auto &[code, name] : availableLanguages()) {
        QAction *action = language->addAction(name, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            if (!m_quiet)
                QMessageBox::information(this, tr("Language"), tr("The new language is used from the next start of Regal Studio."));
        });
        action->setCheckable(true);
        action->setChecked(code == chosen);
        languages->addAction(action);
    }

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_runAction);
    run->addAction(m_pauseAction);
    run->addAction(m_stepAction);
    run->addAction(m_stopAction);
    run->addSeparator();
    run->addAction(tr("&Compare Solutions…"), this, [this] { compareDialog(0, m_session.solutions().current()); });

    fillHelpMenu(*menuBar()->addMenu(tr("&Help")), *this);

    m_nodeActions = {m_pinAction, m_unpinAction};
}

void MainWindow::rebuildDeviceActions()
{
    for (QAction *action : m_deviceActions) {
        m_graphView->removeAction(action);
        m_ganttView->removeAction(action);
        delete action;
    }
    m_deviceActions.clear();
    m_deviceMenu->clear();
    if (!m_session.hasProblem())
        return;
    const Cluster &cluster = m_session.cluster();
    for (DeviceId device = 0; device < DeviceId(cluster.deviceCount()); ++device) {
        auto *action = new QAction(tr("Move to %1").arg(QString::fromStdString(cluster.devices[device].name)), this);
        if (device < 9) {
            action->setShortcut(QKeySequence(Qt::Key(Qt::Key_1 + int(device))));
            action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        }
        connect(action, &QAction::triggered, this, [this, device] { assignSelection(device); });
        m_deviceActions.append(action);
        m_deviceMenu->addAction(action);
    }
    // The keys work where the nodes are: in the graph view and the Gantt chart.
    for (QWidget *view : {static_cast<QWidget *>(m_graphView), static_cast<QWidget *>(m_ganttView)}) {
        view->addActions(m_deviceActions);
        view->addAction(m_pinAction);
        view->addAction(m_unpinAction);
    }
    const QList<QAction *> actions = QList<QAction *>(m_deviceActions) << m_pinAction << m_unpinAction;
    m_graphView->setNodeActions(actions);
    m_ganttView->setNodeActions(actions);
    updateActions();
}

void MainWindow::assignSelection(DeviceId device)
{
    if (QUndoCommand *command = assignDeviceCommand(m_session, m_session.selection().nodes(), device))
        m_session.undoStack().push(command);
    else if (!m_session.isEditable())
        statusBar()->showMessage(tr("The run is using the solution: stop it (Shift+F5) to move nodes by hand"), 5000);
}

void MainWindow::pinSelection(bool pin)
{
    if (m_session.selection().isEmpty())
        return;
    m_session.undoStack().push(new PinCommand(m_session, m_session.selection().nodes(), pin));
}

void MainWindow::updateActions()
{
    const bool selected = !m_session.selection().isEmpty();
    // Enabled during a run too, so that a key pressed then says why it does nothing.
    for (QAction *action : m_deviceActions)
        action->setEnabled(selected);
    m_pinAction->setEnabled(selected);
    m_unpinAction->setEnabled(selected);
    const RunController::State state = m_runner.state();
    m_runAction->setEnabled(state == RunController::State::Idle && m_session.hasProblem());
    m_pauseAction->setEnabled(state == RunController::State::Running || state == RunController::State::Paused);
    m_pauseAction->setText(state == RunController::State::Paused ? tr("Res&ume") : tr("&Pause"));
    m_stepAction->setEnabled((state == RunController::State::Idle && m_session.hasProblem()) || state == RunController::State::Paused);
    m_stopAction->setEnabled(state == RunController::State::Running || state == RunController::State::Paused);
    m_clusterEditor->setEnabled(state == RunController::State::Idle);
    m_history->setEnabled(state == RunController::State::Idle);
}

} // namespace regal
