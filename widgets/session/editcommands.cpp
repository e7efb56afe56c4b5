#include "widgets/session/editcommands.h"

#include "widgets/session/session.h"

#include <QCoreApplication>
#include <algorithm>

namespace regal {
namespace {

struct EditText
{
    Q_DECLARE_TR_FUNCTIONS(regal::EditCommands)
};

QString nodeText(const Session &session, const std::vector<NodeId> &nodes)
{
    if (nodes.size() == 1)
        return QString::fromStdString(session.graph().node(nodes.front()).name);
    return EditText::tr("%n nodes", nullptr, int(nodes.size()));
}

} // namespace

SolutionEditCommand::SolutionEditCommand(Session &session, Solution after, const QString &text)
    : QUndoCommand(text), m_session(session), m_before(session.solution()), m_after(std::move(after)),
      m_parent(session.solutions().current())
{
}

void SolutionEditCommand::undo()
{
    const QString what = EditText::tr("Undo: %1").arg(text());
    if (m_addedRow < 0) {
        m_session.applyEdit(m_before, what);
        return;
    }
    m_removed = m_session.solutions().entry(m_addedRow);
    m_session.removeEdit(m_addedRow, m_parent, what);
}

void SolutionEditCommand::redo()
{
    if (m_done && m_addedRow >= 0) {
        m_session.insertEdit(m_addedRow, std::move(m_removed), text());
        return;
    }
    if (m_session.applyEdit(m_after, text()) && m_parent >= 0 && !m_done)
        m_addedRow = m_session.solutions().current();
    m_done = true;
}

QUndoCommand *assignDeviceCommand(Session &session, const std::vector<NodeId> &nodes, DeviceId device)
{
    if (!session.isEditable() || device >= DeviceId(session.cluster().deviceCount()))
        return nullptr;
    Solution after = session.solution();
    std::vector<NodeId> moved;
    for (NodeId node : nodes) {
        if (after.device[node] == device || !(session.problem().allowedDevices(node) >> device & 1U))
            continue;
        after.device[node] = device;
        moved.push_back(node);
    }
    if (moved.empty())
        return nullptr;
    const QString deviceName = QString::fromStdString(session.cluster().devices[device].name);
    return new SolutionEditCommand(session, std::move(after), EditText::tr("Move %1 to %2").arg(nodeText(session, moved), deviceName));
}

QUndoCommand *moveInScheduleCommand(Session &session, NodeId node, double priority, DeviceId device)
{
    if (!session.isEditable())
        return nullptr;
    Solution after = session.solution();
    after.priority[node] = std::clamp(priority, 0.0, 1.0);
    if (device != InvalidDevice && (session.problem().allowedDevices(node) >> device & 1U))
        after.device[node] = device;
    if (after == session.solution())
        return nullptr;
    const QString name = nodeText(session, {node});
    if (after.device[node] != session.solution().device[node])
        return new SolutionEditCommand(
            session, std::move(after),
            EditText::tr("Move %1 to %2").arg(name, QString::fromStdString(session.cluster().devices[device].name)));
    return new SolutionEditCommand(session, std::move(after), EditText::tr("Reorder %1").arg(name));
}

PinCommand::PinCommand(Session &session, const std::vector<NodeId> &nodes, bool pin)
    : QUndoCommand(pin ? EditText::tr("Pin %1").arg(nodeText(session, nodes)) : EditText::tr("Unpin %1").arg(nodeText(session, nodes))),
      m_session(session), m_before(session.pins()), m_after(session.pins())
{
    for (NodeId node : nodes)
        m_after[node] = pin ? session.solution().device[node] : InvalidDevice;
}

void PinCommand::undo()
{
    m_session.setPins(m_before);
}

void PinCommand::redo()
{
    m_session.setPins(m_after);
}

ShowSolutionCommand::ShowSolutionCommand(Session &session, int row)
    : QUndoCommand(EditText::tr("Show %1").arg(session.solutions().entry(row).name)), m_session(session),
      m_before(session.solutions().current()), m_beforeSolution(session.solution()), m_after(row)
{
}

void ShowSolutionCommand::undo()
{
    m_session.showEntry(m_before);
    if (m_session.solution() != m_beforeSolution)
        m_session.applyEdit(m_beforeSolution, text());
}

void ShowSolutionCommand::redo()
{
    m_session.showEntry(m_after);
}

ClusterEditCommand::ClusterEditCommand(Session &session, Cluster after)
    : QUndoCommand(EditText::tr("Change the cluster")), m_session(session), m_before(session.cluster()), m_after(std::move(after)),
      m_entries(session.solutions().entries()), m_current(session.solutions().current())
{
}

void ClusterEditCommand::undo()
{
    m_session.replaceCluster(m_before, m_entries, m_current);
}

void ClusterEditCommand::redo()
{
    m_session.replaceCluster(m_after, m_entries, m_current);
}

} // namespace regal
