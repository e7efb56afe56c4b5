#include "app/regal/qualitytable.h"

#include "app/regal/report.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace regal::cli {
namespace {

/// Values this close count as equal: the simulator is exact, so only rounding differs.
bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

QualityTable::QualityTable(Task task, std::vector<std::string> methods, std::string reference)
    : m_task(task)
    , m_methods(std::move(methods))
    , m_reference(std::move(reference))
{
}

const QualityRun *QualityTable::find(const std::string &graph, const std::string &method, std::uint64_t seed) const
{
    for (const QualityRun &run : m_runs)
        if (run.graph == graph && run.method == method && run.seed == seed)
            return &run;
    return nullptr;
}

Spread QualityTable::spread(const std::string &graph, const std::string &method) const
{
    std::vector<double> values;
    for (const QualityRun &run : m_runs)
        if (run.graph == graph && run.method == method)
            values.push_back(run.value);
    Spread spread;
    spread.count = values.size();
    if (values.empty())
        return spread;
    for (double value : values)
        spread.mean += value;
    spread.mean /= double(values.size());
    // Two passes, so that equal values give exactly 0.
    double squares = 0.0;
    for (double value : values)
        squares += (value - spread.mean) * (value - spread.mean);
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    if (values.size() > 1 && *low != *high)
        spread.deviation = std::sqrt(squares / double(values.size() - 1));
    return spread;
}

std::vector<MethodSummary> QualityTable::summaries() const
{
    const bool hasReference = std::find(m_methods.begin(), m_methods.end(), m_reference) != m_methods.end();
    std::vector<MethodSummary> summaries;
    for (const std::string &method : m_methods) {
        MethodSummary summary;
        summary.method = method;
        double logRatios = 0.0;
        int ratioCount = 0;
        double gaps = 0.0;
        int gapCount = 0;
        for (const QualityGraph &graph : m_graphs) {
            const Spread mine = spread(graph.name, method);
            if (mine.count == 0)
                continue;
            if (graph.bound > 0.0) {
                gaps += mine.mean / graph.bound - 1.0;
                ++gapCount;
            }
            if (hasReference) {
                const Spread reference = spread(graph.name, m_reference);
                if (reference.count > 0 && reference.mean > 0.0 && mine.mean > 0.0) {
                    logRatios += std::log(mine.mean / reference.mean);
                    ++ratioCount;
                }
            }
        }
        summary.geometricMeanRatio = ratioCount > 0 ? std::exp(logRatios / ratioCount) : 0.0;
        summary.meanGapToBound = gapCount > 0 ? gaps / gapCount : 0.0;
        int runs = 0;
        for (const QualityRun &run : m_runs) {
            if (run.method != method)
                continue;
            summary.meanSeconds += run.seconds;
            summary.meanEvaluations += double(run.evaluations);
            ++runs;
            if (!hasReference)
                continue;
            if (const QualityRun *reference = find(run.graph, m_reference, run.seed)) {
                if (nearlyEqual(run.value, reference->value))
                    ++summary.ties;
                else if (run.value < reference->value)
                    ++summary.wins;
                else
                    ++summary.losses;
            }
        }
        if (runs > 0) {
            summary.meanSeconds /= runs;
            summary.meanEvaluations /= runs;
        }
        summaries.push_back(summary);
    }
    return summaries;
}

std::string QualityTable::formatValue(double value) const
{
    return m_task == Task::Runtime ? formatSeconds(value) : formatBytes(Bytes(std::llround(value)));
}

nlohmann::ordered_json QualityTable::toJson(const nlohmann::ordered_json &settings) const
{
    nlohmann::ordered_json json;
    json["format"] = "regal-bench-quality";
    json["version"] = 1;
    json["task"] = taskName(m_task);
    json["reference"] = m_reference;
    json["settings"] = settings;
    json["methods"] = m_methods;
    nlohmann::ordered_json &graphs = json["graphs"] = nlohmann::ordered_json::array();
    for (const QualityGraph &graph : m_graphs) {
        nlohmann::ordered_json entry{{"name", graph.name}, {"nodes", graph.nodes}, {"bound", graph.bound}};
        nlohmann::ordered_json &byMethod = entry["methods"] = nlohmann::ordered_json::object();
        for (const std::string &method : m_methods) {
            const Spread spread = this->spread(graph.name, method);
            byMethod[method] = {{"mean", spread.mean}, {"stddev", spread.deviation}, {"runs", spread.count}};
        }
        graphs.push_back(std::move(entry));
    }
    nlohmann::ordered_json &overall = json["overall"] = nlohmann::ordered_json::array();
    for (const MethodSummary &summary : summaries())
        overall.push_back({{"method", summary.method},
                           {"geomean_ratio_to_reference", summary.geometricMeanRatio},
                           {"wins", summary.wins},
                           {"ties", summary.ties},
                           {"losses", summary.losses},
                           {"mean_gap_to_bound", summary.meanGapToBound},
                           {"mean_seconds", summary.meanSeconds},
                           {"mean_evaluations", summary.meanEvaluations}});
    nlohmann::ordered_json &runs = json["runs"] = nlohmann::ordered_json::array();
    for (const QualityRun &run : m_runs)
        runs.push_back({{"graph", run.graph},
                        {"method", run.method},
                        {"seed", run.seed},
                        {"value", run.value},
                        {"feasible", run.feasible},
                        {"evaluations", run.evaluations},
                        {"seconds", run.seconds}});
    return json;
}

std::string QualityTable::toMarkdown(const std::string &command) const
{
    const char *measure = m_task == Task::Runtime ? "makespan" : "peak memory";
    std::string text;
    if (!command.empty())
        text += fmt::format("Reproduce with:\n\n```sh\n{}\n```\n\n", command);
    text += fmt::format("### Overall, task {} ({}; lower is better)\n\n", taskName(m_task), measure);
    text += fmt::format("| method | geomean ratio to {} | wins | ties | losses vs {} | mean gap to bound | evaluations | seconds/run |\n",
                        m_reference, m_reference);
    text += "|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const MethodSummary &summary : summaries())
        text += fmt::format("| {} | {} | {} | {} | {} | {:+.1f}% | {:.0f} | {:.3f} |\n", summary.method,
                            summary.geometricMeanRatio > 0.0 ? fmt::format("{:.4f}", summary.geometricMeanRatio) : "n/a",
                            summary.wins, summary.ties, summary.losses, 100.0 * summary.meanGapToBound,
                            summary.meanEvaluations, summary.meanSeconds);

    text += fmt::format("\n### Per graph: mean ± standard deviation of the {} over seeds\n\n| graph | nodes | bound |",
                        measure);
    std::string rule = "|---|---:|---:|";
    for (const std::string &method : m_methods) {
        text += " " + method + " |";
        rule += "---:|";
    }
    text += "\n" + rule + "\n";
    for (const QualityGraph &graph : m_graphs) {
        text += fmt::format("| {} | {} | {} |", graph.name, graph.nodes, formatValue(graph.bound));
        double best = std::numeric_limits<double>::infinity();
        for (const std::string &method : m_methods)
            if (const Spread spread = this->spread(graph.name, method); spread.count > 0)
                best = std::min(best, spread.mean);
        for (const std::string &method : m_methods) {
            const Spread spread = this->spread(graph.name, method);
            if (spread.count == 0) {
                text += " – |";
                continue;
            }
            const std::string cell = spread.deviation > 0.0
                                         ? fmt::format("{} ± {}", formatValue(spread.mean), formatValue(spread.deviation))
                                         : formatValue(spread.mean);
            text += nearlyEqual(spread.mean, best) ? " **" + cell + "** |" : " " + cell + " |";
        }
        text += "\n";
    }
    return text;
}

} // namespace regal::cli
