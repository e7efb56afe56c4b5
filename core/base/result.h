#pragma once

#include "core/base/error.h"

#include <string>
#include <utility>
#include <variant>

namespace regal {

/// \brief A failure to read or accept input, with a message for a person.
struct Error
{
    std::string message;
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
    Status(Error error) : m_error(std::move(error.message)) {}

    bool ok() const { return m_error.empty(); }
    explicit operator bool() const { return ok(); }
    const std::string &error() const { return m_error; }

private:
    std::string m_error;
};

} // namespace regal
