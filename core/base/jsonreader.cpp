#include "core/base/jsonreader.h"

#include "core/base/filelimits.h"
#include "core/base/wholenumber.h"

#include <cmath>
#include <fmt/format.h>

namespace regal {
namespace {

const nlohmann::json &nullJson()
{
    static const nlohmann::json null;
    return null;
}

std::string describe(const nlohmann::json &value)
{
    std::string text = value.dump();
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    return text;
}

/// "line:column" of byte \a offset in \a text, both counted from 1.
std::string positionOf(const std::string &text, std::size_t offset)
{
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return fmt::format("{}:{}", line, column);
}

/// The offset of the first bracket that nests deeper than limits::MaxJsonDepth, if any. Parsing
/// such a document is fine, but everything that walks it afterwards (dump, copy, compare)
/// recurses once per level.
std::optional<std::size_t> tooDeep(const std::string &text)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limits::MaxJsonDepth)
                return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return std::nullopt;
}

} // namespace

Result<nlohmann::json> parseJson(const std::string &text, const std::string &source)
{
    if (text.size() > limits::MaxFileBytes)
        return Error::of(ErrorKind::FileTooLarge, {source, std::to_string(text.size()), std::to_string(limits::MaxFileBytes)});
    if (const std::optional<std::size_t> deep = tooDeep(text))
        return Error{fmt::format("{}:{}: arrays and objects are nested deeper than {} levels", source,
                                 positionOf(text, *deep), limits::MaxJsonDepth)};
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error &error) {
        std::string reason = error.what();
        if (const auto colon = reason.rfind(": "); colon != std::string::npos)
            reason = reason.substr(colon + 2);
        return Error::of(ErrorKind::NotJson,
                         {fmt::format("{}:{}", source, positionOf(text, error.byte == 0 ? 0 : error.byte - 1)), reason});
    } catch (const nlohmann::json::exception &error) {
        // A number too large for a double ("1e999") is an out_of_range error without a position.
        std::string reason = error.what();
        if (const auto bracket = reason.find("] "); bracket != std::string::npos)
            reason = reason.substr(bracket + 2);
        return Error::of(ErrorKind::NotJson, {source, reason});
    }
}

void ReadErrors::fail(const std::string &where, const std::string &what)
{
    if (first.empty()) {
        firstError = Error::of(ErrorKind::InvalidField, {source, where, what});
        first = firstError.message;
    }
}

JsonFields::JsonFields(const nlohmann::json &object, std::string where, ReadErrors &errors)
    : m_object(object), m_where(std::move(where)), m_errors(errors)
{
    if (!object.is_object())
        fail(fmt::format("expected a JSON object, got {}", describe(object)));
}

bool JsonFields::has(const char *key) const
{
    return m_object.is_object() && m_object.contains(key);
}

const nlohmann::json *JsonFields::lookup(const char *key)
{
    m_known.insert(key);
    if (!m_object.is_object())
        return nullptr;
    const auto it = m_object.find(key);
    return it == m_object.end() || it->is_null() ? nullptr : &*it;
}

void JsonFields::markKnown(const char *key)
{
    m_known.insert(key);
}

const nlohmann::json &JsonFields::field(const char *key, bool required)
{
    const nlohmann::json *value = lookup(key);
    if (!value) {
        if (required)
            fail(fmt::format("field '{}' is missing", key));
        return nullJson();
    }
    return *value;
}

const nlohmann::json &JsonFields::array(const char *key, bool required)
{
    const nlohmann::json &value = field(key, required);
    if (!value.is_null() && !value.is_array()) {
        fail(fmt::format("field '{}' must be an array, got {}", key, describe(value)));
        return nullJson();
    }
    return value;
}

std::string JsonFields::string(const char *key)
{
    if (!has(key) || m_object.at(key).is_null())
        fail(fmt::format("field '{}' is missing", key));
    return optionalString(key);
}

std::string JsonFields::optionalString(const char *key, std::string fallback)
{
    const nlohmann::json *value = lookup(key);
    if (!value)
        return fallback;
    if (!value->is_string()) {
        fail(fmt::format("field '{}' must be a string, got {}", key, describe(*value)));
        return fallback;
    }
    return value->get<std::string>();
}

std::optional<double> JsonFields::optionalNumber(const char *key)
{
    const nlohmann::json *value = lookup(key);
    if (!value)
        return std::nullopt;
    if (!value->is_number()) {
        fail(fmt::format("field '{}' must be a number, got {}", key, describe(*value)));
        return std::nullopt;
    }
    return value->get<double>();
}

double JsonFields::number(const char *key)
{
    if (!has(key))
        fail(fmt::format("field '{}' is missing", key));
    return optionalNumber(key).value_or(0.0);
}

double JsonFields::nonNegative(const char *key, double fallback)
{
    const std::optional<double> value = optionalNumber(key);
    if (!value)
        return fallback;
    if (!std::isfinite(*value) || *value < 0.0) {
        fail(fmt::format("field '{}' must be a finite number >= 0, got {}", key, *value));
        return fallback;
    }
    return *value;
}

double JsonFields::positive(const char *key, double fallback)
{
    const std::optional<double> value = optionalNumber(key);
    if (!value)
        return fallback;
    if (!std::isfinite(*value) || *value <= 0.0) {
        fail(fmt::format("field '{}' must be a finite number > 0, got {}", key, *value));
        return fallback;
    }
    return *value;
}

std::int64_t JsonFields::integer(const char *key, std::int64_t fallback, std::int64_t min, std::int64_t max)
{
    const std::optional<double> value = optionalNumber(key);
    if (!value)
        return fallback;
    const std::optional<std::int64_t> whole = wholeNumber(*value, min, max);
    if (!whole) {
        fail(fmt::format("field '{}' must be a whole number from {} to {}, got {}", key, min, max, *value));
        return fallback;
    }
    return *whole;
}

std::int64_t JsonFields::bytes(const char *key, std::int64_t fallback)
{
    constexpr std::int64_t largest = std::int64_t(1) << 53;
    return integer(key, fallback, 0, largest);
}

bool JsonFields::boolean(const char *key, bool fallback)
{
    const nlohmann::json *value = lookup(key);
    if (!value)
        return fallback;
    if (!value->is_boolean()) {
        fail(fmt::format("field '{}' must be true or false, got {}", key, describe(*value)));
        return fallback;
    }
    return value->get<bool>();
}

std::string JsonFields::unknownFields() const
{
    if (!m_object.is_object())
        return {};
    nlohmann::json unknown = nlohmann::json::object();
    for (const auto &[key, value] : m_object.items())
        if (!m_known.contains(key))
            unknown[key] = value;
    return unknown.empty() ? std::string() : unknown.dump();
}

void mergeUnknownFields(nlohmann::ordered_json &object, const std::string &extra)
{
    if (extra.empty())
        return;
    const nlohmann::ordered_json unknown = nlohmann::ordered_json::parse(extra, nullptr, false);
    if (!unknown.is_object())
        return;
    for (const auto &[key, value] : unknown.items())
        if (!object.contains(key))
            object[key] = value;
}

void checkFormat(JsonFields &fields, const char *format, int newestVersion)
{
    const std::string found = fields.string("format");
    if (fields.errors().failed())
        return;
    if (found != format) {
        fields.fail(fmt::format("this is a '{}' file, not a '{}' file", found, format));
        return;
    }
    const std::int64_t version = fields.integer("version", -1, 1, 1 << 30);
    if (version < 0 && !fields.errors().failed())
        fields.fail("field 'version' is missing");
    else if (version > newestVersion)
        fields.fail(fmt::format("version {} is newer than this program reads ({}); update Regal Studio",
                                version, newestVersion));
}

} // namespace regal
