#include "widgets/panels/comparedialog.h"

#include "core/sim/devicerelabel.h"
#include "core/sim/solutioncompare.h"
#include "widgets/graph/nodecoloring.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace regal {

CompareDialog::CompareDialog(Session &session, int first, int second, QWidget *parent)
    : QDialog(parent), m_session(session), m_first(new QComboBox(this)), m_second(new QComboBox(this)),
      m_matchDevices(new QCheckBox(tr("Match interchangeable devices"), this)), m_summary(new QLabel(this)), m_devices(new QTableWidget(this)), m_moved(new QTreeWidget(this))
{
    setWindowTitle(tr("Compare solutions"));
    for (const SolutionEntry &entry : m_session.solutions().entries()) {
        m_first->addItem(entry.name);
        m_second->addItem(entry.name);
    }
    m_first->setCurrentIndex(first);
    m_second->setCurrentIndex(second);
    connect(m_first, &QComboBox::currentIndexChanged, this, &CompareDialog::refresh);
    connect(m_second, &QComboBox::currentIndexChanged, this, &CompareDialog::refresh);
    m_summary->setWordWrap(true);
    m_matchDevices->setChecked(true);
    m_matchDevices->setToolTip(tr("Rename B's devices among those with the same rates, memory and links, so that as "
                                  "many nodes as possible stay where A has them. The makespan and peaks do not change."));
    connect(m_matchDevices, &QCheckBox::toggled, this, &CompareDialog::refresh);

    m_devices->setColumnCount(7);
    m_devices->setHorizontalHeaderLabels({tr("Device"), tr("Nodes A"), tr("Nodes B"), tr("Busy A"), tr("Busy B"),
                                          tr("Peak A"), tr("Peak B")});
    m_devices->verticalHeader()->setVisible(false);
    m_devices->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_devices->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moved->setHeaderLabels({tr("Node"), tr("From (A)"), tr("To (B)")});
    m_moved->setRootIsDecorated(false);
    connect(m_moved, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            m_session.selection().set({NodeId(item->data(0, Qt::UserRole).toUInt())});
    });

    auto *form = new QFormLayout;
    form->addRow(tr("Solution A"), m_first);
    form->addRow(tr("Solution B"), m_second);
    form->addRow(QString(), m_matchDevices);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_devices, 1);
    layout->addWidget(new QLabel(tr("Nodes on another device in B:"), this));
    layout->addWidget(m_moved, 2);
    layout->addWidget(buttons);
    resize(640, 560);
    refresh();
}

void CompareDialog::refresh()
{
    const int first = m_first->currentIndex(), second = m_second->currentIndex();
    if (first < 0 || second < 0)
        return;
    const Solution &a = m_session.solutions().entry(first).solution;
    const Solution &asNamed = m_session.solutions().entry(second).solution;
    const Cluster &cluster = m_session.cluster();
    const Solution b = m_matchDevices->isChecked() ? relabelledLike(cluster, a, asNamed) : asNamed;
    const SolutionComparison comparison =
        compareSolutions(m_session.problem(), a, m_session.simulate(a), b, m_session.simulate(b));
    QString summary = tr("Makespan: %1. %2 nodes moved, %3 reordered on the same device.")
                          .arg(formatChange(formatSeconds(comparison.makespanA), formatSeconds(comparison.makespanB),
                                            comparison.makespanA, comparison.makespanB))
                          .arg(comparison.moved.size())
                          .arg(comparison.reordered);
    if (b != asNamed)
        summary += QLatin1Char(' ') + tr("B's interchangeable devices are renamed to match A.");
    m_summary->setText(summary);
    m_devices->setRowCount(int(comparison.devices.size()));
    for (int row = 0; row < int(comparison.devices.size()); ++row) {
        const SolutionComparison::DeviceRow &device = comparison.devices[std::size_t(row)];
        auto *name = new QTableWidgetItem(QString::fromStdString(cluster.devices[std::size_t(row)].name));
        name->setData(Qt::DecorationRole, DevicePalette::color(DeviceId(row)));
        m_devices->setItem(row, 0, name);
        const QStringList cells = {QString::number(device.nodesA), QString::number(device.nodesB), formatSeconds(device.busyA),
                                   formatSeconds(device.busyB), formatBytes(device.peakA), formatBytes(device.peakB)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_devices->setItem(row, column + 1, item);
        }
    }
    // Every device in sight, up to eight; more scroll.
    int height = m_devices->horizontalHeader()->sizeHint().height() + 2 * m_devices->frameWidth();
    for (int row = 0; row < std::min(m_devices->rowCount(), 8); ++row)
        height += m_devices->rowHeight(row);
    m_devices->setMinimumHeight(height);
    m_moved->clear();
    QList<QTreeWidgetItem *> items;
    for (const SolutionComparison::Move &move : comparison.moved) {
        auto *item = new QTreeWidgetItem({QString::fromStdString(m_session.graph().node(move.node).name),
                                          QString::fromStdString(cluster.devices[move.from].name),
                                          QString::fromStdString(cluster.devices[move.to].name)});
        item->setData(0, Qt::UserRole, move.node);
        items.append(item);
    }
    m_moved->addTopLevelItems(items);
    m_moved->resizeColumnToContents(0);
}

} // namespace regal
