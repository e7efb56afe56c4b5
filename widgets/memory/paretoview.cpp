#include "widgets/memory/paretoview.h"

#include "core/runner/runcontroller.h"
#include "widgets/plots/plotexport.h"
#include "widgets/plots/plotlegend.h"
#include "widgets/plots/plotunits.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <optional>
#include <qcustomplot.h>

namespace regal {

ParetoView::ParetoView(Session &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_plot(new QCustomPlot(this)), m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true); // a long summary wraps rather than widening the dock
    m_summary->setContentsMargins(4, 0, 4, 2);
    m_plot->setMinimumSize(240, 160);
    m_all = m_plot->addGraph();
    m_all->setName(tr("evaluated"));
    m_all->setLineStyle(QCPGraph::lsNone);
    m_all->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(150, 150, 150, 160), 4));
    m_frontGraph = m_plot->addGraph();
    m_frontGraph->setName(tr("non-dominated"));
    m_frontGraph->setLineStyle(QCPGraph::lsStepLeft);
    m_frontGraph->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1.2));
    m_frontGraph->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0x1f, 0x77, 0xb4), 1.5), QColor(0x1f, 0x77, 0xb4, 90), 8));
    m_current = m_plot->addGraph();
    m_current->setName(tr("shown"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle, QPen(QColor(0xb0, 0x00, 0x20), 2), Qt::NoBrush, 12));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->legend->setBrush(QColor(255, 255, 255, 190));
    keepLegendAwayFrom(*m_plot, [this] {
        std::vector<QPointF> pixels;
        for (std::size_t index = 0; index < m_points.size(); ++index)
            pixels.push_back(pointPixel(index));
        return pixels;
    });
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        if (event->button() == Qt::LeftButton)
            onPlotClicked(event->position());
    });
    connect(&m_session, &Session::problemChanged, this, &ParetoView::reset);
    connect(&m_session, &Session::solutionChanged, this, &ParetoView::markCurrent);
    reset();
}

ParetoView::~ParetoView() = default;

void ParetoView::followRun(const RunController &runner)
{
    connect(&runner, &RunController::stateChanged, this, [this, previous = RunController::State::Idle](
                                                             RunController::State state) mutable {
        if (previous == RunController::State::Idle && state != RunController::State::Idle)
            reset();
        previous = state;
    });
    connect(&runner, &RunController::progress, this,
            [this](const std::vector<ConvergencePoint> &, const GenerationStatus &latest) {
                std::vector<Solution> solutions;
                if (!latest.best.device.empty())
                    solutions.push_back(latest.best);
                solutions.insert(solutions.end(), latest.sample.begin(), latest.sample.end());
                addSolutions(solutions, DeliveryBudgetMs);
            });
    connect(&runner, &RunController::finished, this, [this](const RunOutcome &outcome) {
        if (!outcome.failed() && !outcome.result.solution.device.empty())
            addSolutions({outcome.result.solution});
    });
}

void ParetoView::reset()
{
    m_points.clear();
    m_front.clear();
    m_seen.clear();
    m_simulator.reset();
    if (m_session.hasProblem())
        m_simulator = std::make_unique<CostSimulator>(m_session.problem());
    redraw();
}

void ParetoView::addSolutions(const std::vector<Solution> &solutions, double budgetMs)
{
    if (!m_simulator || solutions.empty())
        return;
    QElapsedTimer clock;
    clock.start();
    for (const Solution &solution : solutions) {
        add(solution);
        if (budgetMs > 0.0 && double(clock.nsecsElapsed()) * 1e-6 > budgetMs)
            break;
    }
    std::vector<CostPair> costs;
    costs.reserve(m_points.size());
    for (const Point &point : m_points)
        costs.push_back(point.cost);
    m_front = paretoFront(costs);
    while (m_points.size() > MaxPoints)
        dropOne();
    redraw();
}

void ParetoView::add(const Solution &solution)
{
    if (!m_session.problem().check(solution).ok())
        return;
    const Metrics &metrics = m_simulator->run(solution);
    const CostPair cost{metrics.makespan, double(metrics.maxPeakMemory())};
    if (!m_seen.insert({cost.makespan, cost.peak}).second)
        return;
    m_points.push_back({cost, solution});
}

// Replaces a random point off the front with the last one; the front's indices are kept valid.
void ParetoView::dropOne()
{
    std::vector<bool> onFront(m_points.size(), false);
    for (const std::size_t index : m_front)
        onFront[index] = true;
    if (m_front.size() >= m_points.size())
        return;
    // A fixed sequence (splitmix64), so that the same run keeps the same sample.
    std::uint64_t z = (m_draws++ + 1) * 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    std::size_t victim = std::size_t((z ^ (z >> 31)) % m_points.size());
    while (onFront[victim])
        victim = (victim + 1) % m_points.size();
    const std::size_t last = m_points.size() - 1;
    m_seen.erase({m_points[victim].cost.makespan, m_points[victim].cost.peak});
    m_points[victim] = std::move(m_points[last]);
    m_points.pop_back();
    for (std::size_t &index : m_front)
        if (index == last)
            index = victim;
}

void ParetoView::redraw()
{
    std::optional<CostPair> shown;
    if (m_session.hasProblem())
        shown = CostPair{m_session.metrics().makespan, double(m_session.metrics().maxPeakMemory())};
    double shortest = shown ? shown->makespan : std::numeric_limits<double>::max();
    double smallest = shown ? shown->peak : std::numeric_limits<double>::max();
    std::vector<double> makespans, peaks;
    for (const Point &point : m_points) {
        makespans.push_back(point.cost.makespan);
        peaks.push_back(point.cost.peak);
        shortest = std::min(shortest, point.cost.makespan);
        smallest = std::min(smallest, point.cost.peak);
    }
    if (!shown && m_points.empty())
        shortest = smallest = 0.0;
    // The first generations' samples can lie far above the rest: the axes end where the others
    // do, though never before a point of the front or the solution shown.
    double longest = axisTop(makespans, shortest);
    double largest = axisTop(peaks, smallest);
    for (const std::size_t index : m_front) {
        longest = std::max(longest, m_points[index].cost.makespan);
        largest = std::max(largest, m_points[index].cost.peak);
    }
    if (shown) {
        longest = std::max(longest, shown->makespan);
        largest = std::max(largest, shown->peak);
    }
    const auto outside = std::count_if(m_points.begin(), m_points.end(), [&](const Point &point) {
        return point.cost.makespan > longest || point.cost.peak > largest;
    });
    m_timeUnit = timeUnit(longest);
    m_byteUnit = byteUnit(largest);
    const PlotUnit &time = m_timeUnit;
    const PlotUnit &bytes = m_byteUnit;
    QVector<double> keys, values;
    for (const Point &point : m_points) {
        keys.append(point.cost.makespan / time.divisor);
        values.append(point.cost.peak / bytes.divisor);
    }
    m_all->setData(keys, values);
    keys.clear();
    values.clear();
    for (const std::size_t index : m_front) {
        keys.append(m_points[index].cost.makespan / time.divisor);
        values.append(m_points[index].cost.peak / bytes.divisor);
    }
    m_frontGraph->setData(keys, values, true);
    m_plot->xAxis->setLabel(tr("makespan (%1)").arg(time.label));
    m_plot->yAxis->setLabel(tr("peak memory (%1)").arg(bytes.label));
    // The sampled region with a margin, so that close points stay apart.
    const auto range = [](QCPAxis *axis, double low, double high, double divisor) {
        const double margin = std::max((high - low) * 0.08, high * 0.01) + 1e-12;
        axis->setRange(std::max(0.0, low - margin) / divisor, (high + margin) / divisor);
    };
    range(m_plot->xAxis, shortest, longest, time.divisor);
    range(m_plot->yAxis, smallest, largest, bytes.divisor);
    QString summary = m_points.empty() ? tr("Start a run: the solutions it evaluates appear here.")
                                       : tr("%n solution(s) sampled, %1 non-dominated; click one to show it.", nullptr,
                                            int(m_points.size()))
                                             .arg(m_front.size());
    if (outside > 0)
        summary += QLatin1Char(' ') + tr("%n lie(s) outside the view.", nullptr, int(outside));
    m_summary->setText(summary);
    markCurrent();
}

void ParetoView::markCurrent()
{
    m_current->data()->clear();
    if (m_session.hasProblem() && !m_session.solution().device.empty())
        m_current->addData(m_session.metrics().makespan / m_timeUnit.divisor,
                           double(m_session.metrics().maxPeakMemory()) / m_byteUnit.divisor);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QPointF ParetoView::pointPixel(std::size_t index) const
{
    const CostPair &cost = m_points[index].cost;
    return {m_plot->xAxis->coordToPixel(cost.makespan / m_timeUnit.divisor),
            m_plot->yAxis->coordToPixel(cost.peak / m_byteUnit.divisor)};
}

QString ParetoView::summary() const
{
    return m_summary->text();
}

void ParetoView::showPoint(std::size_t index)
{
    if (index >= m_points.size())
        return;
    const Solution &solution = m_points[index].solution;
    if (m_session.isEditable())
        m_session.undoStack().push(new SolutionEditCommand(m_session, solution, tr("Show a Pareto point")));
    else
        m_session.showPreview(solution);
}

void ParetoView::onPlotClicked(QPointF position)
{
    constexpr double Reach = 10.0;
    std::optional<std::size_t> nearest;
    double best = Reach * Reach;
    const QRectF drawn = m_plot->axisRect()->rect();
    for (std::size_t index = 0; index < m_points.size(); ++index) {
        if (!drawn.contains(pointPixel(index))) // beyond the axes' ends: not drawn
            continue;
        const QPointF delta = pointPixel(index) - position;
        const double distance = QPointF::dotProduct(delta, delta);
        if (distance <= best) {
            best = distance;
            nearest = index;
        }
    }
    if (nearest)
        showPoint(*nearest);
}

bool ParetoView::exportImage(const QString &path)
{
    return exportPlot(*m_plot, path);
}

} // namespace regal
