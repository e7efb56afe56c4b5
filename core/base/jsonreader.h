#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>

namespace regal {

/// Parses \a text as JSON; the error names \a source with the line and column.
Result<nlohmann::json> parseJson(const std::string &text, const std::string &source);

/// \brief The first problem met while reading a document, shared by all its JsonFields.
struct ReadErrors
{
    std::string source;
    std::string first;
    Error firstError; ///< first, with its kind and arguments

    bool failed() const { return !first.empty(); }
    Error error() const { return firstError; }
    void fail(const std::string &where, const std::string &what);
};

/// \brief Typed access to the fields of one JSON object, with messages that name the place.
///
/// Getters never throw: on a missing or mistyped field they record the first error in the shared
/// ReadErrors and return a neutral value, so a reader can fetch every field and check once at
/// the end. Fields a getter never asked for are the unknown ones that a round trip must keep.
class JsonFields
{
public:
    JsonFields(const nlohmann::json &object, std::string where, ReadErrors &errors);

    bool isObject() const { return m_object.is_object(); }
    bool has(const char *key) const;
    const std::string &where() const { return m_where; }
    ReadErrors &errors() const { return m_errors; }

    std::string string(const char *key);
    std::string optionalString(const char *key, std::string fallback = {});
    double number(const char *key);
    std::optional<double> optionalNumber(const char *key);
    double nonNegative(const char *key, double fallback);
    double positive(const char *key, double fallback);
    /// A size in bytes: a whole number in [0, 2^53].
    std::int64_t bytes(const char *key, std::int64_t fallback = 0);
    std::int64_t integer(const char *key, std::int64_t fallback, std::int64_t min, std::int64_t max);
    bool boolean(const char *key, bool fallback);
    /// The field itself, or null when absent (then \a required records an error).
    const nlohmann::json &field(const char *key, bool required);
    const nlohmann::json &array(const char *key, bool required);
    /// Records that a field is known without reading it here.
    void markKnown(const char *key);

    /// The fields nobody asked for, as a JSON object text ("" when there are none).
    std::string unknownFields() const;

    void fail(const std::string &what) { m_errors.fail(m_where, what); }

private:
    const nlohmann::json *lookup(const char *key);

    const nlohmann::json &m_object;
    std::string m_where;
    ReadErrors &m_errors;
    std::set<std::string> m_known;
};

/// Adds the unknown fields kept in \a extra (a JSON object text or "") to \a object, without
/// overwriting fields the program writes itself.
void mergeUnknownFields(nlohmann::ordered_json &object, const std::string &extra);

/// Checks the "format" and "version" fields of a document.
void checkFormat(JsonFields &fields, const char *format, int newestVersion);

} // namespace regal
