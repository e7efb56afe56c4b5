#include "core/generate/generator.h"
#include "core/graph/graphbuilder.h"
#include "tests/widgets/testgraphs.h"
#include "widgets/memory/paretoview.h"
#include "widgets/session/session.h"

#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <qcustomplot.h>
#include <random>

using namespace regal;

namespace {

std::vector<Solution> randomSolutions(const Problem &problem, int count)
{
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Solution> solutions;
    for (int i = 0; i < count; ++i) {
        Solution solution = problem.defaultSolution();
        for (NodeId node = 0; node < problem.nodeCount(); ++node) {
            solution.device[node] = DeviceId(random() % 2);
            solution.priority[node] = unit(random);
        }
        solutions.push_back(std::move(solution));
    }
    return solutions;
}

bool dominates(const CostPair &a, const CostPair &b)
{
    return a.makespan <= b.makespan && a.peak <= b.peak && (a.makespan < b.makespan || a.peak < b.peak);
}

} // namespace

class TestParetoView : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_session = std::make_unique<Session>();
        // Spread over two devices, a branchy graph trades time for memory: a front of several points.
        auto graph = std::make_shared<const Graph>(generateGraph(Family::Inception, 60, 1).value());
        QVERIFY(m_session->load(graph, test::twoDevices(), QStringLiteral("inception")));
        m_view = std::make_unique<ParetoView>(*m_session);
        m_view->resize(600, 420);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->addSolutions(randomSolutions(m_session->problem(), 60));
        m_view->plot()->replot();
    }
    void cleanup()
    {
        m_view.reset();
        m_session.reset();
    }

    void frontIsTheNonDominatedPoints();
    void clickingAPointShowsIt();
    void duringARunAClickPreviews();
    void aNewProblemStartsAfresh();
    void aFarPointLiesOutsideTheView();

private:
    std::unique_ptr<Session> m_session;
    std::unique_ptr<ParetoView> m_view;
};

void TestParetoView::frontIsTheNonDominatedPoints()
{
    const std::vector<ParetoView::Point> &points = m_view->points();
    QVERIFY(points.size() > 5);
    CostSimulator simulator(m_session->problem());
    std::vector<bool> onFront(points.size(), false);
    for (const std::size_t index : m_view->front())
        onFront[index] = true;
    for (std::size_t i = 0; i < points.size(); ++i) {
        // Each point's costs are its solution's, simulated again here.
        const Metrics &metrics = simulator.run(points[i].solution);
        QCOMPARE(points[i].cost.makespan, metrics.makespan);
        QCOMPARE(points[i].cost.peak, double(metrics.maxPeakMemory()));
        bool dominated = false;
        for (std::size_t j = 0; j < points.size(); ++j)
            dominated = dominated || dominates(points[j].cost, points[i].cost);
        QVERIFY2(onFront[i] == !dominated, qPrintable(QStringLiteral("point %1").arg(i)));
    }
    QVERIFY(m_view->front().size() >= 2);
    for (std::size_t k = 1; k < m_view->front().size(); ++k)
        QVERIFY(points[m_view->front()[k - 1]].cost.makespan < points[m_view->front()[k]].cost.makespan);
}

void TestParetoView::clickingAPointShowsIt()
{
    const int steps = m_session->undoStack().count();
    for (const std::size_t index : m_view->front()) {
        const CostPair cost = m_view->points()[index].cost;
        QTest::mouseClick(m_view->plot(), Qt::LeftButton, {}, m_view->pointPixel(index).toPoint());
        QCOMPARE(m_session->metrics().makespan, cost.makespan);
        QCOMPARE(double(m_session->metrics().maxPeakMemory()), cost.peak);
    }
    QVERIFY(m_session->undoStack().count() > steps); // undoable, like choosing a row
}

void TestParetoView::duringARunAClickPreviews()
{
    m_session->setEditable(false);
    const int steps = m_session->undoStack().count();
    const std::size_t index = m_view->front().back();
    QTest::mouseClick(m_view->plot(), Qt::LeftButton, {}, m_view->pointPixel(index).toPoint());
    QCOMPARE(m_session->metrics().makespan, m_view->points()[index].cost.makespan);
    QCOMPARE(m_session->undoStack().count(), steps);
}

void TestParetoView::aNewProblemStartsAfresh()
{
    QVERIFY(m_session->load(test::diamondGraph(), test::twoDevices(), QStringLiteral("again")));
    QVERIFY(m_view->points().empty());
    QVERIFY(m_view->front().empty());
}

void TestParetoView::aFarPointLiesOutsideTheView()
{
    // Sixty independent nodes of nearly equal cost: on two devices the makespan is the larger
    // device's share, about half the total; everything on one device takes the whole total.
    GraphBuilder builder("independent");
    double total = 0.0;
    for (int index = 0; index < 60; ++index) {
        Node node;
        node.name = "n" + std::to_string(index);
        node.op = "Op";
        node.cost = 1.0 + index / 1000.0;
        total += *node.cost;
        node.outputs.push_back(Tensor{8, -1, false, {}});
        builder.addNode(std::move(node));
    }
    QVERIFY(m_session->load(std::make_shared<const Graph>(std::move(builder).build().value()), test::twoDevices(),
                            QStringLiteral("independent")));
    m_view->addSolutions(randomSolutions(m_session->problem(), 60));
    m_view->showPoint(m_view->front().front()); // not the input order, which puts all on one device
    const auto inView = [this](double makespan, double peak) {
        return m_view->plot()->xAxis->range().contains(makespan) && m_view->plot()->yAxis->range().contains(peak);
    };
    for (const ParetoView::Point &point : m_view->points())
        QVERIFY(inView(point.cost.makespan, point.cost.peak)); // seconds and bytes
    QVERIFY(!m_view->summary().contains(QStringLiteral("outside")));

    Solution together = m_session->problem().defaultSolution();
    std::fill(together.device.begin(), together.device.end(), DeviceId(0));
    m_view->addSolutions({together});
    const ParetoView::Point &far = m_view->points().back();
    QCOMPARE(far.cost.makespan, total);
    QVERIFY(!inView(far.cost.makespan, far.cost.peak));
    QVERIFY(inView(m_view->points().front().cost.makespan, m_view->points().front().cost.peak));
    QVERIFY2(m_view->summary().contains(QRegularExpression(QStringLiteral(" 1 lie.* outside the view\\.$"))),
             qPrintable(m_view->summary()));
}

QTEST_MAIN(TestParetoView)
#include "tst_paretoview.moc"
