// A box's label stays inside the box at every zoom: it is measured, elided and centred in the
// font it is drawn in. (Laid out in the application's font instead, titles sat off centre and ran
// out of their boxes on X11.) A failing box is saved to the temporary directory to look at.
#include "widgets/graph/nodeitem.h"

#include <QDir>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QScreen>
#include <QTest>

using namespace regal;

class TestNodeItem : public QObject
{
    Q_OBJECT

private slots:
    void labelsStayInsideTheirBoxes_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<bool>("group");
        for (const double scale : {0.45, 0.6, 0.75, 1.0, 1.6})
            for (const bool group : {false, true})
                QTest::addRow("scale %.2f%s", scale, group ? ", group" : "") << scale << group;
    }

    void labelsStayInsideTheirBoxes()
    {
        QFETCH(double, scale);
        QFETCH(bool, group);
        // Titles too long for their box, and one that nearly fits.
        for (const QString &title : {QStringLiteral("inception/mixed1/branch1/conv_10"), QStringLiteral("mixed13/branch4"),
                                     QStringLiteral("mixed0/branch4/avgpool_3x3")}) {
            QGraphicsScene scene;
            const QSizeF size(group ? 160.0 : 100.0, group ? 46.0 : 32.0); // as the graph view makes them
            auto *item = new NodeItem(0, size, title, QStringLiteral("Conv · 1.2 ms"), group);
            item->setFill(QColor(0x4e, 0x79, 0xa7));
            scene.addItem(item);
            const QRectF box(-size.width() / 2, -size.height() / 2, size.width(), size.height());
            // The box with room around it, drawn at the view's scale.
            const QRectF source = box.adjusted(-40, -10, 40, 10);
            QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            // Points become pixels as on the screen the view is shown on.
            const double dotsPerMeter = QGuiApplication::primaryScreen()->logicalDotsPerInch() / 0.0254;
            image.setDotsPerMeterX(qRound(dotsPerMeter));
            image.setDotsPerMeterY(qRound(dotsPerMeter));
            {
                QPainter painter(&image);
                painter.setRenderHint(QPainter::TextAntialiasing);
                scene.render(&painter, QRectF(QPointF(0, 0), source.size() * scale), source);
            }
            // Nothing but the box is drawn, so any ink outside it is label.
            const QRectF drawnBox((box.topLeft() - source.topLeft()) * scale, box.size() * scale);
            const QRect allowed = drawnBox.adjusted(-2, -2, 2, 2).toAlignedRect();
            int outside = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (!allowed.contains(x, y) && qAlpha(image.pixel(x, y)) > 60)
                        ++outside;
            if (outside > 0)
                image.save(QDir::temp().filePath(QStringLiteral("regal-label-%1.png").arg(int(scale * 100))));
            QVERIFY2(outside == 0, qPrintable(QStringLiteral("“%1” spills %2 pixels out of its box").arg(title).arg(outside)));
        }
    }
};

QTEST_MAIN(TestNodeItem)
#include "tst_nodeitem.moc"
