#pragma once

#include "core/graph/graph.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace regal {

/// \brief A dynamic dimension of an imported model and the value the importer used for it.
struct GuessedDimension
{
    std::string name;
    std::int64_t value = 1;
    /// The graph inputs (or tensors) that have this dimension.
    std::vector<std::string> tensors;
    /// True when the value came from the person (`--dim`), false when the importer guessed it.
    bool given = false;
};

/// \brief What an importer tells about an imported graph beyond the graph itself: the source
/// format, the dynamic dimensions it had to fix, and warnings about guesses it made.
///
/// Importers store the notes in the graph's extra fields under "import", so they survive
/// `regal convert` and `regal info` shows them for the converted file too.
struct ImportNotes
{
    std::string format;
    std::string producer;
    std::vector<GuessedDimension> dimensions;
    std::vector<std::string> warnings;
    /// Warnings past MaxWarnings are counted, not kept.
    std::size_t droppedWarnings = 0;
    /// Bytes of the weights and constants the file stores (once each, however many ops read
    /// them), and of the constants the importer folded from no stored tensor; -1 when the
    /// importer does not tell.
    Bytes storedParameterBytes = -1;
    Bytes foldedConstantBytes = -1;

    static constexpr std::size_t MaxWarnings = 100;

    void warn(std::string message);
    bool empty() const { return format.empty() && dimensions.empty() && warnings.empty(); }

    nlohmann::ordered_json toJson() const;
    /// The graph-level extra fields (a JSON object text) that carry these notes.
    std::string toExtra() const;
    /// The notes an importer stored in \a graph, or empty notes.
    static ImportNotes of(const Graph &graph);

private:
    static void readNotes(const nlohmann::json &json, ImportNotes &notes);
};

/// A name or text from the file as the notes and messages quote it: its first 200 bytes, made
/// valid UTF-8, so that a lying file cannot fill them.
std::string nameInWarning(std::string_view name);

} // namespace regal
