#pragma once

#include "core/runner/runcontroller.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/session/recoverystore.h"
#include "widgets/session/session.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoView;

namespace regal {

class ClusterEditor;
class ConvergencePlot;
class GanttView;
class GraphSearchBar;
class GraphView;
class LifetimeView;
class MemoryPlot;
class ParetoView;
class NodePropertiesPanel;
class RunSettingsPanel;
class SolutionsPanel;

/// \brief The Studio's main window: the graph and the Gantt chart in the middle, panels for the
/// node, the run, the cluster, the solutions, the history and the plots around them.
///
/// Owns the session, the layout service and the run controller; the views get them by
/// reference. Wiring lives in files by concern: this one (layout, status, settings),
/// mainwindowactions.cpp (menus and edits), mainwindowfiles.cpp (open, save, export),
/// mainwindowdocument.cpp (what a run and a message owe their document) and mainwindowrun.cpp
/// (background runs).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Session &session() { return m_session; }
    RunController &runner() { return m_runner; }
    LayoutService &layouts() { return m_layouts; }
    GraphView &graphView() { return *m_graphView; }
    GanttView &ganttView() { return *m_ganttView; }
    ConvergencePlot &convergencePlot() { return *m_convergence; }
    MemoryPlot &memoryPlot() { return *m_memory; }
    LifetimeView &lifetimeView() { return *m_lifetimes; }
    ParetoView &paretoView() { return *m_pareto; }
    RunSettingsPanel &runSettings() { return *m_runSettings; }
    ClusterEditor &clusterEditor() { return *m_clusterEditor; }

    /// Loads a graph (file or sample:NAME) onto \a cluster, or onto the current cluster when it
    /// fits, else onto defaultDeviceCount() devices. Sessions and placements are recognised too.
    bool openPath(const QString &path, std::optional<Cluster> cluster = std::nullopt);
    /// Opens \a path as the user asked for it: during a run it first asks to stop the run (or
    /// cancel), and when the file replaces the document it asks about unsaved changes.
    bool openDocument(const QString &path);
    /// The document's message in the status bar: a run's progress or outcome, an edit's effect.
    QString documentMessage() const;
    /// Shows \a graph on \a cluster (as openPath chooses it when not given); \a source names it.
    bool openGraph(std::shared_ptr<const Graph> graph, std::optional<Cluster> cluster, const QString &source);
    /// Writes the current solution as a regal-placement document.
    bool exportPlacement(const QString &path);
    /// Writes the current schedule in the Chrome trace event format (Perfetto, chrome://tracing).
    bool exportTrace(const QString &path);
    bool saveSession(const QString &path);
    /// Starts a run with the settings of the run panel.
    bool startRun(bool paused = false);
    /// Shows a plot tab: "convergence" or "memory".
    void showPlot(const QString &which);
    /// True when the saved settings gave the window its geometry.
    bool hasRestoredGeometry() const { return m_geometryRestored; }
    void setQuiet(bool quiet) { m_quiet = quiet; }

    static int defaultDeviceCount() { return defaults::Devices; }

    /// Autosave (mainwindowrecovery.cpp): every AutosaveInterval milliseconds, while the session
    /// has changes that are not saved, it is written to the recovery store; saving it, opening
    /// another document or closing the window on purpose removes the autosave.
    static constexpr int AutosaveInterval = 60 * 1000;
    RecoveryStore &recovery() { return *m_recovery; }
    const QTimer &autosaveTimer() const { return *m_autosaveTimer; }
    /// Writes the autosave now if the session changed since the last one and is not saved.
    void autosave();
    /// Offers each session a crashed Studio left behind; \a accept decides (by default a message
    /// box asks). A restored session is unsaved work of this window. One is restored at most; a
    /// declined one is deleted, later ones wait for the next start. True when one was restored.
    bool offerRecovery(const std::function<bool(const RecoverableSession &)> &accept = {});

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // mainwindow.cpp
    void buildCentral();
    void buildDocks();
    void buildStatusBar();
    void refreshStatus();
    /// Selects and shows the operation that the bounds prove fits on no device, if any.
    void showShortfall();
    void refreshTitle();
    void onEdited(const Metrics &before, const Metrics &after, const QString &what);

    // mainwindowdocument.cpp
    /// True when no run is going on, or the user agreed to stop it to \a action (quiet: always).
    bool askToStopRun(const QString &action);
    bool replacesDocument(const QString &path) const;
    void setDocumentMessage(const QString &message);
    void onDocumentChanged();
    /// Whether what the runner reports belongs to a document no longer open.
    bool isFromClosedDocument() const;
    void undoOrExplain(bool redo);
    /// Shows the plots a session restored (the convergence curve of its last run).
    void showSessionPlots();
    void restoreSettings();
    void saveSettings() const;
    void showError(const QString &title, const QString &message);
    bool confirmDiscard();

    // mainwindowactions.cpp
    void createActions();
    void createMenus();
    void rebuildDeviceActions();
    void assignSelection(DeviceId device);
    void pinSelection(bool pin);
    void updateActions();

    // mainwindowfiles.cpp
    void openDialog();
    void openSessionDialog();
    bool saveSessionAs();
    bool saveCurrentSession();
    void exportPlacementDialog();
    void exportTraceDialog();
    void exportImageDialog(int which);
    void rebuildRecentMenu();
    void addRecent(const QString &path);
    bool openPlacementGraph(const QString &path, const std::string &text);
    bool applyPlacementFile(const QString &path, const std::string &text);

    // mainwindowrecovery.cpp
    void setUpAutosave();
    bool askToRecover(const RecoverableSession &orphan);

    // mainwindowrun.cpp
    void connectRunner();
    void onRunProgress(const std::vector<ConvergencePoint> &points, const GenerationStatus &latest);
    QString progressText(const GenerationStatus &latest) const;
    void onRunFinished(const RunOutcome &outcome);
    void onRunStateChanged(RunController::State state);
    void compareDialog(int first, int second);

    Session m_session;
    LayoutService m_layouts;
    RunController m_runner;

    GraphView *m_graphView = nullptr;
    GanttView *m_ganttView = nullptr;
    ConvergencePlot *m_convergence = nullptr;
    MemoryPlot *m_memory = nullptr;
    LifetimeView *m_lifetimes = nullptr;
    ParetoView *m_pareto = nullptr;
    QTabWidget *m_plotTabs = nullptr;
    NodePropertiesPanel *m_properties = nullptr;
    RunSettingsPanel *m_runSettings = nullptr;
    ClusterEditor *m_clusterEditor = nullptr;
    SolutionsPanel *m_solutionsPanel = nullptr;
    QUndoView *m_history = nullptr;
    GraphSearchBar *m_search = nullptr;
    bool m_geometryRestored = false;

    QLabel *m_makespanLabel = nullptr;
    QLabel *m_peakLabel = nullptr;
    QLabel *m_feasibleLabel = nullptr;
    QLabel *m_rateLabel = nullptr;
    QLabel *m_documentMessage = nullptr;

    QMenu *m_recentMenu = nullptr;
    QMenu *m_deviceMenu = nullptr;
    QList<QAction *> m_deviceActions;
    QList<QAction *> m_nodeActions;
    QAction *m_pinAction = nullptr;
    QAction *m_unpinAction = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_stepAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_criticalAction = nullptr;
    QAction *m_saveAction = nullptr;

    std::unique_ptr<RecoveryStore> m_recovery;
    QTimer *m_autosaveTimer = nullptr;
    bool m_changedSinceAutosave = false;

    QString m_sessionPath;
    QString m_runMethod;
    std::uint64_t m_runSeed = 0;
    int m_rowBeforeRun = -1;
    std::uint64_t m_runDocument = 0; ///< Session::documentId() of the run's document
    bool m_dropRun = false;
    std::uint64_t m_shownDocument = 0; ///< the document whose messages are on screen          ///< the user left the run's document: drop what it reports
    std::int64_t m_lastEvaluations = 0;
    bool m_quiet = false;
    QElapsedTimer m_rateClock;
    std::int64_t m_rateEvaluations = 0;
};

} // namespace regal
