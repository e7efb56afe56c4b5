#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace regal::test {

/// \brief Answers the message boxes a window shows while it lives: clicks the button whose text
/// contains the next of \a answers and records each box's text, so a test sees what was asked.
class MessageBoxAnswer final : public QObject
{
public:
    explicit MessageBoxAnswer(QStringList answers) : m_answers(std::move(answers))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked.append(box->text());
            const QString answer = m_answers.isEmpty() ? QString() : m_answers.takeFirst();
            for (QAbstractButton *button : box->buttons())
                if (!answer.isEmpty() && button->text().remove(QLatin1Char('&')).contains(answer)) {
                    button->click();
                    return;
                }
            box->reject();
        });
        m_timer.start(10);
    }

    QStringList asked;

private:
    QStringList m_answers;
    QTimer m_timer;
};

} // namespace regal::test
