#include "tests/widgets/studiotranslation.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphsearchbar.h"
#include "widgets/graph/graphview.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/session/session.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace regal;

class TestGraphSearchBar : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        m_layouts = std::make_unique<LayoutService>();
        // The bar and the view in one window, as in the Studio.
        m_window = std::make_unique<QWidget>();
        m_view = new GraphView(*m_session, *m_layouts, m_window.get());
        m_bar = new GraphSearchBar(*m_view, m_window.get());
        auto *layout = new QVBoxLayout(m_window.get());
        layout->addWidget(m_bar);
        layout->addWidget(m_view);
        m_window->resize(800, 600);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        QTRY_VERIFY(m_view->isLaidOut());
    }

    void cleanup()
    {
        m_window.reset();
        m_layouts.reset();
        m_session.reset();
    }

    void enterStepsForwardAndShiftEnterBack()
    {
        QSignalSpy messages(m_bar, &GraphSearchBar::statusMessage);
        QTest::keyClicks(m_bar->field(), QStringLiteral("conv"));
        QCOMPARE(m_bar->status(), QString());
        QTest::keyClick(m_bar->field(), Qt::Key_Return);
        QCOMPARE(m_bar->status(), QStringLiteral("1 of 5"));
        QCOMPARE(messages.count(), 1);
        QTest::keyClick(m_bar->field(), Qt::Key_Return);
        QCOMPARE(m_bar->status(), QStringLiteral("2 of 5"));
        QCOMPARE(m_session->selection().current(), NodeId(1));
        QTest::keyClick(m_bar->field(), Qt::Key_Return, Qt::ShiftModifier);
        QTest::keyClick(m_bar->field(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(m_bar->status(), QStringLiteral("5 of 5"));
        // Escape returns to the graph with the matches still selected.
        m_bar->field()->setFocus();
        QVERIFY(m_bar->field()->hasFocus());
        QTest::keyClick(m_bar->field(), Qt::Key_Escape);
        QCOMPARE(m_session->selection().nodes().size(), std::size_t(5));
        QVERIFY(m_view->hasFocus());
        // A new text is a new search.
        m_bar->field()->setText(QStringLiteral("zzz"));
        QTest::keyClick(m_bar->field(), Qt::Key_Return);
        QCOMPARE(m_bar->status(), QStringLiteral("No match"));
        m_bar->field()->clear();
        QCOMPARE(m_bar->status(), QString());
    }

    void theFieldTakesTheCountsRoomWhileNothingIsSearched()
    {
        const auto fieldWidth = [this] {
            QApplication::processEvents();
            return m_bar->field()->width();
        };
        const int idle = fieldWidth();
        QTest::keyClicks(m_bar->field(), QStringLiteral("conv"));
        QTest::keyClick(m_bar->field(), Qt::Key_Return);
        QCOMPARE(m_bar->status(), QStringLiteral("1 of 5"));
        QVERIFY(fieldWidth() < idle);
        m_bar->field()->clear();
        QCOMPARE(fieldWidth(), idle);
    }

    void countsHaveTheirPluralInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("five");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1 node matches “add”")
                            << QStringLiteral("5 nodes match “conv”");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("1 Knoten passt zu „add“")
                            << QStringLiteral("5 Knoten passen zu „conv“");
    }

    void countsHaveTheirPluralInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, one);
        QFETCH(QString, five);
        QSignalSpy messages(m_bar, &GraphSearchBar::statusMessage);
        {
            const test::StudioTranslation translation(language);
            QVERIFY(translation.loaded());
            m_bar->field()->setText(QStringLiteral("add"));
            m_bar->find(1);
            m_bar->field()->setText(QStringLiteral("conv"));
            m_bar->find(1);
        }
        QCOMPARE(messages.count(), 2);
        QCOMPARE(messages.at(0).at(0).toString(), one);
        QCOMPARE(messages.at(1).at(0).toString(), five);
    }

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LayoutService> m_layouts;
    std::unique_ptr<QWidget> m_window;
    GraphView *m_view = nullptr;
    GraphSearchBar *m_bar = nullptr;
};

QTEST_MAIN(TestGraphSearchBar)
#include "tst_graphsearchbar.moc"
