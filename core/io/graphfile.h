#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <functional>
#include <string>

namespace regal {

/// \brief The file formats a graph can be read from.
///
/// A ".json" file is a regal-graph unless its content is a TensorFlow.js model (an object with
/// "modelTopology"); parseGraph tells them apart.
enum class GraphFormat { Regal, Dot, Onnx, CostGraph, TfjsModel, Darknet, Tflite };

/// The format of \a path by its extension, or an error that lists the known ones.
Result<GraphFormat> graphFormatOf(const std::string &path);

/// Reads a graph from \a path in any importable format, chosen by extension.
Result<Graph> loadGraph(const std::string &path, const ImportOptions &options = {});

/// Reads a graph from \a text in \a format; \a source names it in messages.
Result<Graph> parseGraph(const std::string &text, GraphFormat format, const std::string &source,
                         const ImportOptions &options = {});

/// Runs \a read, one of the above, for a program that must go on whatever a file holds: an
/// exception that a reader should never throw (the fuzzers hunt for them, calling the readers
/// unguarded) becomes an error that names \a source, so that the document open stays.
Result<Graph> readGuarded(const std::string &source, const std::function<Result<Graph>()> &read);

} // namespace regal
