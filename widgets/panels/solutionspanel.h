#pragma once

#include <QWidget>

class QTableView;

namespace regal {

class Session;

/// \brief Every run's best and every hand-edited variant, with their metrics. Double-click or
/// Show makes a row current (undoable); the names can be edited in place.
class SolutionsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SolutionsPanel)
public:
    explicit SolutionsPanel(Session &session, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    /// The selected rows, in order.
    QList<int> selectedRows() const;

signals:
    void compareRequested(int first, int second);
    /// Says why a click did nothing (a run is going on).
    void statusMessage(const QString &message);

private:
    void showRow(int row);

    Session &m_session;
    QTableView *m_table;
};

} // namespace regal
