#pragma once

#include "core/base/result.h"
#include "core/policy/policymodel.h"

#include <string>

namespace regal {

/// The checksum a file of \a model records ("sha256:..."): of its network's shape and weights, and
/// when it has a committee, of the members' checksums too (a file without one keeps the checksum
/// of its network alone).
std::string policyChecksum(const PolicyModel &model);

/// Writes \a model as a "regal-policy" document with a SHA-256 checksum of its weights, its
/// committee's included.
std::string writePolicyJson(const PolicyModel &model);

/// Reads a "regal-policy" document; refuses a wrong shape or a checksum that does not match
/// (a damaged or hand-edited file), naming \a source.
Result<PolicyModel> readPolicyJson(const std::string &text, const std::string &source);

/// Reads the "regal-policy" file at \a path, as readPolicyJson.
Result<PolicyModel> readPolicyFile(const std::string &path);

} // namespace regal
