#include "tests/fuzz/fuzzreaders.h"

#include "widgets/session/session.h"
#include "widgets/session/sessionfile.h"

#include <cstdio>
#include <cstdlib>

namespace regal::fuzz {
namespace {

/// What the Studio does with a session file: read it, then restore it into a session, which
/// builds the problem and simulates every solution.
Status readSession(const std::string &bytes)
{
    const std::string source = std::string(Folder) + "session.json";
    Result<SessionDocument> document = readSessionJson(bytes, source);
    if (!document)
        return Error{document.error()};
    Session session;
    if (Status restored = restoreSession(session, std::move(document).value(), QString::fromStdString(source));
        !restored)
        return Error{source + ": " + restored.error()};
    if (!session.hasProblem()) {
        std::fprintf(stderr, "invariant broken: a restored session has no problem\n");
        std::abort();
    }
    checkMetrics(session.metrics(), session.problem(), "session");
    return {};
}

constexpr FuzzedReader SessionReader{"session", readSession};

} // namespace

const FuzzedReader &sessionReader()
{
    return SessionReader;
}

} // namespace regal::fuzz
