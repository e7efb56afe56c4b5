#include "widgets/graph/nodecoloring.h"

#include <QHash>
#include <array>
#include <map>

namespace regal {
namespace {

// Tableau 10: distinct, colour-blind-aware and readable with dark or light text.
constexpr std::array<QRgb, 10> BaseColors = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759, 0x76b7b2,
                                             0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};

} // namespace

QColor DevicePalette::color(DeviceId device)
{
    if (device == InvalidDevice)
        return QColor(0xd0, 0xd0, 0xd0);
    const QColor base = QColor::fromRgb(BaseColors[device % BaseColors.size()]);
    const int round = int(device / BaseColors.size());
    return round == 0 ? base : base.lighter(100 + 25 * round);
}

QColor DevicePalette::textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

DeviceColoring::DeviceColoring(const Solution &solution, std::vector<QString> deviceNames)
    : m_solution(solution), m_deviceNames(std::move(deviceNames))
{
}

QColor DeviceColoring::color(NodeId node) const
{
    return node < m_solution.size() ? DevicePalette::color(m_solution.device[node]) : DevicePalette::color(InvalidDevice);
}

std::vector<std::pair<QString, QColor>> DeviceColoring::legend() const
{
    std::vector<std::pair<QString, QColor>> entries;
    for (std::size_t device = 0; device < m_deviceNames.size(); ++device)
        entries.emplace_back(m_deviceNames[device], DevicePalette::color(DeviceId(device)));
    return entries;
}

OpTypeColoring::OpTypeColoring(const Graph &graph) : m_graph(graph)
{
}

QColor OpTypeColoring::color(NodeId node) const
{
    const auto hash = qHash(QString::fromStdString(m_graph.node(node).op));
    return QColor::fromHsv(int(hash % 360), 90 + int(hash / 360 % 60), 230);
}

std::vector<std::pair<QString, QColor>> OpTypeColoring::legend() const
{
    std::map<std::string, NodeId> firstOfOp;
    for (NodeId node = 0; node < m_graph.nodeCount(); ++node)
        firstOfOp.emplace(m_graph.node(node).op, node);
    std::vector<std::pair<QString, QColor>> entries;
    for (const auto &[op, node] : firstOfOp) {
        if (entries.size() == 12)
            break;
        entries.emplace_back(QString::fromStdString(op), color(node));
    }
    return entries;
}

} // namespace regal
