#include "widgets/memory/lifetimeview.h"

#include "widgets/memory/lifetimechart.h"
#include "widgets/memory/peaktablemodel.h"
#include "widgets/session/nodeselection.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>

namespace regal {

LifetimeView::LifetimeView(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_devices(new QComboBox(this))
    , m_weights(new QCheckBox(tr("Weights"), this))
    , m_summary(new QLabel(this))
    , m_chart(new LifetimeChart(session.selection(), this))
    , m_table(new QTableView(this))
    , m_model(new PeakTableModel(this))
{
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Device:"), this));
    top->addWidget(m_devices);
    top->addWidget(m_weights);
    m_weights->setChecked(false);
    m_weights->setToolTip(tr("Show the weights, which live for the whole run at the bottom of the arena"));
    top->addStretch(1);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_devices->setToolTip(tr("The device whose buffers are shown"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(&m_session, &Session::problemChanged, this, &LifetimeView::invalidate);
    connect(&m_session, &Session::solutionChanged, this, &LifetimeView::invalidate);
    connect(m_devices, &QComboBox::currentIndexChanged, this, &LifetimeView::showDevice);
    connect(m_weights, &QCheckBox::toggled, this, [this](bool shown) {
        m_chart->setWeightsShown(shown);
        showDevice();
    });
    connect(&m_session.selection(), &NodeSelection::changed, this, &LifetimeView::followSelection);
    connect(m_chart, &LifetimeChart::bufferClicked, this, &LifetimeView::selectBuffer);
    connect(m_table, &QTableView::clicked, this,
            [this](const QModelIndex &index) { selectBuffer(m_model->buffer(index.row())); });
}

LifetimeView::~LifetimeView() = default;

void LifetimeView::invalidate()
{
    m_stale = true;
    if (isVisible())
        refresh();
}

void LifetimeView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void LifetimeView::setDevice(DeviceId device)
{
    m_devices->setCurrentIndex(int(device));
}

void LifetimeView::setWeightsShown(bool shown)
{
    m_weights->setChecked(shown);
}

void LifetimeView::refresh()
{
    m_stale = false;
    if (!m_session.hasProblem()) {
        m_chart->setData(nullptr, nullptr, 0, 0.0);
        m_model->clear();
        return;
    }
    const Cluster &cluster = m_session.cluster();
    const QSignalBlocker blocker(m_devices);
    const int device = std::max(0, m_devices->currentIndex());
    m_devices->clear();
    for (const Device &entry : cluster.devices)
        m_devices->addItem(QString::fromStdString(entry.name));
    m_devices->setCurrentIndex(std::min(device, m_devices->count() - 1));
    m_plan = planArena(m_session.timeline().buffers, cluster.devices.size());
    showDevice();
}

void LifetimeView::showDevice()
{
    if (!m_session.hasProblem() || m_plan.devices.empty())
        return;
    const DeviceId device = DeviceId(std::max(0, m_devices->currentIndex()));
    const Timeline &timeline = m_session.timeline();
    m_peak = liveAtPeak(timeline.buffers, device);
    m_chart->setData(&timeline, &m_plan, device, m_peak.time);
    m_model->reset(m_session.problem(), m_session.solution(), timeline, m_peak, m_weights->isChecked());
    m_table->resizeColumnsToContents();
    const ArenaDevice &arena = m_plan.devices[device];
    m_summary->setText(tr("Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer(s) live at the peak",
                          nullptr, m_model->rowCount())
                           .arg(formatBytes(arena.size), formatBytes(arena.parameters), formatBytes(arena.peak),
                                formatSeconds(m_peak.time), QLocale().toString(arena.fragmentation(), 'f', 3)));
}

void LifetimeView::selectBuffer(std::uint32_t index)
{
    const Timeline &timeline = m_session.timeline();
    if (index >= timeline.buffers.size())
        return;
    m_selecting = true;
    m_session.selection().set({timeline.buffers[index].node});
    m_selecting = false;
    if (const int row = m_model->rowOf(index); row >= 0)
        m_table->selectRow(row);
}

void LifetimeView::followSelection()
{
    const std::vector<NodeId> &nodes = m_session.selection().nodes();
    if (m_selecting || nodes.size() != 1 || !m_session.hasProblem())
        return;
    const int device = int(m_session.solution().device[nodes.front()]);
    if (device >= m_devices->count())
        return;
    if (isVisible()) {
        m_devices->setCurrentIndex(device);
        return;
    }
    // Hidden, it plans nothing now: the refresh on showing draws this device.
    const QSignalBlocker blocker(m_devices);
    m_devices->setCurrentIndex(device);
    m_stale = true;
}

} // namespace regal
