// The screenshot test of the graph view: deep models, fitted into a window, must show boxes
// large enough to carry a legible label. The measure is the on-screen height of every node box
// in sight; the grabs are written to the temporary directory for a person to look at.
#include "core/generate/generator.h"
#include "core/generate/trainingstep.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/graph/graphview.h"
#include "widgets/graph/layoutservice.h"
#include "widgets/graph/legendbar.h"
#include "widgets/graph/minimap.h"
#include "widgets/graph/nodeitem.h"
#include "widgets/session/session.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace regal;

namespace {

/// The smallest on-screen height of the boxes that the view shows, in pixels.
double smallestBoxOnScreen(const GraphView &view, int *shown)
{
    const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
    double smallest = 1e9;
    *shown = 0;
    for (QGraphicsItem *item : view.scene()->items(visible)) {
        if (item->type() != NodeItem::Type || !item->isVisible())
            continue;
        const QRectF box = item->boundingRect().adjusted(3, 3, -3, -3); // without the pen margin
        smallest = std::min(smallest, box.height() * view.transform().m22());
        ++*shown;
    }
    return smallest;
}

} // namespace

class TestGraphReadability : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        m_layouts = std::make_unique<LayoutService>();
        m_view = std::make_unique<GraphView>(*m_session, *m_layouts);
        m_view->resize(1000, 600);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        m_layouts.reset();
        m_session.reset();
    }

    void fittedDeepModelsShowLegibleBoxes_data()
    {
        QTest::addColumn<QString>("model");
        QTest::newRow("resnet50") << QStringLiteral("resnet50");
        QTest::newRow("onnx-resnet-123") << QStringLiteral("onnx-resnet-123");
        QTest::newRow("training-step") << QStringLiteral("training-step");
    }

    void fittedDeepModelsShowLegibleBoxes()
    {
        QFETCH(QString, model);
        std::shared_ptr<const Graph> graph;
        if (model == QLatin1String("resnet50")) {
            graph = test::resnet50Chain();
        } else if (model == QLatin1String("onnx-resnet-123")) {
            graph = test::onnxResNetChain(123);
        } else {
            Result<Graph> forward = generateGraph(Family::Layered, 4500, 1);
            QVERIFY(forward);
            Result<Graph> step = trainingStep(*forward);
            QVERIFY(step);
            QVERIFY(step->nodeCount() > 10000);
            graph = std::make_shared<const Graph>(std::move(step).value());
        }
        QVERIFY(open(graph, model));
        GraphView &view = *m_view;
        view.fitAll();
        const QImage grab = view.grab().toImage();
        grab.save(QDir::temp().filePath(QStringLiteral("regal-fit-%1.png").arg(model)));

        // The whole graph is in sight...
        const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(view.layout()->bounds));
        QVERIFY(!view.isOverviewShown());
        // ... and every box is tall enough for its label.
        int shown = 0;
        const double smallest = smallestBoxOnScreen(view, &shown);
        QCOMPARE(std::size_t(shown), view.itemCount());
        qInfo("%s: %d boxes, the smallest %.1f px high on screen, %d columns", qPrintable(model), shown, smallest,
              view.layout()->columns);
        QVERIFY2(smallest >= 12.0, qPrintable(QStringLiteral("boxes only %1 px high").arg(smallest)));
        QVERIFY(smallest >= NodeItem::minimumLabelHeight());
        // ... and the legend names the devices above the graph, not over it.
        const LegendBar &legend = *view.legend();
        QVERIFY(legend.isVisible());
        QCOMPARE(legend.shownCount(), 2);
        QVERIFY(legend.geometry().bottom() < view.viewport()->geometry().top());
    }

    void aLongChainIsFoldedIntoColumns()
    {
        QVERIFY(open(test::onnxResNetChain(123), QStringLiteral("chain")));
        const GraphView &view = *m_view;
        QCOMPARE(view.itemCount(), std::size_t(123)); // nothing collapsed: it reads whole
        QVERIFY(view.layout()->columns >= 4);
        // The folded picture has about the window's shape, not a strip's.
        const QRectF bounds = view.layout()->bounds;
        QVERIFY(bounds.width() / bounds.height() > 0.8);
        QVERIFY(bounds.width() / bounds.height() < 4.0);
    }

    void fittingAWindowOfANewShapeLaysTheGraphOutForIt()
    {
        QVERIFY(open(test::onnxResNetChain(123), QStringLiteral("chain")));
        GraphView &view = *m_view;
        const int wideColumns = view.layout()->columns;
        // The window turns from landscape to portrait: the columns made for it are now a strip.
        view.resize(500, 1000);
        QVERIFY(QTest::qWaitFor([&] { return view.viewport()->height() > 900; }));
        QCOMPARE(view.layout()->columns, wideColumns); // nothing moves on its own
        QSignalSpy laidOut(&view, &GraphView::laidOut);
        view.fitAll();
        QTRY_COMPARE(laidOut.count(), 1);
        QVERIFY(view.layout()->columns < wideColumns);
        const QRectF bounds = view.layout()->bounds;
        QVERIFY(bounds.width() / bounds.height() < 1.0);
        // Fitted: the whole graph in sight, and another fit lays out nothing new.
        QVERIFY(view.mapToScene(view.viewport()->rect()).boundingRect().contains(bounds));
        view.fitAll();
        QTest::qWait(50);
        QCOMPARE(laidOut.count(), 1);
    }

private:
    /// Loads \a graph and waits until it is laid out for good.
    bool open(std::shared_ptr<const Graph> graph, const QString &name)
    {
        if (!m_session->load(std::move(graph), Cluster::uniform(2), name))
            return false;
        return QTest::qWaitFor([this] { return m_view->isLaidOut() && !m_layouts->isBusy(); }, 60000);
    }

    std::unique_ptr<Session> m_session;
    std::unique_ptr<LayoutService> m_layouts;
    std::unique_ptr<GraphView> m_view;
};

QTEST_MAIN(TestGraphReadability)
#include "tst_graphreadability.moc"
