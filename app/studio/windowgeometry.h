#pragma once

#include <QRect>

class QWidget;

namespace regal {

/// Where a window goes in \a available (a screen's area without panels): the position of its
/// frame and the size of its contents, \a wanted or smaller where the screen is, so that with the
/// title bar and borders the window stays on the screen, centred.
QRect fittedWindowGeometry(const QSize &wanted, const QRect &available);

/// Gives \a window its first size when no saved geometry placed it, and moves a saved one that
/// no longer fits (a smaller screen) back onto the screen it is on.
void fitWindowToScreen(QWidget &window, bool restored);

} // namespace regal
