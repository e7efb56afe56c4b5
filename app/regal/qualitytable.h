#pragma once

#include "core/sim/objective.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace regal::cli {

/// \brief One run of a quality benchmark: a method on a graph with a seed.
struct QualityRun
{
    std::string graph;
    std::string method;
    std::uint64_t seed = 0;
    double value = 0.0;  ///< makespan (s) or peak memory (bytes)
    bool feasible = true;
    std::int64_t evaluations = 0;
    double seconds = 0.0;
};

/// \brief A graph of the benchmark with its size and lower bound.
struct QualityGraph
{
    std::string name;
    std::size_t nodes = 0;
    double bound = 0.0;
    bool fits = true; ///< false when the bounds prove that no solution fits the devices' memory
};

/// \brief Mean and sample standard deviation of the runs that fit the devices' memory.
struct Spread
{
    double mean = 0.0;
    double deviation = 0.0;
    std::size_t count = 0; ///< runs that fit
    std::size_t runs = 0;  ///< all runs
    bool allFit() const { return count > 0 && count == runs; }
};

/// \brief The summary of a method over the whole suite, against a reference method. A run that
/// fits the devices' memory beats one that does not; two that do not fit tie. Ratios and gaps
/// count the graphs where every run fits.
struct MethodSummary
{
    std::string method;
    double geometricMeanRatio = 0.0; ///< of per-graph means, to the reference's; 0 without it
    int wins = 0;   ///< (graph, seed) pairs strictly better than the reference
    int ties = 0;
    int losses = 0;
    std::optional<double> meanGapToBound; ///< mean over graphs of mean / bound - 1; none without a graph
    double meanSeconds = 0.0;
    double meanEvaluations = 0.0;
    int runs = 0;
    int runsThatFit = 0;
};

/// \brief Everything `regal bench quality` measured, and its JSON and Markdown forms.
class QualityTable
{
public:
    QualityTable(Task task, std::vector<std::string> methods, std::string reference);

    void addGraph(QualityGraph graph) { m_graphs.push_back(std::move(graph)); }
    void addRun(QualityRun run) { m_runs.push_back(std::move(run)); }

    Spread spread(const std::string &graph, const std::string &method) const;
    std::vector<MethodSummary> summaries() const;

    /// \a settings is copied into the document as it is (budget, seeds, devices, ...).
    nlohmann::ordered_json toJson(const nlohmann::ordered_json &settings) const;
    std::string toMarkdown(const std::string &command) const;

private:
    const QualityRun *find(const std::string &graph, const std::string &method, std::uint64_t seed) const;
    std::string formatValue(double value) const;

    Task m_task;
    std::vector<std::string> m_methods;
    std::string m_reference;
    std::vector<QualityGraph> m_graphs;
    std::vector<QualityRun> m_runs;
};

} // namespace regal::cli
