#include "app/regal/qualitytable.h"

#include "app/regal/report.h"
#include "core/base/counted.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <fmt/ranges.h>
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
    Spread spread;
    for (const QualityRun &run : m_runs)
        if (run.graph == graph && run.method == method) {
            ++spread.runs;
            if (run.feasible)
                values.push_back(run.value);
        }
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
            if (!mine.allFit())
                continue;
            if (graph.bound > 0.0) {
                gaps += mine.mean / graph.bound - 1.0;
                ++gapCount;
            }
            if (hasReference) {
                const Spread reference = spread(graph.name, m_reference);
                if (reference.allFit() && reference.mean > 0.0 && mine.mean > 0.0) {
                    logRatios += std::log(mine.mean / reference.mean);
                    ++ratioCount;
                }
            }
        }
        summary.geometricMeanRatio = ratioCount > 0 ? std::exp(logRatios / ratioCount) : 0.0;
        if (gapCount > 0)
            summary.meanGapToBound = gaps / gapCount;
        for (const QualityRun &run : m_runs) {
            if (run.method != method)
                continue;
            summary.meanSeconds += run.seconds;
            summary.meanEvaluations += double(run.evaluations);
            ++summary.runs;
            summary.runsThatFit += run.feasible;
            if (!hasReference)
                continue;
            if (const QualityRun *reference = find(run.graph, m_reference, run.seed)) {
                if (run.feasible != reference->feasible)
                    ++(run.feasible ? summary.wins : summary.losses);
                else if (!run.feasible || nearlyEqual(run.value, reference->value))
                    ++summary.ties;
                else if (run.value < reference->value)
                    ++summary.wins;
                else
                    ++summary.losses;
            }
        }
        if (summary.runs > 0) {
            summary.meanSeconds /= summary.runs;
            summary.meanEvaluations /= summary.runs;
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
        nlohmann::ordered_json entry{{"name", graph.name}, {"nodes", graph.nodes}, {"bound", graph.bound}, {"fits", graph.fits}};
        nlohmann::ordered_json &byMethod = entry["methods"] = nlohmann::ordered_json::object();
        for (const std::string &method : m_methods) {
            // mean and stddev of the runs that fit, null when none does
            const Spread spread = this->spread(graph.name, method);
            nlohmann::ordered_json &cell = byMethod[method] = {{"mean", nullptr}, {"stddev", nullptr}};
            if (spread.count > 0)
                cell = {{"mean", spread.mean}, {"stddev", spread.deviation}};
            cell["runs"] = spread.runs;
            cell["fit"] = spread.count;
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
                           {"mean_gap_to_bound", summary.meanGapToBound ? nlohmann::ordered_json(*summary.meanGapToBound) : nullptr},
                           {"mean_seconds", summary.meanSeconds},
                           {"mean_evaluations", summary.meanEvaluations},
                           {"runs", summary.runs},
                           {"runs_that_fit", summary.runsThatFit}});
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
    const std::vector<MethodSummary> overall = summaries();
    // Where memory is unlimited every run fits, and the tables keep to the measure.
    const bool someDoNotFit = std::any_of(m_runs.begin(), m_runs.end(), [](const QualityRun &run) { return !run.feasible; });
    std::string text;
    if (!command.empty())
        text += fmt::format("Reproduce with:\n\n```sh\n{}\n```\n\n", command);
    text += fmt::format("### Overall, task {} ({}; lower is better)\n\n", taskName(m_task), measure);
    if (someDoNotFit)
        text += "A run that fits the devices' memory beats one that does not, and two that do not fit tie; the ratio "
                "and the gap count the graphs where every run fits.\n\n";
    text += fmt::format("| method |{} geomean ratio to {} | wins | ties | losses vs {} | mean gap to bound | evaluations | seconds/run |\n",
                        someDoNotFit ? " runs that fit |" : "", m_reference, m_reference);
    text += someDoNotFit ? "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n" : "|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const MethodSummary &summary : overall)
        text += fmt::format("| {} |{} {} | {} | {} | {} | {} | {:.0f} | {:.3f} |\n", summary.method,
                            someDoNotFit ? fmt::format(" {} / {} |", summary.runsThatFit, summary.runs) : "",
                            summary.geometricMeanRatio > 0.0 ? fmt::format("{:.4f}", summary.geometricMeanRatio) : "n/a",
                            summary.wins, summary.ties, summary.losses,
                            summary.meanGapToBound ? fmt::format("{:+.1f}%", 100.0 * *summary.meanGapToBound) : "n/a",
                            summary.meanEvaluations, summary.meanSeconds);

    text += fmt::format("\n### Per graph: mean ± standard deviation of the {} over seeds\n\n", measure);
    if (someDoNotFit)
        text += "Over the runs that fit the devices' memory, with their count where some do not; the best of the "
                "methods whose runs all fit in bold.\n\n";
    text += "| graph | nodes | bound |";
    std::string rule = "|---|---:|---:|";
    for (const std::string &method : m_methods) {
        text += " " + method + " |";
        rule += "---:|";
    }
    text += "\n" + rule + "\n";
    std::vector<std::string> unfittable; // listed after the table, where every cell would say "does not fit"
    for (const QualityGraph &graph : m_graphs) {
        if (!graph.fits) {
            unfittable.push_back(graph.name);
            continue;
        }
        text += fmt::format("| {} | {} | {} |", graph.name, graph.nodes, formatValue(graph.bound));
        double best = std::numeric_limits<double>::infinity();
        for (const std::string &method : m_methods)
            if (const Spread spread = this->spread(graph.name, method); spread.allFit())
                best = std::min(best, spread.mean);
        for (const std::string &method : m_methods) {
            const Spread spread = this->spread(graph.name, method);
            if (spread.runs == 0) {
                text += " – |";
                continue;
            }
            if (spread.count == 0) {
                text += " does not fit |";
                continue;
            }
            std::string cell = spread.deviation > 0.0
                                   ? fmt::format("{} ± {}", formatValue(spread.mean), formatValue(spread.deviation))
                                   : formatValue(spread.mean);
            if (!spread.allFit())
                cell += fmt::format(" ({} of {} fit)", spread.count, spread.runs);
            text += spread.allFit() && nearlyEqual(spread.mean, best) ? " **" + cell + "** |" : " " + cell + " |";
        }
        text += "\n";
    }
    if (!unfittable.empty())
        text += fmt::format("\nNo solution fits on {}, as the memory lower bounds prove (`regal info` says why): {}.\n",
                            counted(std::int64_t(unfittable.size()), "graph"), fmt::join(unfittable, ", "));
    return text;
}

} // namespace regal::cli
