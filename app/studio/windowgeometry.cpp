#include "app/studio/windowgeometry.h"

#include <QScreen>
#include <QWidget>

namespace regal {
namespace {

/// The size the Studio's panels are laid out for.
constexpr QSize PreferredSize(1600, 1000);
/// Room for the frame the window manager adds around the window (title bar, borders).
constexpr QSize FrameAllowance(16, 48);

} // namespace

QRect fittedWindowGeometry(const QSize &wanted, const QRect &available)
{
    const QSize room = (available.size() - FrameAllowance).expandedTo(QSize(400, 300));
    const QSize size = wanted.boundedTo(room);
    // Centre the window with its frame.
    QRect framed(QPoint(0, 0), size + FrameAllowance);
    framed.moveCenter(available.center());
    return QRect(framed.topLeft(), size);
}

void fitWindowToScreen(QWidget &window, bool restored)
{
    const QScreen *screen = window.screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    if (restored && available.contains(window.frameGeometry()))
        return;
    const QRect frame = fittedWindowGeometry(restored ? window.size() : PreferredSize, available);
    window.resize(frame.size());
    window.move(frame.topLeft());
}

} // namespace regal
