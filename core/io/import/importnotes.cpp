#include "core/io/import/importnotes.h"

#include "core/base/utf8.h"
#include "core/base/wholenumber.h"

#include <algorithm>
#include <fmt/format.h>

namespace regal {

std::string nameInWarning(std::string_view name)
{
    constexpr std::size_t MaxBytes = 200;
    return toValidUtf8(name.substr(0, MaxBytes));
}
namespace {

/// A whole-number field of a file's notes; anything else (a string, 1e30, 2.5) gives \a fallback
/// rather than an undefined conversion.
std::int64_t wholeField(const nlohmann::json &json, const char *key, std::int64_t fallback)
{
    const auto found = json.find(key);
    if (found == json.end() || !found->is_number())
        return fallback;
    return wholeNumber(found->get<double>()).value_or(fallback);
}

} // namespace

void ImportNotes::warn(std::string message)
{
    if (warnings.size() < MaxWarnings)
        warnings.push_back(std::move(message));
    else
        ++droppedWarnings;
}

nlohmann::ordered_json ImportNotes::toJson() const
{
    nlohmann::ordered_json json;
    json["format"] = format;
    if (!producer.empty())
        json["producer"] = producer;
    json["dimensions"] = nlohmann::ordered_json::array();
    for (const GuessedDimension &dimension : dimensions)
        json["dimensions"].push_back({{"name", dimension.name},
                                      {"value", dimension.value},
                                      {"given", dimension.given},
                                      {"tensors", dimension.tensors}});
    json["warnings"] = warnings;
    if (droppedWarnings > 0)
        json["more_warnings"] = droppedWarnings;
    if (storedParameterBytes >= 0)
        json["stored_parameter_bytes"] = storedParameterBytes;
    if (foldedConstantBytes >= 0)
        json["folded_constant_bytes"] = foldedConstantBytes;
    return json;
}

std::string ImportNotes::toExtra() const
{
    nlohmann::ordered_json extra;
    extra["import"] = toJson();
    // Warnings quote names from the imported file, which may not be UTF-8 yet.
    return extra.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

ImportNotes ImportNotes::of(const Graph &graph)
{
    ImportNotes notes;
    if (graph.extra().empty())
        return notes;
    const nlohmann::json extra = nlohmann::json::parse(graph.extra(), nullptr, false);
    if (!extra.is_object() || !extra.contains("import") || !extra["import"].is_object())
        return notes;
    try {
        readNotes(extra["import"], notes);
    } catch (const nlohmann::json::exception &) {
        // Notes of an unexpected shape in a hand-edited file are shown as far as they were read.
    }
    return notes;
}

void ImportNotes::readNotes(const nlohmann::json &json, ImportNotes &notes)
{
    notes.format = json.value("format", std::string());
    notes.producer = json.value("producer", std::string());
    if (json.contains("dimensions") && json["dimensions"].is_array()) {
        for (const nlohmann::json &entry : json["dimensions"]) {
            if (!entry.is_object())
                continue;
            GuessedDimension dimension;
            dimension.name = entry.value("name", std::string());
            dimension.value = wholeField(entry, "value", 1);
            dimension.given = entry.value("given", false);
            if (entry.contains("tensors") && entry["tensors"].is_array())
                for (const nlohmann::json &tensor : entry["tensors"])
                    if (tensor.is_string())
                        dimension.tensors.push_back(tensor.get<std::string>());
            notes.dimensions.push_back(std::move(dimension));
        }
    }
    if (json.contains("warnings") && json["warnings"].is_array())
        for (const nlohmann::json &warning : json["warnings"])
            if (warning.is_string())
                notes.warnings.push_back(warning.get<std::string>());
    notes.droppedWarnings = std::size_t(std::max<std::int64_t>(0, wholeField(json, "more_warnings", 0)));
    notes.storedParameterBytes = wholeField(json, "stored_parameter_bytes", -1);
    notes.foldedConstantBytes = wholeField(json, "folded_constant_bytes", -1);
}

} // namespace regal
