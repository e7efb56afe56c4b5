#pragma once

#include <mutex>

namespace regal {

/// \brief The one lock that every call into Graphviz takes: the library keeps global state and is
/// not thread-safe, so parsing and layout from any thread go through here.
std::mutex &graphvizMutex();

} // namespace regal
