#pragma once

#include "core/base/result.h"

#include <memory>
#include <string>
#include <vector>

namespace regal {

/// \brief One message of a protobuf text-format document, read without its .proto schema.
///
/// Fields keep their order; a scalar keeps its text (numbers, enum names, true/false) or, for a
/// quoted string, its unescaped bytes. Nested messages are owned by their field.
class TextProtoMessage
{
public:
    struct Field
    {
        std::string name;
        std::string value;
        bool quoted = false;
        std::unique_ptr<TextProtoMessage> message;
        std::size_t line = 0;

        bool isMessage() const { return message != nullptr; }
    };

    std::vector<Field> fields;

    /// The last field named \a name (text format lets a later one override), or nullptr.
    const Field *find(const std::string &name) const;
};

/// Parses protobuf text format: `name: value`, `name { ... }` or `name < ... >`, lists in
/// brackets, '#' comments, single- or double-quoted strings with C escapes. Nesting is limited
/// to 100 levels. Errors name \a source with the line and column.
Result<TextProtoMessage> parseTextProto(const std::string &text, const std::string &source);

} // namespace regal
