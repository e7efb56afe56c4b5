#pragma once

#include "core/base/result.h"
#include "core/graph/cluster.h"
#include "core/base/jsonreader.h"

#include <string>
#include <vector>

namespace regal {

/// Reads a "regal-cluster" document (SPEC section 6). \a source names it in messages.
Result<Cluster> readClusterJson(const std::string &text, const std::string &source);
std::string writeClusterJson(const Cluster &cluster);
/// What a cluster document holds that was kept on reading but means nothing to regal, one message
/// per field, such as "device 'A': the field 'memory' is not read (...)". Most are misspelt
/// fields whose defaults then apply, so the commands warn of them.
std::vector<std::string> unreadClusterFields(const Cluster &cluster);

/// The cluster part of a document: "devices" and "links", as in a "regal-cluster" file.
Cluster readClusterFields(JsonFields &fields);
void writeClusterFields(const Cluster &cluster, nlohmann::ordered_json &object);

} // namespace regal
