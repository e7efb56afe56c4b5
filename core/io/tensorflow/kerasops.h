#pragma once

#include "core/io/import/shaperulecall.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace regal {

/// \brief One call of a Keras layer of a TF.js layers model, as a shape rule sees it.
struct KerasLayerCall : ShapeRuleCall
{
    std::string className;
    /// The layer's "config" object.
    const nlohmann::json *config = nullptr;

    std::int64_t integer(const char *name, std::int64_t fallback) const;
    /// A field given as one number or as a list of \a count numbers, as a list of \a count.
    std::vector<std::int64_t> integers(const char *name, std::size_t count, std::int64_t fallback) const;
    std::string text(const char *name, const std::string &fallback) const;
    bool boolean(const char *name, bool fallback) const;
};

/// Infers the outputs and FLOPs of \a call from its layer class (channels last or first, as the
/// layer's data_format says); false (with problem set) when the class is unknown, as custom
/// layers are, or when its inputs do not say enough.
bool inferKerasLayer(KerasLayerCall &call);

} // namespace regal
