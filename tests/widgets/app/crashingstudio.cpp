// A Studio that crashes with unsaved work, for tst_mainwindow: it opens the diamond graph, moves
// nodes b and d to device 1, autosaves and aborts. Its settings and autosave go to the test
// locations of the application named by its argument, so the test that runs it finds them.
#include "app/studio/mainwindow.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/session/editcommands.h"

#include <QApplication>
#include <QStandardPaths>
#include <cstdio>
#include <cstdlib>

using namespace regal;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: crashingstudio APPLICATION-NAME\n");
        return 2;
    }
    QCoreApplication::setApplicationName(QString::fromLocal8Bit(argv[1]));
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window;
    window.setQuiet(true);
    if (!window.openGraph(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")))
        return 2;
    Session &session = window.session();
    session.undoStack().push(assignDeviceCommand(session, {1, 3}, 1));
    window.autosave();
    if (!window.recovery().hasSaved())
        return 2;
    std::abort();
}
