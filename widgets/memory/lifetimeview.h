#pragma once

#include "core/sim/arenaplan.h"
#include "core/sim/liveatpeak.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace regal {

class LifetimeChart;
class PeakTableModel;
class Session;

/// \brief Buffer lifetimes of the current solution on one device: the arena plan as a chart,
/// the peak marked, and the tensors live at the peak in a table.
///
/// Follows the session like the memory plot (hand edits, rows, a run's previews) but plans
/// only while visible. The weights, a block at the bottom of the arena for the whole run, are
/// hidden until asked for. Clicking a buffer or a row selects its node in every view; a node
/// selected elsewhere brings its device's buffers.
class LifetimeView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LifetimeView)
public:
    explicit LifetimeView(Session &session, QWidget *parent = nullptr);
    ~LifetimeView() override;

    LifetimeChart &chart() const { return *m_chart; }
    QTableView &table() const { return *m_table; }
    const PeakTableModel &peakTable() const { return *m_model; }
    const ArenaPlan &plan() const { return m_plan; }
    const PeakMoment &peak() const { return m_peak; }
    void setDevice(DeviceId device);
    void setWeightsShown(bool shown);

    /// Plans and redraws now, visible or not.
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void invalidate();
    void showDevice();
    void selectBuffer(std::uint32_t index);
    /// Shows the device of the one node selected, unless the selection came from here: a
    /// received copy clicked here selects its producer, which runs on another device.
    void followSelection();

    Session &m_session;
    QComboBox *m_devices;
    QCheckBox *m_weights;
    QLabel *m_summary;
    LifetimeChart *m_chart;
    QTableView *m_table;
    PeakTableModel *m_model;
    ArenaPlan m_plan;
    PeakMoment m_peak;
    bool m_stale = true;
    bool m_selecting = false; ///< while a click here sets the selection
};

} // namespace regal
