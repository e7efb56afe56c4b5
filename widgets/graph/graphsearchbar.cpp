#include "widgets/graph/graphsearchbar.h"

#include "widgets/graph/graphview.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace regal {

GraphSearchBar::GraphSearchBar(GraphView &view, QWidget *parent) : QWidget(parent), m_view(view)
{
    m_field = new QLineEdit(this);
    m_field->setPlaceholderText(tr("Find nodes by name or op type…"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_previous = new QToolButton(this);
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAutoRaise(true);
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next = new QToolButton(this);
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAutoRaise(true);
    m_next->setToolTip(tr("Next match (F3)"));
    m_count = new QLabel(this);
    m_count->setMinimumWidth(m_count->fontMetrics().horizontalAdvance(QStringLiteral("0000 / 0000")));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);

    connect(m_previous, &QToolButton::clicked, this, [this] { find(-1); });
    connect(m_next, &QToolButton::clicked, this, [this] { find(1); });
    connect(m_field, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.trimmed().isEmpty()) {
            m_searched.clear();
            m_view.search(QString());
        }
    });
    connect(&m_view, &GraphView::matchChanged, this, &GraphSearchBar::showMatch);
    showMatch(-1, 0);
}

void GraphSearchBar::find(int step)
{
    const QString text = m_field->text().trimmed();
    if (text.isEmpty())
        return;
    if (text != m_searched) {
        m_searched = text;
        const int found = m_view.search(text);
        emit statusMessage(found == 0 ? tr("No node matches “%1”").arg(text)
                                      : tr("%n node(s) match “%1”", nullptr, found).arg(text));
        return;
    }
    m_view.showMatch(step);
}

bool GraphSearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_field || (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress))
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event); // both types are key events
    // Escape belongs to the field (not to the window's Select None): it returns to the graph
    // with the matches still selected, where the device keys move them.
    if (event->type() == QEvent::ShortcutOverride && key->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::KeyPress) {
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            find(key->modifiers() & Qt::ShiftModifier ? -1 : 1);
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_view.setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GraphSearchBar::showMatch(int index, int count)
{
    m_previous->setEnabled(count > 1);
    m_next->setEnabled(count > 1);
    // Without a search the count gives its room to the field, whose hint a narrow pane cuts short.
    m_count->setVisible(!m_searched.isEmpty());
    if (m_searched.isEmpty())
        m_count->clear();
    else if (count == 0)
        m_count->setText(tr("No match"));
    else
        //: Which search match is shown: "3 of 12"
        m_count->setText(tr("%1 of %2").arg(index + 1).arg(count));
}

QString GraphSearchBar::status() const
{
    return m_count->text();
}

} // namespace regal
