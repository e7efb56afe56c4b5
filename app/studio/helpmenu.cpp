#include "app/studio/helpmenu.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace regal {

/// The translation context of the Help menu's texts.
class HelpMenu
{
    Q_DECLARE_TR_FUNCTIONS(regal::HelpMenu)
};

namespace {

QString plainText(QString text)
{
    text.remove(QLatin1Char('&'));
    text.remove(QChar(0x2026)); // the ellipsis of actions that open a dialog
    return text.trimmed();
}

void collectShortcuts(const QMenu &menu, const QString &area, QList<ShortcutEntry> &entries)
{
    for (const QAction *action : menu.actions()) {
        if (action->menu()) {
            collectShortcuts(*action->menu(), area, entries);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys << sequence.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            entries.append({area, plainText(action->text()), keys.join(QStringLiteral(", "))});
    }
}

void showAbout(QMainWindow &window)
{
    QMessageBox box(&window);
    box.setWindowTitle(HelpMenu::tr("About Regal Studio"));
    box.setIconPixmap(QApplication::windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(HelpMenu::tr("<h3>Regal Studio %1</h3>"
                   "<p>Places and schedules the operations of neural-network computation graphs: minimum run "
                   "time under memory limits, or minimum peak memory.</p>"
                   "<p>Licensed under the MIT licence. Copyright 2026 The Regal Studio authors.</p>"
                   "<p>If you use it in your work, please cite the paper it implements:<br>"
                   "Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli and Oriol Vinyals. "
                   "<i>Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.</i> "
                   "International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.</p>")
                    .arg(QApplication::applicationVersion()));
    QPushButton *copy = box.addButton(HelpMenu::tr("Copy BibTeX"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.exec();
    if (box.clickedButton() == copy)
        QApplication::clipboard()->setText(paperBibtex());
}

void openUserGuide(QMainWindow &window)
{
    const QString guide = findUserGuide(QCoreApplication::applicationDirPath());
    if (guide.isEmpty()) {
        QMessageBox::warning(&window, HelpMenu::tr("User Guide"),
                             HelpMenu::tr("The user guide is not installed. It is looked for in %1.")
                                 .arg(QDir::cleanPath(QCoreApplication::applicationDirPath()
                                                      + QStringLiteral("/../share/doc/regal-studio"))));
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(guide)))
        QMessageBox::warning(&window, HelpMenu::tr("User Guide"), HelpMenu::tr("No program could open %1.").arg(guide));
}

} // namespace

QString paperBibtex()
{
    return QStringLiteral("@inproceedings{paliwal2020regal,\n"
                          "  title     = {Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs},\n"
                          "  author    = {Paliwal, Aditya and Gimeno, Felix and Nair, Vinod and Li, Yujia and\n"
                          "               Lubin, Miles and Kohli, Pushmeet and Vinyals, Oriol},\n"
                          "  booktitle = {International Conference on Learning Representations (ICLR)},\n"
                          "  year      = {2020},\n"
                          "  note      = {arXiv:1905.02494}\n"
                          "}\n");
}

QString findUserGuide(const QString &programDir)
{
    const QFileInfo guide(QDir(programDir).filePath(QStringLiteral("../share/doc/regal-studio/user-guide.html")));
    return guide.isFile() ? QDir::cleanPath(guide.absoluteFilePath()) : QString();
}

QList<ShortcutEntry> shortcutEntries(const QMainWindow &window)
{
    QList<ShortcutEntry> entries;
    for (const QAction *action : window.menuBar()->actions())
        if (action->menu())
            collectShortcuts(*action->menu(), plainText(action->text()), entries);
    const QString graph = HelpMenu::tr("Graph");
    const QString gantt = HelpMenu::tr("Gantt chart");
    entries.append({graph, HelpMenu::tr("Zoom"), HelpMenu::tr("Wheel")});
    entries.append({graph, HelpMenu::tr("Pan"), HelpMenu::tr("Drag")});
    entries.append({graph, HelpMenu::tr("Add to the selection"), HelpMenu::tr("Ctrl+Click")});
    entries.append({graph, HelpMenu::tr("Collapse a node's group, expand a group"), HelpMenu::tr("Double-click")});
    entries.append({gantt, HelpMenu::tr("Zoom the time axis"), HelpMenu::tr("Wheel")});
    entries.append({gantt, HelpMenu::tr("Scroll the time axis"), HelpMenu::tr("Shift+Wheel")});
    entries.append({gantt, HelpMenu::tr("Scroll the lanes"), HelpMenu::tr("Alt+Wheel")});
    entries.append({gantt, HelpMenu::tr("Add to the selection"), HelpMenu::tr("Ctrl+Click")});
    entries.append({gantt, HelpMenu::tr("Move to another device"), HelpMenu::tr("Drag a bar to another lane")});
    entries.append({gantt, HelpMenu::tr("Run earlier or later"), HelpMenu::tr("Drag a bar along its lane")});
    return entries;
}

QDialog *createShortcutsDialog(QMainWindow &window)
{
    auto *dialog = new QDialog(&window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(HelpMenu::tr("Keyboard Shortcuts"));
    auto *tree = new QTreeWidget(dialog);
    tree->setColumnCount(2);
    tree->setHeaderLabels({HelpMenu::tr("Action"), HelpMenu::tr("Keys")});
    tree->setRootIsDecorated(false);
    QTreeWidgetItem *group = nullptr;
    for (const ShortcutEntry &entry : shortcutEntries(window)) {
        if (!group || group->text(0) != entry.area) {
            group = new QTreeWidgetItem(tree, {entry.area});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setExpanded(true);
        }
        new QTreeWidgetItem(group, {entry.action, entry.keys});
    }
    tree->expandAll();
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    dialog->resize(540, 740);
    return dialog;
}

void fillHelpMenu(QMenu &help, QMainWindow &window)
{
    QAction *guide = help.addAction(HelpMenu::tr("&User Guide"), &window, [&window] { openUserGuide(window); });
    guide->setShortcut(QKeySequence::HelpContents);
    help.addAction(HelpMenu::tr("&Keyboard Shortcuts"), &window, [&window] { createShortcutsDialog(window)->show(); });
    help.addSeparator();
    help.addAction(HelpMenu::tr("&About Regal Studio"), &window, [&window] { showAbout(window); });
    help.addAction(HelpMenu::tr("About &Qt"), qApp, &QApplication::aboutQt);
}

} // namespace regal
