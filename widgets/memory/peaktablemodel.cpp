#include "widgets/memory/peaktablemodel.h"

#include "core/sim/bufferconsumers.h"
#include "widgets/session/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace regal {
namespace {

constexpr std::size_t ConsumersListed = 4;

QString tensorName(const Graph &graph, const BufferSpan &buffer)
{
    const QString node = QString::fromStdString(graph.node(buffer.node).name);
    const auto port = [&] { return QString::number(buffer.output - graph.outputOffset(buffer.node)); };
    switch (buffer.kind) {
    case BufferKind::Parameters:
        return QCoreApplication::translate("regal::PeakTableModel", "%1 (weights)").arg(node);
    case BufferKind::Scratch:
        return QCoreApplication::translate("regal::PeakTableModel", "%1 (scratch)").arg(node);
    case BufferKind::Copy:
        return QCoreApplication::translate("regal::PeakTableModel", "%1:%2 (copy)").arg(node, port());
    case BufferKind::Output:
        break;
    }
    return QStringLiteral("%1:%2").arg(node, port());
}

QString consumerList(const Graph &graph, const std::vector<NodeId> &consumers)
{
    QStringList names;
    for (std::size_t i = 0; i < consumers.size() && i < ConsumersListed; ++i)
        names.append(QString::fromStdString(graph.node(consumers[i]).name));
    if (consumers.size() > ConsumersListed)
        names.append(QCoreApplication::translate("regal::PeakTableModel", "%n more", nullptr, int(consumers.size() - ConsumersListed)));
    return names.join(QStringLiteral(", "));
}

} // namespace

void PeakTableModel::reset(const Problem &problem, const Solution &solution, const Timeline &timeline,
                           const PeakMoment &peak, bool weights)
{
    beginResetModel();
    m_rows.clear();
    const Graph &graph = problem.graph();
    for (const std::uint32_t index : peak.live) {
        const BufferSpan &buffer = timeline.buffers[index];
        if (!weights && buffer.kind == BufferKind::Parameters)
            continue;
        m_rows.push_back({index, buffer.node, tensorName(graph, buffer), QString::fromStdString(graph.node(buffer.node).name),
                          consumerList(graph, bufferConsumers(problem, solution, buffer)), buffer.bytes,
                          peak.bytes > 0 ? double(buffer.bytes) / double(peak.bytes) : 0.0});
    }
    endResetModel();
}

void PeakTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int PeakTableModel::rowOf(std::uint32_t buffer) const
{
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].buffer == buffer)
            return int(row);
    return -1;
}

int PeakTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PeakTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PeakTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Size || index.column() == Share ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::UserRole)
        return index.column() == Size ? QVariant(qlonglong(row.bytes)) : QVariant(row.share);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Tensor:
        return row.tensor;
    case Producer:
        return row.producerName;
    case Consumers:
        return row.consumers;
    case Size:
        return formatBytes(row.bytes);
    case Share:
        return tr("%1 %").arg(QLocale().toString(row.share * 100.0, 'f', 1));
    default:
        return {};
    }
}

QVariant PeakTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Tensor:
        return tr("Tensor");
    case Producer:
        return tr("Producer");
    case Consumers:
        return tr("Consumers");
    case Size:
        return tr("Bytes");
    case Share:
        return tr("Share of peak");
    default:
        return {};
    }
}

} // namespace regal
