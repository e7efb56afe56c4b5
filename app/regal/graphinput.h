#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <CLI/App.hpp>
#include <string>
#include <vector>

namespace regal::cli {

/// \brief Where a command takes its graph from: a file in any importable format (by extension)
/// or a built-in sample, with `--dim NAME=VALUE` for the dynamic dimensions of imported models.
struct GraphInput
{
    std::string argument;
    std::vector<std::string> dimensions;

    void addOptions(CLI::App &command, const std::string &name = "graph");
    Result<Graph> load() const;
};

/// Prints the warnings an importer stored in \a graph on stderr, one "warning:" line each.
void printImportWarnings(const Graph &graph);

} // namespace regal::cli
