#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;

namespace regal {

class Session;

/// \brief What the selected node is and how the current solution runs it: op, cost, bytes,
/// device, priority, start, finish, pin, and the policy's choices when a policy steered the run.
/// With no node selected, what the import of the graph warned of.
class NodePropertiesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodePropertiesPanel)
public:
    explicit NodePropertiesPanel(Session &session, QWidget *parent = nullptr);

    /// The text shown for the field named \a field (for tests); empty when hidden.
    QString fieldText(const QString &field) const;
    /// The text above the fields (for tests).
    QString headingText() const;

private:
    void refresh();
    /// The heading with no node selected: how to select one, and the import's warnings, read
    /// from the graph once per problem.
    QString readIdleText() const;
    QLabel *addRow(const QString &key, const QString &title);

    Session &m_session;
    QFormLayout *m_form;
    QLabel *m_heading;
    QString m_idleText;
    QList<QPair<QString, QLabel *>> m_fields;
};

} // namespace regal
