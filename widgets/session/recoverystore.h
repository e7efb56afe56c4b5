#pragma once

#include "core/base/result.h"

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>
#include <memory>
#include <string>

namespace regal {

/// \brief A session autosaved by a Studio that did not close properly: one that crashed, was
/// killed or lost its machine.
struct RecoverableSession
{
    QString path;       ///< the autosave file, a regal-studio-session document
    QDateTime savedAt;  ///< when it was last written
};

/// \brief Autosave files of running Studios and the ones that crashed, in one folder.
///
/// Every Studio owns one autosave file, named uniquely and guarded by a lock file that it holds
/// from its first save until it ends. save() replaces the file atomically; clear() removes it when the work is safe
/// (saved, or discarded on purpose) and at a clean exit. A file left behind without a living
/// owner is a crashed Studio's work: orphans() lists them for the next start to offer. Two
/// Studios running at once never take each other's file.
class RecoveryStore
{
public:
    /// Uses \a directory, made at the first save; by default the "recovery" folder of the application's
    /// local data location (QStandardPaths::AppLocalDataLocation).
    explicit RecoveryStore(QString directory = defaultDirectory());
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    /// This Studio's autosave file (it exists only after save()).
    QString path() const { return m_path; }

    /// Writes \a sessionJson as this Studio's autosave, atomically.
    Status save(const std::string &sessionJson);
    /// Removes this Studio's autosave.
    void clear();
    bool hasSaved() const;

    /// The autosaves of Studios that are no longer running, newest first.
    QList<RecoverableSession> orphans() const;
    /// Deletes an orphan once it has been restored or declined.
    static void discard(const RecoverableSession &orphan);

private:
    QString m_directory;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace regal
