#pragma once

#include "core/sim/liveatpeak.h"
#include "core/sim/problem.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace regal {

/// \brief "Live at the peak": the buffers live when a device's memory peaks, largest first,
/// with their producer, consumers, bytes and share of the peak.
class PeakTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PeakTableModel)
public:
    enum Column { Tensor, Size, Share, Producer, Consumers, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    /// Fills the rows from \a peak, weights only when \a weights; the names come from
    /// \a problem and \a solution.
    void reset(const Problem &problem, const Solution &solution, const Timeline &timeline, const PeakMoment &peak,
               bool weights = true);
    void clear();

    /// The buffer (index into Timeline::buffers) of \a row, and the node that made it.
    std::uint32_t buffer(int row) const { return m_rows[std::size_t(row)].buffer; }
    NodeId producer(int row) const { return m_rows[std::size_t(row)].producer; }
    /// The row of \a buffer, or -1.
    int rowOf(std::uint32_t buffer) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        std::uint32_t buffer;
        NodeId producer;
        QString tensor;
        QString producerName;
        QString consumers;
        Bytes bytes;
        double share;
    };
    std::vector<Row> m_rows;
};

} // namespace regal
