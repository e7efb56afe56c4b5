#pragma once

#include "core/sim/costsimulator.h"
#include "core/sim/paretofront.h"
#include "widgets/plots/plotunits.h"

#include <QWidget>
#include <memory>
#include <set>

class QCPGraph;
class QCustomPlot;
class QLabel;

namespace regal {

class RunController;
class Session;
struct GenerationStatus;

/// \brief Makespan against peak memory over solutions a run evaluated: a bounded sample of the
/// population at every delivery (the best and GenerationStatus::sample), the non-dominated ones
/// highlighted and joined by a step line.
///
/// The GUI simulates each sampled solution once (run() only, no timeline), within a time budget
/// per delivery. Points beyond
/// MaxPoints replace dominated ones at random, so the front is never lost. Clicking a point
/// shows it: an undoable edit when the session is editable, a preview during a run.
class ParetoView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParetoView)
public:
    static constexpr std::size_t MaxPoints = 4000;
    /// GUI time a run's delivery (every 100 ms) may spend simulating its samples.
    static constexpr double DeliveryBudgetMs = 20.0;

    struct Point
    {
        CostPair cost;
        Solution solution;
    };

    explicit ParetoView(Session &session, QWidget *parent = nullptr);
    ~ParetoView() override;

    /// Collects what \a runner delivers, starting afresh with each run.
    void followRun(const RunController &runner);

    void reset();
    /// Simulates \a solutions in order and adds each whose costs are new; with \a budgetMs > 0
    /// stops after that many milliseconds (at least one is simulated), so that a large graph's
    /// deliveries never hold up the GUI.
    void addSolutions(const std::vector<Solution> &solutions, double budgetMs = 0.0);

    const std::vector<Point> &points() const { return m_points; }
    /// Indices into points(), by increasing makespan.
    const std::vector<std::size_t> &front() const { return m_front; }
    QCustomPlot *plot() const { return m_plot; }
    /// Where point \a index is drawn, in the plot's coordinates.
    QPointF pointPixel(std::size_t index) const;
    /// Makes point \a index the session's solution.
    void showPoint(std::size_t index);
    /// The line under the plot: how many points, how many on the front, how many out of view.
    QString summary() const;

    /// PNG or PDF by suffix.
    bool exportImage(const QString &path);

private:
    void add(const Solution &solution);
    void dropOne();
    void redraw();
    void markCurrent();
    void onPlotClicked(QPointF position);

    Session &m_session;
    QCustomPlot *m_plot;
    QLabel *m_summary;
    QCPGraph *m_all;
    QCPGraph *m_frontGraph;
    QCPGraph *m_current;
    std::unique_ptr<CostSimulator> m_simulator;
    std::vector<Point> m_points;
    std::vector<std::size_t> m_front;
    std::set<std::pair<double, double>> m_seen;
    std::uint64_t m_draws = 0;
    PlotUnit m_timeUnit;
    PlotUnit m_byteUnit;
};

} // namespace regal
