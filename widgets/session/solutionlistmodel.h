#pragma once

#include "core/sim/bounds.h"
#include "core/sim/objective.h"
#include "widgets/session/solutionentry.h"

#include <QAbstractTableModel>

namespace regal {

/// \brief The solutions of a session as a table: name, method, makespan, peak memory,
/// feasibility and gap to the lower bound of the current task. The current row is shown bold.
class SolutionListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SolutionListModel)
public:
    enum Column { Name, Method, Makespan, PeakMemory, Feasible, Gap, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    const std::vector<SolutionEntry> &entries() const { return m_entries; }
    const SolutionEntry &entry(int row) const { return m_entries[std::size_t(row)]; }
    int current() const { return m_current; }

    void reset(std::vector<SolutionEntry> entries, int current);
    int append(SolutionEntry entry);
    /// Inserts \a entry at \a row; the current row keeps pointing at the same entry.
    void insert(int row, SolutionEntry entry);
    /// Removes \a row; the current row keeps pointing at the same entry (or becomes -1).
    void remove(int row);
    /// The first row whose solution is \a solution, or -1.
    int find(const Solution &solution) const;
    void replace(int row, SolutionEntry entry);
    void setCurrent(int row);
    void setContext(Task task, const LowerBounds &bounds);

    /// Gap of \a metrics to the bound of the task, as a fraction (0.05 = 5 % above the bound).
    double gap(const Metrics &metrics) const;

private:
    std::vector<SolutionEntry> m_entries;
    int m_current = -1;
    Task m_task = Task::Runtime;
    LowerBounds m_bounds;
};

} // namespace regal
