#include "widgets/graph/nodecoloring.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <array>
#include <map>

namespace regal {
namespace {

// Tableau 10: distinct, colour-blind-aware and readable with dark or light text.
constexpr std::array<QRgb, 10> BaseColors = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759, 0x76b7b2,
                                             0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};

/// By DeviceAdvice: grey for none, blues for keeping (darker the firmer), then the moves; none
/// of them a device's colour, which the Gantt chart beside shows at the same time.
constexpr std::array<QRgb, DeviceAdviceCount> AdviceColors = {0xe0e0e0, 0xc6dbef, 0x6baed6, 0x08519c,
                                                              0xfdae6b, 0xcb181d, 0x8c510a, 0x762a83};

/// By DeviceAdvice, as AdviceColors.
constexpr std::array<const char *, DeviceAdviceCount> AdviceNames = {
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "no device advice"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "keep a little"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "keep"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "keep firmly"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "move off"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "to a faster device"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "to a slower device"),
    QT_TRANSLATE_NOOP("regal::PolicyAdviceColoring", "to one as fast")};

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

PolicyAdviceColoring::PolicyAdviceColoring(const std::vector<NodeProposal> &proposals, bool gateClosed)
    : m_advice(deviceAdviceOf(proposals)), m_given(countDeviceAdvice(m_advice)), m_gateClosed(gateClosed)
{
}

QColor PolicyAdviceColoring::color(NodeId node) const
{
    const DeviceAdvice advice = node < m_advice.size() ? m_advice[node] : DeviceAdvice::None;
    return QColor::fromRgb(AdviceColors[std::size_t(advice)]);
}

std::vector<std::pair<QString, QColor>> PolicyAdviceColoring::legend() const
{
    if (m_advice.empty())
        return {{m_gateClosed ? QCoreApplication::translate(
                     "regal::PolicyAdviceColoring", "no advice: the policy's gate left this graph to seeded BRKGA")
                              : QCoreApplication::translate("regal::PolicyAdviceColoring",
                                                            "no advice: no policy steered the run of this solution"),
                 QColor::fromRgb(AdviceColors[0])}};
    std::vector<std::pair<QString, QColor>> entries;
    for (const DeviceAdvice listed : DeviceAdviceListed) {
        const auto advice = std::size_t(listed);
        if (m_given[advice] > 0) // with how many nodes got it, as `regal optimize` counts them
            entries.emplace_back(QStringLiteral("%1 %2")
                                     .arg(QCoreApplication::translate("regal::PolicyAdviceColoring", AdviceNames[advice]))
                                     .arg(QLocale().toString(qlonglong(m_given[advice]))),
                                 QColor::fromRgb(AdviceColors[advice]));
    }
    return entries;
}

} // namespace regal
