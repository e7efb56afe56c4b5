#include "widgets/panels/runsettingspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QThread>

namespace regal {

RunSettingsPanel::RunSettingsPanel(QWidget *parent, std::span<const Method> table)
    : QWidget(parent), m_table(table), m_task(new QComboBox(this)), m_method(new QComboBox(this)),
      m_budget(new QSpinBox(this)), m_seed(new QSpinBox(this)), m_threads(new QSpinBox(this)),
      m_population(new QSpinBox(this)), m_fromCurrent(new QCheckBox(tr("Start from the current solution"), this)),
      m_description(new QLabel(this))
{
    m_task->addItem(tr("Run time (makespan under memory limits)"), int(Task::Runtime));
    m_task->addItem(tr("Peak memory"), int(Task::Memory));
    for (const Method &method : table) {
        const QString name = QString::fromUtf8(method.name.data(), qsizetype(method.name.size()));
        m_method->addItem(name, name);
    }
    m_description->setWordWrap(true);
    m_description->setForegroundRole(QPalette::PlaceholderText);
    m_budget->setRange(1, int(limits::MaxBudget));
    m_budget->setSingleStep(1000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSuffix(tr(" evaluations"));
    m_seed->setRange(0, 2'000'000'000);
    m_threads->setRange(0, limits::MaxThreads);
    m_threads->setSpecialValueText(tr("all (%1)").arg(QThread::idealThreadCount()));
    m_population->setRange(limits::MinPopulation, limits::MaxPopulation);
    m_population->setToolTip(tr("Individuals per generation. Under memory limits the search keeps fewer once a "
                                "generation fits: one per 100 evaluations of the budget, at least half"));
    m_fromCurrent->setToolTip(tr("Put the current solution, hand edits included, into the first generation"));
    connect(m_task, &QComboBox::currentIndexChanged, this, [this] {
        refreshMethods();
        emit taskChanged(Task(m_task->currentData().toInt()));
    });
    connect(m_method, &QComboBox::currentIndexChanged, this, &RunSettingsPanel::refreshMethods);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Task"), m_task);
    form->addRow(tr("Method"), m_method);
    form->addRow(QString(), m_description);
    form->addRow(tr("Budget"), m_budget);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(tr("Threads"), m_threads);
    form->addRow(tr("Population"), m_population);
    form->addRow(m_fromCurrent);
    setSettings(RunRequest{});
    refreshMethods();
}

void RunSettingsPanel::setAvailability(int deviceCount, const MethodAssets &assets)
{
    m_deviceCount = deviceCount;
    m_runtimePolicy = assets.policy(Task::Runtime) != nullptr;
    m_memoryPolicy = assets.policy(Task::Memory) != nullptr;
    refreshMethods();
}

QString RunSettingsPanel::blockedReason(const Method &method) const
{
    const Task task = Task(m_task->currentData().toInt());
    switch (method.blocker(m_deviceCount, task == Task::Runtime ? m_runtimePolicy : m_memoryPolicy)) {
    case MethodBlocker::None:
        return {};
    case MethodBlocker::TooManyDevices:
        return method.needs.maxDevices == 1
                   ? tr("runs on one device; this cluster has %1").arg(m_deviceCount)
                   : tr("runs on at most %1 devices; this cluster has %2").arg(method.needs.maxDevices).arg(m_deviceCount);
    case MethodBlocker::NoPolicy:
        return tr("no trained policy for this task is loaded");
    }
    return {};
}

QString RunSettingsPanel::methodDescription() const
{
    return m_description->text();
}

void RunSettingsPanel::refreshMethods()
{
    auto *model = qobject_cast<QStandardItemModel *>(m_method->model());
    for (int row = 0; row < m_method->count() && row < int(m_table.size()); ++row) {
        const Method &method = m_table[std::size_t(row)];
        const QString summary = QCoreApplication::translate("Method", std::string(method.summary).c_str());
        const QString reason = blockedReason(method);
        model->item(row)->setEnabled(reason.isEmpty());
        model->item(row)->setToolTip(reason.isEmpty() ? summary : tr("%1 (not available: %2)").arg(summary, reason));
        if (row == m_method->currentIndex())
            m_description->setText(reason.isEmpty() ? summary : tr("%1. Not available: %2.").arg(summary, reason));
    }
}

RunRequest RunSettingsPanel::settings() const
{
    RunRequest settings;
    settings.task = Task(m_task->currentData().toInt());
    settings.method = m_method->currentData().toString().toStdString();
    settings.params.control.budget = m_budget->value();
    settings.params.control.seed = std::uint64_t(m_seed->value());
    settings.params.control.threads = m_threads->value();
    settings.params.brkga.population = m_population->value();
    return settings;
}

void RunSettingsPanel::setSettings(const RunRequest &settings)
{
    m_task->setCurrentIndex(m_task->findData(int(settings.task)));
    if (const int method = m_method->findData(QString::fromStdString(settings.method)); method >= 0)
        m_method->setCurrentIndex(method);
    m_budget->setValue(int(settings.params.control.budget)); // validated: within limits::MaxBudget
    m_seed->setValue(int(settings.params.control.seed % std::uint64_t(m_seed->maximum())));
    m_threads->setValue(settings.params.control.threads);
    m_population->setValue(settings.params.brkga.population);
}

bool RunSettingsPanel::startFromCurrent() const
{
    return m_fromCurrent->isChecked();
}

void RunSettingsPanel::setStartFromCurrent(bool start)
{
    m_fromCurrent->setChecked(start);
}

} // namespace regal
