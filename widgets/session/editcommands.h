#pragma once

#include "core/graph/cluster.h"
#include "core/sim/solution.h"
#include "widgets/session/solutionentry.h"

#include <QUndoCommand>
#include <vector>

namespace regal {

class Session;

/// \brief A change of the current solution (devices or priorities), undone exactly by putting
/// the previous solution back. The edit that added a hand-edited row takes that row away again
/// when undone, so the list never keeps a row identical to its parent.
class SolutionEditCommand : public QUndoCommand
{
public:
    SolutionEditCommand(Session &session, Solution after, const QString &text);
    void undo() override;
    void redo() override;

private:
    Session &m_session;
    Solution m_before;
    Solution m_after;
    int m_parent;        ///< the row current before the edit
    int m_addedRow = -1; ///< the row the first redo added, or -1
    SolutionEntry m_removed;
    bool m_done = false;
};

/// Moves \a nodes to \a device; nodes the graph pins elsewhere stay. Returns nullptr when
/// nothing would change.
QUndoCommand *assignDeviceCommand(Session &session, const std::vector<NodeId> &nodes, DeviceId device);
/// Gives \a node priority \a priority (clamped to [0, 1]) and, when \a device is valid, moves it.
QUndoCommand *moveInScheduleCommand(Session &session, NodeId node, double priority, DeviceId device);

/// \brief Pins nodes to their current device, or unpins them.
class PinCommand : public QUndoCommand
{
public:
    PinCommand(Session &session, const std::vector<NodeId> &nodes, bool pin);
    void undo() override;
    void redo() override;

private:
    Session &m_session;
    std::vector<DeviceId> m_before;
    std::vector<DeviceId> m_after;
};

/// \brief Makes another row of the solutions list current.
class ShowSolutionCommand : public QUndoCommand
{
public:
    ShowSolutionCommand(Session &session, int row);
    void undo() override;
    void redo() override;

private:
    Session &m_session;
    int m_before;
    Solution m_beforeSolution;
    int m_after;
};

/// \brief Replaces the cluster; the rows are re-simulated on it.
class ClusterEditCommand : public QUndoCommand
{
public:
    ClusterEditCommand(Session &session, Cluster after);
    void undo() override;
    void redo() override;

private:
    Session &m_session;
    Cluster m_before;
    Cluster m_after;
    std::vector<SolutionEntry> m_entries;
    int m_current;
};

} // namespace regal
