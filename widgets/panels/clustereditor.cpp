#include "widgets/panels/clustereditor.h"

#include "core/sim/bounds.h"
#include "core/sim/memoryneed.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/errortext.h"
#include "widgets/session/session.h"
#include "widgets/session/shortfalltext.h"
#include "widgets/session/units.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace regal {

ClusterEditor::ClusterEditor(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_table(new QTableView(this)), m_bandwidth(new QDoubleSpinBox(this)),
      m_latency(new QDoubleSpinBox(this)), m_memoryFactor(new QDoubleSpinBox(this)),
      m_setMemory(new QPushButton(tr("Set memory"), this)), m_need(new QLabel(this)),
      m_message(new QLabel(this)), m_apply(new QPushButton(tr("Apply"), this)),
      m_revert(new QPushButton(tr("Revert"), this))
{
    m_table->setModel(&m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);

    auto *add = new QPushButton(tr("Add device"), this);
    auto *remove = new QPushButton(tr("Remove device"), this);
    connect(add, &QPushButton::clicked, this, [this] { m_model.insertRows(m_model.rowCount(), 1); });
    connect(remove, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        m_model.removeRows(current.isValid() ? current.row() : m_model.rowCount() - 1, 1);
    });
    m_bandwidth->setRange(0.001, 1e6);
    m_bandwidth->setDecimals(3);
    m_bandwidth->setSuffix(tr(" GB/s"));
    m_latency->setRange(0.0, 1e6);
    m_latency->setDecimals(2);
    m_latency->setSuffix(tr(" µs"));
    auto linkChanged = [this] { m_model.setLink({m_bandwidth->value() * 1e9, m_latency->value() * 1e-6}); };
    connect(m_bandwidth, &QDoubleSpinBox::valueChanged, this, linkChanged);
    connect(m_latency, &QDoubleSpinBox::valueChanged, this, linkChanged);
    m_memoryFactor->setRange(0.01, 1000.0);
    m_memoryFactor->setDecimals(2);
    m_memoryFactor->setSingleStep(0.1);
    m_memoryFactor->setValue(1.3);
    m_memoryFactor->setSuffix(tr(" × need / devices"));
    m_setMemory->setToolTip(tr("Give every device this share of what the graph needs on one device: 1.3 on "
                             "4 devices is the tight-memory regime of the benchmarks."));
    connect(m_setMemory, &QPushButton::clicked, this, [this] { setMemoryFactor(m_memoryFactor->value()); });
    m_need->setWordWrap(true);
    connect(&m_model, &ClusterModel::edited, this, &ClusterEditor::onEdited);
    connect(m_apply, &QPushButton::clicked, this, &ClusterEditor::apply);
    connect(m_revert, &QPushButton::clicked, this, &ClusterEditor::revert);
    connect(&m_session, &Session::problemChanged, this, &ClusterEditor::onProblemChanged);

    auto *rows = new QHBoxLayout;
    rows->addWidget(add);
    rows->addWidget(remove);
    rows->addStretch();
    auto *links = new QFormLayout;
    links->addRow(tr("Link bandwidth"), m_bandwidth);
    links->addRow(tr("Link latency"), m_latency);
    auto *memory = new QHBoxLayout;
    memory->addWidget(m_memoryFactor, 1);
    memory->addWidget(m_setMemory);
    links->addRow(tr("Memory from need"), memory);
    links->addRow(m_need);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_message, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_apply);
    m_message->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(rows);
    layout->addLayout(links);
    layout->addLayout(buttons);
    onProblemChanged();
}

QString ClusterEditor::problemWith(const Cluster &cluster) const
{
    if (Status status = cluster.validate(); !status)
        return QString::fromStdString(status.error());
    for (const Node &node : m_session.graph().nodes())
        if (!node.device.empty() && cluster.find(node.device) == InvalidDevice)
            return tr("node %1 is pinned to %2, which this cluster lacks")
                .arg(QString::fromStdString(node.name), QString::fromStdString(node.device));
    return {};
}

void ClusterEditor::onProblemChanged()
{
    // The need is the graph's alone: a cluster edit or its undo keeps it.
    if (m_session.hasProblem() && m_needOf != m_session.problem().sharedGraph()) {
        m_needOf = m_session.problem().sharedGraph();
        const Result<Bytes> need = oneDevicePeak(m_needOf);
        m_needBytes = need ? *need : 0;
        m_needProblem = need ? QString() : errorText(need.failure());
    }
    if (m_session.hasProblem() && m_needBytes > 0) {
        // Every device gets the same memory from need: below the bound on the largest peak, which
        // depends on the number of devices, none fits.
        const int devices = m_session.cluster().deviceCount();
        m_need->setText(tr("The graph needs %1 on one device in input order; on %n device(s), no solution fits "
                           "below %2.", "", devices)
                            .arg(formatBytes(m_needBytes))
                            .arg(leastMemoryFactor(m_session.bounds().peakMemory, m_needBytes, devices), 0, 'f', 2));
    } else {
        m_need->setText(m_needProblem);
    }
    m_setMemory->setEnabled(m_session.hasProblem() && m_needBytes > 0);
    revert();
}

void ClusterEditor::setMemoryFactor(double factor)
{
    m_memoryFactor->setValue(factor);
    if (m_needBytes > 0)
        m_model.editCluster(withMemoryFactor(m_model.cluster(), m_needBytes, factor));
}

QString ClusterEditor::message() const
{
    return m_message->text();
}

void ClusterEditor::onEdited()
{
    const QString problem = m_session.hasProblem() ? problemWith(m_model.cluster()) : QString();
    m_apply->setEnabled(problem.isEmpty());
    m_revert->setEnabled(true);
    if (!problem.isEmpty()) {
        m_message->setText(problem);
        m_message->setStyleSheet(QStringLiteral("color: #b00020"));
        return;
    }
    m_message->clear();
    m_message->setStyleSheet(QString());
    // A valid edit may still be too small for the graph: say so before it is applied.
    if (!m_session.hasProblem())
        return;
    if (Result<Problem> edited = Problem::create(m_session.problem().sharedGraph(), m_model.cluster()))
        showFit(*edited, m_session.boundsFor(*edited));
}

void ClusterEditor::showFit(const Problem &problem, const LowerBounds &bounds)
{
    if (!bounds.shortfall)
        return;
    QString text = shortfallText(problem, *bounds.shortfall);
    if (m_needBytes > 0)
        text += QLatin1Char(' ') + tr("Memory from need must be %1 or more before any solution can fit.")
                                        .arg(leastMemoryFactor(bounds.peakMemory, m_needBytes, problem.deviceCount()), 0, 'f', 2);
    m_message->setText(text);
    m_message->setStyleSheet(QStringLiteral("color: #9a5b00"));
}

bool ClusterEditor::apply()
{
    const QString problem = problemWith(m_model.cluster());
    if (!problem.isEmpty()) {
        m_message->setText(problem);
        return false;
    }
    m_session.undoStack().push(new ClusterEditCommand(m_session, m_model.cluster()));
    return true;
}

void ClusterEditor::revert()
{
    if (!m_session.hasProblem())
        return;
    const Cluster &cluster = m_session.cluster();
    m_model.setCluster(cluster);
    const QSignalBlocker blockBandwidth(m_bandwidth), blockLatency(m_latency);
    m_bandwidth->setValue(cluster.defaultLink.bandwidth / 1e9);
    m_latency->setValue(cluster.defaultLink.latency * 1e6);
    m_message->clear();
    m_message->setStyleSheet(QString());
    showFit(m_session.problem(), m_session.bounds());
    m_apply->setEnabled(false);
    m_revert->setEnabled(false);
}

} // namespace regal
