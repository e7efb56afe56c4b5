#pragma once

#include <QList>
#include <QString>

class QDialog;
class QMainWindow;
class QMenu;

namespace regal {

/// The paper Regal Studio implements, as BibTeX.
QString paperBibtex();

/// The HTML user guide installed beside a program in \a programDir
/// (programDir/../share/doc/regal-studio/user-guide.html), or an empty string.
QString findUserGuide(const QString &programDir);

/// One line of the keyboard shortcuts list: where it works, what it does, the keys.
struct ShortcutEntry
{
    QString area;
    QString action;
    QString keys;
};

/// Every shortcut of \a window's menus (read from the actions, so the list is never stale),
/// followed by the mouse and key gestures of the graph view and the Gantt chart.
QList<ShortcutEntry> shortcutEntries(const QMainWindow &window);

/// A dialog that lists shortcutEntries(); deletes itself when closed.
QDialog *createShortcutsDialog(QMainWindow &window);

/// Fills the Help menu: User Guide, Keyboard Shortcuts, About Regal Studio, About Qt.
void fillHelpMenu(QMenu &help, QMainWindow &window);

} // namespace regal
