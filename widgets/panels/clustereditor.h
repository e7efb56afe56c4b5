#pragma once

#include "widgets/panels/clustermodel.h"

#include <QWidget>
#include <memory>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableView;

namespace regal {

class Graph;
class Problem;
class Session;
struct LowerBounds;

/// \brief Edits the devices (name, speed, memory) and the links (bandwidth, latency) of the
/// session's cluster. Changes are collected and applied at once as one undoable command. Memory
/// can also be set from the graph's need, as `--memory-factor` does on the command line. When the
/// devices, edited or applied, are proven too small for the graph, the editor says so and by how
/// much.
class ClusterEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterEditor)
public:
    explicit ClusterEditor(Session &session, QWidget *parent = nullptr);

    ClusterModel &model() { return m_model; }
    /// Applies the edited cluster; returns false (and shows why) when it is invalid.
    bool apply();
    void revert();
    /// Gives every device \a factor × (the graph's one-device peak) / (device count) of memory
    /// in the edited cluster, to be applied with the other changes.
    void setMemoryFactor(double factor);
    /// What the editor tells: why the edit cannot be applied, or that no solution fits the
    /// session's devices.
    QString message() const;

private:
    void onProblemChanged();
    void onEdited();
    QString problemWith(const Cluster &cluster) const;
    /// Says, as a warning in the cleared message, when \a bounds prove that no solution of
    /// \a problem fits its devices.
    void showFit(const Problem &problem, const LowerBounds &bounds);

    Session &m_session;
    ClusterModel m_model;
    QTableView *m_table;
    QDoubleSpinBox *m_bandwidth;
    QDoubleSpinBox *m_latency;
    QDoubleSpinBox *m_memoryFactor;
    QPushButton *m_setMemory;
    QLabel *m_need;
    std::shared_ptr<const Graph> m_needOf; ///< the graph m_needBytes was measured on
    Bytes m_needBytes = 0;
    QString m_needProblem; ///< why the need could not be measured
    QLabel *m_message;
    QPushButton *m_apply;
    QPushButton *m_revert;
};

} // namespace regal
