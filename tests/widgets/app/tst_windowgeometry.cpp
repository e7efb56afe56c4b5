#include "app/studio/windowgeometry.h"

#include <QTest>

using namespace regal;

class TestWindowGeometry : public QObject
{
    Q_OBJECT

private slots:
    void theFirstWindowFitsTheAvailableScreen_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QSize>("expected");
        QTest::newRow("large screen") << QRect(0, 0, 2560, 1400) << QSize(1600, 1000);
        // A 1600x1000 screen with a 32-pixel panel: the frame and the status bar stay on it.
        QTest::newRow("1600x1000 with a panel") << QRect(0, 32, 1600, 968) << QSize(1584, 920);
        QTest::newRow("laptop") << QRect(0, 0, 1366, 740) << QSize(1350, 692);
        QTest::newRow("second screen") << QRect(1920, 0, 1280, 1024) << QSize(1264, 976);
    }

    void theFirstWindowFitsTheAvailableScreen()
    {
        QFETCH(QRect, available);
        QFETCH(QSize, expected);
        const QRect place = fittedWindowGeometry(QSize(1600, 1000), available);
        QCOMPARE(place.size(), expected);
        // With the window manager's frame (a title bar of up to 40 pixels, borders of 8) the
        // window is still on the screen; place gives the frame's corner.
        QVERIFY(available.contains(QRect(place.topLeft(), place.size() + QSize(16, 48))));
    }
};

QTEST_MAIN(TestWindowGeometry)
#include "tst_windowgeometry.moc"
