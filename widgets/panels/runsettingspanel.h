#pragma once

#include "core/methods/runrequest.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace regal {

/// \brief The knobs of the next run: task, method, budget, seed, threads, population, and
/// whether to start from the current (perhaps hand-edited) solution.
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
