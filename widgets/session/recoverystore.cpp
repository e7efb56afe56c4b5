#include "widgets/session/recoverystore.h"

#include "core/base/textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

namespace regal {
namespace {

constexpr QLatin1String Prefix("autosave-");

QString lockPathOf(const QString &sessionPath)
{
    return sessionPath.chopped(5) + QStringLiteral(".lock"); // ".json" -> ".lock"
}

} // namespace

RecoveryStore::RecoveryStore(QString directory) : m_directory(std::move(directory))
{
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_path = QDir(m_directory).filePath(Prefix + id + QStringLiteral(".json"));
    m_lock = std::make_unique<QLockFile>(lockPathOf(m_path));
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("recovery"));
}

Status RecoveryStore::save(const std::string &sessionJson)
{
    // The folder and the lock come with the first autosave, so a Studio that never has unsaved
    // work leaves no trace. The name is new, so the lock is free; without it (a read-only folder)
    // orphans() may offer this Studio's file to another one, which at worst shows it twice.
    QDir().mkpath(m_directory);
    if (!m_lock->isLocked())
        m_lock->tryLock(0);
    return writeFileAtomically(m_path.toStdString(), sessionJson);
}

void RecoveryStore::clear()
{
    QFile::remove(m_path);
}

bool RecoveryStore::hasSaved() const
{
    return QFileInfo::exists(m_path);
}

QList<RecoverableSession> RecoveryStore::orphans() const
{
    QList<RecoverableSession> found;
    const QDir folder(m_directory);
    const QFileInfoList files = folder.entryInfoList({Prefix + QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &file : files) {
        const QString path = file.absoluteFilePath();
        if (QFileInfo(path) == QFileInfo(m_path))
            continue;
        // A living owner holds the lock; a crashed one left it stale, which QLockFile takes over.
        QLockFile owner(lockPathOf(path));
        if (!owner.tryLock(0))
            continue;
        owner.unlock();
        found.push_back({path, file.lastModified()});
    }
    std::sort(found.begin(), found.end(), [](const RecoverableSession &a, const RecoverableSession &b) {
        return a.savedAt > b.savedAt;
    });
    return found;
}

void RecoveryStore::discard(const RecoverableSession &orphan)
{
    QFile::remove(orphan.path);
    QFile::remove(lockPathOf(orphan.path));
}

} // namespace regal
