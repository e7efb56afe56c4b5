#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/base/jsonreader.h"

namespace regal {

/// Reads a "regal-cluster" document (SPEC section 6). \a source names it in messages.
Result<Cluster> readClusterJson(const std::string &text, const std::string &source);
std::string writeClusterJson(const Cluster &cluster);

/// The cluster part of a document: "devices" and "links", as in a "regal-cluster" file.
Cluster readClusterFields(JsonFields &fields);
void writeClusterFields(const Cluster &cluster, nlohmann::ordered_json &object);

} // namespace regal
