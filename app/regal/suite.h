#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"

#include <memory>
#include <string>
#include <vector>

namespace regal::cli {

/// \brief One graph of a benchmark suite and the name it goes by in reports.
struct SuiteGraph
{
    std::string name;
    std::shared_ptr<const Graph> graph;
};

/// Loads the graphs named by \a arguments: a directory stands for its .json and .dot files in
/// name order; "generated:100,400@7" for every generated family at 100 and 400 nodes with seed
/// 7 (default 1), named FAMILY-NODES; anything else is a graph file or sample:NAME. Fails on the first graph that
/// does not load, naming it.
Result<std::vector<SuiteGraph>> loadSuite(const std::vector<std::string> &arguments);

} // namespace regal::cli
