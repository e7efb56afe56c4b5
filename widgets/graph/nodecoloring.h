#pragma once

#include "core/graph/graph.h"
#include "core/policy/policyadvice.h"
#include "core/sim/solution.h"

#include <QColor>
#include <QString>
#include <utility>
#include <vector>

namespace regal {

/// \brief The colours of devices, shared by every view so a device looks the same everywhere.
class DevicePalette
{
public:
    static QColor color(DeviceId device);
    /// A colour for text drawn on top of color(device).
    static QColor textOn(const QColor &fill);
};

/// \brief How the graph view colours nodes: a strategy, so items never branch on a mode.
class NodeColoring
{
public:
    virtual ~NodeColoring() = default;
    virtual QColor color(NodeId node) const = 0;
    /// Pairs of label and colour for a legend.
    virtual std::vector<std::pair<QString, QColor>> legend() const = 0;
};

/// Colours each node by the device it runs on in \a solution.
class DeviceColoring : public NodeColoring
{
public:
    DeviceColoring(const Solution &solution, std::vector<QString> deviceNames);
    QColor color(NodeId node) const override;
    std::vector<std::pair<QString, QColor>> legend() const override;

private:
    const Solution &m_solution;
    std::vector<QString> m_deviceNames;
};

/// Colours each node by its operation type, to read a graph before it is placed.
class OpTypeColoring : public NodeColoring
{
public:
    explicit OpTypeColoring(const Graph &graph);
    QColor color(NodeId node) const override;
    std::vector<std::pair<QString, QColor>> legend() const override;

private:
    const Graph &m_graph;
};

/// Colours each node by what the policy asked of its device in the run that found the solution
/// shown (deviceAdviceOf): kept on the anchor's device in blues, darker the firmer; moved off it,
/// or to a faster, slower or as fast device, in their own colours; grey where it asked nothing, and
/// everywhere for a solution that no policy steered.
class PolicyAdviceColoring : public NodeColoring
{
public:
    /// \a proposals as Session::policyProposals(); \a gateClosed as Session::policyGateClosed().
    PolicyAdviceColoring(const std::vector<NodeProposal> &proposals, bool gateClosed);
    QColor color(NodeId node) const override;
    /// The kinds of advice given, each with its number of nodes, in the order of ActionGrid's
    /// choices; for a solution no policy steered, one entry that says why.
    std::vector<std::pair<QString, QColor>> legend() const override;

private:
    std::vector<DeviceAdvice> m_advice; ///< per node; empty when no policy steered
    std::array<std::int64_t, DeviceAdviceCount> m_given; ///< nodes per advice
    bool m_gateClosed = false;
};

} // namespace regal
