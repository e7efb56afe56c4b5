#include "widgets/panels/nodepropertiespanel.h"

#include "core/io/import/importnotes.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace regal {

QString NodePropertiesPanel::readIdleText() const
{
    QString text = tr("Select a node in the graph or the Gantt chart.");
    if (!m_session.hasProblem())
        return text;
    const ImportNotes notes = ImportNotes::of(m_session.graph());
    const int count = int(notes.warnings.size() + notes.droppedWarnings);
    if (count == 0)
        return text;
    text += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("The import warns %n time(s):", nullptr, count));
    // A few, so that a file with a hundred warnings cannot push the other panels off the window.
    constexpr int Shown = 8;
    for (int i = 0; i < std::min(Shown, int(notes.warnings.size())); ++i)
        text += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(notes.warnings[i]).toHtmlEscaped());
    if (count > Shown)
        text += QStringLiteral("<li>%1</li>").arg(tr("and %n more", nullptr, count - Shown));
    return text + QStringLiteral("</ul>");
}

NodePropertiesPanel::NodePropertiesPanel(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_form(new QFormLayout), m_heading(new QLabel(this))
{
    // In a scroll area: a node's many inputs or the import's warnings may be taller than the dock.
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_heading);
    layout->addLayout(m_form);
    layout->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addRow(QStringLiteral("op"), tr("Op"));
    addRow(QStringLiteral("group"), tr("Group"));
    addRow(QStringLiteral("cost"), tr("Cost"));
    addRow(QStringLiteral("outputs"), tr("Outputs"));
    addRow(QStringLiteral("params"), tr("Parameters"));
    addRow(QStringLiteral("temp"), tr("Scratch"));
    addRow(QStringLiteral("inputs"), tr("Inputs"));
    addRow(QStringLiteral("device"), tr("Device"));
    addRow(QStringLiteral("priority"), tr("Priority"));
    addRow(QStringLiteral("start"), tr("Start"));
    addRow(QStringLiteral("finish"), tr("Finish"));
    addRow(QStringLiteral("pinned"), tr("Pinned"));
    addRow(QStringLiteral("policy"), tr("Policy choice"));
    connect(&m_session, &Session::problemChanged, this, [this] {
        m_idleText = readIdleText();
        refresh();
    });
    connect(&m_session.selection(), &NodeSelection::changed, this, &NodePropertiesPanel::refresh);
    connect(&m_session, &Session::solutionChanged, this, &NodePropertiesPanel::refresh);
    connect(&m_session, &Session::pinsChanged, this, &NodePropertiesPanel::refresh);
    m_idleText = readIdleText();
    refresh();
}

QLabel *NodePropertiesPanel::addRow(const QString &key, const QString &title)
{
    auto *label = new QLabel(this);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    m_form->addRow(title, label);
    m_fields.append({key, label});
    return label;
}

QString NodePropertiesPanel::fieldText(const QString &field) const
{
    for (const auto &[key, label] : m_fields)
        if (key == field)
            return label->isVisible() || !isVisible() ? label->text() : QString();
    return {};
}

QString NodePropertiesPanel::headingText() const
{
    return m_heading->text();
}

void NodePropertiesPanel::refresh()
{
    const NodeId nodeId = m_session.hasProblem() ? m_session.selection().current() : InvalidNode;
    const bool shown = nodeId != InvalidNode && nodeId < m_session.graph().nodeCount();
    for (const auto &[key, label] : m_fields) {
        m_form->setRowVisible(label, shown);
        label->clear();
    }
    if (!shown) {
        m_heading->setText(m_session.selection().nodes().empty() ? m_idleText : QString());
        return;
    }
    const Problem &problem = m_session.problem();
    const Node &node = problem.graph().node(nodeId);
    const DeviceId device = m_session.solution().device[nodeId];
    const OpSpan &op = m_session.timeline().ops[nodeId];
    const std::size_t selected = m_session.selection().nodes().size();
    m_heading->setText(QStringLiteral("<b>%1</b>").arg(QString::fromStdString(node.name).toHtmlEscaped())
                       + (selected > 1 ? tr("<br>and %n more selected", nullptr, int(selected - 1)) : QString()));
    auto set = [&](const char *key, const QString &text) {
        for (const auto &[name, label] : m_fields)
            if (name == QLatin1String(key))
                label->setText(text);
    };
    set("op", QString::fromStdString(node.op));
    set("group", node.group.empty() ? tr("none") : QString::fromStdString(node.group));
    set("cost", node.cost ? tr("%1 at speed 1").arg(formatSeconds(*node.cost))
                          : tr("%1 flop, %2 accessed").arg(QLocale().toString(node.flops, 'g', 3), formatBytes(Bytes(node.bytesAccessed))));
    QStringList outputs;
    for (const Tensor &output : node.outputs)
        outputs.append(output.isAlias() ? tr("alias of input %1").arg(output.aliasOf) : formatBytes(output.bytes));
    set("outputs", outputs.isEmpty() ? tr("none") : outputs.join(QStringLiteral(", ")));
    set("params", formatBytes(node.paramBytes));
    set("temp", formatBytes(node.tempBytes));
    set("inputs", tr("%1 data, %2 control").arg(node.inputs.size()).arg(node.controlInputs.size()));
    set("device", QString::fromStdString(problem.cluster().devices[device].name));
    set("priority", QLocale().toString(m_session.solution().priority[nodeId], 'f', 4));
    set("start", formatSeconds(op.start));
    set("finish", tr("%1 (takes %2)").arg(formatSeconds(op.finish), formatSeconds(op.finish - op.start)));
    const DeviceId pin = m_session.pins()[nodeId];
    set("pinned", !node.device.empty() ? tr("by the graph to %1").arg(QString::fromStdString(node.device))
                  : pin != InvalidDevice ? tr("to %1").arg(QString::fromStdString(problem.cluster().devices[pin].name))
                                         : tr("no"));
    const std::vector<NodeProposal> &proposals = m_session.policyProposals();
    if (proposals.size() > nodeId) {
        const NodeProposal &proposal = proposals[nodeId];
        const auto beta = [](const BetaParams &params) {
            return tr("Beta(%1, %2)").arg(QLocale().toString(params.alpha, 'g', 3), QLocale().toString(params.beta, 'g', 3));
        };
        const bool bySpeed = proposal.fasterDeviceKeys != proposal.otherDeviceKeys || proposal.slowerDeviceKeys != proposal.otherDeviceKeys;
        const QString anchorName = proposal.anchorDevice == InvalidDevice
                                       ? QString()
                                       : QString::fromStdString(problem.cluster().devices[proposal.anchorDevice].name);
        QString deviceProposal =
            proposal.anchorDevice == InvalidDevice ? tr("devices uniform")
            : bySpeed ? tr("around %1: its key %2, faster devices %3, as fast %4, slower %5")
                            .arg(anchorName, beta(proposal.anchorDeviceKey), beta(proposal.fasterDeviceKeys),
                                 beta(proposal.otherDeviceKeys), beta(proposal.slowerDeviceKeys))
                      : tr("kept near %1: its key %2, the others %3")
                            .arg(anchorName, beta(proposal.anchorDeviceKey), beta(proposal.otherDeviceKeys));
        if (proposal.deviceDisputed)
            deviceProposal = tr("%1, weakened: the committee disagreed").arg(deviceProposal);
        const QString priority = proposal.priorityKey.isUniform()
                                     ? tr("priority uniform")
                                     : tr("priority %1, mean %2").arg(beta(proposal.priorityKey),
                                                                      QLocale().toString(proposal.priorityKey.mean(), 'f', 2));
        set("policy", tr("%1; %2; rho %3; entropy %4 nats")
                          .arg(deviceProposal, priority, QLocale().toString(proposal.rho, 'f', 2),
                               QLocale().toString(proposal.entropy, 'f', 2)));
    } else if (m_session.policyGateClosed()) {
        set("policy", tr("none: the policy's gate left this graph to seeded BRKGA"));
    } else {
        for (const auto &[name, label] : m_fields)
            if (name == QLatin1String("policy"))
                m_form->setRowVisible(label, false);
    }
}

} // namespace regal
