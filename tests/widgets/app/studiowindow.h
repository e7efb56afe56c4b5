#pragma once

#include "app/studio/mainwindow.h"
#include "tests/widgets/testgraphs.h"

#include <memory>

namespace regal::test {

/// A main window as the tests start it: autosaves earlier tests left behind are discarded (they
/// are not this test's crash), messages go to the log instead of boxes, 1200×800, shown, with
/// the diamond graph open on two devices. Null when the graph does not open.
inline std::unique_ptr<MainWindow> openStudioWindow()
{
    for (const RecoverableSession &orphan : RecoveryStore().orphans())
        RecoveryStore::discard(orphan);
    auto window = std::make_unique<MainWindow>();
    window->setQuiet(true);
    window->resize(1200, 800);
    window->show();
    if (!window->openGraph(diamondGraph(), twoDevices(), QStringLiteral("diamond")))
        return nullptr;
    return window;
}

} // namespace regal::test
