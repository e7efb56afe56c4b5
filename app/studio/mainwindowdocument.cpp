// The document's life cycle in the main window: a run belongs to the document it started on.
// Opening, reloading or closing a document during a run asks first; progress, outcomes and
// edit feedback go to the document's message, which a new document clears.
#include "app/studio/mainwindow.h"

#include "widgets/plots/convergenceplot.h"
#include "widgets/session/editcommands.h"

#include <QAbstractButton>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

namespace regal {

bool MainWindow::askToStopRun(const QString &action)
{
    if (!m_runner.isActive())
        return true;
    if (!m_quiet) {
        QMessageBox box(QMessageBox::Question, tr("A run is going on"),
                        tr("The run of %1 on this document is still going on. Stop it and %2? The run's result is "
                           "not kept.")
                            .arg(m_runMethod, action),
                        QMessageBox::Cancel, this);
        QPushButton *stop = box.addButton(tr("Stop the Run"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != stop)
            return false;
    }
    // The result belongs to a document the user is leaving: it is dropped, not added to it.
    m_dropRun = true;
    m_runner.stop();
    m_runner.waitForFinished();
    return true;
}

bool MainWindow::openDocument(const QString &path)
{
    const bool replaces = replacesDocument(path);
    if (!askToStopRun(replaces ? tr("open %1").arg(QFileInfo(path).fileName()) : tr("apply the placement")))
        return false;
    if (replaces && !confirmDiscard())
        return false;
    return openPath(path);
}

void MainWindow::setDocumentMessage(const QString &message)
{
    m_documentMessage->setText(message);
    // The document's message is the newest thing to read: no older notice stays over it.
    statusBar()->clearMessage();
}

void MainWindow::onDocumentChanged()
{
    m_documentMessage->clear();
    m_rateLabel->clear();
    statusBar()->clearMessage();
}

bool MainWindow::isFromClosedDocument() const
{
    return m_dropRun || m_runDocument != m_session.documentId();
}

void MainWindow::showSessionPlots()
{
    // The memory plot follows the current solution; the convergence curve is the document's.
    m_convergence->reset(m_session.task(),
                         m_session.task() == Task::Runtime ? m_session.bounds().makespan
                                                           : double(m_session.bounds().peakMemory));
    m_convergence->addPoints(m_session.convergence());
}

void MainWindow::undoOrExplain(bool redo)
{
    QUndoStack &stack = m_session.undoStack();
    const int index = redo ? stack.index() : stack.index() - 1;
    if (index < 0 || index >= stack.count())
        return;
    // During a run the shown solution is the run's; only pins, which the run does not show,
    // may change. A Show or an edit waits, so the bold row and the schedule stay together.
    if (m_runner.isActive() && !dynamic_cast<const PinCommand *>(stack.command(index))) {
        statusBar()->showMessage(redo ? tr("Stop the run to redo “%1”").arg(stack.command(index)->text())
                                      : tr("Stop the run to undo “%1”").arg(stack.command(index)->text()),
                                 5000);
        return;
    }
    redo ? stack.redo() : stack.undo();
}

} // namespace regal
