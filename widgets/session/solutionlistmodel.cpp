#include "widgets/session/solutionlistmodel.h"

#include "widgets/session/units.h"

#include <QFont>

namespace regal {

int SolutionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int SolutionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double SolutionListModel::gap(const Metrics &metrics) const
{
    if (m_task == Task::Runtime)
        return m_bounds.makespan > 0.0 ? metrics.makespan / m_bounds.makespan - 1.0 : 0.0;
    return m_bounds.peakMemory > 0 ? double(metrics.maxPeakMemory()) / double(m_bounds.peakMemory) - 1.0 : 0.0;
}

QVariant SolutionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SolutionEntry &entry = m_entries[std::size_t(index.row())];
    if (role == Qt::FontRole && index.row() == m_current) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Makespan)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole && index.column() == Name)
        return entry.name;
    if (role == Qt::ToolTipRole && index.column() == Name && entry.seed)
        return tr("%1, seed %2, %3 evaluations").arg(entry.method).arg(*entry.seed).arg(entry.evaluations);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return entry.name;
    case Method:
        return entry.method;
    case Makespan:
        return formatSeconds(entry.metrics.makespan);
    case PeakMemory:
        return formatBytes(entry.metrics.maxPeakMemory());
    case Feasible:
        return entry.metrics.feasible ? tr("yes") : tr("no");
    case Gap:
        return formatPercent(gap(entry.metrics));
    default:
        return {};
    }
}

QVariant SolutionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Gap)
        return tr("How far above the lower bound of the current task");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Solution");
    case Method:
        return tr("Method");
    case Makespan:
        return tr("Makespan");
    case PeakMemory:
        return tr("Peak");
    case Feasible:
        return tr("Feasible");
    case Gap:
        return tr("Gap");
    default:
        return {};
    }
}

Qt::ItemFlags SolutionListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Name)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool SolutionListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Name)
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    m_entries[std::size_t(index.row())].name = name;
    emit dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    return true;
}

void SolutionListModel::reset(std::vector<SolutionEntry> entries, int current)
{
    beginResetModel();
    m_entries = std::move(entries);
    m_current = current;
    endResetModel();
}

int SolutionListModel::append(SolutionEntry entry)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back(std::move(entry));
    endInsertRows();
    return row;
}

void SolutionListModel::insert(int row, SolutionEntry entry)
{
    beginInsertRows({}, row, row);
    m_entries.insert(m_entries.begin() + row, std::move(entry));
    if (m_current >= row)
        ++m_current;
    endInsertRows();
}

void SolutionListModel::remove(int row)
{
    beginRemoveRows({}, row, row);
    m_entries.erase(m_entries.begin() + row);
    if (m_current == row)
        m_current = -1;
    else if (m_current > row)
        --m_current;
    endRemoveRows();
}

int SolutionListModel::find(const Solution &solution) const
{
    for (std::size_t row = 0; row < m_entries.size(); ++row)
        if (m_entries[row].solution == solution)
            return int(row);
    return -1;
}

void SolutionListModel::replace(int row, SolutionEntry entry)
{
    m_entries[std::size_t(row)] = std::move(entry);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void SolutionListModel::setCurrent(int row)
{
    if (row == m_current)
        return;
    const int previous = m_current;
    m_current = row;
    for (int changed : {previous, row})
        if (changed >= 0 && changed < rowCount())
            emit dataChanged(index(changed, 0), index(changed, ColumnCount - 1), {Qt::FontRole});
}

void SolutionListModel::setContext(Task task, const LowerBounds &bounds)
{
    m_task = task;
    m_bounds = bounds;
    if (!m_entries.empty())
        emit dataChanged(index(0, Gap), index(rowCount() - 1, Gap));
}

} // namespace regal
