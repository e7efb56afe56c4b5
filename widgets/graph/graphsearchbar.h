#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace regal {

class GraphView;

/// \brief The search field above the graph view: finds nodes by name or op type, steps through
/// the matches (Enter and the arrows: next; Shift+Enter: previous) and says which match is shown.
/// Escape returns to the graph view, the matches still selected.
///
/// Every match is selected; the one shown is current and the view zooms to it.
class GraphSearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit GraphSearchBar(GraphView &view, QWidget *parent = nullptr);

    QLineEdit *field() const { return m_field; }
    /// "3 of 12", "No match", or empty before a search.
    QString status() const;
    /// Searches for the field's text if it changed since the last search, else shows the match
    /// \a step away (1 next, -1 previous).
    void find(int step);

signals:
    void statusMessage(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showMatch(int index, int count);

    GraphView &m_view;
    QLineEdit *m_field = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_count = nullptr;
    QString m_searched; ///< the text of the last search
};

} // namespace regal
