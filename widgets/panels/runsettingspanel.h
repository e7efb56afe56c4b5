#pragma once

#include "core/methods/runrequest.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace regal {

/// \brief The knobs of the next run: task, method, budget, seed, threads, population, and
/// whether to start from the current (perhaps hand-edited) solution.
///
/// Below the method list a line says what the chosen method does. A method that cannot run
/// for the current task and cluster is disabled in the list, with the reason.
class RunSettingsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSettingsPanel)
public:
    /// Offers the methods of \a table.
    explicit RunSettingsPanel(QWidget *parent = nullptr, std::span<const Method> table = methods());

    /// The request as entered; start and pins are left for the caller to fill.
    RunRequest settings() const;
    void setSettings(const RunRequest &settings);
    bool startFromCurrent() const;
    void setStartFromCurrent(bool start);
    /// What decides which methods can run: the cluster's size and the loaded policies.
    void setAvailability(int deviceCount, const MethodAssets &assets);
    /// Why \a method cannot run now, phrased for people; empty when it can.
    QString blockedReason(const Method &method) const;
    /// The line under the method list.
    QString methodDescription() const;

signals:
    void taskChanged(regal::Task task);

private:
    void refreshMethods();

    std::span<const Method> m_table;
    int m_deviceCount = 1;
    bool m_runtimePolicy = true;
    bool m_memoryPolicy = true;
    QComboBox *m_task;
    QComboBox *m_method;
    QSpinBox *m_budget;
    QSpinBox *m_seed;
    QSpinBox *m_threads;
    QSpinBox *m_population;
    QCheckBox *m_fromCurrent;
    QLabel *m_description;
};

} // namespace regal
