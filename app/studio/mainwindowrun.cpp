#include "app/studio/mainwindow.h"

#include "widgets/panels/comparedialog.h"
#include "widgets/panels/runsettingspanel.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/units.h"

#include <QLabel>
#include <QLocale>
#include <QStatusBar>

namespace regal {

void MainWindow::connectRunner()
{
    connect(&m_runner, &RunController::progress, this, &MainWindow::onRunProgress);
    connect(&m_runner, &RunController::finished, this, &MainWindow::onRunFinished);
    connect(&m_runner, &RunController::stateChanged, this, &MainWindow::onRunStateChanged);
}

bool MainWindow::startRun(bool paused)
{
    if (!m_session.hasProblem() || m_runner.isActive())
        return false;
    RunRequest settings = m_runSettings->settings();
    if (m_runSettings->startFromCurrent())
        settings.start = m_session.solution();
    settings.pins = m_session.pins();
    m_session.setTask(settings.task);
    m_convergence->reset(settings.task, settings.task == Task::Runtime ? m_session.bounds().makespan
                                                                       : double(m_session.bounds().peakMemory));
    m_rowBeforeRun = m_session.solutions().current();
    if (Status started = m_runner.start(m_session.problem(), settings, paused); !started) {
        showError(tr("Cannot start the run"), QString::fromStdString(started.error()));
        return false;
    }
    m_runMethod = QString::fromStdString(settings.method);
    m_runSeed = settings.params.control.seed;
    m_session.setEditable(false);
    m_rateClock.start();
    m_rateEvaluations = 0;
    updateActions();
    return true;
}

void MainWindow::onRunProgress(const std::vector<ConvergencePoint> &points, const GenerationStatus &latest)
{
    m_convergence->addPoints(points);
    // The best so far is shown as a preview; it becomes a row of the list when the run ends.
    m_session.showPreview(latest.best); // ignores an empty one
    const double seconds = double(m_rateClock.nsecsElapsed()) * 1e-9;
    if (seconds > 0.25) {
        const double rate = double(latest.point.evaluations - m_rateEvaluations) / seconds;
        m_rateLabel->setText(tr("%1 evaluations/s").arg(QLocale().toString(rate, 'f', 0)));
        m_rateClock.restart();
        m_rateEvaluations = latest.point.evaluations;
    }
    statusBar()->showMessage(tr("Generation %1, %2 evaluations, best %3")
                                 .arg(latest.point.generation)
                                 .arg(QLocale().toString(qlonglong(latest.point.evaluations)))
                                 .arg(m_session.task() == Task::Runtime ? formatSeconds(latest.point.best)
                                                                        : formatBytes(Bytes(latest.point.best))));
}

void MainWindow::onRunFinished(const RunOutcome &outcome)
{
    m_session.setEditable(true);
    m_rateLabel->clear();
    if (m_rowBeforeRun >= 0 && m_rowBeforeRun < m_session.solutions().rowCount())
        m_session.showEntry(m_rowBeforeRun);
    if (!outcome.error.empty()) {
        showError(tr("The run failed"), QString::fromStdString(outcome.error));
        updateActions();
        return;
    }
    if (outcome.result.solution.size() != m_session.problem().nodeCount()) {
        statusBar()->showMessage(tr("The run ended before its first generation"), 5000);
        updateActions();
        return;
    }
    const int row = m_session.addRunResult(outcome, m_runMethod, m_runSeed);
    m_session.undoStack().push(new ShowSolutionCommand(m_session, row));
    statusBar()->showMessage(tr("%1 after %2 evaluations in %3: makespan %4, peak %5")
                                 .arg(outcome.stopped ? tr("Stopped") : tr("Finished"))
                                 .arg(QLocale().toString(qlonglong(outcome.result.evaluations)))
                                 .arg(formatSeconds(outcome.elapsedSeconds), formatSeconds(m_session.metrics().makespan),
                                      formatBytes(m_session.metrics().maxPeakMemory())),
                             10000);
    updateActions();
}

void MainWindow::onRunStateChanged(RunController::State state)
{
    if (state == RunController::State::Paused)
        statusBar()->showMessage(tr("Paused: Step runs one generation, Resume continues"));
    updateActions();
}

void MainWindow::compareDialog(int first, int second)
{
    if (!m_session.hasProblem())
        return;
    auto *dialog = new CompareDialog(m_session, first, second, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace regal
