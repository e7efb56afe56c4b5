#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;
class QTreeWidget;

namespace regal {

class Session;

/// \brief Two solutions side by side: per device the nodes, busy time and peak memory of each,
/// and the list of nodes that moved between devices (click one to select it in the views).
class CompareDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareDialog)
public:
    CompareDialog(Session &session, int first, int second, QWidget *parent = nullptr);

    QTableWidget *deviceTable() const { return m_devices; }
    QTreeWidget *movedList() const { return m_moved; }

private:
    void refresh();

    Session &m_session;
    QComboBox *m_first;
    QComboBox *m_second;
    QLabel *m_summary;
    QTableWidget *m_devices;
    QTreeWidget *m_moved;
};

} // namespace regal
