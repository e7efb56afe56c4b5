#pragma once

#include "core/io/import/shaperulecall.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief One TensorFlow node of a TF.js graph model as a shape rule sees it.
struct TfOpContext : ShapeRuleCall
{
    std::string op;
    /// The node's "attr" object (string attributes are base64 in TF.js files).
    const nlohmann::json *attributes = nullptr;
    std::optional<double> bytesAccessed;
    std::string guess;

    std::optional<std::vector<std::int64_t>> inputIntegers(std::size_t index) const;
    std::int64_t integer(const char *name, std::int64_t fallback) const;
    bool boolean(const char *name, bool fallback) const;
    std::string text(const char *name, const std::string &fallback = {}) const;
    std::vector<std::int64_t> integers(const char *name) const;
};

/// Infers the outputs of \a context from its op type; false (with problem set) when the op is
/// unknown or its inputs do not say enough.
bool inferTfOp(TfOpContext &context);

/// The element type of a TensorFlow "DT_FLOAT"-style name or a TF.js manifest "float32" name.
ElementType elementTypeOfTf(const std::string &name);

} // namespace regal
