#pragma once

#include "core/base/result.h"
#include "core/distributed/communicator.h"

#include <string>
#include <utility>
#include <vector>

namespace regal {

/// \brief What the ranks of one run must hold alike, part by part: the options, the inputs.
/// Each part is compared by its SHA-256, so a part may be a whole file.
class RunFingerprint
{
public:
    /// Adds part \a name ("options", "inputs", ...) with \a content.
    void add(std::string name, std::string_view content);
    const std::vector<std::pair<std::string, std::string>> &parts() const { return m_parts; }
    /// One hash of every part: what names the run in files that must not be mixed up.
    std::string digest() const;

private:
    std::vector<std::pair<std::string, std::string>> m_parts; ///< name, hash
};

/// Checks that every rank started (\a started is ok on it) and holds the same \a fingerprint
/// as rank 0, and runs the same build of the program (the hash of its executable). Returns the
/// same on every rank: success, or an error that names the first rank that failed to start or
/// differs, and in what. Does nothing in a run of one process. A collective.
Status checkAgreement(Communicator &communicator, const Status &started, const RunFingerprint &fingerprint);

} // namespace regal
