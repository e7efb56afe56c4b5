#include "app/regal/graphinput.h"

#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "resources/embeddedsamples.h"

#include <cstdio>

namespace regal::cli {

void GraphInput::addOptions(CLI::App &command, const std::string &name)
{
    command.add_option(name, argument, "graph file (.json, .dot, .onnx, .pbtxt, .cfg, .tflite, TF.js model.json) or sample:NAME")
        ->required();
    command.add_option("--dim", dimensions,
                       "value of a dynamic dimension of an imported model, NAME=VALUE (repeatable); NAME is the "
                       "symbolic name, or TENSOR[AXIS] for an unnamed one");
}

Result<Graph> GraphInput::load() const
{
    if (argument.starts_with("sample:"))
        return loadGraphArgument(argument);
    ImportOptions options;
    for (const std::string &setting : dimensions) {
        Result<std::pair<std::string, std::int64_t>> parsed = parseDimensionSetting(setting);
        if (!parsed)
            return parsed.failure();
        options.dimensions[parsed->first] = parsed->second;
    }
    return readGuarded(argument, [&] { return loadGraph(argument, options); });
}

void printImportWarnings(const Graph &graph)
{
    const ImportNotes notes = ImportNotes::of(graph);
    for (const std::string &warning : notes.warnings)
        std::fprintf(stderr, "warning: %s\n", warning.c_str());
    if (notes.droppedWarnings > 0)
        std::fprintf(stderr, "warning: and %zu more\n", notes.droppedWarnings);
}

} // namespace regal::cli
