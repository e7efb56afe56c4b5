#pragma once

#include <stdexcept>
#include <string>

namespace regal {

/// \brief The one exception type of the engine: a broken contract at an API boundary.
///
/// Reading files and user input never throws; it returns a Result. RegalError is for callers
/// that break a documented precondition, and its message names the context.
class RegalError : public std::runtime_error
{
public:
    explicit RegalError(const std::string &message) : std::runtime_error(message) {}
};

} // namespace regal
