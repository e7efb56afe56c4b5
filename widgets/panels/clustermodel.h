#pragma once

#include "core/graph/cluster.h"

#include <QAbstractTableModel>

namespace regal {

/// \brief The devices of a cluster being edited: name, speed and memory in MiB (0 = unlimited).
class ClusterModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterModel)
public:
    enum Column { Name, Speed, Memory, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    const Cluster &cluster() const { return m_cluster; }
    void setCluster(const Cluster &cluster);
    /// Replaces the devices and links as one edit, as setData() edits one cell.
    void editCluster(const Cluster &cluster);
    void setLink(const Link &link);

signals:
    void edited();

private:
    Cluster m_cluster;
};

} // namespace regal
