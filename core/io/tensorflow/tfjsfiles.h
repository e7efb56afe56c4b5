#pragma once

#include "core/graph/ids.h"
#include "core/io/import/tensorinfo.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace regal {

/// \brief What the files of a TF.js model (model.json and the weight files beside it) tell both
/// of its kinds, graph models and layers models.

/// An integer field of a TF.js file, which writes them as numbers or as decimal strings; a float
/// too large for int64 saturates, anything else is 0.
std::int64_t tfjsInteger(const nlohmann::json &value);

/// What the weights manifest says of one weight, and its values when small integers.
struct TfjsWeight
{
    /// What the runtime holds: a quantized weight is dequantized to this type when loaded.
    ElementType type = ElementType::Float32;
    /// As the weight file stores it: the quantized type, or \a type.
    ElementType stored = ElementType::Float32;
    Dims dims;
    /// What the runtime holds: a quantized weight counts its dequantized bytes.
    Bytes bytes = 0;
    /// As the weight file stores it: a quantized weight's quantized bytes.
    Bytes storedBytes = 0;
    std::optional<std::vector<double>> values;
};

/// \brief The weights a manifest lists, and the weight files it names whose values were needed
/// but which could not be read.
struct TfjsManifest
{
    std::unordered_map<std::string, TfjsWeight> weights;
    std::vector<std::string> unreadShards;

    /// The bytes the weight files store, every weight once.
    Bytes storedBytes() const;
    /// What an import should warn of: the weight files that could not be read.
    std::vector<std::string> warnings() const;
};

/// Reads the "weightsManifest" of \a document; small int32 weights get their values from the
/// weight files beside \a source when those exist.
TfjsManifest readTfjsManifest(const nlohmann::json &document, const std::string &source);

/// The graph's name: the model's folder for ".../NAME/model.json", else the file's stem.
std::string tfjsGraphName(const std::string &source);

} // namespace regal
