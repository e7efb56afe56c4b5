#include "widgets/panels/solutionspanel.h"

#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace regal {

SolutionsPanel::SolutionsPanel(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_table(new QTableView(this))
{
    m_table->setModel(&m_session.solutions());
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The method is in each row's name and tooltip; the metrics need the room.
    m_table->setColumnHidden(SolutionListModel::Method, true);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { showRow(index.row()); });

    auto *show = new QPushButton(tr("Show"), this);
    show->setToolTip(tr("Make the selected solution the current one"));
    auto *compare = new QPushButton(tr("Compare…"), this);
    compare->setToolTip(tr("Compare two selected solutions (or the selected one with the current)"));
    connect(show, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty())
            showRow(rows.front());
    });
    connect(compare, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        const int current = m_session.solutions().current();
        if (rows.size() >= 2)
            emit compareRequested(rows[0], rows[1]);
        else
            emit compareRequested(rows.isEmpty() ? 0 : rows[0], current);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(show);
    buttons->addWidget(compare);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
}

QList<int> SolutionsPanel::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void SolutionsPanel::showRow(int row)
{
    if (row < 0 || row >= m_session.solutions().rowCount() || row == m_session.solutions().current())
        return;
    if (!m_session.isEditable())
        emit statusMessage(tr("Stop the run to show another solution; the run shows its best so far"));
    else
        m_session.undoStack().push(new ShowSolutionCommand(m_session, row));
}

} // namespace regal
