#include "widgets/session/recoverystore.h"

#include <QFile>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace regal;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRecoveryStore : public QObject
{
    Q_OBJECT

private slots:
    void saveReplacesTheAutosaveAndClearRemovesIt()
    {
        QTemporaryDir folder;
        RecoveryStore store(folder.path());
        QVERIFY(!store.hasSaved());
        QVERIFY(store.save("first"));
        QVERIFY(store.save("second"));
        QVERIFY(store.hasSaved());
        QCOMPARE(contentOf(store.path()), QByteArray("second"));
        QVERIFY(!QFile::exists(store.path() + QStringLiteral(".part")));
        store.clear();
        QVERIFY(!store.hasSaved());
    }

    void aRunningStudiosAutosaveIsNoOrphan()
    {
        QTemporaryDir folder;
        RecoveryStore running(folder.path());
        QVERIFY(running.save("running"));
        RecoveryStore starting(folder.path());
        QVERIFY(starting.orphans().isEmpty());
        QVERIFY(running.orphans().isEmpty());
    }

    void anAutosaveWithoutItsOwnerIsOfferedNewestFirst()
    {
        QTemporaryDir folder;
        QString older;
        QString newer;
        {
            // A Studio that ends without clear() is one that crashed: its lock goes, the file stays.
            RecoveryStore crashed(folder.path());
            QVERIFY(crashed.save("older"));
            older = crashed.path();
        }
        {
            RecoveryStore crashed(folder.path());
            QVERIFY(crashed.save("newer"));
            newer = crashed.path();
            QFile file(newer);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
        }
        RecoveryStore next(folder.path());
        const QList<RecoverableSession> orphans = next.orphans();
        QCOMPARE(orphans.size(), 2);
        QCOMPARE(orphans[0].path, newer);
        QCOMPARE(orphans[1].path, older);
        QCOMPARE(contentOf(orphans[0].path), QByteArray("newer"));

        RecoveryStore::discard(orphans[0]);
        QVERIFY(!QFile::exists(newer));
        QCOMPARE(next.orphans().size(), 1);
    }

    void aStaleLockOfADeadProcessDoesNotHideTheAutosave()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("autosave-killed.json"));
        QFile session(path);
        QVERIFY(session.open(QIODevice::WriteOnly));
        session.write("killed");
        session.close();
        // What QLockFile writes: pid, application name, host name. The pid is beyond pid_max.
        QFile lock(folder.filePath(QStringLiteral("autosave-killed.lock")));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("99999999\nregal-studio\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        lock.close();
        RecoveryStore next(folder.path());
        const QList<RecoverableSession> orphans = next.orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans[0].path, path);
    }
};

QTEST_GUILESS_MAIN(TestRecoveryStore)
#include "tst_recoverystore.moc"
