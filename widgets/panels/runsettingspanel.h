#pragma once

#include "core/runner/methodregistry.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace regal {

/// \brief The knobs of the next run: task, method, budget, seed, threads, population, and
/// whether to start from the current (perhaps hand-edited) solution.
class RunSettingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RunSettingsPanel(const MethodRegistry &methods, QWidget *parent = nullptr);

    /// The settings as entered; start and pins are left for the caller to fill.
    RunSettings settings() const;
    void setSettings(const RunSettings &settings);
    bool startFromCurrent() const;
    void setStartFromCurrent(bool start);

signals:
    void taskChanged(regal::Task task);

private:
    QComboBox *m_task;
    QComboBox *m_method;
    QSpinBox *m_budget;
    QSpinBox *m_seed;
    QSpinBox *m_threads;
    QSpinBox *m_population;
    QCheckBox *m_fromCurrent;
};

} // namespace regal
