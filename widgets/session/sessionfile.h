#pragma once

#include "core/session/sessionjson.h"

#include <QString>
#include <string>

namespace regal {

class Session;

/// The session as a "regal-studio-session" document (core/session/sessionjson.h).
std::string writeSessionJson(const Session &session);
/// Replaces the contents of \a session with \a document and clears its undo history. Checks
/// the document against its graph and cluster first: on failure the session is unchanged.
/// \a source labels the session (Session::source()).
Status restoreSession(Session &session, SessionDocument document, const QString &source);

} // namespace regal
