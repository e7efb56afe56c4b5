#pragma once

#include "core/runner/generationstatus.h"
#include "core/sim/bounds.h"
#include "core/sim/costsimulator.h"
#include "widgets/session/nodeselection.h"
#include "widgets/session/solutionlistmodel.h"

#include <QObject>
#include <QUndoStack>
#include <memory>
#include <optional>

namespace regal {

/// \brief The document the Studio works on: a graph bound to a cluster, the current solution
/// with its simulated timeline, the list of solutions, pins, the shared selection and the one
/// undo stack through which every edit goes.
///
/// Every change of the solution re-simulates at once; views read the timeline and listen to
/// the signals. The mutators below are what the undo commands call; user actions go through
/// the commands in editcommands.h.
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)
public:
    explicit Session(QObject *parent = nullptr);
    ~Session() override;

    /// Replaces everything with \a graph on \a cluster, the default solution current. Clears the
    /// undo history. Fails (and keeps the old document) when the cluster does not fit the graph.
    Status load(std::shared_ptr<const Graph> graph, Cluster cluster, const QString &source);
    bool hasProblem() const { return m_problem.has_value(); }
    /// Changes with every load(): what a run, a message or a timer started for one document
    /// compares against to know that its document is still open.
    std::uint64_t documentId() const { return m_documentId; }

    const Problem &problem() const { return *m_problem; }
    const Graph &graph() const { return m_problem->graph(); }
    const Cluster &cluster() const { return m_problem->cluster(); }
    const LowerBounds &bounds() const { return m_bounds; }
    /// lowerBounds() of \a problem, a problem of this document's graph on another cluster. The
    /// graph's live-across total is kept for one device and for several, so that editing the
    /// cluster does not compute the costliest bound again.
    LowerBounds boundsFor(const Problem &problem);
    QString source() const { return m_source; }

    Task task() const { return m_task; }
    void setTask(Task task);

    const Solution &solution() const { return m_solution; }
    const Timeline &timeline() const { return m_timeline; }
    const Metrics &metrics() const { return m_timeline.metrics; }
    /// The policy's choices for the current solution (three per node), or empty.
    const std::vector<NodeProposal> &policyProposals() const;
    /// Whether the current solution comes from a regal run whose policy's gate left the graph to
    /// seeded BRKGA, so that there is no advice to show (its params say "steered": false).
    bool policyGateClosed() const;

    /// Per node the device it is pinned to by the user, or InvalidDevice.
    const std::vector<DeviceId> &pins() const { return m_pins; }

    NodeSelection &selection() { return m_selection; }
    QUndoStack &undoStack() { return m_undo; }
    SolutionListModel &solutions() { return m_solutions; }
    const SolutionListModel &solutions() const { return m_solutions; }

    /// Shows \a solution (a run's best so far) without adding a row or an undo step; the next
    /// showEntry() or edit replaces it.
    void showPreview(const Solution &solution);
    /// While false (a run is going on) the edit commands refuse to change the solution.
    bool isEditable() const { return m_editable; }
    void setEditable(bool editable) { m_editable = editable; }

    /// Simulates \a solution without changing the document.
    Timeline simulate(const Solution &solution) const;

    /// The convergence curve of the document's last run (empty before the first run).
    const std::vector<ConvergencePoint> &convergence() const { return m_convergence; }
    void setConvergence(std::vector<ConvergencePoint> points) { m_convergence = std::move(points); }

    // Mutators for the undo commands.
    /// Makes \a solution current as an edit: the current row, if it is a hand-edited variant,
    /// follows it; otherwise a new hand-edited row, remembering its origin, is added after the
    /// others. \a what describes the edit. True when a row was added.
    bool applyEdit(const Solution &solution, const QString &what);
    /// Takes back the edit that added row \a row: removes it and shows row \a parent again.
    void removeEdit(int row, int parent, const QString &what);
    /// Puts back \a entry, removed by removeEdit(), at \a row and makes it current.
    void insertEdit(int row, SolutionEntry entry, const QString &what);
    /// Makes row \a row and its solution current.
    void showEntry(int row);
    void setPins(std::vector<DeviceId> pins);
    /// Replaces the cluster, the rows and the current row at once (cluster edits and their undo).
    Status replaceCluster(const Cluster &cluster, std::vector<SolutionEntry> entries, int current);

    /// Adds a finished run's best as a new row, or finds the row that already holds the same
    /// solution; returns the row (it is not made current).
    int addRunResult(const RunOutcome &outcome, const QString &method, std::uint64_t seed);
    /// Adds a row without making it current (sessions read from a file).
    int addEntry(SolutionEntry entry);

signals:
    /// A new graph or cluster: views rebuild.
    void problemChanged();
    /// The current solution and its timeline changed.
    void solutionChanged();
    void pinsChanged();
    void taskChanged(regal::Task task);
    /// An edit re-simulated: the metrics before and after and what was done.
    void edited(const regal::Metrics &before, const regal::Metrics &after, const QString &what);

private:
    void setSolution(const Solution &solution);
    void setEditedSolution(const Solution &solution, const QString &what);

    std::optional<Problem> m_problem;
    std::unique_ptr<CostSimulator> m_simulator;
    LowerBounds m_bounds;
    std::optional<Bytes> m_liveAcross[2]; ///< liveAcrossTotal() of the graph on one device and on several
    QString m_source;
    std::uint64_t m_documentId = 0;
    std::vector<ConvergencePoint> m_convergence;
    Task m_task = Task::Runtime;
    bool m_editable = true;
    Solution m_solution;
    Timeline m_timeline;
    std::vector<DeviceId> m_pins;
    NodeSelection m_selection;
    QUndoStack m_undo;
    SolutionListModel m_solutions;
};

} // namespace regal
