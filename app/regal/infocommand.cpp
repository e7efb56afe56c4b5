#include "app/regal/clustersetup.h"
#include "app/regal/commands.h"
#include "app/regal/graphinput.h"
#include "app/regal/report.h"

#include "core/base/counted.h"
#include "core/graph/opcategory.h"
#include "core/sim/bounds.h"
#include "core/sim/memoryneed.h"
#include "core/io/import/importnotes.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>

namespace regal::cli {
namespace {

struct InfoOptions
{
    GraphInput graph;
    ClusterChoice cluster;
    bool json = false;
};

std::string importText(const ImportNotes &notes)
{
    std::string text = fmt::format("imported from {}{}\n", notes.format, notes.producer.empty() ? "" : " (" + notes.producer + ")");
    for (const GuessedDimension &dimension : notes.dimensions)
        text += fmt::format("dimension     {} = {} ({}, for {})\n", dimension.name, dimension.value,
                            dimension.given ? "given" : "guessed", fmt::join(dimension.tensors, ", "));
    for (const std::string &warning : notes.warnings)
        text += "warning       " + warning + '\n';
    if (notes.droppedWarnings > 0)
        text += fmt::format("warning       and {} more\n", notes.droppedWarnings);
    return text;
}

int runInfo(const InfoOptions &options)
{
    Result<Graph> loaded = options.graph.load();
    if (!loaded)
        return fail(loaded.error());
    auto graph = std::make_shared<const Graph>(std::move(loaded).value());
    Result<Cluster> cluster = options.cluster.resolve();
    if (cluster)
        cluster = options.cluster.forGraph(*cluster, graph);
    if (!cluster)
        return fail(cluster.error());
    Result<Problem> problem = Problem::create(graph, *cluster);
    if (!problem)
        return fail(problem.error());
    const LowerBounds bounds = lowerBounds(*problem);
    // What --memory-factor scales, and the factor under which the bounds rule out every solution.
    const Result<Bytes> need = oneDevicePeak(graph);
    const double leastFactor = need && *need > 0 ? leastMemoryFactor(bounds.peakMemory, *need, cluster->deviceCount()) : 0.0;
    const ImportNotes notes = ImportNotes::of(*graph);

    Bytes params = 0;
    Bytes outputBytes = 0;
    double flops = 0.0;
    double work = 0.0;
    std::map<std::string, int> ops;
    std::array<int, OpCategoryCount> categories{};
    for (NodeId node = 0; node < graph->nodeCount(); ++node) {
        const Node &entry = graph->node(node);
        params += entry.paramBytes;
        flops += entry.flops;
        work += problem->opTime(node, 0) * cluster->devices[0].speed;
        ++ops[entry.op];
        ++categories[std::size_t(opCategoryOf(entry.op))];
        // A shared weight is the output of its parameter node (docs/cost-model.md).
        const bool parameter = entry.op == "Parameter" && entry.inputs.empty();
        for (const Tensor &tensor : entry.outputs)
            (parameter ? params : outputBytes) += tensor.isAlias() ? 0 : tensor.bytes;
    }

    if (options.json) {
        nlohmann::ordered_json json;
        json["name"] = graph->name();
        json["hash"] = graph->contentHash();
        json["nodes"] = graph->nodeCount();
        json["edges"] = graph->edgeCount();
        json["data_edges"] = graph->dataEdgeCount();
        json["control_edges"] = graph->controlEdgeCount();
        json["outputs"] = graph->outputCount();
        json["output_bytes"] = outputBytes;
        json["param_bytes"] = params;
        json["total_flops"] = flops;
        json["total_work"] = work;
        json["devices"] = cluster->deviceCount();
        json["ops"] = ops;
        nlohmann::ordered_json byCategory = nlohmann::ordered_json::object();
        for (int category = 0; category < OpCategoryCount; ++category)
            if (categories[std::size_t(category)] > 0)
                byCategory[std::string(opCategoryName(OpCategory(category)))] = categories[std::size_t(category)];
        json["op_categories"] = byCategory;
        json["lower_bounds"] = {{"makespan", bounds.makespan},
                                {"critical_path", bounds.criticalPath},
                                {"work", bounds.work},
                                {"peak_memory", bounds.peakMemory}};
        json["shortfall"] = shortfallJson(*problem, bounds);
        json["one_device_peak"] = need ? nlohmann::ordered_json(*need) : nullptr;
        json["least_memory_factor"] = leastFactor > 0.0 ? nlohmann::ordered_json(leastFactor) : nullptr;
        const nlohmann::ordered_json imported = notes.toJson();
        json["guessed_dimensions"] = imported["dimensions"];
        json["import"] = imported;
        printJson(json);
        return 0;
    }

    std::vector<std::pair<std::string, int>> byCount(ops.begin(), ops.end());
    std::stable_sort(byCount.begin(), byCount.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    std::string text = fmt::format("graph         {}\nhash          {}\n", graph->name(), graph->contentHash());
    text += fmt::format("nodes         {}\nedges         {} ({} data, {} control)\n", graph->nodeCount(),
                        graph->edgeCount(), graph->dataEdgeCount(), graph->controlEdgeCount());
    text += fmt::format("total work    {} on a device of speed 1\n", formatSeconds(work));
    if (flops > 0.0)
        text += fmt::format("total FLOPs   {:.4g} G\n", flops / 1e9);
    text += fmt::format("parameters    {}", formatBytes(params));
    if (notes.storedParameterBytes >= 0)
        text += fmt::format(" (the file stores {}{})", formatBytes(notes.storedParameterBytes),
                            notes.foldedConstantBytes >= 0
                                ? "; folded constants " + formatBytes(notes.foldedConstantBytes)
                                : std::string());
    text += fmt::format("\noutputs       {}\n", formatBytes(outputBytes));
    text += fmt::format("bounds        makespan >= {} on {}, peak >= {}\n", formatSeconds(bounds.makespan),
                        counted(cluster->deviceCount(), "device"), formatBytes(bounds.peakMemory));
    if (leastFactor > 0.0)
        text += fmt::format("memory need   {} on one device in input order; no solution fits below --memory-factor {:.2f} "
                            "on {}\n",
                            formatBytes(*need), leastFactor, counted(cluster->deviceCount(), "device"));
    if (bounds.shortfall)
        text += fmt::format("memory        {}\n", shortfallText(*problem, *bounds.shortfall));
    text += "ops          ";
    for (std::size_t i = 0; i < byCount.size() && i < 12; ++i)
        text += fmt::format(" {} {}", byCount[i].first.empty() ? "(none)" : byCount[i].first, byCount[i].second);
    if (byCount.size() > 12)
        text += fmt::format(" and {} more types", byCount.size() - 12);
    text += "\ncategories   ";
    for (int category = 0; category < OpCategoryCount; ++category)
        if (categories[std::size_t(category)] > 0)
            text += fmt::format(" {} {}", opCategoryName(OpCategory(category)), categories[std::size_t(category)]);
    text += '\n';
    if (!notes.empty())
        text += importText(notes);
    std::fputs(text.c_str(), stdout);
    return 0;
}

} // namespace

void addInfoCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<InfoOptions>();
    CLI::App *command = app.add_subcommand("info", "Counts, total work and lower bounds of a graph");
    options->graph.addOptions(*command);
    options->cluster.addOptions(*command);
    options->cluster.addMemoryFactorOption(*command);
    command->add_flag("--json", options->json, "machine-readable output");
    command->callback([options, &exitCode] { exitCode = runInfo(*options); });
}

} // namespace regal::cli
