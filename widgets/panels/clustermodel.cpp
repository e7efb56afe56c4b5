#include "widgets/panels/clustermodel.h"

#include "widgets/graph/nodecoloring.h"

#include <QLocale>
#include <cmath>

namespace regal {
namespace {

constexpr double BytesPerMiB = 1024.0 * 1024.0;

} // namespace

int ClusterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_cluster.deviceCount();
}

int ClusterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Device &device = m_cluster.devices[std::size_t(index.row())];
    if (role == Qt::DecorationRole && index.column() == Name)
        return DevicePalette::color(DeviceId(index.row()));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Name:
        return QString::fromStdString(device.name);
    case Speed:
        return device.speed;
    case Memory: {
        // Shown to two decimals, or three digits below one MiB so that a small limit never reads
        // as 0 (unlimited); edited as text to the byte.
        const double mib = double(device.memoryBytes) / BytesPerMiB;
        if (role == Qt::DisplayRole)
            return mib >= 1.0 ? QLocale().toString(mib, 'f', 2) : QLocale().toString(mib, 'g', 3);
        return QLocale().toString(mib, 'g', 16);
    }
    default:
        return {};
    }
}

QVariant ClusterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Device");
    case Speed:
        return tr("Speed");
    case Memory:
        return tr("Memory (MiB, 0 = unlimited)");
    default:
        return {};
    }
}

Qt::ItemFlags ClusterModel::flags(const QModelIndex &index) const
{
    return QAbstractTableModel::flags(index) | (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool ClusterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Device &device = m_cluster.devices[std::size_t(index.row())];
    bool ok = true;
    switch (index.column()) {
    case Name: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return false;
        device.name = name.toStdString();
        break;
    }
    case Speed: {
        const double speed = value.toDouble(&ok);
        if (!ok || !(speed > 0.0) || !std::isfinite(speed))
            return false;
        device.speed = speed;
        break;
    }
    case Memory: {
        double mib = value.typeId() == QMetaType::QString ? QLocale().toDouble(value.toString(), &ok) : value.toDouble(&ok);
        if (!ok && value.typeId() == QMetaType::QString)
            mib = QLocale::c().toDouble(value.toString(), &ok);
        if (!ok || mib < 0.0 || !std::isfinite(mib))
            return false;
        device.memoryBytes = Bytes(std::llround(mib * BytesPerMiB));
        break;
    }
    default:
        return false;
    }
    emit dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    emit edited();
    return true;
}

bool ClusterModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1 || rowCount() + count > MaxDevices)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int index = 0; index < count; ++index) {
        Device device = m_cluster.devices.empty() ? Device{} : m_cluster.devices[std::size_t(std::max(0, row - 1))];
        int suffix = m_cluster.deviceCount();
        do
            device.name = "GPU:" + std::to_string(suffix++);
        while (m_cluster.find(device.name) != InvalidDevice);
        m_cluster.devices.insert(m_cluster.devices.begin() + row + index, device);
    }
    m_cluster.linkMatrix.clear();
    endInsertRows();
    emit edited();
    return true;
}

bool ClusterModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount() || rowCount() - count < 1)
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_cluster.devices.erase(m_cluster.devices.begin() + row, m_cluster.devices.begin() + row + count);
    m_cluster.linkMatrix.clear();
    endRemoveRows();
    emit edited();
    return true;
}

void ClusterModel::setCluster(const Cluster &cluster)
{
    beginResetModel();
    m_cluster = cluster;
    endResetModel();
}

void ClusterModel::editCluster(const Cluster &cluster)
{
    setCluster(cluster);
    emit edited();
}

void ClusterModel::setLink(const Link &link)
{
    m_cluster.defaultLink = link;
    m_cluster.linkMatrix.clear();
    emit edited();
}

} // namespace regal
