#include "app/studio/mainwindow.h"
#include "widgets/session/errortext.h"

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
    m_runDocument = m_session.documentId();
    m_dropRun = false;
    m_runMethod = QString::fromStdString(settings.method);
    if (Status started = m_runner.start(m_session.problem(), settings, paused); !started) {
        showError(tr("Cannot start the run"), errorText(started.failure()));
        return false;
    }
    m_runSeed = settings.params.control.seed;
    m_session.setEditable(false);
    m_rateClock.start();
    m_rateEvaluations = 0;
    m_lastEvaluations = 0;
    updateActions();
    return true;
}

QString MainWindow::progressText(const GenerationStatus &latest) const
{
    const QString best = m_session.task() == Task::Runtime ? formatSeconds(latest.point.best) : formatBytes(Bytes(latest.point.best));
    const QString evaluations = QLocale().toString(qlonglong(latest.point.evaluations));
    if (m_runner.state() == RunController::State::Paused)
        return tr("Paused after generation %1, %2 evaluations, best %3: Step runs one generation, Resume continues")
            .arg(latest.point.generation)
            .arg(evaluations, best);
    return tr("Generation %1, %2 evaluations, best %3").arg(latest.point.generation).arg(evaluations, best);
}

void MainWindow::onRunProgress(const std::vector<ConvergencePoint> &points, const GenerationStatus &latest)
{
    if (isFromClosedDocument())
        return;
    m_convergence->addPoints(points);
    // The best so far is shown as a preview; it becomes a row of the list when the run ends.
    m_session.showPreview(latest.best); // ignores an empty one
    m_lastEvaluations = latest.point.evaluations;
    // While paused the rate stays as it was: nothing is being evaluated.
    const double seconds = double(m_rateClock.nsecsElapsed()) * 1e-9;
    if (m_runner.state() == RunController::State::Running && seconds > 0.25) {
        const double rate = double(latest.point.evaluations - m_rateEvaluations) / seconds;
        m_rateLabel->setText(tr("%1 evaluations/s").arg(QLocale().toString(rate, 'f', 0)));
        m_rateClock.restart();
        m_rateEvaluations = latest.point.evaluations;
    }
    m_documentMessage->setText(progressText(latest));
}

void MainWindow::onRunFinished(const RunOutcome &outcome)
{
    m_session.setEditable(true);
    m_rateLabel->clear();
    updateActions();
    if (isFromClosedDocument()) {
        // The user stopped this run to leave its document: nothing of it is shown or kept.
        m_dropRun = false;
        return;
    }
    if (m_rowBeforeRun >= 0 && m_rowBeforeRun < m_session.solutions().rowCount())
        m_session.showEntry(m_rowBeforeRun);
    m_session.setConvergence(outcome.history);
    if (outcome.failed()) {
        setDocumentMessage(tr("The run failed: %1").arg(errorText(outcome.error)));
        showError(tr("The run failed"), errorText(outcome.error));
        return;
    }
    if (outcome.result.solution.size() != m_session.problem().nodeCount()) {
        setDocumentMessage(tr("The run ended before its first generation"));
        return;
    }
    const int row = m_session.addRunResult(outcome, m_runMethod, m_runSeed);
    if (row != m_session.solutions().current())
        m_session.undoStack().push(new ShowSolutionCommand(m_session, row));
    const QString name = m_session.solutions().entry(row).name;
    QString message = tr("%1 after %2 evaluations in %3: makespan %4, peak %5 (%6)")
                          .arg(outcome.stopped ? tr("Stopped") : tr("Finished"))
                          .arg(QLocale().toString(qlonglong(outcome.result.evaluations)))
                          .arg(formatSeconds(outcome.elapsedSeconds), formatSeconds(m_session.metrics().makespan),
                               formatBytes(m_session.metrics().maxPeakMemory()), name);
    // Where the bounds prove that nothing fits, the status bar says so already.
    if (!m_session.metrics().feasible && !m_session.bounds().shortfall)
        message += QLatin1Char(' ') + tr("It does not fit the devices' memory: run again from it, or with a larger "
                                         "budget, to look further.");
    setDocumentMessage(message);
}

void MainWindow::onRunStateChanged(RunController::State state)
{
    if (!isFromClosedDocument()) {
        if (state == RunController::State::Paused)
            m_documentMessage->setText(tr("Paused: Step runs one generation, Resume continues"));
        else if (state == RunController::State::Running) {
            // Resumed: the rate counts from now, not across the pause.
            m_rateClock.restart();
            m_rateEvaluations = m_lastEvaluations;
        }
    }
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
