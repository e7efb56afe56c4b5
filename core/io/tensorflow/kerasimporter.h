#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/io/import/importoptions.h"

#include <nlohmann/json.hpp>
#include <string>

namespace regal {

/// True when \a topology, the modelTopology of a model.json, holds a Keras model (a layers
/// model) rather than a graph model's node list.
bool isKerasTopology(const nlohmann::json &topology);

/// \brief Reads a TensorFlow.js layers model: the Keras topology of a model.json written by
/// tensorflowjs_converter from Keras, or by tf.LayersModel.save.
///
/// Every call of a layer is one node, named after the layer (its op is the layer's class); models
/// nested in the model (Sequential, Functional) are expanded in place, their layers grouped under
/// the nested model's name. Both ways Keras writes the calls are read: the lists of Keras 2 and
/// the "args" of Keras 3. Shapes and FLOPs follow the layer classes (kerasops.h); a class the
/// importer does not know, a custom layer, passes its first input's shape on, with one warning
/// per class. Dynamic input dimensions take values from DimensionResolver. A layer's weights are
/// the manifest's entries under its name; a layer called more than once reads them from one
/// Parameter node of zero cost, so they are counted once.
Result<Graph> readKerasModel(const nlohmann::json &document, const std::string &source, const ImportOptions &options);

} // namespace regal
