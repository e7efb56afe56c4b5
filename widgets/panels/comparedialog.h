#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;
class QTreeWidget;

namespace regal {

class Session;

/// \brief Two solutions side by side: per device the nodes, busy time and peak memory of each,
/// and the list of nodes that moved between devices (click one to select it in the views).
/// Interchangeable devices (same rates, memory and links) are matched first, unless the user
/// asks for the names as they are: a solution that only swaps two identical GPUs moves nothing.
class CompareDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareDialog)
public:
    CompareDialog(Session &session, int first, int second, QWidget *parent = nullptr);

    QTableWidget *deviceTable() const { return m_devices; }
    QTreeWidget *movedList() const { return m_moved; }
    QCheckBox *matchDevicesBox() const { return m_matchDevices; }

private:
    void refresh();

    Session &m_session;
    QComboBox *m_first;
    QComboBox *m_second;
    QCheckBox *m_matchDevices;
    QLabel *m_summary;
    QTableWidget *m_devices;
    QTreeWidget *m_moved;
};

} // namespace regal
