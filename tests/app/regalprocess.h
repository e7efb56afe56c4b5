#pragma once

// Runs the regal program of this build (REGAL_BINARY) for the command-line tests.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace regal::test {

struct RegalRun
{
    int exitCode; ///< -1 when regal crashed
    QByteArray out;
    QByteArray err;
};

/// Runs regal with \a arguments and waits at most \a timeoutMs for it to end.
inline RegalRun runRegal(const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(REGAL_BINARY), arguments);
    if (!process.waitForFinished(timeoutMs))
        qFatal("regal did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

} // namespace regal::test
