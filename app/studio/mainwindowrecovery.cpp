#include "app/studio/mainwindow.h"
#include "widgets/session/errortext.h"

#include "core/base/textfile.h"
#include "widgets/session/sessionfile.h"

#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace regal {

void MainWindow::setUpAutosave()
{
    m_recovery = std::make_unique<RecoveryStore>();
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(AutosaveInterval);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();
    QUndoStack &undo = m_session.undoStack();
    connect(&undo, &QUndoStack::indexChanged, this, [this] { m_changedSinceAutosave = true; });
    connect(&m_session, &Session::problemChanged, this, [this] { m_changedSinceAutosave = true; });
    connect(&undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            m_recovery->clear();
    });
}

void MainWindow::autosave()
{
    if (!m_session.hasProblem() || m_session.undoStack().isClean()) {
        m_recovery->clear();
        return;
    }
    if (!m_changedSinceAutosave && m_recovery->hasSaved())
        return;
    if (Status saved = m_recovery->save(writeSessionJson(m_session)); !saved) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(errorText(saved.failure())), 10000);
        return;
    }
    m_changedSinceAutosave = false;
}

bool MainWindow::askToRecover(const RecoverableSession &orphan)
{
    const QString when = QLocale().toString(orphan.savedAt, QLocale::ShortFormat);
    const auto answer = QMessageBox::question(
        this, tr("Restore unsaved work"),
        tr("Regal Studio did not close properly. A session with unsaved changes was autosaved at %1.\n\n"
           "Restore it? If you do not, it is deleted.")
            .arg(when),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    return answer == QMessageBox::Yes;
}

bool MainWindow::offerRecovery(const std::function<bool(const RecoverableSession &)> &accept)
{
    bool restored = false;
    for (const RecoverableSession &orphan : m_recovery->orphans()) {
        if (restored)
            break; // one session per window; the next start offers the others
        if (!(accept ? accept(orphan) : askToRecover(orphan))) {
            RecoveryStore::discard(orphan);
            continue;
        }
        const std::string path = orphan.path.toStdString();
        Result<std::string> text = readTextFile(path);
        Result<SessionDocument> document = text ? readSessionJson(*text, path) : Result<SessionDocument>(text.failure());
        Status loaded = document ? Status() : Status(document.failure());
        if (loaded) {
            const QString source = QString::fromStdString(document->graph->name());
            if (Status replaced = restoreSession(m_session, std::move(document).value(), source); !replaced)
                loaded = Error{path + ": " + replaced.error()};
        }
        if (!loaded) {
            showError(tr("Cannot restore the session"), errorText(loaded.failure()));
            RecoveryStore::discard(orphan);
            continue;
        }
        showSessionPlots();
        // Unsaved work again: marked modified, autosaved by this window before the old file goes.
        m_sessionPath.clear();
        m_session.undoStack().resetClean();
        m_changedSinceAutosave = true;
        autosave();
        RecoveryStore::discard(orphan);
        refreshTitle();
        statusBar()->showMessage(tr("Restored the autosaved session of %1").arg(QLocale().toString(orphan.savedAt, QLocale::ShortFormat)), 10000);
        restored = true;
    }
    return restored;
}

} // namespace regal
