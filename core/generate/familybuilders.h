#pragma once

#include "core/generate/graphsketch.h"

namespace regal {

// One function per family; each fills the sketch to its node limit.
void buildErdosRenyi(GraphSketch &sketch);
void buildStochasticBlock(GraphSketch &sketch);
void buildLayered(GraphSketch &sketch);
void buildResidual(GraphSketch &sketch);
void buildInception(GraphSketch &sketch);
void buildTransformer(GraphSketch &sketch);
void buildRnn(GraphSketch &sketch);

} // namespace regal
