#include "core/io/tensorflow/textproto.h"

#include <cctype>
#include <fmt/format.h>

namespace regal {
namespace {

constexpr int MaxDepth = 100;

/// A recursive-descent reader over the whole text, with the position for messages.
class TextProtoParser
{
public:
    TextProtoParser(const std::string &text, const std::string &source) : m_text(text), m_source(source) {}

    Result<TextProtoMessage> run()
    {
        TextProtoMessage root;
        if (!parseFields(root, '\0', 0))
            return Error{m_error};
        return root;
    }

private:
    bool fail(const std::string &what)
    {
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = 0; i < m_position && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        m_error = fmt::format("{}:{}:{}: {}", m_source, line, column, what);
        return false;
    }

    std::size_t currentLine() const
    {
        std::size_t line = 1;
        for (std::size_t i = m_lineCountedTo; i < m_position; ++i)
            line += m_text[i] == '\n';
        m_lineCountedTo = m_position;
        m_line += line - 1;
        return m_line;
    }

    void skipSpace()
    {
        while (m_position < m_text.size()) {
            const char c = m_text[m_position];
            if (c == '#') {
                while (m_position < m_text.size() && m_text[m_position] != '\n')
                    ++m_position;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_position;
            } else {
                return;
            }
        }
    }

    bool atEnd() { return skipSpace(), m_position >= m_text.size(); }
    char peek() { return atEnd() ? '\0' : m_text[m_position]; }

    static bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/'; }

    bool readName(std::string &name)
    {
        skipSpace();
        const std::size_t start = m_position;
        if (peek() == '[') { // extension or Any type URL: [type.googleapis.com/x.Y]
            const std::size_t close = m_text.find(']', m_position);
            if (close == std::string::npos)
                return fail("an unclosed '[' in a field name");
            m_position = close + 1;
        } else {
            while (m_position < m_text.size() && isNameChar(m_text[m_position]))
                ++m_position;
        }
        if (m_position == start)
            return fail(fmt::format("expected a field name, found '{}'", m_text[m_position]));
        name = m_text.substr(start, m_position - start);
        return true;
    }

    bool readString(std::string &value)
    {
        while (peek() == '"' || peek() == '\'') {
            const char quote = m_text[m_position++];
            while (true) {
                if (m_position >= m_text.size() || m_text[m_position] == '\n')
                    return fail("a string is not closed on its line");
                char c = m_text[m_position++];
                if (c == quote)
                    break;
                if (c != '\\') {
                    value += c;
                    continue;
                }
                if (m_position >= m_text.size())
                    return fail("a string ends in a backslash");
                c = m_text[m_position++];
                switch (c) {
                case 'n': value += '\n'; break;
                case 't': value += '\t'; break;
                case 'r': value += '\r'; break;
                case 'x': {
                    int code = 0;
                    for (int digits = 0; digits < 2 && m_position < m_text.size()
                                         && std::isxdigit(static_cast<unsigned char>(m_text[m_position]));
                         ++digits)
                        code = code * 16 + std::stoi(std::string(1, m_text[m_position++]), nullptr, 16);
                    value += char(code);
                    break;
                }
                default:
                    if (c >= '0' && c <= '7') {
                        int code = c - '0';
                        for (int digits = 1; digits < 3 && m_position < m_text.size() && m_text[m_position] >= '0'
                                             && m_text[m_position] <= '7';
                             ++digits)
                            code = code * 8 + (m_text[m_position++] - '0');
                        value += char(code);
                    } else {
                        value += c;
                    }
                }
            }
        }
        return true;
    }

    bool readScalar(TextProtoMessage::Field &field)
    {
        const char c = peek();
        if (c == '"' || c == '\'') {
            field.quoted = true;
            return readString(field.value);
        }
        const std::size_t start = m_position;
        while (m_position < m_text.size()
               && (isNameChar(m_text[m_position]) || m_text[m_position] == '-' || m_text[m_position] == '+'))
            ++m_position;
        if (m_position == start)
            return fail(fmt::format("expected a value for '{}'", field.name));
        field.value = m_text.substr(start, m_position - start);
        return true;
    }

    bool parseFields(TextProtoMessage &message, char close, int depth)
    {
        if (depth > MaxDepth)
            return fail(fmt::format("messages nested deeper than {}", MaxDepth));
        while (true) {
            if (atEnd()) {
                if (close != '\0')
                    return fail(fmt::format("the file ends before a message is closed with '{}'", close));
                return true;
            }
            if (peek() == close && close != '\0') {
                ++m_position;
                return true;
            }
            std::string name;
            if (!readName(name))
                return false;
            const std::size_t line = currentLine();
            bool colon = false;
            if (peek() == ':') {
                ++m_position;
                colon = true;
            }
            const char next = peek();
            if (next == '{' || next == '<') {
                ++m_position;
                TextProtoMessage::Field field{name, {}, false, std::make_unique<TextProtoMessage>(), line};
                if (!parseFields(*field.message, next == '{' ? '}' : '>', depth + 1))
                    return false;
                message.fields.push_back(std::move(field));
            } else if (!colon) {
                return fail(fmt::format("expected ':' or '{{' after '{}'", name));
            } else if (next == '[') {
                ++m_position;
                while (peek() != ']') {
                    if (atEnd())
                        return fail(fmt::format("the list of '{}' is not closed", name));
                    TextProtoMessage::Field field{name, {}, false, nullptr, line};
                    if (peek() == '{' || peek() == '<') {
                        const char open = m_text[m_position++];
                        field.message = std::make_unique<TextProtoMessage>();
                        if (!parseFields(*field.message, open == '{' ? '}' : '>', depth + 1))
                            return false;
                    } else if (!readScalar(field)) {
                        return false;
                    }
                    message.fields.push_back(std::move(field));
                    if (peek() == ',')
                        ++m_position;
                }
                ++m_position;
            } else {
                TextProtoMessage::Field field{name, {}, false, nullptr, line};
                if (!readScalar(field))
                    return false;
                message.fields.push_back(std::move(field));
            }
            if (peek() == ',' || peek() == ';')
                ++m_position;
        }
    }

    const std::string &m_text;
    const std::string &m_source;
    std::size_t m_position = 0;
    mutable std::size_t m_lineCountedTo = 0;
    mutable std::size_t m_line = 1;
    std::string m_error;
};

} // namespace

const TextProtoMessage::Field *TextProtoMessage::find(const std::string &name) const
{
    for (auto field = fields.rbegin(); field != fields.rend(); ++field)
        if (field->name == name)
            return &*field;
    return nullptr;
}

Result<TextProtoMessage> parseTextProto(const std::string &text, const std::string &source)
{
    return TextProtoParser(text, source).run();
}

} // namespace regal
