#pragma once

#include "core/base/result.h"

#include <QString>

namespace regal {

/// The engine's \a error phrased in the user's language from its kind and arguments; an error
/// without a kind shows its (English) message.
QString errorText(const Error &error);

} // namespace regal
