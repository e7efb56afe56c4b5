#pragma once

#include "core/base/defaults.h"
#include "core/base/result.h"
#include "core/sim/objective.h"
#include "widgets/graph/graphview.h"

#include <QString>
#include <QStringList>
#include <QSize>
#include <optional>
#include <vector>

namespace regal {

/// \brief The command line of regal-studio.
struct StudioOptions
{
    QString graph;              ///< a file or sample:NAME; empty opens the default sample
    int devices = 0;            ///< 0: not given
    QString clusterFile;
    std::vector<double> speeds;  ///< one device per speed; empty: not given
    double memoryFactor = 0.0;   ///< > 0: each device gets F × the graph's need / devices
    std::optional<Task> task;
    QString runMethod;          ///< empty: no run
    std::int64_t budget = 0;    ///< 0: the run settings' budget
    std::optional<std::uint64_t> seed;
    QString screenshot;         ///< save a grab of the window here and exit
    QSize windowSize;           ///< --size; invalid: not given (1600x1000 for --screenshot)
    QString language;           ///< "en", "de" or empty for the saved or system choice
    QString showPlot;           ///< "convergence" or "memory": raise that plot
    bool criticalPath = false;
    std::optional<GraphView::Coloring> coloring; ///< --colour-by; not given: the view's default
    bool fit = false;           ///< show the whole graph, however small
    QString select;             ///< a node name to select
    bool benchView = false;
    bool benchMemoryViews = false;
};

/// Parses \a arguments (the first is the program); returns the options or a message for stderr.
Result<StudioOptions> parseStudioOptions(const QStringList &arguments);

} // namespace regal
