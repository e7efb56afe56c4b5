#include "widgets/session/session.h"

#include "core/sim/memorybound.h"

#include <nlohmann/json.hpp>

namespace regal {

Session::Session(QObject *parent) : QObject(parent)
{
}

Session::~Session() = default;

Status Session::load(std::shared_ptr<const Graph> graph, Cluster cluster, const QString &source)
{
    Result<Problem> created = Problem::create(std::move(graph), std::move(cluster));
    if (!created)
        return created.failure();
    m_undo.clear();
    m_selection.clear();
    m_simulator.reset();
    m_problem = std::move(created).value();
    m_simulator = std::make_unique<CostSimulator>(*m_problem);
    m_liveAcross[0] = m_liveAcross[1] = std::nullopt;
    m_bounds = boundsFor(*m_problem);
    m_source = source;
    ++m_documentId;
    m_convergence.clear();
    m_pins.assign(m_problem->nodeCount(), InvalidDevice);

    SolutionEntry initial;
    initial.name = tr("Input order");
    initial.method = QStringLiteral("default");
    initial.solution = m_problem->defaultSolution();
    initial.metrics = m_simulator->run(initial.solution);
    m_solutions.setContext(m_task, m_bounds);
    m_solutions.reset({initial}, 0);
    m_solution = initial.solution;
    m_timeline = m_simulator->record(m_solution);
    emit problemChanged();
    emit pinsChanged();
    emit solutionChanged();
    return {};
}

void Session::setTask(Task task)
{
    if (task == m_task)
        return;
    m_task = task;
    m_solutions.setContext(m_task, m_bounds);
    emit taskChanged(task);
}

const std::vector<NodeProposal> &Session::policyProposals() const
{
    static const std::vector<NodeProposal> none;
    const int row = m_solutions.current();
    return row >= 0 ? m_solutions.entry(row).policyProposals : none;
}

bool Session::policyGateClosed() const
{
    const int row = m_solutions.current();
    if (row < 0)
        return false;
    const nlohmann::json params = nlohmann::json::parse(m_solutions.entry(row).paramsJson, nullptr, false);
    return params.is_object() && params.value("steered", true) == false;
}

Timeline Session::simulate(const Solution &solution) const
{
    CostSimulator simulator(*m_problem);
    return simulator.record(solution);
}

void Session::setSolution(const Solution &solution)
{
    m_solution = solution;
    m_timeline = m_simulator->record(m_solution);
    emit solutionChanged();
}

void Session::showPreview(const Solution &solution)
{
    if (solution.size() == m_problem->nodeCount() && solution != m_solution)
        setSolution(solution);
}

bool Session::applyEdit(const Solution &solution, const QString &what)
{
    const Metrics before = m_timeline.metrics;
    setSolution(solution);
    const int row = m_solutions.current();
    bool added = false;
    if (row >= 0 && m_solutions.entry(row).handEdited) {
        SolutionEntry entry = m_solutions.entry(row);
        entry.solution = m_solution;
        entry.metrics = m_timeline.metrics;
        m_solutions.replace(row, std::move(entry));
    } else {
        SolutionEntry entry;
        entry.name = row >= 0 ? tr("%1, edited").arg(m_solutions.entry(row).name) : tr("Edited");
        entry.method = QStringLiteral("hand");
        entry.handEdited = true;
        entry.solution = m_solution;
        entry.metrics = m_timeline.metrics;
        if (row >= 0) {
            const SolutionEntry &parent = m_solutions.entry(row);
            entry.origin = EditOrigin{parent.name,     parent.method,   parent.seed, parent.paramsJson,
                                      parent.evaluations, parent.solution, row};
        }
        m_solutions.setCurrent(m_solutions.append(std::move(entry)));
        added = true;
    }
    emit edited(before, m_timeline.metrics, what);
    return added;
}

void Session::setEditedSolution(const Solution &solution, const QString &what)
{
    const Metrics before = m_timeline.metrics;
    setSolution(solution);
    emit edited(before, m_timeline.metrics, what);
}

void Session::removeEdit(int row, int parent, const QString &what)
{
    m_solutions.remove(row);
    m_solutions.setCurrent(parent);
    setEditedSolution(m_solutions.entry(parent).solution, what);
}

void Session::insertEdit(int row, SolutionEntry entry, const QString &what)
{
    const Solution solution = entry.solution;
    m_solutions.insert(row, std::move(entry));
    m_solutions.setCurrent(row);
    setEditedSolution(solution, what);
}

void Session::showEntry(int row)
{
    m_solutions.setCurrent(row);
    setSolution(m_solutions.entry(row).solution);
}

LowerBounds Session::boundsFor(const Problem &problem)
{
    std::optional<Bytes> &liveAcross = m_liveAcross[problem.deviceCount() > 1 ? 1 : 0];
    if (!liveAcross)
        liveAcross = liveAcrossTotal(problem);
    return lowerBounds(problem, liveAcross);
}

void Session::setPins(std::vector<DeviceId> pins)
{
    m_pins = std::move(pins);
    emit pinsChanged();
}

Status Session::replaceCluster(const Cluster &cluster, std::vector<SolutionEntry> entries, int current)
{
    Result<Problem> created = Problem::create(m_problem->sharedGraph(), cluster);
    if (!created)
        return created.failure();
    m_simulator.reset();
    m_problem = std::move(created).value();
    m_simulator = std::make_unique<CostSimulator>(*m_problem);
    m_bounds = boundsFor(*m_problem);
    const auto devices = DeviceId(cluster.deviceCount());
    for (DeviceId &pin : m_pins)
        if (pin != InvalidDevice && pin >= devices)
            pin = InvalidDevice;
    const Solution fallback = m_problem->defaultSolution();
    for (SolutionEntry &entry : entries) {
        for (NodeId node = 0; node < entry.solution.size(); ++node)
            if (entry.solution.device[node] >= devices || !(m_problem->allowedDevices(node) >> entry.solution.device[node] & 1U))
                entry.solution.device[node] = fallback.device[node];
        entry.metrics = m_simulator->run(entry.solution);
    }
    m_solutions.setContext(m_task, m_bounds);
    m_solutions.reset(std::move(entries), current);
    m_solution = m_solutions.entry(current).solution;
    m_timeline = m_simulator->record(m_solution);
    emit problemChanged();
    emit pinsChanged();
    emit solutionChanged();
    return {};
}

int Session::addRunResult(const RunOutcome &outcome, const QString &method, std::uint64_t seed)
{
    if (const int same = m_solutions.find(outcome.result.solution); same >= 0)
        return same;
    SolutionEntry entry;
    entry.name = tr("%1 #%2").arg(method).arg(m_solutions.rowCount());
    entry.method = method;
    entry.seed = seed;
    entry.evaluations = outcome.result.evaluations;
    entry.paramsJson = outcome.result.paramsJson.empty() ? std::string("{}") : outcome.result.paramsJson;
    entry.solution = outcome.result.solution;
    entry.metrics = m_simulator->run(entry.solution);
    entry.policyProposals = outcome.result.policyProposals;
    return m_solutions.append(std::move(entry));
}

int Session::addEntry(SolutionEntry entry)
{
    entry.metrics = m_simulator->run(entry.solution);
    return m_solutions.append(std::move(entry));
}

} // namespace regal
