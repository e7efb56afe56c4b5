#pragma once

#include "core/base/error.h"
#include "core/base/errorkind.h"

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace regal {

/// \brief A failure to read or accept input, with a message for a person.
///
/// The message is English. Errors a Studio user can meet also carry their kind and arguments
/// (Error::of), so that the Studio phrases them in the user's language.
struct Error
{
    std::string message;
    ErrorKind kind = ErrorKind::Other;
    std::vector<std::string> arguments;

    static Error of(ErrorKind kind, std::vector<std::string> arguments)
    {
        std::string text = englishErrorText(kind, arguments);
        return Error{std::move(text), kind, std::move(arguments)};
    }
};

/// \brief A value or an Error: what every reader of files and user input returns.
template <typename T>
class Result
{
public:
    Result(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_state(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return checked(); }
    T &value() & { return const_cast<T &>(checked()); }
    T &&value() && { return std::move(const_cast<T &>(checked())); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    const std::string &error() const { return std::get<1>(m_state).message; }
    /// The error with its kind and arguments (only when !ok()).
    const Error &failure() const { return std::get<1>(m_state); }

private:
    const T &checked() const
    {
        if (!ok())
            throw RegalError("value of a failed result: " + error());
        return std::get<0>(m_state);
    }

    std::variant<T, Error> m_state;
};

/// \brief Success or an Error, for operations that produce nothing.
class Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}

    bool ok() const { return m_error.message.empty(); }
    explicit operator bool() const { return ok(); }
    const std::string &error() const { return m_error.message; }
    const Error &failure() const { return m_error; }

private:
    Error m_error;
};

} // namespace regal
