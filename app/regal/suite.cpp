#include "app/regal/suite.h"

#include "core/generate/generator.h"
#include "resources/embeddedsamples.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fmt/format.h>

namespace regal::cli {
namespace {

constexpr std::string_view GeneratedPrefix = "generated:";

std::optional<std::uint64_t> parseNumber(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

/// "generated:SIZES[@SEED]": every family at each size, all with one seed (default 1).
Status addGenerated(std::string_view spec, std::vector<SuiteGraph> &suite)
{
    std::string_view sizes = spec.substr(GeneratedPrefix.size());
    std::uint64_t seed = 1;
    if (const std::size_t at = sizes.find('@'); at != std::string_view::npos) {
        const std::optional<std::uint64_t> parsed = parseNumber(sizes.substr(at + 1));
        if (!parsed)
            return Error{fmt::format("'{}': the seed after @ must be a whole number", spec)};
        seed = *parsed;
        sizes = sizes.substr(0, at);
    }
    while (!sizes.empty()) {
        const std::size_t comma = std::min(sizes.find(','), sizes.size());
        const std::optional<std::uint64_t> nodes = parseNumber(sizes.substr(0, comma));
        if (!nodes || *nodes == 0 || *nodes > MaxGeneratedNodes)
            return Error{fmt::format("'{}': sizes must be whole numbers from 1 to {}, as in generated:100,400@1",
                                     spec, MaxGeneratedNodes)};
        for (Family family : allFamilies()) {
            Result<Graph> graph = generateGraph(family, std::size_t(*nodes), seed);
            if (!graph)
                return graph.failure();
            suite.push_back({fmt::format("{}-{}", familyName(family), *nodes),
                             std::make_shared<const Graph>(std::move(graph).value())});
        }
        sizes = comma < sizes.size() ? sizes.substr(comma + 1) : std::string_view();
    }
    return {};
}

} // namespace

Result<std::vector<SuiteGraph>> loadSuite(const std::vector<std::string> &arguments)
{
    namespace fs = std::filesystem;
    std::vector<std::pair<std::string, std::string>> entries; // name, argument
    std::vector<SuiteGraph> suite;
    for (const std::string &argument : arguments) {
        std::error_code error;
        if (argument.starts_with(GeneratedPrefix)) {
            entries.emplace_back(std::string(), argument);
        } else if (fs::is_directory(argument, error)) {
            std::vector<fs::path> files;
            for (const fs::directory_entry &entry : fs::directory_iterator(argument, error))
                if (entry.is_regular_file() && (entry.path().extension() == ".json" || entry.path().extension() == ".dot"))
                    files.push_back(entry.path());
            if (error)
                return Error{argument + ": " + error.message()};
            std::sort(files.begin(), files.end());
            for (const fs::path &file : files)
                entries.emplace_back(file.stem().string(), file.string());
        } else if (argument.starts_with("sample:")) {
            entries.emplace_back(argument.substr(7), argument);
        } else {
            entries.emplace_back(fs::path(argument).stem().string(), argument);
        }
    }
    if (entries.empty())
        return Error{"the suite has no graphs (a directory needs .json or .dot files)"};
    for (const auto &[name, argument] : entries) {
        if (argument.starts_with(GeneratedPrefix)) {
            if (Status status = addGenerated(argument, suite); !status)
                return status.failure();
            continue;
        }
        Result<Graph> graph = loadGraphArgument(argument);
        if (!graph)
            return graph.failure();
        suite.push_back({name, std::make_shared<const Graph>(std::move(graph).value())});
    }
    return suite;
}

} // namespace regal::cli
